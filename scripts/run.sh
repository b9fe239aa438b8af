#!/usr/bin/env bash
# The entry point behind `npm start`, `npm run dev` and `npm test`: on a fresh
# clone it installs Node 24, the npm packages and the PocketBase build first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ensure-node.sh

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "run: installing npm packages" >&2
  # Not `npm ci`: this registry does not serve other platforms' optional
  # binaries, so the lock file cannot list them and `npm ci` refuses it.
  # `npm install` installs exactly the locked versions all the same.
  npm install --no-audit --no-fund
fi

# The test command builds PocketBase beside its first checks; the others need it before they start.
if [ "${1:-}" = test ]; then exec bash scripts/test.sh; fi
POCKETBASE_BIN="$(bash scripts/build-pocketbase.sh | tail -n 1)"
export POCKETBASE_BIN

case "${1:-}" in
  start) exec node scripts/start.mjs ;;
  dev) exec node scripts/start.mjs --dev ;;
  *) echo "usage: scripts/run.sh start|dev|test" >&2; exit 2 ;;
esac
