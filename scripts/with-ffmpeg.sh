#!/usr/bin/env bash
# Runs a command with Debian's ffmpeg available to the media tests (scripts/media: a recorded clip decodes to its
# frames, a poster is one of them):
#   bash scripts/with-ffmpeg.sh npx vitest run scripts/media
# Idempotent: does nothing when ffmpeg is there. Installs it when missing (root only, without the recommended extras).
# When it cannot be installed, the command still runs and those tests skip (`runIf(hasFfmpeg())`) with a message
# saying why — except in CI (CI=true), where that is an error: a fresh machine must not skip them silently.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-ffmpeg.sh <command> [args…]" >&2
  exit 2
fi

if ! command -v ffmpeg >/dev/null 2>&1 && [ "$(id -u)" -eq 0 ]; then
  echo "with-ffmpeg: installing ffmpeg (apt)…" >&2
  # The package lists first (a fresh image has none); a failed update still lets a cached list install it.
  apt-get update -qq >/dev/null || echo "with-ffmpeg: apt-get update failed, trying the cached lists" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg >/dev/null ||
    echo "with-ffmpeg: apt-get could not install ffmpeg" >&2
fi

if ! command -v ffmpeg >/dev/null 2>&1; then
  reason="ffmpeg is not installed and installing it needs root (apt-get install ffmpeg)"
  [ "$(id -u)" -eq 0 ] && reason="apt-get could not install ffmpeg"
  if [ "${CI:-}" = "true" ]; then
    echo "with-ffmpeg: $reason" >&2
    exit 1
  fi
  echo "with-ffmpeg: $reason; the media tests will skip" >&2
else
  echo "with-ffmpeg: $(ffmpeg -version 2>/dev/null | head -n 1 | cut -d' ' -f1-3)" >&2
fi
exec "$@"
