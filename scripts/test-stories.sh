#!/usr/bin/env bash
# Story tests in the pinned Chromium (scripts/chromium.cjs): build Storybook, serve it on loopback, run every story's
# play function, axe (light and dark) and the zero-tolerance visual comparison against stories/__snapshots__.
#   scripts/test-stories.sh            CI mode: a missing baseline fails
#   scripts/test-stories.sh --update   rewrite the baselines (review the PNG diff before committing)
set -euo pipefail
cd "$(dirname "$0")/.."
node scripts/chromium.cjs ensure >/dev/null
rm -f test-reports/story-phases.jsonl
PORT="${STORYBOOK_TEST_PORT:-6007}"

npx storybook build -o storybook-static --quiet >/dev/null
node_modules/.bin/tsx scripts/serve.ts storybook-static "$PORT" >/dev/null &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true' EXIT
for _ in $(seq 100); do
  curl -sf -o /dev/null "http://127.0.0.1:$PORT/index.json" && break
  sleep 0.2
done

args=(--url "http://127.0.0.1:$PORT" --maxWorkers=2)
if [ "${1:-}" = "--update" ]; then
  shift
  args+=(-u)
else
  args+=(--ci)
fi
npx test-storybook "${args[@]}" "$@"
