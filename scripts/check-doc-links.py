#!/usr/bin/env python3
"""Every relative link in README.md, CONTRIBUTING.md and docs/*.md names a file that exists, and its #anchor a
heading or an <a id> of that page: moving a section must not leave a reader at a dead link. Code (fenced blocks
and `inline` spans) is not read. Exit 1, listing each dead link, when there is one."""
import glob
import os
import re
import sys


def anchors(path):
    """The anchors GitHub gives a page: each heading's words lower-cased, punctuation dropped, spaces as -."""
    text = open(path, encoding="utf-8").read()
    found = set(re.findall(r'<a id="([^"]+)"', text))
    for heading in re.findall(r"^#+ (.*)$", text, re.M):
        found.add(re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-"))
    return found


def dead_links(page):
    """Each link of `page` that names no file, or no heading or id in it."""
    prose, fenced = [], False
    for line in open(page, encoding="utf-8").read().split("\n"):
        if line.lstrip().startswith("```"):
            fenced = not fenced
        elif not fenced:
            prose.append(line)
    text = re.sub(r"`[^`]*`", "", "\n".join(prose))
    for match in re.finditer(r"\]\(([^)\s]+)\)", text):
        link = match.group(1)
        if re.match(r"[a-z]+:", link):
            continue
        path, _, anchor = link.partition("#")
        target = os.path.normpath(os.path.join(os.path.dirname(page), path)) if path else page
        if not os.path.exists(target):
            yield f"{page}: {link}: no such file"
        elif anchor and target.endswith(".md") and anchor not in anchors(target):
            yield f"{page}: {link}: no such heading or id in {target}"


def main():
    pages = ["README.md", "CONTRIBUTING.md"] + sorted(glob.glob("docs/*.md"))
    dead = [line for page in pages for line in dead_links(page)]
    for line in dead:
        print(f"check-doc-links: {line}", file=sys.stderr)
    if dead:
        return 1
    print(f"check-doc-links: every link of {len(pages)} pages resolves")
    return 0


if __name__ == "__main__":
    sys.exit(main())
