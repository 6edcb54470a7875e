#!/usr/bin/env bash
# Runs a command with LibreOffice available to the tests that recompute our workbooks, and SOFFICE naming it:
#   bash scripts/with-libreoffice.sh npx vitest run --project unit
# Idempotent: does nothing when soffice is there. Installs Debian's libreoffice-calc when it is missing (root only, without the recommended extras: headless
# conversion needs neither Java nor the desktop integration). When it cannot be installed, the command still runs and
# the LibreOffice tests skip with a message saying why — except in CI (CI=true), where that is an error: CI is where
# the recomputation must happen.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-libreoffice.sh <command> [args…]" >&2
  exit 2
fi

find_soffice() {
  if [ -n "${SOFFICE:-}" ] && [ -x "$SOFFICE" ]; then echo "$SOFFICE"; return; fi
  command -v soffice 2>/dev/null || { [ -x /usr/bin/soffice ] && echo /usr/bin/soffice; } || true
}

SOFFICE_BIN="$(find_soffice)"
if [ -z "$SOFFICE_BIN" ]; then
  if [ "$(id -u)" -eq 0 ]; then
    echo "with-libreoffice: installing libreoffice-calc (apt)…" >&2
    # The package lists first (a fresh image has none); a failed update still lets a cached list install it.
    apt-get update -qq >/dev/null || echo "with-libreoffice: apt-get update failed, trying the cached lists" >&2
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libreoffice-calc >/dev/null; then
      SOFFICE_BIN="$(find_soffice)"
    fi
  fi
fi

if [ -z "$SOFFICE_BIN" ]; then
  reason="LibreOffice is not installed and installing it needs root (apt-get install libreoffice-calc)"
  [ "$(id -u)" -eq 0 ] && reason="apt-get could not install libreoffice-calc"
  if [ "${CI:-}" = "true" ]; then
    echo "with-libreoffice: $reason" >&2
    exit 1
  fi
  echo "with-libreoffice: $reason; the LibreOffice tests will skip" >&2
  unset SOFFICE
else
  export SOFFICE="$SOFFICE_BIN"
  echo "with-libreoffice: $("$SOFFICE" --version 2>/dev/null | head -n 1)" >&2
fi
exec "$@"
