#!/usr/bin/env bash
# Runs a command with CPU hogs beside it, as a shared machine would: the way to check that a test is deterministic
# under load before calling it so (issue 22: three runs of npm test in a row with two hogs, zero failures).
#   bash scripts/testing/under-load.sh [-n HOGS] <command> [args…]     (HOGS defaults to 2)
set -euo pipefail
HOGS=2
if [ "${1:-}" = "-n" ]; then
  HOGS=$2
  shift 2
fi
if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/testing/under-load.sh [-n HOGS] <command> [args…]" >&2
  exit 2
fi
pids=()
stop() { [ "${#pids[@]}" -gt 0 ] && kill "${pids[@]}" 2>/dev/null || true; }
trap stop EXIT
for _ in $(seq "$HOGS"); do
  # A busy loop at normal priority: it takes a core's share as any other process would.
  node -e 'for (;;);' &
  pids+=($!)
done
echo "under-load: $HOGS CPU hogs running beside the command" >&2
"$@"
