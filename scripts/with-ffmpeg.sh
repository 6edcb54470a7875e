#!/usr/bin/env bash
# Runs a command with Debian's ffmpeg available to the media tests (scripts/media: a recorded clip decodes to its
# frames, a poster is one of them):
#   bash scripts/with-ffmpeg.sh npx vitest run scripts/media
# Idempotent: does nothing when ffmpeg is there. Installs it when missing (root only, without the recommended extras).
# When it cannot be installed, the command still runs and those tests skip (`runIf(hasFfmpeg())`) with a message
# saying why — except in CI (CI=true), where that is an error (scripts/testing/apt-tool.sh).
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-ffmpeg.sh <command> [args…]" >&2
  exit 2
fi

# shellcheck source=testing/apt-tool.sh
. "$(dirname "$0")/testing/apt-tool.sh"
find_ffmpeg() { command -v ffmpeg 2>/dev/null || true; }

ensure_apt_tool ffmpeg ffmpeg find_ffmpeg "the media tests"
[ -n "$APT_TOOL" ] && echo "with-ffmpeg: $("$APT_TOOL" -version 2>/dev/null | head -n 1 | cut -d' ' -f1-3)" >&2
exec "$@"
