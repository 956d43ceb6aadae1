#!/usr/bin/env bash
# Installs what ribgraph needs and is missing: Graphviz's C library and headers (found through
# pkg-config), the dot command (the benchmark's reference), Python's jsonschema (the sample check) and, on
# apt systems, Chromium (the HTML viewer's browser tests and scripts/check-live-page.py; on macOS nothing
# installs it: the tests skip unless Chromium is on PATH, the live page check unless Chrome is found) and node
# (scripts/check-scripts.sh; it skips without node).
set -euo pipefail

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "install-deps: need root to run: $*" >&2; exit 1; fi
}

if ! pkg-config --exists libgvc 2>/dev/null || ! command -v dot >/dev/null; then
  echo "install-deps: installing graphviz" >&2
  if command -v apt-get >/dev/null; then
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgraphviz-dev pkg-config graphviz >/dev/null
  elif command -v brew >/dev/null; then
    brew install graphviz pkg-config
  else
    echo "install-deps: install graphviz (with its development files) and pkg-config, then retry" >&2
    exit 1
  fi
fi

if ! python3 -c 'import jsonschema' 2>/dev/null; then
  echo "install-deps: installing python3 jsonschema" >&2
  python3 -m pip install --quiet jsonschema 2>/dev/null \
    || python3 -m pip install --quiet --user --break-system-packages jsonschema 2>/dev/null \
    || { command -v apt-get >/dev/null && as_root apt-get install -y -qq python3-jsonschema >/dev/null; }
fi

# optional_apt COMMAND PACKAGE WHAT: on apt systems, installs PACKAGE when COMMAND is missing; WHAT says
# what happens without it.
optional_apt() {
  command -v "$1" >/dev/null && return 0
  command -v apt-get >/dev/null || return 0
  if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
    echo "install-deps: not root and no sudo: $2 not installed; $3" >&2
    return 0
  fi
  echo "install-deps: installing $2" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null \
    || { as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >/dev/null; } \
    || echo "install-deps: could not install $2; $3" >&2
}

optional_apt chromium chromium "the HTML viewer tests will skip and the live page check (make test) will fail"
optional_apt node nodejs "the check of the pages' scripts will skip"
