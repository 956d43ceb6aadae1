#!/usr/bin/env bash
# RibGraphTesting from an app's package: Tests/ribgraphTests/Fixtures/TestingConsumer, copied outside this
# clone with the app of Fixtures/LintPlugin as its App/ folder, has a Swift Testing target and an XCTest target
# that depend on the RibGraphTesting product of this clone and scan App/ (the paths of its .ribgraph.yml). Checks
#   1. passingRule / testPassingRule: the rules the app keeps pass;
#   2. brokenRule / testBrokenRule: "a RIB is at most 2 deep" fails the run, once, at App/FeedBuilder.swift:7 (Feed's
#      builder), naming Feed and the reason, in both frameworks' output;
#   3. checkRules / testCheckRules: expectRules() records exactly the violations `ribgraph check` prints for the
#      scan `ribgraph scan` writes with the same settings (rules and baseline), rule, place and file:line alike;
#   4. docs/testing.md's rules (the ```swift blocks of its "## Ten rules", in order, as one file of a third test
#      target) compile.
# The copy lives in a folder kept between runs (TESTING_CONSUMER_CHECK_DIR, default under $TMPDIR); its build
# shares this clone's scratch path (scripts/consumer-package.sh). Prints "testing-consumer: ..."; exits 1 on a
# failure.
set -euo pipefail

source "$(dirname "$0")/consumer-package.sh"
WORK=${TESTING_CONSUMER_CHECK_DIR:-${TMPDIR:-/tmp}/ribgraph-testing-consumer-$KEY}
PKG=$WORK/pkg
RIBGRAPH=$CONSUMER_BUILD/debug/ribgraph
fail() { echo "check-testing-consumer: $*" >&2; exit 1; }

[ -x "$RIBGRAPH" ] || fail "no $RIBGRAPH: run swift build first"
mkdir -p "$WORK"
rm -rf "$PKG"
cp -R "$ROOT/Tests/ribgraphTests/Fixtures/TestingConsumer" "$PKG"
mkdir -p "$PKG/App"
cp "$ROOT"/Tests/ribgraphTests/Fixtures/LintPlugin/Sources/App/*.swift "$PKG/App/"
mkdir -p "$PKG/Tests/DocsRules"
python3 "$ROOT/scripts/docs-swift-blocks.py" "$ROOT/docs/testing.md" "Ten rules" >"$PKG/Tests/DocsRules/Rules.swift" \
  || fail "docs/testing.md has no swift blocks under \"## Ten rules\""
write_consumer_manifest "$PKG" TestingFixture '
        .testTarget(name: "SwiftTestingRules", dependencies: [.product(name: "RibGraphTesting", package: "ribgraph")]),
        .testTarget(name: "XCTestRules", dependencies: [.product(name: "RibGraphTesting", package: "ribgraph")]),
        .testTarget(name: "DocsRules", dependencies: [.product(name: "RibGraphTesting", package: "ribgraph")]),
    '
cd "$PKG"
APP=$(cd App && pwd -P)

# What `ribgraph check` says with the same settings: the baseline holds the fan-out violation, so the two depth ones count.
printf 'maxFanOut: 1\n' >"$WORK/fan-out.yml"
"$RIBGRAPH" scan -o "$WORK/app.json" 2>"$WORK/scan.log" || { cat "$WORK/scan.log" >&2; fail "ribgraph scan failed"; }
"$RIBGRAPH" check "$WORK/app.json" --config none --rules "$WORK/fan-out.yml" --write-baseline ribgraph-baseline.json \
  >/dev/null 2>"$WORK/baseline.log" || { cat "$WORK/baseline.log" >&2; fail "the baseline was not written"; }
status=0
"$RIBGRAPH" check "$WORK/app.json" --format json >"$WORK/check.json" 2>"$WORK/check.log" || status=$?
[ "$status" -eq 1 ] || { cat "$WORK/check.log" >&2; fail "ribgraph check exited $status, expected 1 (violations)"; }

swift build --package-path "$PKG" --scratch-path "$CONSUMER_BUILD" --build-tests >"$WORK/build.log" 2>&1 \
  || { tail -40 "$WORK/build.log" >&2; fail "the consumer package does not build"; }

# run NAME FILTER EXPECTED-STATUS: the tests FILTER selects in both frameworks (docs/testing.md's only compile); their
# output in $WORK/NAME.log.
run() {
  local status=0
  swift test --package-path "$PKG" --scratch-path "$CONSUMER_BUILD" --skip-build --filter "$2" --skip DocsRules >"$WORK/$1.log" 2>&1 \
    || status=$?
  if [ "$3" = pass ] && [ "$status" -ne 0 ]; then cat "$WORK/$1.log" >&2; fail "$1: the tests failed"; fi
  if [ "$3" = fail ] && [ "$status" -eq 0 ]; then cat "$WORK/$1.log" >&2; fail "$1: the tests passed"; fi
  return 0
}

run passing 'passingRule|testPassingRule' pass
grep -q "Executed 1 test, with 0 failures" "$WORK/passing.log" || fail "passing: XCTest's test did not run"
grep -q "Test passingRule() passed" "$WORK/passing.log" || fail "passing: Swift Testing's test did not run"

run broken 'brokenRule|testBrokenRule' fail
reason='RIB "Feed": a RIB is at most 2 deep'
grep -qxF "$APP/FeedBuilder.swift:7: error: Rules.testBrokenRule : failed - $reason" "$WORK/broken.log" \
  || { cat "$WORK/broken.log" >&2; fail "broken: XCTest did not fail at FeedBuilder.swift:7"; }
grep -A1 -F "Test brokenRule() recorded an issue at FeedBuilder.swift:7:1: Issue recorded" "$WORK/broken.log" \
  | grep -qxF "↳ $reason" \
  || { cat "$WORK/broken.log" >&2; fail "broken: Swift Testing did not record the issue at FeedBuilder.swift:7"; }
[ "$(grep -c 'a RIB is at most 2 deep' "$WORK/broken.log")" -eq 2 ] \
  || { cat "$WORK/broken.log" >&2; fail "broken: not one failure in each framework"; }

run rules 'checkRules|testCheckRules' fail
python3 - "$WORK/check.json" "$WORK/rules.log" "$PKG" <<'PY' || fail "rules: expectRules() and ribgraph check disagree"
import json, os, re, sys
check, log, package = json.load(open(sys.argv[1])), open(sys.argv[2]).read(), sys.argv[3]
# ribgraph check: rule, where, what at path:line, the path relative to the package, where it ran. XCTest prints
# the absolute path, Swift Testing the file's name.
def place(violation, name_only):
    path, line = violation["declaredIn"].rsplit(":", 1)
    return (os.path.basename(path) if name_only else os.path.join(os.path.realpath(package), path)), line
expected = {name_only: sorted((v["rule"], v["where"], v["what"]) + place(v, name_only) for v in check["violations"])
            for name_only in (False, True)}
xctest = sorted((m[2], m[3], m[4], m[0], m[1]) for m in re.findall(
    r"^(/.*?):(\d+): error: Rules\.testCheckRules : failed - \[([^\]]+)\] (.*?): (.*)$", log, re.M))
swift_testing = sorted((m[2], m[3], m[4], m[0], m[1]) for m in re.findall(
    r"Test checkRules\(\) recorded an issue at (.*?):(\d+):1: Issue recorded\n↳ \[([^\]]+)\] (.*?): (.*)$", log, re.M))
print(f"testing-consumer: ribgraph check {len(check['violations'])} violations, XCTest {len(xctest)}, Swift Testing {len(swift_testing)}")
assert len(check["violations"]) == 2, check
assert xctest == expected[False], (xctest, expected[False])
assert swift_testing == expected[True], (swift_testing, expected[True])
PY
echo "testing-consumer: a passing rule passed and a broken one failed at FeedBuilder.swift:7 under Swift Testing and XCTest; docs/testing.md's $(grep -c '^@Test' "$PKG/Tests/DocsRules/Rules.swift") tests compile; expectRules() recorded check's $(python3 -c 'import json,sys; print(len(json.load(open(sys.argv[1]))["violations"]))' "$WORK/check.json") violations"
