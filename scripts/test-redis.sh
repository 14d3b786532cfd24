#!/usr/bin/env bash
# A throwaway Redis for the tests, from Debian's redis-server package, on a loopback port:
#   scripts/test-redis.sh start   → prints the REDIS_URL to test against
#   scripts/test-redis.sh stop    → stops it and deletes its files
# .ci/run uses it; on a developer's machine: `export REDIS_URL=$(scripts/test-redis.sh start)`.
set -euo pipefail

dir="${TEST_REDIS_DIR:-/tmp/tujue-test-redis}"
port="${TEST_REDIS_PORT:-56379}"
if ! command -v redis-server >/dev/null 2>&1; then
  echo "Redis is not installed: apt-get install redis-server" >&2
  exit 1
fi

case "${1:-}" in
  start)
    rm -rf "$dir"
    mkdir -p "$dir"
    # Counts of limits only: nothing here must survive, so no snapshots and no append-only file.
    redis-server --bind 127.0.0.1 --port "$port" --dir "$dir" --save '' --appendonly no \
      --daemonize yes --pidfile "$dir/redis.pid" --logfile "$dir/redis.log" >/dev/null
    for _ in $(seq 50); do
      redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null 2>&1 && break
      sleep 0.1
    done
    redis-cli -h 127.0.0.1 -p "$port" ping >/dev/null
    echo "redis://127.0.0.1:$port"
    ;;
  stop)
    if [ -f "$dir/redis.pid" ]; then
      redis-cli -h 127.0.0.1 -p "$port" shutdown nosave >/dev/null 2>&1 || kill "$(cat "$dir/redis.pid")" 2>/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
