#!/usr/bin/env bash
# Serves the built site (dist/, or PUBLIC_DIR) from a throwaway PocketBase on 127.0.0.1:<port>; used by Lighthouse CI.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8097}"
bin="${POCKETBASE_BIN:-$(bash scripts/build-pocketbase.sh | tail -n 1)}"
data="$(mktemp -d)"
"$bin" serve --dir "$data" --publicDir "${PUBLIC_DIR:-dist}" --hooksDir pb_hooks --migrationsDir pb_migrations --hooksWatch=false --http "127.0.0.1:$port" &
server=$!
# Stopping this script stops PocketBase too: a server left behind keeps the port and serves the old build.
trap 'kill "$server" 2>/dev/null; wait "$server" 2>/dev/null; rm -rf "$data"' EXIT
trap 'exit 143' TERM INT
wait "$server"
