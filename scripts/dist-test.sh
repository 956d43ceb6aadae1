#!/usr/bin/env bash
# Checks a tarball `make dist` wrote: TARBALL [VERSION]
#   1. ldd lists no Swift toolchain library (nothing under the toolchain, no libswift*, libFoundation*,
#      libdispatch or libBlocksRuntime): only libc's family and the distribution's Graphviz and fontconfig libraries;
#   2. with the toolchain's folder hidden (a private mount namespace with an empty folder mounted over it,
#      when run as root; else an empty environment and the ldd check alone), the binary prints its version,
#      scans the tutorial-4 fixture, draws it as SVG and PNG through Graphviz, and checks it.
# Prints "dist-test: ... ok"; exits 1 on the first failure.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
TARBALL=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
VERSION=${2:-}
fail() { echo "dist-test: $*" >&2; exit 1; }

TOOLCHAIN=$(dirname "$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")")   # /opt/swift for /opt/swift/usr/bin/swift
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
tar -xzf "$TARBALL" -C "$WORK"
BIN=$(echo "$WORK"/ribgraph-*/bin/ribgraph)
[ -x "$BIN" ] || fail "no bin/ribgraph in $TARBALL"

LIBS=$(ldd "$BIN")
if grep -E "not found|$TOOLCHAIN/|libswift|libFoundation|libdispatch|libBlocksRuntime|lib_Foundation" <<<"$LIBS"; then
  fail "the binary needs the libraries above (from the Swift toolchain at $TOOLCHAIN, or missing)"
fi
echo "dist-test: ldd: $(awk '{print $1}' <<<"$LIBS" | grep -v '^/' | sed 's/\.so.*//' | sort -u | tr '\n' ' ')"

cp -R "$ROOT/Tests/RibGraphScanTests/Fixtures/Tutorial4" "$WORK/app"
cat >"$WORK/sample.sh" <<SAMPLE
set -eu
cd "$WORK"
[ -z "\$(ls -A "$TOOLCHAIN" 2>/dev/null)" ] && echo "toolchain hidden"
"$BIN" --version >version.txt
"$BIN" scan app -o app.json 2>scan.log
"$BIN" snapshot app.json -o app.svg
"$BIN" snapshot app.json -o app.png
"$BIN" check app.json >check.txt 2>check.log || [ \$? -eq 1 ]
SAMPLE
if [ "$(id -u)" = 0 ] && command -v unshare >/dev/null && [ -d "$TOOLCHAIN" ]; then
  unshare --mount --propagation private sh -c "mount -t tmpfs none '$TOOLCHAIN' && env -i PATH=/usr/bin:/bin sh '$WORK/sample.sh'" >"$WORK/run.log" 2>&1 \
    || { cat "$WORK/run.log" >&2; fail "the binary failed with $TOOLCHAIN hidden"; }
  grep -qx "toolchain hidden" "$WORK/run.log" || fail "$TOOLCHAIN was not hidden"
  HOW="with $TOOLCHAIN hidden"
else
  env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= sh "$WORK/sample.sh" >"$WORK/run.log" 2>&1 \
    || { cat "$WORK/run.log" >&2; fail "the binary failed in an empty environment"; }
  HOW="in an empty environment (not root: the toolchain could not be hidden; ldd is the check)"
fi
[ -z "$VERSION" ] || [ "$(cat "$WORK/version.txt")" = "$VERSION" ] || fail "--version printed $(cat "$WORK/version.txt"), not $VERSION"
grep -q '<svg' "$WORK/app.svg" || fail "app.svg is no SVG"
[ "$(head -c 8 "$WORK/app.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] || fail "app.png is no PNG"
grep -q '"origin" *: *"source"' "$WORK/app.json" || fail "the scan wrote no source trace"
echo "dist-test: $(basename "$TARBALL"): version $(cat "$WORK/version.txt"), scan, SVG, PNG and check ran $HOW: ok"
