#!/usr/bin/env python3
"""Type-checks the Swift skeletons `ribgraph flatten --emit-swift` writes for a real app, with swiftc, against the
project's reproductions of RIBs, ModernRIBs and UIKit, together with the app's own files that declare what they name.

For APP (a checkout), it scans (`ribgraph scan PATH… -o OUT/app.json`, run in APP), flattens (`ribgraph flatten
OUT/app.json -o OUT/proposal.json -o OUT/plan.md --emit-swift OUT/skeletons`), runs `ribgraph metrics` on the
proposal (a warning fails the run), then compiles module by module, as each skeleton's first lines say ("It goes in
M", "Its Buildable and Listener go in M"):

  - the frameworks: RIBs is samples/TicTacToeLive/Fixture/RIBs, UIKit Tests/ribgraphTests/Fixtures/Flatten/UIKit,
    ModernRIBs Tests/ribgraphTests/Fixtures/ModernRIBs, each with the small declarations of
    scripts/corpus/typecheck-standins/<Module>/ (names an app's declarations use that the reproductions leave out);
    another module a file imports that is neither the app's nor there is compiled empty, and listed;
  - each module of the app a skeleton imports (and what those import), `swiftc -emit-module` over the app's files of
    that module that declare what is used, and the skeletons that go there, checking what another module sees of
    them: their public declarations (no function body, no internal declaration);
  - each module a skeleton goes in, `swiftc -frontend -typecheck` with the skeletons as primary files (their bodies
    checked) and the app's files of that module as the other files, whose declarations are checked as used.

Which files: each file takes its module from the nearest manifest above it (swift_modules.py: a Package.swift
target's path; a Tuist target's `sources:`, else the module the scan gives the RIBs of the same folder below that
manifest, else the helper's `name:` with the suffix the scan's RIBs show for folders of that name, MOIT's
`Implement/` being `<name>Impl`; an Xcode project's target), else the folder rule of docs/scan.md; the modules so told
are checked against the scan's for every RIB, and a disagreement stops the run (exit 2). The files are first those,
in a module the skeleton sees (its own or one it imports), that declare a type a skeleton names or an extension
method it calls; then, round after round, those declaring what swiftc reports missing (`cannot find type 'X'`, `has
no member 'm'` of an extension, `does not conform` where an extension of the type declares the conformance), always
in the module the file belongs to and only when the reporting file sees that module. So a missing import is never
papered over: the file that declares the type goes in its own module, which the skeleton still does not import.
The app's files are never changed: they are passed to swiftc where they are, but for one deletion the skeletons
ask for: where a skeleton publishes an enum below `/// Moved here from M, … Delete it there.`, the one file of M
declaring that top-level enum is compiled as a copy without it (OUT/applied/, each deletion printed and listed in
OUT/applied/deletions.txt), as applying the proposal does; where no file of M declares it, or several do, the run
stops (exit 2). Where a Podfile builds RIBs or ModernRIBs, `import RIBs` gives UIKit's names, as the pod's umbrella
header does (typecheck-standins/_cocoapods).

Usage: python3 scripts/corpus/typecheck-skeletons.py --ribgraph BIN APP [--path P …] [--exclude GLOB …]
           [--out DIR] [--drop-import SKELETON:MODULE] [--self-check]

--drop-import removes the line `import MODULE` from one emitted skeleton (a path below OUT/skeletons) before the
check: the run must then fail. --self-check does it after the check, for the first skeleton importing a module of
the app (else for the first skeleton's first import, the framework), and fails unless swiftc then reports an error
in that file that it did not report with the import.

swift_files.py reads the app's files and the skeletons, swift_modules.py tells their modules, skeleton_moves.py
applies the deletions they ask for, skeleton_build.py compiles.

Exit status: 0 every skeleton type-checks, or no change is proposed; 1 a skeleton does not type-check (swiftc's
errors in the skeletons are printed; also when their modules import each other, which swiftc refuses), ribgraph
fails or `metrics` warns, or --self-check sees no failure; 2 bad arguments, or what the script cannot set up
(modules it cannot tell, a moved enum it cannot find, errors only in the app's own files: a stand-in is missing).
"""

import argparse
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from skeleton_build import ERROR, Build, SetupError, run  # noqa: E402
from skeleton_moves import apply_moves  # noqa: E402
from swift_files import SourceFile, app_files, skeleton_files  # noqa: E402
from swift_modules import Modules, cocoapods  # noqa: E402



def prepare(out):
    """`out`, emptied of what an earlier run of this script wrote there; refuses a folder it did not make."""
    marker = out / ".typecheck-skeletons"
    if out.exists() and any(out.iterdir()) and not marker.exists():
        raise SetupError(f"{out} exists and was not made by this script: give another --out")
    for name in ("skeletons", "modules", "empty", "applied"):
        for path in sorted((out / name).rglob("*"), reverse=True) if (out / name).exists() else []:
            path.rmdir() if path.is_dir() else path.unlink()
        if (out / name).exists():
            (out / name).rmdir()
    out.mkdir(parents=True, exist_ok=True)
    marker.write_text("written by scripts/corpus/typecheck-skeletons.py\n")


def ribgraph_steps(args, app, out):
    """Scans, flattens with --emit-swift and runs metrics on the proposal; the problems seen (none when clean)."""
    scan = [str(args.ribgraph), "scan", *args.path, "-o", str(out / "app.json")]
    for pattern in args.exclude:
        scan += ["--exclude", pattern]
    steps = [scan,
             [str(args.ribgraph), "flatten", str(out / "app.json"), "-o", str(out / "proposal.json"), "-o",
              str(out / "plan.md"), "--emit-swift", str(out / "skeletons")],
             [str(args.ribgraph), "metrics", str(out / "proposal.json")]]
    for step in steps:
        print("$ " + " ".join(step), f"(in {app})" if step is scan else "")
        result = run(step, cwd=app)
        if result.returncode != 0:
            return [f"ribgraph {step[1]} exited {result.returncode}: {result.stderr.strip()[:2000]}"]
        if step[1] == "metrics" and result.stderr.strip():
            return [f"ribgraph metrics on the proposal warns:\n{result.stderr.strip()}"]
    return []


def drop_import(out, spec):
    """Removes `import MODULE` from the skeleton SKELETON (below OUT/skeletons); its path."""
    relative, _, module = spec.rpartition(":")
    path = out / "skeletons" / relative
    text = path.read_text(encoding="utf-8")
    kept = [line for line in text.split("\n") if line.strip() != f"import {module}"]
    if len(kept) == len(text.split("\n")):
        raise SetupError(f"{relative} has no line `import {module}`")
    path.write_text("\n".join(kept), encoding="utf-8")
    print(f"dropped `import {module}` from {relative}")
    return path


def report(build, failure, app, out):
    """Prints what was compiled and, on a failure, swiftc's errors; the exit status."""
    for module in build.needed():
        files = [str(p.relative_to(out if out in p.parents else app)) for p in build.files_of(module)]
        skeletons = [str(s.path.relative_to(out)) for s in build.skeletons_of(module)]
        print(f"  {module}: {len(skeletons)} skeleton(s), {len(files)} app file(s)")
        for name in skeletons + files:
            print(f"      {name}")
    for cycle in build.cycles:
        print(f"the skeletons make their modules import each other: {' → '.join(cycle)} (the modules' own files "
              "do not); below, each module of the cycle is compiled first without its skeletons, which no build "
              "system allows, only to show what else swiftc says")
    if build.empty:
        print(f"  compiled empty (imported, nothing of them used): {', '.join(sorted(build.empty))}")
    (out / "commands.txt").write_text("\n".join(build.log) + "\n")
    if failure is None:
        print(f"every skeleton type-checks{' once the cycle is broken' if build.cycles else ''} "
              f"({len(build.log)} swiftc runs, in {out / 'commands.txt'})")
        return 1 if build.cycles else 0
    module, output = failure
    errors = list(ERROR.finditer(output))
    mine = [e for e in errors if str(out / "skeletons") in e.group("file")]
    print(f"swiftc fails in module {module} ({len(errors)} errors, {len(mine)} in skeletons); its last command is "
          f"the last line of {out / 'commands.txt'}:")
    print(output.strip())
    return 1 if mine else 2


def typecheck(app, out, index, skeletons):
    build = Build(out, index, skeletons)
    pods = cocoapods(app)
    if pods:
        print(f"CocoaPods builds {pods}: `import {pods}` gives UIKit's names, as the pod's umbrella header does")
    build.frameworks(pods)
    build.seed()
    return build, build.check()


def errors_in(failure, path):
    """swiftc's errors in the file `path`, as (line, message)."""
    found = ERROR.finditer(failure[1]) if failure else []
    return [(e.group("line"), e.group("message")) for e in found if Path(e.group("file")) == path]


def self_check(app, out, index, skeletons, failure):
    """Drops one import of an app module from one skeleton and checks that swiftc then reports an error in that file
    that it did not report before (`failure`: the run with every import)."""
    modules = {f.module for f in index}
    # An import of the app's own module first; where the skeletons import none (an app of one module), the first
    # skeleton's first import (the framework).
    target = next(((s, m) for s in skeletons for m in sorted(s.imports) if m in modules), None)
    first = re.search(r"^import (\w+)", skeletons[0].path.read_text(encoding="utf-8"), re.M) if skeletons else None
    target = target or ((skeletons[0], first.group(1)) if first else None)
    if target is None:
        print("self-check: no skeleton imports anything; nothing to drop")
        return 1
    skeleton, module = target
    text = skeleton.path.read_text(encoding="utf-8")
    drop_import(out, f"{skeleton.path.relative_to(out / 'skeletons')}:{module}")
    broken = [SourceFile(s.path, s.module) for s in skeletons]
    try:
        _, dropped = typecheck(app, out, index, broken)
    finally:
        skeleton.path.write_text(text, encoding="utf-8")
    # By message: dropping a line moves every error below it up one line.
    before = Counter(message for _, message in errors_in(failure, skeleton.path))
    new = []
    for line, message in errors_in(dropped, skeleton.path):
        if before[message]:
            before[message] -= 1
        else:
            new.append((line, message))
    if not new:
        print(f"self-check FAILED: without `import {module}`, swiftc reports no new error in {skeleton.path.name}")
        return 1
    print(f"self-check: without `import {module}`, swiftc fails in {skeleton.path.name}:")
    for line, message in new[:5]:
        print(f"    {skeleton.path.name}:{line}: error: {message}")
    return 0


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ribgraph", required=True, type=Path)
    parser.add_argument("app", type=Path)
    parser.add_argument("--path", action="append", default=[], help="what to scan, relative to APP (default .)")
    parser.add_argument("--exclude", action="append", default=[])
    parser.add_argument("--out", type=Path, default=Path("/tmp/typecheck-skeletons"))
    parser.add_argument("--drop-import", metavar="SKELETON:MODULE")
    parser.add_argument("--self-check", action="store_true")
    args = parser.parse_args(argv)
    args.ribgraph = args.ribgraph.resolve()
    args.path = args.path or ["."]
    app, out = args.app.resolve(), args.out.resolve()
    try:
        prepare(out)
        problems = ribgraph_steps(args, app, out)
        if problems:
            print("\n".join(problems))
            return 1
        skeletons, unplaced = skeleton_files(out / "skeletons")
        if unplaced:
            raise SetupError(f"skeletons naming no module: {[str(p) for p in unplaced]}")
        if not skeletons:
            print("no change proposed: no skeleton to type-check")
            return 0
        trace = json.loads((out / "app.json").read_text())
        modules = Modules(app, (app / args.path[0]).resolve(), trace)
        wrong = modules.disagreements(trace)
        if wrong:
            raise SetupError("this script cannot tell the app's modules as the scan does:\n  " + "\n  ".join(wrong))
        index = [SourceFile(p, modules.of(p)) for root in args.path for p in app_files((app / root).resolve())]
        index = apply_moves(app, out, index, skeletons)
        if args.drop_import:
            drop_import(out, args.drop_import)
            skeletons, _ = skeleton_files(out / "skeletons")
        build, failure = typecheck(app, out, index, skeletons)
        status = report(build, failure, app, out)
        if args.self_check and status != 2:
            checked = self_check(app, out, index, skeletons, failure)
            status = status or checked
        return status
    except SetupError as error:
        print(f"typecheck-skeletons: {error}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
