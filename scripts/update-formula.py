#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Sets Formula/ribgraph.rb's stable source, for .github/workflows/release.yml: `url` (the tag's source archive)
and its `sha256`, written after `homepage` the first time and replaced in place after that. The file is
rewritten atomically (a temporary file renamed over it).

usage: scripts/update-formula.py FORMULA URL SHA256"""

import os
import re
import sys


def updated(formula: str, url: str, sha256: str) -> str:
    """The formula's text with `url` and `sha256` set; exits naming the problem when it has no `homepage`."""
    lines = [line for line in formula.splitlines() if not re.match(r'\s+(url|sha256) "', line)]
    for index, line in enumerate(lines):
        if re.match(r'\s+homepage "', line):
            lines[index + 1:index + 1] = [f'  url "{url}"', f'  sha256 "{sha256}"']
            return "\n".join(lines) + "\n"
    sys.exit("update-formula: the formula has no homepage line to put url and sha256 after")


def main(argv) -> int:
    if len(argv) != 3 or not re.fullmatch(r"[0-9a-f]{64}", argv[2]):
        sys.exit(__doc__.split("\n\n")[-1])
    path, url, sha256 = argv
    with open(path, encoding="utf-8") as file:
        text = updated(file.read(), url, sha256)
    with open(path + ".part", "w", encoding="utf-8") as file:
        file.write(text)
    os.replace(path + ".part", path)
    print(f"update-formula: {path}: {url} {sha256}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
