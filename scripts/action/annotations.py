"""Check violations as GitHub annotations: one per source line, the pull request's own lines first, capped.

GitHub shows at most 10 annotations of each level per step (and 50 per job) and silently drops the rest,
so ribgraph reports one annotation per source line (every violation on that line in its message), puts
the lines the pull request changed first (as reviewdog does: those are what the author can act on now),
says in the step's log how many were left out, and lists them all in the job summary.
"""

import re
import unicodedata

# GitHub's documented limit per level per step; RIBGRAPH_ANNOTATION_LIMIT lowers it for tests.
GITHUB_ANNOTATIONS_PER_STEP = 10

_HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


def changed_lines(unified_diff):
    """{path: set(line)} of the lines a `git diff -U0` output adds or changes on its new side."""
    changed, path = {}, None
    for line in unified_diff.splitlines():
        if line.startswith("+++ "):
            target = line[4:]
            path = target[2:] if target.startswith("b/") else None  # /dev/null: a deleted file
        elif path is not None and (match := _HUNK.match(line)):
            start, count = int(match.group(1)), int(match.group(2) or "1")
            changed.setdefault(path, set()).update(range(start, start + count))
    return changed


class Place:
    """One source line (or, for a violation with no Swift declaration, a file) and its violations."""

    def __init__(self, path, line):
        self.path, self.line, self.violations, self.changed = path, line, [], False

    @property
    def label(self):
        if self.path is None:
            return "(no Swift declaration)"
        return f"{self.path}:{self.line}" if self.line else self.path

    @property
    def rules(self):
        return sorted({v["rule"] for v in self.violations})

    def messages(self):
        return [f'{v["rule"]}: {v["where"]}: {v["what"]}' for v in self.violations]


def _normalized(path):
    while path.startswith("./"):
        path = path[2:]
    return path


def places(violations, changed):
    """The violations grouped by source line, in report order: changed lines first, then by path and line.

    A violation without `declaredIn` (`path:line`) has no place in the sources: it is grouped apart, last."""
    grouped = {}
    for violation in violations:
        path, line = None, 0
        declared = violation.get("declaredIn") or ""
        head, _, digits = declared.rpartition(":")
        if head and digits.isdigit():
            path, line = _normalized(head), int(digits)
        place = grouped.setdefault((path, line), Place(path, line))
        place.violations.append(violation)
        place.changed = line in changed.get(path, ())
    return sorted(grouped.values(), key=lambda p: (not p.changed, p.path is None, p.path or "", p.line))


def _property(text):
    return (text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
            .replace(":", "%3A").replace(",", "%2C"))


def command_message(text):
    """`text` as the message of a workflow command: one line, whatever it holds."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def without_mentions(markdown):
    """`markdown` with every `@name` and `@org/team` made plain text (a zero-width joiner after the `@`), so
    that names from a pull request's tree notify nobody."""
    return re.sub(r"@(?=[\w-])", "@\u200d", markdown)


def workflow_command(place, level="error"):
    """`::error file=…,line=…,title=…::…`, one line whatever the names hold."""
    properties = [] if place.path is None else [f"file={_property(place.path)}"]
    if place.line:
        properties.append(f"line={place.line}")
    properties.append("title=" + _property("ribgraph " + ", ".join(place.rules)))
    return f"::{level} {','.join(properties)}::{command_message(chr(10).join(place.messages()))}"


def summary_table(all_places, shown_count):
    """A Markdown table of every place, the annotated ones marked."""
    rows = ["| | where | changed here | violations |", "|---|---|---|---|"]
    for index, place in enumerate(all_places):
        mark = "annotated" if index < shown_count else "**not annotated**"
        text = "<br>".join(_cell(m) for m in place.messages())
        rows.append(f"| {mark} | `{_code_cell(place.label)}` | {'yes' if place.changed else ''} | {text} |")
    return "\n".join(rows) + "\n"


# Every ASCII punctuation character Markdown may act on; CommonMark lets each be escaped with a backslash.
_MARKDOWN_PUNCTUATION = set("\\`*_{}[]()#+-.!|~:")


def _hidden(character):
    """Whether a character is invisible or acts on what follows (controls, bidi marks, separators)."""
    return unicodedata.category(character) in ("Cc", "Cf", "Zl", "Zp") and character != "\u200d"


def _shown(character):
    return f"\\u{{{ord(character):X}}}"


def _cell(text):
    """`text` literal in a table cell: no link, image, emphasis, HTML, heading or code, on one line."""
    out = []
    for character in text:
        if character in "\r\n":
            out.append(" ")
        elif character in "<>&":
            out.append({"<": "&lt;", ">": "&gt;", "&": "&amp;"}[character])
        elif character in _MARKDOWN_PUNCTUATION:
            out.append("\\" + character)
        else:
            out.append(_shown(character) if _hidden(character) else character)
    return "".join(out)


def _code_cell(text):
    """`text` for a code span in a table cell: no backtick to end it, no pipe to end the cell, one line."""
    return "".join("'" if c == "`" else "\\|" if c == "|" else " " if c in "\r\n" else _shown(c) if _hidden(c) else c
                   for c in text)
