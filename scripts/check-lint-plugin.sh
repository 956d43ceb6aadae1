#!/usr/bin/env bash
# Builds the fixture package Tests/ribgraphTests/Fixtures/LintPlugin (an app target using the RibGraphLint
# build-tool plugin of this checkout, and RIBs' names from Fixtures/ModernRIBs) with `swift build`, and
# checks that the build prints the rule violations its .ribgraph.yml asks for as warnings on their files and lines:
#   Sources/App/FeedBuilder.swift:7:1: warning: Feed: ... [max-depth]
#   Sources/App/RootBuilder.swift:13:1: warning: ... [max-fan-out]
# then that after a change to the rules in .ribgraph.yml the plugin runs again and the warnings go.
# The copy lives in a folder kept between runs (LINT_PLUGIN_CHECK_DIR, default under $TMPDIR); its build shares
# this clone's scratch path (scripts/consumer-package.sh). Prints "lint-plugin: ..."; exits 1 on a failure.
set -euo pipefail

source "$(dirname "$0")/consumer-package.sh"
WORK=${LINT_PLUGIN_CHECK_DIR:-${TMPDIR:-/tmp}/ribgraph-lint-plugin-$KEY}
PKG=$WORK/pkg
fail() { echo "check-lint-plugin: $*" >&2; exit 1; }

mkdir -p "$WORK"
rm -rf "$PKG"
cp -R "$ROOT/Tests/ribgraphTests/Fixtures/LintPlugin" "$PKG"
# RIBs' names for the app to compile against: the ModernRIBs reproduction the README's snippets use.
mkdir -p "$PKG/Sources/RIBs"
cp "$ROOT/Tests/ribgraphTests/Fixtures/ModernRIBs/ModernRIBs.swift" "$PKG/Sources/RIBs/RIBs.swift"
write_consumer_manifest "$PKG" LintFixture '
        .target(name: "RIBs"),
        .target(name: "App", dependencies: ["RIBs"], plugins: [.plugin(name: "RibGraphLint", package: "ribgraph")]),
    '

build() {
  swift build --package-path "$PKG" --scratch-path "$CONSUMER_BUILD" --target App >"$WORK/$1.log" 2>&1 \
    || { cat "$WORK/$1.log" >&2; fail "swift build failed ($1)"; }
}

build first
APP=$(cd "$PKG/Sources/App" && pwd -P)
for expected in \
  "$APP/FeedBuilder.swift:7:1: warning: Feed: \"Feed\" is at depth 3 on its shortest path (Root/Home/Feed) and its subtree reaches depth 3; maxDepth is 2 [max-depth]" \
  "$APP/RootBuilder.swift:13:1: warning: Root: \"Root\" has 2 routes; maxFanOut is 1 [max-fan-out]"; do
  grep -qxF "$expected" "$WORK/first.log" || { cat "$WORK/first.log" >&2; fail "no line: $expected"; }
done
# Only the fixture's lines count: a cold build also prints the compiler's warnings about ribgraph's own sources.
warnings=$(grep -c "^$APP/.*: warning: " "$WORK/first.log" || true)
[ "$warnings" -eq 2 ] || { cat "$WORK/first.log" >&2; fail "$warnings warnings, expected 2"; }

# Relaxing the rules is a change to an input of the plugin's command: it reruns, and warns no more.
printf 'app: LintFixture\nrules:\n  maxDepth: 3\n  maxFanOut: 2\n' >"$PKG/.ribgraph.yml"
build second
grep -q 'ribgraph lint App' "$WORK/second.log" || { cat "$WORK/second.log" >&2; fail "the plugin did not run again after .ribgraph.yml changed"; }
! grep -q 'resource_bundle_accessor' "$WORK/first.log" || fail "the plugin added a resource bundle to the target"
! grep -q "^$APP/.*: warning: " "$WORK/second.log" || { cat "$WORK/second.log" >&2; fail "warnings remain under rules the app passes"; }
echo "lint-plugin: swift build showed 2 rule warnings at FeedBuilder.swift:7 and RootBuilder.swift:13; none after the rules changed"
