#!/usr/bin/env python3
"""Holds Sources/ to small units: no function over 60 lines, no file over 400 (issue 32).

A function is a `func`, `init`, `deinit`, `subscript` or computed property (`var name: Type {`) with a body; its
length runs from the line of its keyword to the line of its closing brace. The Swift is read with its strings
(interpolations included) and comments blanked out, so a brace in a message or a comment is not counted.

    scripts/check-sizes.py            fails (exit 1) naming each unit over its limit
    scripts/check-sizes.py --top N    lists the N longest functions and files, longest first, and passes
"""

import argparse
import re
import subprocess
import sys
from pathlib import Path

FUNCTION_LIMIT = 60
FILE_LIMIT = 400
# The viewer's script is one page's program, kept whole so the page loads it as one file.
FILE_EXCEPTIONS = {"Sources/RibGraph/Viewer/ViewerScript.js"}

ROOT = Path(__file__).resolve().parent.parent


def blank(text):
    """`text` with every character of its strings and comments but newlines replaced by a space.

    A string's interpolations (`\\(…)`, `\\#(…)` in a raw string) are code and are kept, with their own strings
    blanked; multi-line (`\"\"\"`) and raw (`#\"…\"#`) strings and nested block comments are followed."""
    out = list(text)
    i, n = 0, len(text)
    # Each entry is a string being read: (hashes, multi-line) or, for an interpolation, the parentheses open.
    stack = []

    def wipe(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        in_string = stack and stack[-1][0] == "string"
        if in_string:
            _, hashes, multi = stack[-1]
            close = ('"""' if multi else '"') + "#" * hashes
            if text.startswith(close, i):
                wipe(i, i + len(close))
                i += len(close)
                stack.pop()
                continue
            if text.startswith("\\" + "#" * hashes + "(", i):
                wipe(i, i + hashes + 2)
                i += hashes + 2
                stack.append(("code", 1))
                continue
            if text.startswith("\\" + "#" * hashes, i) and i + hashes + 1 < n:
                # An escape: the character after it is the string's, whatever it is.
                wipe(i, i + hashes + 2)
                i += hashes + 2
                continue
            wipe(i, i + 1)
            i += 1
            continue
        ch = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            wipe(i, end)
            i = end
            continue
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            wipe(i, j)
            i = j
            continue
        match = re.compile(r'(#*)("""|")').match(text, i)
        if match and (match.group(1) or ch == '"'):
            hashes = len(match.group(1))
            wipe(i, match.end())
            stack.append(("string", hashes, match.group(2) == '"""'))
            i = match.end()
            continue
        if stack and stack[-1][0] == "code":
            if ch == "(":
                stack[-1] = ("code", stack[-1][1] + 1)
            elif ch == ")":
                if stack[-1][1] == 1:
                    out[i] = " "
                    stack.pop()
                    i += 1
                    continue
                stack[-1] = ("code", stack[-1][1] - 1)
        i += 1
    return "".join(out)


DECLARATION = re.compile(
    r"(?<![.\w])(?:func\s+[^\s(<]+|init[?!]?(?=\s*[(<])|deinit\b|subscript(?=\s*[(<])"
    r"|var\s+\w+\s*:\s*[^=\n{]+(?=\{))"
)
# What ends a declaration that has no body (a protocol's requirement) before any `{`.
NEXT_DECLARATION = re.compile(r"\b(?:func|init|deinit|subscript|var|let|case|typealias|associatedtype)\b")


def functions(code):
    """(name, first line, last line) of every function with a body in blanked Swift `code`."""
    line_of = []
    line = 1
    for ch in code:
        line_of.append(line)
        if ch == "\n":
            line += 1
    found = []
    for match in DECLARATION.finditer(code):
        i, depth = match.end(), 0
        body = None
        while i < len(code):
            ch = code[i]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif depth == 0 and ch == "{":
                body = i
                break
            elif depth == 0 and ch == "}":
                break
            elif depth == 0 and NEXT_DECLARATION.match(code, i) and not code[i - 1].isalnum():
                break
            i += 1
        if body is None:
            continue
        level, j = 0, body
        while j < len(code):
            if code[j] == "{":
                level += 1
            elif code[j] == "}":
                level -= 1
                if level == 0:
                    break
            j += 1
        name = " ".join(match.group(0).split()[:2]).split(":")[0]
        found.append((name, line_of[match.start()], line_of[min(j, len(code) - 1)]))
    return found


def sources():
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", "Sources"], cwd=ROOT, check=True, capture_output=True,
        text=True).stdout.split("\n")
    return sorted(path for path in listed if path and (ROOT / path).is_file())


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--top", type=int, help="list the N longest functions and files, and pass")
    arguments = parser.parse_args()
    units, files = [], []
    for path in sources():
        text = (ROOT / path).read_text(encoding="utf-8")
        files.append((text.count("\n"), path))
        if path.endswith(".swift"):
            for name, first, last in functions(blank(text)):
                units.append((last - first + 1, f"{path}:{first}", name))
    if arguments.top:
        for length, place, name in sorted(units, key=lambda unit: (-unit[0], unit[1]))[: arguments.top]:
            print(f"{length:5d}  {place}  {name}")
        print()
        for length, path in sorted(files, key=lambda file: (-file[0], file[1]))[: arguments.top]:
            print(f"{length:5d}  {path}")
        return 0
    failures = [f"{place}: {name} is {length} lines (at most {FUNCTION_LIMIT})"
                for length, place, name in sorted(units, key=lambda unit: unit[1]) if length > FUNCTION_LIMIT]
    failures += [f"{path}: {length} lines (at most {FILE_LIMIT})"
                 for length, path in files if length > FILE_LIMIT and path not in FILE_EXCEPTIONS]
    for failure in failures:
        print(failure, file=sys.stderr)
    if failures:
        print(f"check-sizes: {len(failures)} unit(s) too long: split them (docs/development.md)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
