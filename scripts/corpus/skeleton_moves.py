"""The deletions the skeletons ask for, applied to copies of the app's files for typecheck-skeletons.py.

A skeleton that publishes an internal enum of another module writes it again, public, below `/// Moved here from
MODULE, where it was internal: … Delete it there.`; until the original is deleted, it shadows the moved one in
MODULE. Applying the proposal deletes it: here, in a copy of the one file of MODULE that declares it, written below
OUT/applied and compiled in place of the app's file, which is never changed."""

import re

from skeleton_build import SetupError
from swift_files import DECLARATION, NAME, SourceFile, code_of

MOVED = re.compile(r"^/// Moved here from ([A-Za-z_]\w*), .*Delete it there\.$")
MOVED_ENUM = re.compile(r"^public enum (" + NAME + r")\b")


def moves(skeletons):
    """(skeleton, module, enum name) for each enum a skeleton says was moved from `module`."""
    found = []
    for skeleton in skeletons:
        lines = skeleton.path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines):
            comment = MOVED.match(line)
            if not comment:
                continue
            declared = MOVED_ENUM.match(lines[number + 1] if number + 1 < len(lines) else "")
            if not declared:
                raise SetupError(f"{skeleton.path}:{number + 2}: no `public enum` below the line `{line}`")
            found.append((skeleton, comment.group(1), declared.group(1)))
    return found


def enum_line(code_lines, name):
    """The index of the line declaring the top-level `enum name`, or None."""
    depth = 0
    for number, line in enumerate(code_lines):
        match = DECLARATION.match(line)
        if depth == 0 and match and match.group(1) == "enum" and match.group(2) == name:
            return number
        depth = max(depth + line.count("{") - line.count("}"), 0)
    return None


def closing_line(code_lines, start, where):
    """The index of the line holding the brace that closes the declaration opened on line `start`."""
    depth, opened = 0, False
    for number in range(start, len(code_lines)):
        line = code_lines[number]
        for column, character in enumerate(line):
            depth += {"{": 1, "}": -1}.get(character, 0)
            opened = opened or character == "{"
            if opened and depth == 0:
                if line[column + 1:].strip():
                    raise SetupError(f"{where}:{number + 1}: code follows the enum's closing brace on its line")
                return number
    raise SetupError(f"{where}:{start + 1}: the enum's braces do not close")


def first_line(lines, start):
    """The index of the first line of the attributes and doc comment directly above line `start`."""
    first = start
    while first > 0:
        above = lines[first - 1].strip()
        if above.startswith(("///", "@")):
            first -= 1
        elif above.endswith("*/"):
            opening = next((i for i in range(first - 1, -1, -1) if "/*" in lines[i]), None)
            if opening is None or not lines[opening].strip().startswith("/**"):
                break
            first = opening
        else:
            break
    return first


def declaring(index, module, name, skeleton):
    """The one app file of `module` that declares the top-level `enum name`, with that line's index."""
    found = []
    for file in index:
        if file.module == module and name in file.top:
            line = enum_line(code_of(file.path.read_text(encoding="utf-8")).split("\n"), name)
            found += [(file, line)] if line is not None else []
    if len(found) != 1:
        which = (f"several files of it declare it: {', '.join(str(f.path) for f, _ in found)}" if found
                 else f"no file of it declares a top-level `enum {name}`")
        raise SetupError(f"{skeleton.path.name} says to delete enum {name} from {module}, but {which}")
    return found[0]


def apply_moves(app, out, index, skeletons):
    """`index` with each file that declares a moved enum replaced by a copy below OUT/applied without it; prints and
    records (OUT/applied/deletions.txt) each deletion."""
    spans, said = {}, []
    for skeleton, module, name in moves(skeletons):
        file, start = declaring(index, module, name, skeleton)
        lines = file.path.read_text(encoding="utf-8").split("\n")
        first = first_line(lines, start)
        last = closing_line(code_of("\n".join(lines)).split("\n"), start, file.path)
        spans.setdefault(file, []).append((first, last))
        said.append(f"applied: deleted enum {name} from {file.path}:{first + 1}-{last + 1}, "
                    f"as {skeleton.path.name} says")
    copies = {}
    for file, ranges in spans.items():
        lines = file.path.read_text(encoding="utf-8").split("\n")
        removed = {n for first, last in ranges for n in range(first, last + 1)}
        copy = out / "applied" / file.path.relative_to(app)
        copy.parent.mkdir(parents=True, exist_ok=True)
        copy.write_text("\n".join(line for n, line in enumerate(lines) if n not in removed), encoding="utf-8")
        copies[file.path] = SourceFile(copy, file.module)
    if said:
        print("\n".join(said))
        (out / "applied" / "deletions.txt").write_text("\n".join(said) + "\n", encoding="utf-8")
    return [copies.get(f.path, f) for f in index]
