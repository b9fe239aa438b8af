#!/usr/bin/env bash
# Alternating Lighthouse runs of several builds on one URL, with the CI settings: each build is served
# like CI serves it (scripts/perf/serve-with-weather-replay.ts), and every round runs each build once,
# in a rotating order, so a slow moment of the machine hits every build alike. Prints blocking time and
# LCP per run, with the main thread's whole work and script time (less noisy than blocking time).
#
#   bash scripts/perf/lighthouse-ab.sh <path> <runs> <public dir> [<public dir> ...]
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/ensure-node.sh >/dev/null
path="$1"
runs="$2"
shift 2
out="$(mktemp -d)"
dirs=("$@")
servers=()
ports=()
trap 'kill "${servers[@]}" 2>/dev/null; rm -rf "$out"' EXIT
for dir in "$@"; do
  port=$((8400 + ${#ports[@]}))
  PUBLIC_DIR="$dir" node scripts/perf/serve-with-weather-replay.ts "$port" >"$out/server-$port.log" 2>&1 &
  servers+=("$!")
  ports+=("$port")
done
sleep 6
flags="$(node -p "require('./lighthouserc.json').ci.collect.settings.chromeFlags")"
count=${#ports[@]}
for run in $(seq 1 "$runs"); do
  # Each round starts with the next build, so no build always runs first (right after the previous
  # round's last Chrome) and a slow first slot falls on every build in turn.
  for offset in $(seq 0 $((count - 1))); do
    index=$(( (run - 1 + offset) % count ))
    report="$out/$index-$run.json"
    npx lighthouse "http://127.0.0.1:${ports[$index]}$path" --quiet --output=json --output-path="$report" \
      --chrome-path=/usr/bin/chromium "--chrome-flags=$flags" --only-categories=performance 2>/dev/null || true
    node -e "const r = require(process.argv[1]); const a = r.audits
      console.log(process.argv[2].padEnd(30), 'run', process.argv[3], 'TBT', Math.round(a['total-blocking-time'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue),
        'work', Math.round(a['mainthread-work-breakdown'].numericValue), 'script', Math.round(a['bootup-time'].numericValue))" \
      "$report" "${dirs[$index]}" "$run" || echo "${dirs[$index]} run $run: no report"
  done
done
