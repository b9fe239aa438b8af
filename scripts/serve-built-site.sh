#!/usr/bin/env bash
# Serves the built site (dist/, or PUBLIC_DIR) from a throwaway PocketBase on 127.0.0.1:<port>; used by Lighthouse CI.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${1:-8097}"
bin="${POCKETBASE_BIN:-$(bash scripts/build-pocketbase.sh | tail -n 1)}"
data="$(mktemp -d)"
trap 'rm -rf "$data"' EXIT
"$bin" serve --dir "$data" --publicDir "${PUBLIC_DIR:-dist}" --hooksDir pb_hooks --migrationsDir pb_migrations --http "127.0.0.1:$port"
