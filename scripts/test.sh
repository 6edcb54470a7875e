#!/usr/bin/env bash
# `npm test`: every gate, in order, stopping at the first red one.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }
start=$(date +%s)

step 'browser';        CHROMIUM_PATH="$(bash scripts/ensure-chromium.sh | tail -n 1)"; export CHROMIUM_PATH
step 'tokens';         npx tsx tokens/build.ts --check
step 'typecheck';      npx tsc --noEmit
step 'lint';           npx eslint . --max-warnings 0 && npx prettier --check . --log-level warn
# The server's PostgreSQL store is tested against a real, throwaway PostgreSQL (installed by the script if missing).
step 'unit';           bash scripts/with-postgres.sh npx vitest run --project unit --project dom
step 'stories';        bash scripts/test-stories.sh
step 'build';          npm run --silent build:site
step 'size';           npx tsx scripts/size.ts
step 'e2e';            npx playwright test

printf '\n\033[1mAll gates passed in %ss.\033[0m\n' "$(( $(date +%s) - start ))"
