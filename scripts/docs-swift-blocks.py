#!/usr/bin/env python3
"""Print the ```swift blocks of one section of a Markdown page, in order, as one Swift file.

    python3 scripts/docs-swift-blocks.py docs/testing.md "Ten rules"

The section is the text from the heading `## <title>` to the next `## ` heading. Exits 1 when the page has no such
section or the section no swift block: a renamed heading must not leave a check compiling nothing.
"""
import sys


def blocks(markdown, title):
    lines = markdown.split("\n")
    try:
        start = lines.index(f"## {title}") + 1
    except ValueError:
        return []
    found, current = [], None
    for line in lines[start:]:
        if current is None and line.startswith("## "):
            break
        if current is None and line == "```swift":
            current = []
        elif current is not None and line == "```":
            found.append("\n".join(current))
            current = None
        elif current is not None:
            current.append(line)
    return found


def main():
    page, title = sys.argv[1], sys.argv[2]
    found = blocks(open(page, encoding="utf-8").read(), title)
    if not found:
        print(f"docs-swift-blocks: no ```swift block under \"## {title}\" in {page}", file=sys.stderr)
        return 1
    print("\n\n".join(found))
    return 0


if __name__ == "__main__":
    sys.exit(main())
