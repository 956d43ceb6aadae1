#!/usr/bin/env bash
# make api-check: the public API of the library products against the last release tag (v*), so a release
# says when it breaks what apps and tools call. Without a tag there is nothing to compare with: it says so
# and succeeds. API_BASELINE=<treeish> compares with another revision.
set -euo pipefail
cd "$(dirname "$0")/.."

# The tag before HEAD: HEAD^ also finds the previous release when HEAD itself is being tagged.
baseline=${API_BASELINE:-$(git describe --tags --abbrev=0 --match 'v*' HEAD^ 2>/dev/null || true)}
if [[ -z "$baseline" ]]; then
    echo "api-check: skipped, no v* tag to compare the public API with (the first release has none)"
    exit 0
fi
echo "api-check: public API of the library products against $baseline"
exec swift package diagnose-api-breaking-changes "$baseline" \
    --products RibTrace RibOutput RibAnalysis RibGraph RibGraphServe RibGraphScan RibGraphProbe
