#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL server and DATABASE_URL_TEST pointing at it:
#   bash scripts/with-postgres.sh npx vitest run --project unit
# Installs Debian's postgresql package when missing (root only), creates a cluster in a temporary directory on a free
# loopback port with a random password, and stops and deletes it on exit, whatever the command's outcome.
# When DATABASE_URL_TEST is already set (a CI service container), the command runs against that server instead.
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args…]" >&2
  exit 2
fi

if [ -n "${DATABASE_URL_TEST:-}" ]; then
  exec "$@"
fi

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }
PG_BIN="$(find_bin)"
if [ -z "$PG_BIN" ] || [ ! -x "$PG_BIN/initdb" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "with-postgres: PostgreSQL is not installed and installing it needs root (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "with-postgres: installing postgresql (apt)…" >&2
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  PG_BIN="$(find_bin)"
fi

# initdb refuses to run as root: the cluster belongs to the postgres user when we are root, else to us.
if [ "$(id -u)" -eq 0 ]; then
  as_pg() { (cd / && runuser -u postgres -- "$@"); }
else
  as_pg() { "$@"; }
fi

TMP_DIR="$(mktemp -d -t metr-pg.XXXXXX)"
PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
PASSWORD="$(node -e "console.log(require('crypto').randomBytes(18).toString('hex'))")"
DATA="$TMP_DIR/data"

cleanup() {
  as_pg "$PG_BIN/pg_ctl" -D "$DATA" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$TMP_DIR"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

printf '%s\n' "$PASSWORD" >"$TMP_DIR/pwfile"
[ "$(id -u)" -eq 0 ] && chown -R postgres:postgres "$TMP_DIR"
chmod 700 "$TMP_DIR"

as_pg "$PG_BIN/initdb" -D "$DATA" -U postgres --pwfile="$TMP_DIR/pwfile" --auth=scram-sha-256 -E UTF8 \
  --locale=C.UTF-8 >"$TMP_DIR/initdb.log" 2>&1 || { cat "$TMP_DIR/initdb.log" >&2; exit 1; }
# Throwaway data: no fsync needed for speed; loopback only; the socket stays in the temporary directory.
as_pg "$PG_BIN/pg_ctl" -D "$DATA" -l "$TMP_DIR/server.log" -w -t 30 \
  -o "-p $PORT -c listen_addresses=127.0.0.1 -k $TMP_DIR -c fsync=off -c full_page_writes=off" start >/dev/null ||
  { cat "$TMP_DIR/server.log" >&2; exit 1; }
PGPASSWORD="$PASSWORD" "$PG_BIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -q -v ON_ERROR_STOP=1 \
  -c 'CREATE DATABASE metr_test' >/dev/null

export DATABASE_URL_TEST="postgres://postgres:$PASSWORD@127.0.0.1:$PORT/metr_test"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PORT" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
