#!/usr/bin/env bash
# `npm test`: every gate, in order, stopping at the first red one. Prints the whole run's time at its end, red or green.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }
start=$(date +%s)
finish() {
  local code=$? elapsed=$(($(date +%s) - start))
  local took="$((elapsed / 60)) min $((elapsed % 60)) s (${elapsed}s)"
  if [ "$code" = 0 ]; then
    printf '\n\033[1mAll gates passed in %s.\033[0m\n' "$took"
  else
    printf '\n\033[1mnpm test failed after %s.\033[0m\n' "$took"
  fi
}
trap finish EXIT

# The pinned Chromium (scripts/chromium.cjs): unpacked on first use, its version printed and compared with the one the
# baselines were made with, so a different browser fails here with a message rather than with pixel diffs.
step 'browser';        node scripts/chromium.cjs check >/dev/null
step 'tokens';         npx tsx tokens/build.ts --check
step 'typecheck';      npx tsc --noEmit
step 'lint';           npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn
# The server's PostgreSQL store is tested against a real, throwaway PostgreSQL (installed by the script if missing).
step 'unit';           bash scripts/with-postgres.sh npx vitest run --project unit --project dom
# LibreOffice recomputes an exported DPGF (Debian's libreoffice-calc, installed by the script if missing).
step 'libreoffice';    bash scripts/with-libreoffice.sh npx vitest run --project libreoffice
step 'stories';        bash scripts/test-stories.sh
step 'build';          npm run --silent build:site
step 'size';           npx tsx scripts/size.ts
step 'e2e';            npx playwright test
