#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests, from Debian's packages, on a loopback port:
#   scripts/test-postgres.sh start   → prints the DATABASE_URL to test against
#   scripts/test-postgres.sh stop    → stops it and deletes its files
# .ci/run uses it; on a developer's machine: `export DATABASE_URL=$(scripts/test-postgres.sh start)`.
set -euo pipefail

dir="${TEST_PG_DIR:-/tmp/tujue-test-postgres}"
port="${TEST_PG_PORT:-55432}"
bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed: apt-get install postgresql" >&2
  exit 1
fi

# PostgreSQL refuses to run as root; Debian's package makes the postgres user for it.
as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    rm -rf "$dir"
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_owner "$bin/initdb" -D "$dir/data" -U tujue --auth=trust --encoding=UTF8 --no-instructions >/dev/null
    # A test cluster: nothing here must survive a crash, so no waiting on the disk.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w start \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
    as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U tujue tujue_test
    echo "postgres://tujue@127.0.0.1:$port/tujue_test"
    ;;
  stop)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
