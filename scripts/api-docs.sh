#!/usr/bin/env bash
# make api-docs: the library products' documentation, built by DocC with warnings as errors, so that a
# ``Symbol`` link in a doc comment or a catalog that names nothing fails the build. Each library product of
# Package.swift has a catalog, Sources/MODULE/MODULE.docc, and is built from its symbol graph at the internal
# level, so that every documented declaration's links are checked, into .build/api-docs/MODULE.doccarchive.
# A link reaches the symbols of its own module; a name from another module is written in `code voice`.
# docc is the toolchain's (`xcrun --find docc` on macOS).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "api-docs: $*" >&2; exit 1; }

if command -v docc >/dev/null; then docc=docc; else docc=$(xcrun --find docc 2>/dev/null) || fail "no docc in the toolchain"; fi
modules=$(swift package describe --type json | python3 -c '
import json, sys
for product in json.load(sys.stdin)["products"]:
    if "library" in product["type"]:
        print(*product["targets"])')
[[ -n "$modules" ]] || fail "Package.swift declares no library product"
for module in $modules; do
    [[ -f "Sources/$module/$module.docc/$module.md" ]] || fail "no catalog for $module: write Sources/$module/$module.docc/$module.md"
done

# SwiftPM writes every module's symbol graph into one folder beside the build's, and never empties it.
graphs="$(dirname "$(swift build --show-bin-path)")/symbolgraph"
out=.build/api-docs
rm -rf "$graphs" "$out"
log=$(swift package dump-symbol-graph --minimum-access-level internal 2>&1) || fail "dump-symbol-graph failed: $log"
for module in $modules; do
    # The module's own graph and those of its extensions to other modules' types (MODULE@OTHER.symbols.json).
    mkdir -p "$out/$module.symbols"
    cp "$graphs/$module".symbols.json "$graphs/$module"@*.symbols.json "$out/$module.symbols/" 2>/dev/null || true
    [[ -f "$out/$module.symbols/$module.symbols.json" ]] || fail "no symbol graph for $module"
    if ! "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$out/$module.symbols" \
        --output-path "$out/$module.doccarchive" --warnings-as-errors --ide-console-output >"$out/$module.log" 2>&1; then
        grep -E ': (warning|error): ' "$out/$module.log" | sed "s|^$PWD/||" >&2 || cat "$out/$module.log" >&2
        fail "$module: DocC found the problems above (its whole output: $out/$module.log)"
    fi
done
echo "api-docs: $(echo "$modules" | wc -w) modules documented with no warning, in $out"
