#!/usr/bin/env bash
# `make dist`: builds ribgraph in release mode with the Swift runtime and Foundation linked statically
# (--static-swift-stdlib) and writes dist/ribgraph-VERSION-linux-x86_64.tar.gz, then runs
# scripts/dist-test.sh on it (ldd shows no Swift toolchain library; the binary runs with the toolchain
# hidden). VERSION is Sources/ribgraph/Version.swift's; when HEAD carries a v* tag, it must be v$VERSION
# or nothing is built. The build has a scratch folder of its own (.build/dist), so it neither rebuilds
# nor disturbs the debug and release builds beside it.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
fail() { echo "dist: $*" >&2; exit 1; }

VERSION=$(sed -n 's/^ *static let current = "\([^"]*\)".*/\1/p' Sources/ribgraph/Version.swift)
[ -n "$VERSION" ] || fail "no version in Sources/ribgraph/Version.swift"
TAGS=$(git tag --points-at HEAD --list 'v*' 2>/dev/null || true)
if [ -n "$TAGS" ] && ! grep -qx "v$VERSION" <<<"$TAGS"; then
  fail "HEAD is tagged $(echo $TAGS) but Sources/ribgraph/Version.swift says $VERSION: make them agree"
fi
[ -n "$TAGS" ] || echo "dist: HEAD carries no v$VERSION tag: a snapshot of $VERSION, not a release" >&2

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) PLATFORM=linux-x86_64 ;;
  Linux-aarch64) PLATFORM=linux-aarch64 ;;
  *) fail "make dist builds Linux tarballs; on macOS use the Homebrew formula (Formula/ribgraph.rb)" ;;
esac

SCRATCH=.build/dist
swift build -c release --static-swift-stdlib --product ribgraph --scratch-path "$SCRATCH"
BIN=$(swift build -c release --static-swift-stdlib --product ribgraph --scratch-path "$SCRATCH" --show-bin-path)/ribgraph

NAME=ribgraph-$VERSION-$PLATFORM
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/$NAME/bin"
cp "$BIN" "$STAGE/$NAME/bin/ribgraph"
strip "$STAGE/$NAME/bin/ribgraph"
cp README.md "$STAGE/$NAME/"
[ -f LICENSE ] && cp LICENSE "$STAGE/$NAME/"
mkdir -p dist
# Same commit, same bytes: entries sorted, owners and times fixed to the commit's time.
STAMP=$(git log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$STAMP" -C "$STAGE" -cf - "$NAME" \
  | gzip -n -9 >"dist/$NAME.tar.gz.part"
mv "dist/$NAME.tar.gz.part" "dist/$NAME.tar.gz"
echo "dist: wrote dist/$NAME.tar.gz ($(du -k "dist/$NAME.tar.gz" | cut -f1) KiB)"
scripts/dist-test.sh "dist/$NAME.tar.gz" "$VERSION"
