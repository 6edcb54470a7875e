# Sourced by scripts/test.sh (npm test) and scripts/test-changed.sh (npm run test:changed): gates run in order, each
# timed, the first red one stopping the run; at the end, red or green, the table of gates (gate, time, tests) from
# the runners' reports in test-reports/ (scripts/testing/report.ts).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
REPORTS=test-reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS"

started=$(date +%s)
# finish <what>: prints the table and the whole run's time; installed as the EXIT trap by the script that sources this.
finish() {
  local code=$? elapsed=$(($(date +%s) - started))
  local took="$((elapsed / 60)) min $((elapsed % 60)) s (${elapsed}s)"
  printf '\n'
  node_modules/.bin/tsx scripts/testing/report.ts summary || true
  if [ "$code" = 0 ]; then
    printf '\n\033[1m%s: all gates passed in %s.\033[0m\n' "$RUN_NAME" "$took"
  else
    printf '\n\033[1m%s failed after %s.\033[0m\n' "$RUN_NAME" "$took"
  fi
}
trap finish EXIT

# gate <name> <command…>: runs the command as one gate, prints and records its time and outcome.
gate() {
  local name=$1 began code took
  shift
  printf '\n\033[1m▶ %s\033[0m\n' "$name"
  began=$(date +%s)
  set +e
  "$@"
  code=$?
  set -e
  took=$(($(date +%s) - began))
  if [ "$code" = 0 ]; then
    printf '\033[2m  %s: %s s\033[0m\n' "$name" "$took"
    printf '%s\t%s\tok\n' "$name" "$took" >>"$REPORTS/gates.tsv"
  else
    printf '%s\t%s\tfailed\n' "$name" "$took" >>"$REPORTS/gates.tsv"
    exit "$code"
  fi
}

# The Vitest options that also write its json report (test-reports/<name>.json).
vitest_json() { printf -- '--reporter=default --reporter=json --outputFile.json=%s/%s.json' "$REPORTS" "$1"; }

# skip <name> <why>: a gate this run has nothing for, listed as such in the table.
skip() {
  printf '\n\033[1m▶ %s\033[0m \033[2m(skipped: %s)\033[0m\n' "$1" "$2"
  printf '%s\t0\tskipped: %s\n' "$1" "$2" >>"$REPORTS/gates.tsv"
}
