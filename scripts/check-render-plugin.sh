#!/usr/bin/env bash
# Runs the RenderRibGraphs command plugin twice, as an app runs it: in a package that depends on this clone
# by path and holds a copy of samples/ and of the tutorial-4 fixture (tracked and new, unignored files, as
# they are in the working tree), and checks that
#   1. the SVGs it renders afresh from samples/**/*.ribgraph.json equal the repository's, byte for byte;
#   2. the second run changes no byte and touches no file;
#   3. likewise for the picture it draws from a scan of the tutorial-4 fixture's Swift sources (--scan);
#   4. an SVG that is a symbolic link is written through and stays a link; a folder whose name begins
#      with - is rendered (paths follow --); a scan's warnings are shown on success.
#   5. --exclude leaves files out of that scan;
#   6. an SVG is replaced only when what it draws changed (the fingerprint of ribgraph's DOT it carries),
#      not when another Graphviz rendered the same drawing into other bytes.
# Prints "render-rib-graphs: N files, second run identical"; exits 1 on a difference.
# `swift package` cannot run inside `swift test` on the same package (both take the .build lock), so
# `make test` runs this as a step of its own. The package lives in a folder kept between runs
# (RENDER_PLUGIN_CHECK_DIR, default under $TMPDIR); it builds in this clone's scratch path
# (scripts/consumer-package.sh).
set -euo pipefail

source "$(dirname "$0")/consumer-package.sh"
WORK=${RENDER_PLUGIN_CHECK_DIR:-${TMPDIR:-/tmp}/ribgraph-render-plugin-$KEY}
PKG=$WORK/pkg
BUILD=$CONSUMER_BUILD
FOLDER=samples
SCAN_SOURCES=Tests/RibGraphScanTests/Fixtures/Tutorial4
SCAN_SVG=samples/docs/tutorial4-scanned.svg

fail() { echo "check-render-plugin: $*" >&2; exit 1; }

rm -rf "$PKG"
mkdir -p "$PKG" "$BUILD"
cd "$ROOT"
# Files as in the working tree; tar keeps their times.
git ls-files -z --cached --others --exclude-standard -- "$FOLDER" "$SCAN_SOURCES" \
  | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf - | tar -xf - -C "$PKG"
write_consumer_manifest "$PKG" RenderFixture

render() {
  if ! swift package --package-path "$PKG" --scratch-path "$BUILD" \
      --allow-writing-to-package-directory render-rib-graphs "$FOLDER" >"$WORK/$1.log" 2>&1; then
    cat "$WORK/$1.log" >&2
    fail "the plugin failed ($1 run)"
  fi
  if ! swift package --package-path "$PKG" --scratch-path "$BUILD" \
      --allow-writing-to-package-directory render-rib-graphs --scan "$SCAN_SVG" "$SCAN_SOURCES" >"$WORK/$1-scan.log" 2>&1; then
    cat "$WORK/$1-scan.log" >&2
    fail "the plugin failed ($1 run, --scan)"
  fi
}

cd "$PKG"
mapfile -t traces < <(find "$FOLDER" -name '.*' -prune -o -name '*.ribgraph.json' -print | LC_ALL=C sort)
[ "${#traces[@]}" -gt 0 ] || fail "no *.ribgraph.json under $FOLDER"

# The first run renders every SVG afresh; they must equal the repository's.
for trace in "${traces[@]}"; do rm -f "${trace%.ribgraph.json}.svg"; done
rm -f "$SCAN_SVG"
render first
grep -q "^rendered  $SCAN_SOURCES (scanned) -> $SCAN_SVG\$" "$WORK/first-scan.log" \
  || { cat "$WORK/first-scan.log" >&2; fail "the first --scan run did not render $SCAN_SVG"; }
cmp -s "$SCAN_SVG" "$ROOT/$SCAN_SVG" || fail "$SCAN_SVG differs from what the plugin draws from $SCAN_SOURCES: run make docs"
rendered=$(grep -c '^rendered ' "$WORK/first.log" || true)
[ "$rendered" -eq "${#traces[@]}" ] || { cat "$WORK/first.log" >&2; fail "the first run rendered $rendered files of ${#traces[@]}"; }
for trace in "${traces[@]}"; do
  svg=${trace%.ribgraph.json}.svg
  [ -f "$ROOT/$svg" ] || fail "$svg is missing from the repository: run swift package --allow-writing-to-package-directory render-rib-graphs $FOLDER"
  cmp -s "$svg" "$ROOT/$svg" || fail "$svg differs from what the plugin renders: run swift package --allow-writing-to-package-directory render-rib-graphs $FOLDER"
done

find "$FOLDER" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum >"$WORK/first.sha256"
touch "$WORK/stamp"
sleep 1   # so that a rewrite within the same second still shows as newer
render second
find "$FOLDER" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum >"$WORK/second.sha256"
diff -u "$WORK/first.sha256" "$WORK/second.sha256" >&2 || fail "the second run changed files"
touched=$(find "$FOLDER" -newer "$WORK/stamp" -print)
[ -z "$touched" ] || fail "the second run rewrote files: $touched"
unchanged=$(grep -c '^unchanged ' "$WORK/second.log" || true)
[ "$unchanged" -eq "${#traces[@]}" ] || { cat "$WORK/second.log" >&2; fail "the second run reported $unchanged unchanged files of ${#traces[@]}"; }
grep -q "^unchanged $SCAN_SOURCES (scanned) -> $SCAN_SVG\$" "$WORK/second-scan.log" \
  || { cat "$WORK/second-scan.log" >&2; fail "the second --scan run did not leave $SCAN_SVG unchanged"; }

# 6. What is drawn decides, not Graphviz's bytes: the same drawing from another Graphviz (here: its version
# line and a coordinate changed, as on macOS) is left alone; the fingerprint of another drawing is not.
other=${traces[0]%.ribgraph.json}.svg
sed -i 's/Generated by graphviz version [^ ]*/Generated by graphviz version 12.2.1/; 0,/points="/s/points="/points="0.5,/' "$other"
cp -p "$other" "$WORK/other.svg"
swift package --package-path "$PKG" --scratch-path "$BUILD" --allow-writing-to-package-directory \
  render-rib-graphs "$(dirname "$other")" >"$WORK/other.log" 2>&1 || { cat "$WORK/other.log" >&2; fail "the plugin failed (other Graphviz)"; }
cmp -s "$other" "$WORK/other.svg" || fail "$other, the same drawing from another Graphviz, was rewritten"
grep -q "^unchanged ${traces[0]} -> $other\$" "$WORK/other.log" || { cat "$WORK/other.log" >&2; fail "$other did not read as unchanged"; }
sed -i 's/^<!-- ribgraph-drawing \([^ ]*\) [0-9a-f]* -->$/<!-- ribgraph-drawing \1 0 -->/' "$other"
swift package --package-path "$PKG" --scratch-path "$BUILD" --allow-writing-to-package-directory \
  render-rib-graphs "$(dirname "$other")" >"$WORK/stale.log" 2>&1 || { cat "$WORK/stale.log" >&2; fail "the plugin failed (stale)"; }
cmp -s "$other" "$ROOT/$other" || fail "$other, drawn from another drawing, was not rendered again"

# 4. Through a link; a path beginning with -; the scan's warnings.
svg=${traces[0]%.ribgraph.json}.svg
mv "$svg" "$WORK/linked.svg"
echo stale >"$WORK/linked.svg"
ln -s "$WORK/linked.svg" "$svg"
mkdir -p -- "-dash"
cp -- "${traces[0]}" ./-dash/x.ribgraph.json
mkdir -p "$WORK/warned" && cp -R "$SCAN_SOURCES/." "$WORK/warned/" && printf 'class Broken {{{\n' >"$WORK/warned/Broken.swift"
swift package --package-path "$PKG" --scratch-path "$BUILD" --allow-writing-to-package-directory \
  render-rib-graphs "$(dirname "${traces[0]}")" >"$WORK/link.log" 2>&1 || { cat "$WORK/link.log" >&2; fail "the plugin failed (linked SVG)"; }
[ -L "$svg" ] || fail "$svg was a symbolic link and is now a file: the plugin wrote over the link"
cmp -s "$WORK/linked.svg" "$ROOT/$svg" || fail "the plugin did not write through the link $svg"
swift package --package-path "$PKG" --scratch-path "$BUILD" --allow-writing-to-package-directory \
  render-rib-graphs -dash >"$WORK/dash.log" 2>&1 || { cat "$WORK/dash.log" >&2; fail "the plugin failed on a folder named -dash"; }
cmp -s ./-dash/x.svg "$ROOT/$svg" || { cat "$WORK/dash.log" >&2; fail "-dash/x.svg was not rendered"; }
swift package --package-path "$PKG" --scratch-path "$BUILD" --allow-writing-to-package-directory \
  render-rib-graphs --scan "$WORK/warned.svg" "$WORK/warned" >"$WORK/warned.log" 2>&1 || { cat "$WORK/warned.log" >&2; fail "the plugin failed (--scan with warnings)"; }
grep -q "Broken.swift:1: warning: syntax error" "$WORK/warned.log" || { cat "$WORK/warned.log" >&2; fail "the scan's warnings were not shown"; }

# --exclude reaches the scan: leaving out OffGame's folder leaves OffGame (and what only it attaches) out.
swift package --package-path "$PKG" --scratch-path "$BUILD" --allow-writing-to-package-directory \
    render-rib-graphs --scan excluded.svg --exclude OffGame "$SCAN_SOURCES" >"$WORK/exclude.log" 2>&1 \
  || { cat "$WORK/exclude.log" >&2; fail "the plugin failed (--exclude)"; }
grep -q '>OffGame<' "$SCAN_SVG" || fail "$SCAN_SVG does not draw OffGame"
! grep -q '>OffGame<' excluded.svg || fail "--exclude OffGame still draws OffGame"
grep -q '>LoggedIn<' excluded.svg || fail "--exclude OffGame drew no LoggedIn"

echo "render-rib-graphs: ${#traces[@]} files and a scan, second run identical; links written through, - paths and warnings shown, --exclude honoured"
