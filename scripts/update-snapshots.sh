#!/usr/bin/env bash
# Refreshes every visual baseline (story snapshots and Playwright page screenshots) with the pinned Chromium, and
# records its version next to them. Review the changed PNGs (git status, then look at each one) before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/chromium.cjs ensure >/dev/null
rm -rf stories/__snapshots__
mkdir -p stories/__snapshots__
bash scripts/test-stories.sh --update
npm run build
npx playwright test --update-snapshots
node scripts/chromium.cjs record >/dev/null
