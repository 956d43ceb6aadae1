#!/bin/sh
# make leaks: runs the command line under valgrind --leak-check=full over the samples (snapshot in each
# format, metrics, check, compare, diff) and prints each run's "definitely lost" line. Any other memcheck
# error (a read of uninitialised or freed memory, in ribgraph or in Graphviz) fails the run too. Known allocations
# of Graphviz and Foundation that are not ribgraph's (each named in scripts/valgrind.supp) are suppressed.
# Exits 1 when any run loses memory definitely.
set -eu
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "leaks: valgrind is missing (apt-get install valgrind)" >&2; exit 69; }
nice swift build --product ribgraph
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# valgrind 3.19 gives up on the DWARF 5 debug information Swift 6.3 writes; a copy without it still
# names every function (stacks show Swift's mangled names; swift demangle reads them).
binary="$out/ribgraph"
objcopy --strip-debug .build/debug/ribgraph "$binary"
status=0
run() {
  name=$1; shift
  log="$out/$name.log"
  nice valgrind --leak-check=full --num-callers=50 --show-leak-kinds=definite --errors-for-leak-kinds=definite \
    --suppressions=scripts/valgrind.supp --error-exitcode=99 --log-file="$log" "$binary" "$@" >/dev/null || code=$?
  if ! grep -q "ERROR SUMMARY" "$log"; then echo "$name: valgrind did not finish:" >&2; cat "$log" >&2; exit 70; fi
  lost=$(grep -E "definitely lost:" "$log" | sed 's/.*definitely lost: //')
  suppressed=$(grep -E "^==[0-9]+== +suppressed:" "$log" | sed 's/.*suppressed: //')
  # valgrind leaves the LEAK SUMMARY out when nothing at all is lost.
  printf '%-15s definitely lost: %-24s suppressed (Graphviz, fontconfig): %s\n' "$name" "${lost:-0 bytes in 0 blocks}" "${suppressed:-0}"
  if [ "${code:-0}" = 99 ]; then
    status=1
    sed -n '/definitely lost in loss record/,/^==[0-9]*== $/p' "$log"
    sed -n '/uninitialised\|Invalid read\|Invalid write\|Invalid free/,/^==[0-9]*== $/p' "$log" | head -60
  fi
  code=0
}
run snapshot-svg snapshot samples/tictactoe/trace.json -o "$out/t.svg" --dependencies properties
run snapshot-png snapshot samples/tictactoe/trace.json -o "$out/t.png"
run snapshot-pdf snapshot samples/tictactoe/trace.json -o "$out/t.pdf"
run snapshot-dot snapshot samples/adapter/trace.json -o "$out/a.dot"
run snapshot-json snapshot samples/tictactoe/trace.json -o "$out/t.json"
run metrics metrics samples/vertical/trace.json --format json
run check check samples/vertical/trace.json --rules samples/rules.yml
run compare compare samples/vertical/trace.json samples/flattened/trace.json -o "$out/c.svg"
run compare-json compare samples/vertical/trace.json samples/flattened/trace.json -o "$out/c.json"
run diff diff samples/vertical/trace.json samples/flattened/trace.json -o "$out/d.svg"
run diff-markdown diff samples/vertical/trace.json samples/flattened/trace.json -o - --format markdown
exit $status
