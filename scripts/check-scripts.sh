#!/usr/bin/env bash
# `node --check` on every .js file under Sources/ (the HTML pages' scripts, which SwiftPM compiles into
# ribgraph: Package.swift's `.embedInCode`): a syntax error fails `make test` here, before any build.
# Prints "check-scripts: N files parse"; without node on PATH it says so and skips (exit 0): ribgraph
# builds and runs without node, and scripts/install-deps.sh installs it where it can.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
if ! command -v node >/dev/null; then
  echo "check-scripts: skipped: node is not installed (scripts/install-deps.sh installs it on apt systems)" >&2
  exit 0
fi
count=0
while IFS= read -r -d '' file; do
  node --check "$file" || { echo "check-scripts: $file does not parse (node --check above)" >&2; exit 1; }
  count=$((count + 1))
done < <(find Sources -name '*.js' -print0 | sort -z)
[ "$count" -gt 0 ] || { echo "check-scripts: no .js files under Sources/" >&2; exit 1; }
echo "check-scripts: $count files parse"
