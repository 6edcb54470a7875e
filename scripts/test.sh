#!/usr/bin/env bash
# `npm test`: every gate, in order, stopping at the first red one. Each gate's time is printed as it ends, and at the
# end, red or green, a table: gate, time, tests (scripts/testing/report.ts, from the runners' reports in
# test-reports/). `npm run test:profile` then lists the slowest unit files, stories and e2e tests of that run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
REPORTS=test-reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

start=$(date +%s)
finish() {
  local code=$? elapsed=$(($(date +%s) - start))
  local took="$((elapsed / 60)) min $((elapsed % 60)) s (${elapsed}s)"
  printf '\n'
  node_modules/.bin/tsx scripts/testing/report.ts summary || true
  if [ "$code" = 0 ]; then
    printf '\n\033[1mAll gates passed in %s.\033[0m\n' "$took"
  else
    printf '\n\033[1mnpm test failed after %s.\033[0m\n' "$took"
  fi
}
trap finish EXIT

# gate <name> <command…>: runs the command as one gate, prints and records its time and outcome.
gate() {
  local name=$1 began code
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  began=$(date +%s)
  set +e
  "$@"
  code=$?
  set -e
  local took=$(($(date +%s) - began))
  if [ "$code" = 0 ]; then
    printf '\033[2m  %s: %s s\033[0m\n' "$name" "$took"
    printf '%s\t%s\tok\n' "$name" "$took" >>"$REPORTS/gates.tsv"
  else
    printf '%s\t%s\tfailed\n' "$name" "$took" >>"$REPORTS/gates.tsv"
    exit "$code"
  fi
}

browser() { node scripts/chromium.cjs check >/dev/null; }
lint() { npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn; }
vitest_json() { printf -- '--reporter=default --reporter=json --outputFile.json=%s/%s.json' "$REPORTS" "$1"; }

# The pinned Chromium (scripts/chromium.cjs): unpacked on first use, its version printed and compared with the one the
# baselines were made with, so a different browser fails here with a message rather than with pixel diffs.
gate browser browser
gate tokens npx tsx tokens/build.ts --check
gate typecheck npx tsc --noEmit
gate lint lint
# The server's PostgreSQL store is tested against a real, throwaway PostgreSQL (installed by the script if missing).
# shellcheck disable=SC2046
gate unit bash scripts/with-postgres.sh npx vitest run --project 'unit*' --project 'dom*' $(vitest_json unit)
# LibreOffice recomputes an exported DPGF (Debian's libreoffice-calc, installed by the script if missing).
# shellcheck disable=SC2046
gate libreoffice bash scripts/with-libreoffice.sh npx vitest run --project libreoffice $(vitest_json libreoffice)
gate stories bash scripts/test-stories.sh
gate build npm run --silent build:site
gate size npx tsx scripts/size.ts
gate e2e npx playwright test
