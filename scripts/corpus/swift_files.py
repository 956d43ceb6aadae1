"""The app's Swift files as typecheck-skeletons.py reads them: which files a scan reads, what each declares and
imports (read as text, comments and strings blanked), and the skeletons flatten emits with the module each names."""

import os
import re
from pathlib import Path

SKIPPED_FOLDERS = {"Pods", "Carthage", ".build", "DerivedData", "Tuist", "Templates"}
DEMO = re.compile(r"^(Demo|Example|Sample)s?$|(Demo|DemoApp|ExampleApp|SampleApp)$")


def skipped(part):
    return (part.startswith(".") or part in SKIPPED_FOLDERS or part == "Tests" or part.endswith("Tests")
            or part.endswith(".xctemplate") or DEMO.search(part) is not None)


def app_files(app):
    """Every Swift file the scan reads below `app` (docs/scan.md, "Which files"), manifests left out."""
    found = []
    for folder, folders, files in os.walk(app):
        folders[:] = sorted(f for f in folders if not skipped(f))
        for name in sorted(files):
            if name.endswith(".swift") and name not in ("Package.swift", "Project.swift", "Workspace.swift"):
                found.append(Path(folder) / name)
    return found


def code_of(text):
    """`text` with comments and string literals blanked (line breaks kept), so that braces and words are code."""
    out, i, n = [], 0, len(text)
    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = n if end < 0 else end + 2
            out.append("\n" * text.count("\n", i, end))
            i = end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = n if end < 0 else end + 3
            out.append('""' + "\n" * text.count("\n", i, end))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


DECLARATION = re.compile(
    r"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|open|internal|fileprivate|private|final|indirect|package|static|"
    r"class|nonisolated|override|convenience|required|mutating|dynamic|lazy|weak|unowned)\s+)*"
    r"(class|struct|enum|protocol|typealias|actor|extension|func|var|let|init)\b\s*([^\s!-/:-@\[-^`{-~][^\s!-\-/:-@\[-^`{-~]*)?")
IMPORT = re.compile(r"^\s*(?:@[\w]+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|func|var)\s+)?"
                    r"([A-Za-z_]\w*)", re.M)


def declarations(text):
    """What a file declares: its top-level names, and per extended type the members its extensions declare, with
    the protocols they add (`extension A: P` gives A → P)."""
    code = code_of(text)
    top, members, conformances = set(), {}, {}
    depth, extended = 0, None
    for line in code.split("\n"):
        match = DECLARATION.match(line)
        if match and match.group(2):
            kind, name = match.group(1), match.group(2)
            if depth == 0 and kind == "extension":
                extended = name.split(".")[-1]
                members.setdefault(extended, set())
                after = line[match.end():]
                if after.lstrip().startswith(":"):
                    added = re.findall(r"[A-Za-z_][\w.]*", after.split("{")[0].split(" where ")[0])
                    conformances.setdefault(extended, set()).update(a.split(".")[-1] for a in added)
            elif depth == 0:
                top.add(name)
            elif depth == 1 and extended and kind in ("func", "var", "let"):
                members[extended].add(name)
        depth += line.count("{") - line.count("}")
        if depth <= 0:
            # A header without its brace yet (`extension A:` then `P {`) keeps what it extends.
            extended = extended if "}" not in line else None
            depth = 0
    return top, members, conformances


class SourceFile:
    def __init__(self, path, module):
        self.path = path
        self.module = module
        text = path.read_text(encoding="utf-8", errors="replace")
        self.imports = set(IMPORT.findall(code_of(text)))
        self.top, self.members, self.conformances = declarations(text)

    def sees(self):
        return self.imports | {self.module}


HEADER = re.compile(r"^// (?:It goes in|Its Buildable and Listener go in) ([A-Za-z_]\w*)", re.M)


def skeleton_files(folder):
    """Each emitted skeleton with the module its first lines name; those naming none are returned apart."""
    found, unplaced = [], []
    for path in sorted(folder.rglob("*.swift")):
        text = path.read_text(encoding="utf-8")
        header = HEADER.search("\n".join(text.split("\n")[:3]))
        if header:
            found.append(SourceFile(path, header.group(1)))
        else:
            unplaced.append(path)
    return found, unplaced


# A Swift identifier: letters of any script, digits, `_`, emoji (`가Listener`, `🔴Buildable`): anything but white
# space and ASCII punctuation other than `_`.
NAME = r"[^\s!-/:-@\[-^`{-~]+"


def type_names(path):
    """The identifiers a file's code uses: the types it names among them."""
    return set(re.findall(NAME, code_of(path.read_text(encoding="utf-8"))))
