#!/usr/bin/env bash
# Runs a command with LibreOffice available to the tests that recompute our workbooks, and SOFFICE naming it:
#   bash scripts/with-libreoffice.sh npx vitest run --project unit
# Idempotent: does nothing when soffice is there. Installs Debian's libreoffice-calc when it is missing (root only,
# without the recommended extras: headless conversion needs neither Java nor the desktop integration). When it cannot
# be installed, the command still runs and the LibreOffice tests skip with a message saying why — except in CI
# (CI=true), where that is an error: CI is where the recomputation must happen (scripts/testing/apt-tool.sh).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-libreoffice.sh <command> [args…]" >&2
  exit 2
fi

# shellcheck source=testing/apt-tool.sh
. "$(dirname "$0")/testing/apt-tool.sh"
find_soffice() {
  if [ -n "${SOFFICE:-}" ] && [ -x "$SOFFICE" ]; then echo "$SOFFICE"; return; fi
  command -v soffice 2>/dev/null || { [ -x /usr/bin/soffice ] && echo /usr/bin/soffice; } || true
}

ensure_apt_tool libreoffice libreoffice-calc find_soffice "the LibreOffice tests"
if [ -n "$APT_TOOL" ]; then
  export SOFFICE="$APT_TOOL"
  echo "with-libreoffice: $("$SOFFICE" --version 2>/dev/null | head -n 1)" >&2
else
  unset SOFFICE
fi
exec "$@"
