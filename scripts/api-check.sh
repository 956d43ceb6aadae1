#!/usr/bin/env bash
# make api-check: the public API of the library products against the last release tag (v*), so a release
# says when it breaks what apps and tools call. The products are Package.swift's library products (as
# api-docs.sh reads them), less those the tag did not have yet, which have nothing to break and are named.
# Without a tag there is nothing to compare with: it says so and succeeds. API_BASELINE=<treeish> compares with
# another revision.
set -euo pipefail
cd "$(dirname "$0")/.."

products=$(swift package describe --type json | python3 -c '
import json, sys
print(*(p["name"] for p in json.load(sys.stdin)["products"] if "library" in p["type"]))')
[[ -n "$products" ]] || { echo "api-check: Package.swift declares no library product" >&2; exit 1; }

# The tag before HEAD: HEAD^ also finds the previous release when HEAD itself is being tagged.
baseline=${API_BASELINE:-$(git describe --tags --abbrev=0 --match 'v*' HEAD^ 2>/dev/null || true)}
if [[ -z "$baseline" ]]; then
    echo "api-check: skipped, no v* tag to compare the public API of $products with (the first release has none)"
    exit 0
fi
old=$(git show "$baseline:Package.swift")
compared=() added=()
for product in $products; do
    if grep -qF ".library(name: \"$product\"" <<<"$old"; then compared+=("$product"); else added+=("$product"); fi
done
echo "api-check: public API of ${compared[*]} against $baseline${added[*]:+ (new since: ${added[*]})}"
exec swift package diagnose-api-breaking-changes "$baseline" --products "${compared[@]}"
