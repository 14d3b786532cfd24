#!/usr/bin/env bash
# Runs a command on another Node major version, from the npm registry's `node` package, beside
# the machine's own Node (which stays as it is): `scripts/with-node.sh 24 npm test`.
# The version is installed once into NODE_VERSIONS_DIR (default ~/.cache/tujue-ukulima/node) and
# put first on PATH for the command alone. The native modules (libsql, sharp, rolldown…) are
# Node-API builds, which load on every Node version without a rebuild.
set -euo pipefail

major="${1:?usage: scripts/with-node.sh MAJOR COMMAND [ARGUMENT…]}"
shift
[[ "$major" =~ ^[0-9]+$ ]] || { echo "with-node.sh: the Node version must be a major number such as 24" >&2; exit 2; }
[ $# -gt 0 ] || { echo "with-node.sh: no command to run on Node $major" >&2; exit 2; }

prefix="${NODE_VERSIONS_DIR:-$HOME/.cache/tujue-ukulima/node}/$major"
bin="$prefix/node_modules/node/bin"
if ! "$bin/node" --version >/dev/null 2>&1; then
  echo "Installing Node $major from the npm registry into $prefix…" >&2
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --loglevel=error "node@$major" >&2
fi

PATH="$bin:$PATH"
export PATH
echo "On Node $(node --version): $*" >&2
exec "$@"
