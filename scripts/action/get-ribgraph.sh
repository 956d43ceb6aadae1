#!/usr/bin/env bash
# The Action's "Get ribgraph" step: installs Graphviz (on apt, with fontconfig's headers, which the build
# needs), then, when the Action runs at a tag vX.Y.Z whose GitHub release has ribgraph-X.Y.Z-linux-x86_64.tar.gz
# (or, on macOS, ribgraph-X.Y.Z-darwin-universal.tar.gz), puts that binary on PATH (tarball=true).
# Otherwise it prints the key of the source the next steps build and cache (source-key): a hash of the
# Action's Sources, Package.swift and Package.resolved, so one build serves every run of that source.
set -euo pipefail
: "${ACTION_PATH:?}" "${GITHUB_OUTPUT:?}" "${GITHUB_PATH:?}" "${RUNNER_TEMP:?}"

if [ "$(uname -s)" = Darwin ]; then
  brew list graphviz >/dev/null 2>&1 || brew install graphviz pkg-config
elif ! pkg-config --exists libgvc fontconfig 2>/dev/null; then
  sudo apt-get update -qq
  sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends libgraphviz-dev \
    libfontconfig-dev pkg-config graphviz >/dev/null
fi

# The release's assets (.github/workflows/release.yml): linux-x86_64 from `make dist`, one universal macOS binary.
if [ "$(uname -s)" = Darwin ]; then platform=darwin-universal; else platform=$(uname -s | tr A-Z a-z)-$(uname -m); fi
ref=${ACTION_REF:-}
if [[ "$ref" =~ ^v[0-9]+\.[0-9]+\.[0-9]+$ ]] && [ -n "${ACTION_REPOSITORY:-}" ]; then
  url=https://github.com/$ACTION_REPOSITORY/releases/download/$ref/ribgraph-${ref#v}-$platform.tar.gz
  if curl -fsSL --retry 3 "$url" -o "$RUNNER_TEMP/ribgraph.tar.gz"; then
    tar -xzf "$RUNNER_TEMP/ribgraph.tar.gz" -C "$RUNNER_TEMP"
    echo "$RUNNER_TEMP/ribgraph-${ref#v}-$platform/bin" >>"$GITHUB_PATH"
    echo "tarball=true" >>"$GITHUB_OUTPUT"
    echo "ribgraph: using the release tarball $url"
    exit 0
  fi
  echo "ribgraph: no release tarball at $url; building from source"
fi
key=$(cd "$ACTION_PATH" && find Sources Package.swift Package.resolved -type f 2>/dev/null | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-16)
echo "tarball=false" >>"$GITHUB_OUTPUT"
echo "source-key=$key" >>"$GITHUB_OUTPUT"
