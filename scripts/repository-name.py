#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The repository's GitHub name (OWNER/NAME) is written in one place, the file REPOSITORY; the podspec reads it,
the workflows use GitHub's own, and the install lines, the formula and the docs repeat it. Without arguments
(`make lint`) this checks that every repetition in a tracked file equals REPOSITORY, naming file and line of
each that does not. `--set OWNER/NAME` writes the real name into REPOSITORY and every repetition."""

import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
FILE = ROOT / "REPOSITORY"
# Where a repository's name is written: an address, `brew tap`, `mint install`, an Action's `uses:`.
MENTION = re.compile(r"(?:github\.com/|brew tap |mint install |uses: )([\w.-]+/ribgraph)(?![\w-])")


def tracked_text_files():
    """The tracked files with a mention, as (path, text), in git's order."""
    names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    for name in names.decode().split("\0"):
        path = ROOT / name
        if name and path.is_file() and not path.is_symlink():
            try:
                text = path.read_text(encoding="utf-8")
            except UnicodeDecodeError:
                continue
            if MENTION.search(text):
                yield path, text


def main(argv) -> int:
    current = FILE.read_text().strip()
    if len(argv) == 2 and argv[0] == "--set":
        new = argv[1]
        if not re.fullmatch(r"[\w.-]+/ribgraph", new):
            sys.exit(f"repository-name: {new!r} is not OWNER/ribgraph")
        for path, text in tracked_text_files():
            path.write_text(MENTION.sub(lambda m: m.group(0).replace(m.group(1), new), text), encoding="utf-8")
        FILE.write_text(new + "\n")
        print(f"repository-name: {current} -> {new}")
        return 0
    if argv:
        sys.exit("usage: scripts/repository-name.py [--set OWNER/ribgraph]")
    wrong = []
    for path, text in tracked_text_files():
        for number, line in enumerate(text.splitlines(), 1):
            wrong += [f"{path.relative_to(ROOT)}:{number}: {m.group(1)}, but REPOSITORY says {current}"
                      for m in MENTION.finditer(line) if m.group(1) != current]
    for line in wrong:
        print(f"repository-name: {line}", file=sys.stderr)
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
