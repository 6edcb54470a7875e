#!/usr/bin/env bash
# Runs a command with a throwaway Redis server and REDIS_URL_TEST pointing at it (two sync servers over Redis):
#   bash scripts/with-postgres.sh bash scripts/with-redis.sh npx vitest run server/sharing
# Installs Debian's redis-server package when missing (root only), starts it on a free loopback port with a random
# password and no persistence in a temporary directory, and stops and deletes it on exit, whatever the command's
# outcome. When REDIS_URL_TEST is already set (a CI service container), the command runs against that server instead.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-redis.sh <command> [args…]" >&2
  exit 2
fi

if [ -n "${REDIS_URL_TEST:-}" ]; then
  exec "$@"
fi

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-redis: Redis is not installed and installing it needs root (apt-get install redis-server)" >&2
    exit 1
  fi
  echo "with-redis: installing redis-server (apt)…" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
fi

TMP_DIR="$(mktemp -d -t metr-redis.XXXXXX)"
chmod 700 "$TMP_DIR"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
PASSWORD="$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"

# The password goes in a config file, not on the command line (ps would show it).
cat >"$TMP_DIR/redis.conf" <<EOF
bind 127.0.0.1
port $PORT
protected-mode yes
requirepass $PASSWORD
dir $TMP_DIR
save ""
appendonly no
daemonize yes
pidfile $TMP_DIR/redis.pid
logfile $TMP_DIR/redis.log
EOF

cleanup() {
  if [ -f "$TMP_DIR/redis.pid" ]; then
    kill "$(cat "$TMP_DIR/redis.pid")" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$(cat "$TMP_DIR/redis.pid" 2>/dev/null)" 2>/dev/null || break; sleep 0.1; done
  fi
  rm -rf "$TMP_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

redis-server "$TMP_DIR/redis.conf" || { cat "$TMP_DIR/redis.log" >&2 2>/dev/null; exit 1; }
for _ in $(seq 100); do
  REDISCLI_AUTH="$PASSWORD" redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG && break
  sleep 0.1
done
REDISCLI_AUTH="$PASSWORD" redis-cli -h 127.0.0.1 -p "$PORT" ping 2>/dev/null | grep -q PONG ||
  { echo "with-redis: Redis did not start" >&2; cat "$TMP_DIR/redis.log" >&2; exit 1; }

export REDIS_URL_TEST="redis://:$PASSWORD@127.0.0.1:$PORT"
echo "with-redis: Redis $(redis-server --version | awk '{print $3}' | sed 's/v=//') on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
