#!/usr/bin/env bash
# The probe alone: samples/ProbeConsumer is an app's package that pins swift-syntax 600 for its own macro and
# adds ribgraph by path with `traits: []`. Checks that
#   1. it resolves, and its Package.resolved pins swift-syntax 600.x and nothing else: no
#      swift-argument-parser, no Yams, no second swift-syntax (ribgraph's 603 stays out);
#   2. in that graph, with ribgraph's traits off, RibGraphProbe (and RibTrace, the one target it uses) builds;
#   3. the same package without `traits: []` fails to resolve, on the two swift-syntax requirements.
# With --app (make probe-consumer), step 2 builds the whole package instead, the macro against swift-syntax 600
# and the app against RibGraphProbe, and runs the app: the macro's names and the probe's recorded RIBs come out.
# make test runs it without --app: what ribgraph promises such an app is steps 1 to 3; the macro is the app's
# own code, and building swift-syntax 600 for it takes about 4 minutes on 2 cores from a fresh clone.
# Prints "probe-consumer: ..." with the build's time; exits 1 on a difference. Its build lives in a folder
# kept between runs (PROBE_CONSUMER_CHECK_DIR, default under $TMPDIR): swift-syntax 600 is built once.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
KEY=$(printf %s "$ROOT" | cksum | cut -d' ' -f1)
WORK=${PROBE_CONSUMER_CHECK_DIR:-${TMPDIR:-/tmp}/ribgraph-probe-consumer-$KEY}
FIXTURE=$ROOT/samples/ProbeConsumer
mkdir -p "$WORK"

fail() { echo "check-probe-consumer: $*" >&2; exit 1; }
case "${1:-}" in
  --app) APP=1 ;;
  "") APP=0 ;;
  *) fail "usage: check-probe-consumer.sh [--app]" ;;
esac

# 1. Resolution from nothing: a Package.resolved of an earlier run would hide what resolution picks now.
rm -f "$FIXTURE/Package.resolved"
swift package --package-path "$FIXTURE" --scratch-path "$WORK/build" resolve >"$WORK/resolve.log" 2>&1 \
  || { cat "$WORK/resolve.log" >&2; fail "samples/ProbeConsumer does not resolve with traits: []"; }
python3 - "$FIXTURE/Package.resolved" <<'PY' || fail "samples/ProbeConsumer/Package.resolved pins more than the app's swift-syntax"
import json, sys
pins = json.load(open(sys.argv[1]))["pins"]
found = sorted((p["identity"], p["state"].get("version", "")) for p in pins)
print("probe-consumer: resolved", ", ".join(f"{name} {version}" for name, version in found))
assert len(found) == 1 and found[0][0] == "swift-syntax" and found[0][1].startswith("600."), found
PY

# 2. The build: the probe alone, or (--app) the app and its macro, and the app run.
start=$(date +%s)
if [ "$APP" = 1 ]; then
  swift build --package-path "$FIXTURE" --scratch-path "$WORK/build" >"$WORK/build.log" 2>&1 \
    || { tail -40 "$WORK/build.log" >&2; fail "samples/ProbeConsumer does not build"; }
  out=$("$(swift build --package-path "$FIXTURE" --scratch-path "$WORK/build" --show-bin-path)/ConsumerApp")
  [ "$out" = "Root,LoggedOut LoggedOut,Root" ] || fail "ConsumerApp printed '$out', not the macro's and the probe's RIBs"
  built="the app and its macro built in $(($(date +%s) - start))s and ran"
else
  swift build --package-path "$FIXTURE" --scratch-path "$WORK/build" --target RibGraphProbe >"$WORK/build.log" 2>&1 \
    || { tail -40 "$WORK/build.log" >&2; fail "RibGraphProbe does not build in samples/ProbeConsumer (traits: [])"; }
  built="RibGraphProbe built in $(($(date +%s) - start))s (make probe-consumer builds and runs the app)"
fi

# 3. The same manifest with ribgraph's default traits, in a copy that still finds this clone.
COPY=$WORK/all-traits
rm -rf "$COPY" && mkdir -p "$COPY" && cp -R "$FIXTURE/Sources" "$COPY/"
python3 - "$FIXTURE" "$COPY/Package.swift" <<'PY' || fail "samples/ProbeConsumer/Package.swift no longer has the lines this check edits"
import json, sys
fixture, out = sys.argv[1], sys.argv[2]
text = open(fixture + "/Package.swift").read()
for old, new in [("ribgraph.path, traits: [])", "ribgraph.path)"), ("Context.packageDirectory", json.dumps(fixture))]:
    assert text.count(old) == 1, old
    text = text.replace(old, new)
open(out, "w").write(text)
PY
if swift package --package-path "$COPY" --scratch-path "$WORK/all-traits-build" resolve >"$WORK/all-traits.log" 2>&1; then
  fail "without traits: [] the package resolved: ribgraph's default traits must bring swift-syntax 603 in"
fi
grep -qE "'swift-syntax' 600.*'swift-syntax' 603" "$WORK/all-traits.log" \
  || { cat "$WORK/all-traits.log" >&2; fail "without traits: [] resolution failed for another reason than swift-syntax"; }
echo "probe-consumer: $built; without traits: [] resolution fails: $(grep -m1 -i 'error' "$WORK/all-traits.log" | cut -c1-200)"
