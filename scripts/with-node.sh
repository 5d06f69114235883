#!/usr/bin/env bash
# Runs a command on another Node.js version taken from the npm registry, e.g.
#   scripts/with-node.sh 24 npm run test:server
# The binary is the registry's `node-<os>-<arch>` package (what `npx node@24` installs), cached under
# node_modules/.cache/node-<version>: nothing is downloaded from outside npm. Child processes (npm, vitest
# workers, spawned servers) find the same binary first on PATH.
set -euo pipefail
version="${1:?usage: scripts/with-node.sh <version: 24, 22.12 or 24.21.0> <command...>}"
shift
root="$(cd "$(dirname "$0")/.." && pwd)"
package="node-$(node -p process.platform)-$(node -p process.arch)"
prefix="$root/node_modules/.cache/node-$version"
bin="$prefix/node_modules/$package/bin"
if [ ! -x "$bin/node" ]; then
  mkdir -p "$prefix"
  npm install --prefix "$prefix" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "$package@$version" >&2
fi
export PATH="$bin:$PATH"
echo "with-node: running on Node $(node --version): $*" >&2
exec "$@"
