#!/usr/bin/env bash
# Counts the declarations each target of Sources/ makes public or open, so the API's size can be watched
# across merges (issue 22). A declaration counts once, on the line that carries its modifiers; `public import`
# and `@_exported import` are re-exports, not declarations, and do not count. `package` ones are counted
# apart: they are visible to this package's other targets only.
#   scripts/count-public.sh            one line per target, then the total
#   scripts/count-public.sh -v TARGET  the public declarations of TARGET, file:line: text
set -euo pipefail
cd "$(dirname "$0")/.."

# Leading attributes, then modifiers in any order, one of which is the access level asked for.
modifiers='^[[:space:]]*(@[A-Za-z_]+(\([^)]*\))?[[:space:]]+)*((nonisolated(\([a-z]+\))?|final|static|class|override|mutating|nonmutating|convenience|required|lazy|indirect|dynamic|weak|unowned|prefix|postfix|infix)[[:space:]]+)*'
declarations() { # $1: target folder, $2: access regex
    grep -rnE --include='*.swift' "${modifiers}($2)(\(set\))?[[:space:]]" "$1" | grep -vE ":[[:space:]]*(@_exported[[:space:]]+)?($2)[[:space:]]+import[[:space:]]" || true
}

if [[ "${1:-}" == "-v" ]]; then
    declarations "Sources/${2:?usage: $0 -v TARGET}" 'public|open'
    exit 0
fi

printf '%-16s %7s %8s\n' target public package
total=0
for folder in Sources/*/; do
    target=$(basename "$folder")
    [[ -n $(find "$folder" -name '*.swift' -print -quit) ]] || continue
    public=$(declarations "$folder" 'public|open' | wc -l)
    package=$(declarations "$folder" 'package' | wc -l)
    printf '%-16s %7d %8d\n' "$target" "$public" "$package"
    total=$((total + public))
done
printf '%-16s %7d\n' total "$total"
