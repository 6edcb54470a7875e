#!/usr/bin/env bash
# Refreshes every visual baseline: story snapshots and Playwright page screenshots.
# Review the changed PNGs (git diff --stat, then look at them) before committing.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf stories/__snapshots__
bash scripts/test-stories.sh --update
npm run build
npx playwright test --update-snapshots
