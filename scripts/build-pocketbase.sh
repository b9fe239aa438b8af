#!/usr/bin/env bash
# Builds the pinned PocketBase (server/go.mod) into
# .tools/pocketbase/pocketbase, unless it is already up to date.
#
#   POCKETBASE_BIN=/path/to/pocketbase  use that binary instead (no build)
#   FORCE_BUILD=1                        rebuild even if up to date
#
# Progress goes to stderr; the binary's absolute path is the last (and only)
# line on stdout, so callers can do: PB="$(bash scripts/build-pocketbase.sh)".
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

log() { printf '[build-pocketbase] %s\n' "$*" >&2; }

# server/go.mod names the Go toolchain it needs (`toolchain` line); a machine whose Go is older
# (or pinned to its local toolchain) fetches that one through the Go module proxy, checksummed.
export GOTOOLCHAIN="$(sed -n 's/^toolchain //p' server/go.mod)+auto"

if [[ -n "${POCKETBASE_BIN:-}" ]]; then
  if [[ -f "$POCKETBASE_BIN" && -x "$POCKETBASE_BIN" ]]; then
    log "using POCKETBASE_BIN"
    printf '%s\n' "$POCKETBASE_BIN"
    exit 0
  fi
  log "POCKETBASE_BIN=$POCKETBASE_BIN is not an executable file; building instead"
fi

OUT_DIR="$ROOT/.tools/pocketbase"
BIN="$OUT_DIR/pocketbase"

up_to_date() {
  [[ -x "$BIN" ]] || return 1
  [[ "${FORCE_BUILD:-}" == 1 ]] && return 1
  local newer
  newer="$(find server -maxdepth 1 -type f \( -name go.mod -o -name go.sum -o -name '*.go' \) -newer "$BIN" -print -quit)"
  [[ -z "$newer" ]]
}

if up_to_date; then
  log "up to date: $BIN"
else
  if ! command -v go >/dev/null 2>&1; then
    log "error: 'go' not found in PATH (Go builds PocketBase; it fetches the toolchain server/go.mod names)"
    exit 1
  fi
  log "building PocketBase from server/ with $(go version)"
  mkdir -p "$OUT_DIR"
  start=$SECONDS
  # build into a temp file first so an interrupted build never leaves a
  # half-written binary that looks up to date
  (
    cd server
    # nodynamic: the image encoders always run their bundled WebAssembly, never a libavif or libwebp
    # the host happens to have, so every machine makes the same images (decision 034)
    CGO_ENABLED=0 go build -trimpath -tags nodynamic -o "$BIN.tmp.$$" . >&2
  ) || { rm -f "$BIN.tmp.$$"; log "build failed"; exit 1; }
  mv -f "$BIN.tmp.$$" "$BIN"
  log "built $BIN in $((SECONDS - start))s"
fi

printf '%s\n' "$BIN"
