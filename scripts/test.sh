#!/usr/bin/env bash
# Every check of the project, in order of cost: lint, types, catalogs, hooks bundles, Go,
# build, HTML validity, JavaScript budget, unit, stories, API, end-to-end (with the site crawl and
# axe on every page) and Lighthouse. The Storybook catalogue is built after the stories run. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
step() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  local started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "==> $name passed in $((SECONDS - started)) s"
  else
    echo "==> $name FAILED"
    echo "steps: $passed passed, 1 failed"
    exit 1
  fi
}

# Go vet and test compile and link for about a minute on a fresh machine, while the checks before
# them keep one core busy: they start beside those checks, and their output and result are reported
# in their place in the order.
server_log="$(mktemp)"
(cd server && export GOTOOLCHAIN="$(sed -n "s/^toolchain //p" go.mod)+auto" && go vet -tags nodynamic ./... && go test -tags nodynamic ./...) >"$server_log" 2>&1 &
server_pid=$!
trap 'pkill -P "$server_pid" 2>/dev/null || true; kill "$server_pid" 2>/dev/null || true; rm -f "$server_log"' EXIT
server_checks() {
  local status=0
  wait "$server_pid" || status=$?
  cat "$server_log"
  return "$status"
}

step "lint (layers, feature boundaries, import cycles)" npx eslint --max-warnings=0 .
step "unused files, exports and dependencies (knip), unused CSS module classes" bash -c 'npx knip --no-progress && node scripts/check-css-modules.mjs'
step "types" npx tsc --noEmit -p tsconfig.json
step "catalogs" node scripts/check-catalogs.mjs
step "hooks bundles match src/ (scripts/hooks-bundle.mjs)" node scripts/hooks-bundle.mjs --check
step "server (go vet, go test; started beside the checks above, so this is the wait for them)" server_checks
step "build" node scripts/build.mjs
step "HTML validity (Nu HTML Checker, every page in dist/)" node scripts/check-html.mjs
step "JavaScript budget of the public pages" node scripts/perf/js-budget.mjs
step "unit tests" npx vitest run --project unit
step "stories in Chromium" npx vitest run --project storybook
step "Storybook catalogue builds" bash -c 'npx storybook build --quiet -o storybook-static && node -e "const stories = Object.keys(require(\"./storybook-static/index.json\").entries).length; if (stories < 100) throw new Error(\"only \" + stories + \" stories\"); console.log(stories + \" stories built\")"'
step "API tests against PocketBase" npx vitest run --project api
step "end-to-end in Chromium" npx playwright test --grep-invert @site-gate
step "site crawl, axe and a clean console, and 320 px reflow over every page" npx playwright test --project=desktop --workers=2 --grep @site-gate
step "Lighthouse budgets (runs of all URLs interleaved)" node scripts/perf/lighthouse-ci.mjs

echo
echo "steps: $passed passed, 0 failed"
