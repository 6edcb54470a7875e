# Sourced by scripts/with-ffmpeg.sh and scripts/with-libreoffice.sh: a Debian package a test gate needs, installed
# when missing, or the reason it is not.
#
#   ensure_apt_tool <name> <package> <find-function> <what skips>
#
# Calls <find-function> (prints the tool's path, or nothing); when it finds nothing and we are root, installs
# <package> with apt (the package lists updated first: a fresh image has none; a failed update still lets a cached
# list install it), without the recommended extras, and looks again. Sets APT_TOOL to the path found, or to nothing
# after saying why on stderr: then, in CI (CI=true), it exits 1 — a fresh machine must not skip those tests
# silently; elsewhere the command still runs and <what skips> skip.

ensure_apt_tool() {
  local name="$1" package="$2" find="$3" skipping="$4"
  APT_TOOL="$("$find")"
  if [ -z "$APT_TOOL" ] && [ "$(id -u)" -eq 0 ]; then
    echo "with-$name: installing $package (apt)…" >&2
    apt-get update -qq >/dev/null || echo "with-$name: apt-get update failed, trying the cached lists" >&2
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$package" >/dev/null; then
      APT_TOOL="$("$find")"
    fi
  fi
  [ -n "$APT_TOOL" ] && return 0
  local reason="$package is not installed and installing it needs root (apt-get install $package)"
  [ "$(id -u)" -eq 0 ] && reason="apt-get could not install $package"
  if [ "${CI:-}" = "true" ]; then
    echo "with-$name: $reason" >&2
    exit 1
  fi
  echo "with-$name: $reason; $skipping will skip" >&2
}
