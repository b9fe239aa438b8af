#!/usr/bin/env bash
# Every check of the project, in order of cost: static checks (lint, types, unused code, catalogs,
# hooks bundles, Go, and the PocketBase build they share the cores with), the build, HTML validity,
# the JavaScript budget, unit tests, stories, API, end-to-end, the site gates (crawl, axe, reflow)
# and Lighthouse. Steps that do not depend on each other run side by side on the machine's two
# cores and are reported in their place, each with its own time. Stops after the first group with a
# failure.
set -euo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
logs="$(mktemp -d)"
trap 'jobs -p | xargs -r kill 2>/dev/null; rm -rf "$logs"' EXIT

# side_by_side "name" function ["name" function ...]: starts every step at once, then prints each
# step's output and time in the order given. A step is a shell function.
side_by_side() {
  local count=0
  local names=()
  while [ "$#" -gt 0 ]; do
    local name="$1" run="$2"
    shift 2
    names+=("$name")
    (
      started=$SECONDS
      if "$run" >"$logs/$count.log" 2>&1; then status=passed; else status=FAILED; fi
      echo "$status $((SECONDS - started))" >"$logs/$count.status"
    ) &
    count=$((count + 1))
  done
  wait
  local index
  for index in "${!names[@]}"; do
    echo
    echo "==> ${names[$index]}"
    cat "$logs/$index.log"
    read -r status seconds <"$logs/$index.status"
    if [ "$status" = passed ]; then
      passed=$((passed + 1))
      echo "==> ${names[$index]} passed in $seconds s"
    else
      failed=$((failed + 1))
      echo "==> ${names[$index]} FAILED after $seconds s"
    fi
  done
  if [ "$failed" -gt 0 ]; then
    echo "steps: $passed passed, $failed failed"
    exit 1
  fi
}

# One step on its own.
step() {
  side_by_side "$@"
}

# PocketBase is built first, then vetted and tested with the same flags (CGO_ENABLED=0, -trimpath,
# nodynamic), so the three share one compilation of its dependencies in Go's build cache: on a
# machine with an empty cache that compilation is most of the time.
go_build_vet_test() {
  bash scripts/build-pocketbase.sh >"$logs/pocketbase-path" && cat "$logs/pocketbase-path" || return 1
  cd server
  export GOTOOLCHAIN="$(sed -n "s/^toolchain //p" go.mod)+auto" CGO_ENABLED=0
  go vet -trimpath -tags nodynamic ./... && go test -trimpath -tags nodynamic ./...
}
lint() { npx eslint --max-warnings=0 .; }
types() { npx tsc --noEmit -p tsconfig.json; }
unused_code_catalogs_hooks() {
  npx knip --no-progress && node scripts/check-css-modules.mjs &&
    node scripts/check-catalogs.mjs && node scripts/hooks-bundle.mjs --check
}
build() { node scripts/build.mjs; }
html_and_budget() { node scripts/check-html.mjs && node scripts/perf/js-budget.mjs; }
unit_tests() { npx vitest run --project unit; }
stories() { npx vitest run --project storybook; }
api_tests() { npx vitest run --project api; }
storybook_catalogue() {
  npx storybook build --quiet -o storybook-static &&
    node -e 'const stories = Object.keys(require("./storybook-static/index.json").entries).length; if (stories < 100) throw new Error("only " + stories + " stories"); console.log(stories + " stories built")'
}
# Beside the stories, the longest step: everything else that needs the build and PocketBase but
# no browser of its own, one after the other.
checks_unit_api_catalogue() { html_and_budget && unit_tests && api_tests && storybook_catalogue; }
end_to_end() { npx playwright test --grep-invert @site-gate; }
site_gates() { npx playwright test --project=desktop --workers=2 --grep @site-gate; }
lighthouse() { node scripts/perf/lighthouse-ci.mjs && node scripts/perf/lighthouse-gate-sensitivity.mjs; }

side_by_side \
  "lint (layers, feature boundaries, import cycles)" lint \
  "types" types \
  "unused files, exports and dependencies (knip), unused CSS module classes, catalogs, hooks bundles match src/" unused_code_catalogs_hooks \
  "PocketBase build, go vet, go test (server/)" go_build_vet_test
POCKETBASE_BIN="$(tail -n 1 "$logs/pocketbase-path")"
export POCKETBASE_BIN

step "build" build
side_by_side \
  "stories in Chromium" stories \
  "HTML validity (Nu HTML Checker, every page in dist/) and the JavaScript budget, unit tests, API tests against PocketBase, the Storybook catalogue builds" checks_unit_api_catalogue
step "end-to-end in Chromium" end_to_end
# One after the other: side by side each slowed the other down, and took longer than both in a row.
step "site crawl, axe and a clean console, and 320 px reflow over every page" site_gates
step "Lighthouse budgets, calibrated (runs of all URLs interleaved), and the gate's check against a deliberate long task" lighthouse

echo
echo "steps: $passed passed, 0 failed"
