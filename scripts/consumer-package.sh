# Sourced by the checks that build a package of their own depending on this clone by path
# (check-render-plugin.sh, check-lint-plugin.sh). They build in this clone's own scratch path, .build (or
# CONSUMER_BUILD_DIR): a package that takes ribgraph by path compiles ribgraph's modules and swift-syntax with
# the commands `swift build` runs here, so after `make test`'s `swift build` they compile only their own
# targets, and `swift build` afterwards compiles nothing. (check-probe-consumer.sh keeps a scratch path of its
# own: its swift-syntax is another version, whose checkout would replace this one's.)
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
KEY=$(printf %s "$ROOT" | cksum | cut -d' ' -f1)
CONSUMER_BUILD=${CONSUMER_BUILD_DIR:-$ROOT/.build}

# write_consumer_manifest DIR NAME [TARGETS]: DIR/Package.swift declares package NAME, depending on this clone
# (named "ribgraph") with TARGETS, Swift source for the manifest's `targets:` list; and DIR/Package.resolved is
# this clone's, so the pinned versions resolve from the cache, offline.
write_consumer_manifest() {
  cat >"$1/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "$2",
    dependencies: [.package(name: "ribgraph", path: "$ROOT")],
    targets: [${3:-}]
)
MANIFEST
  if [ -f "$ROOT/Package.resolved" ]; then cp -p "$ROOT/Package.resolved" "$1/"; fi
}
