#!/usr/bin/env bash
# Run a command against the operating system's PostgreSQL server (Debian's `postgresql` package), the server
# operators run in production, as a role that is no superuser:
#   scripts/with-system-postgres.sh <command…>
# A throwaway cluster is made in a temporary directory, started on a free port (127.0.0.1 only), given the role
# `upstream_test` (LOGIN CREATEDB, NOSUPERUSER: the test setup creates and clones its template database), and
# the command runs with TEST_DATABASE_URL pointing at it. The cluster is removed afterwards, whatever the outcome.
# With no PostgreSQL server installed the command is skipped (exit 0) with a notice; .ci/run installs one, and
# REQUIRE_SYSTEM_POSTGRES=1 turns the skip into a failure, and SYSTEM_POSTGRES_ELSE=embedded runs the command on
# the embedded PostgreSQL instead (`npm run test:integration`: the integration suite runs once, on the operators'
# server as a non-superuser where one is installed, else on the embedded one).
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  if [ "${REQUIRE_SYSTEM_POSTGRES:-}" = "1" ]; then
    echo "with-system-postgres: no PostgreSQL server installed (apt-get install postgresql)" >&2
    exit 1
  fi
  if [ "${SYSTEM_POSTGRES_ELSE:-}" = "embedded" ]; then
    echo "with-system-postgres: no PostgreSQL server installed, running on the embedded PostgreSQL" >&2
    exec "$@"
  fi
  echo "with-system-postgres: SKIPPED, no PostgreSQL server installed (apt-get install postgresql to run it)" >&2
  exit 0
fi

dir=$(mktemp -d "${TMPDIR:-/tmp}/upstream-system-pg-XXXXXX")
# postgres refuses to run as root: as root, the cluster belongs to the `postgres` user the package created.
as_owner=()
if [ "$(id -u)" = "0" ]; then
  chown postgres:postgres "$dir"
  as_owner=(runuser -u postgres --)
fi
cleanup() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
password=$(node -e "console.log(require('crypto').randomBytes(18).toString('base64url'))")

# Local (socket) connections: the owner only, in a directory only it can enter; TCP: passwords.
"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth-local=peer --auth-host=scram-sha-256 \
  --encoding=UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || { cat "$dir/initdb.log" >&2; exit 1; }
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -o \
  "-p $port -c listen_addresses=127.0.0.1 -c unix_socket_directories=$dir -c max_connections=300 -c fsync=off" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
"${as_owner[@]}" "$bin/psql" -q -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
  -c "CREATE ROLE upstream_test LOGIN CREATEDB NOSUPERUSER NOCREATEROLE PASSWORD '$password'"

echo "with-system-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port, as upstream_test (no superuser)" >&2
TEST_DATABASE_URL="postgres://upstream_test:$password@127.0.0.1:$port/postgres" "$@"
