#!/bin/sh
# make fuzz: builds the libFuzzer harness (Fuzz/RibGraphFuzz) with AddressSanitizer and runs each target
# (trace: decode, replay, scene, layout, drawing of small scenes; rules: YAML and JSON rules files; scan: a
# source tree, files split at `// FILE` lines, scanned, its trace read back; manifest: a Package.swift and a
# Project.swift beside an app's sources, scanned; glob: a Tuist sources: glob on the first line matched against
# the files named on the next ones; settings: a .ribgraph.yml read from a folder, whose errors must stay one line of
# excerpts; helpers: Tuist helpers, then the manifests calling them, split at `// FILE` lines, scanned as a
# workspace) for FUZZ_SECONDS split between them, niced. Corpora grow in
# .build-fuzz/corpus/TARGET, seeded from samples/ (scan: from Fuzz/Seeds/scan, hostile source trees; manifest:
# the manifests of the scanner's fixtures; glob: Fuzz/Seeds/glob; settings: Fuzz/Seeds/settings and the samples'
# rules; helpers: Fuzz/Seeds/helpers);
# a crash, a hang (one input over 60 s: on a busy machine shorter limits fire on inputs that take 0.5 s alone) or sanitizer report is saved in .build-fuzz/findings/TARGET and stops that target.
set -eu
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-300}
targets=${FUZZ_TARGETS:-trace rules scan manifest glob settings helpers}
build=.build-fuzz
# The fuzzer runtime brings a main of its own beside the one SwiftPM points at RibGraphFuzz_main; either
# hands the command line to libFuzzer, hence --allow-multiple-definition.
nice swift build -c debug --scratch-path "$build" --product RibGraphFuzz \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING -Xcc -fsanitize=fuzzer-no-link,address \
  -Xlinker --allow-multiple-definition
binary="$build/debug/RibGraphFuzz"
count=$(echo $targets | wc -w)
status=0
for target in $targets; do
  corpus="$build/corpus/$target"
  findings="$build/findings/$target"
  mkdir -p "$corpus" "$findings"
  case $target in
    trace) seeds=$(find samples -name '*.json' ! -name 'rules.json' ! -path '*/TicTacToeLive/*') ;;
    rules) seeds="samples/rules.yml samples/rules.json" ;;
    scan) seeds=$(find Fuzz/Seeds/scan -name '*.swift') ;;
    manifest) seeds=$(find Tests/RibGraphScanTests/Fixtures samples -name Package.swift -o -name Project.swift) ;;
    glob) seeds=$(find Fuzz/Seeds/glob -name '*.txt') ;;
    settings) seeds="$(find Fuzz/Seeds/settings -name '*.yml') samples/rules.yml" ;;
    helpers) seeds=$(find Fuzz/Seeds/helpers -name '*.txt') ;;
    *) echo "fuzz: unknown target $target (trace, rules, scan, manifest, glob, settings, helpers)" >&2; exit 64 ;;
  esac
  for seed in $seeds; do cp "$seed" "$corpus/seed-$(echo "$seed" | tr / _)"; done
  echo "fuzz: $target for $((seconds / count)) s" >&2
  RIBGRAPH_FUZZ_TARGET=$target ASAN_OPTIONS=detect_leaks=0 nice -n 19 "$binary" "$corpus" \
    -max_total_time=$((seconds / count)) -timeout=60 -rss_limit_mb=2048 -max_len=65536 \
    -artifact_prefix="$findings/" -print_final_stats=1 || status=$?
done
exit $status
