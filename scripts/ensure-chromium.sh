#!/usr/bin/env bash
# Finds a Chromium for the browser tests and prints its path on the last line.
# Order: $CHROMIUM_PATH, /usr/bin/chromium, else (Debian, as root) install Debian's chromium with apt-get,
# else stop with a message saying how to get one. Test tools never download browsers here.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "ensure-chromium: CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file" >&2
  exit 1
fi
if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi

if [ -f /etc/debian_version ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "ensure-chromium: installing Debian's chromium (apt-get)…" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  # Recommends stay on: they bring fonts-liberation, used by any fallback text.
  apt-get install -y -qq chromium >&2
  echo /usr/bin/chromium
  exit 0
fi

cat >&2 <<'MSG'
ensure-chromium: no Chromium found.
  - On Debian/Ubuntu as root: apt-get update && apt-get install -y chromium
  - Otherwise: sudo apt-get install chromium (or your distribution's package), or
    set CHROMIUM_PATH to a Chromium/Chrome binary.
Test tools cannot download their own browser here (no network but the package registries).
MSG
exit 1
