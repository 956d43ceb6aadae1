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

Which files: each file takes its module from the nearest manifest above it (a Tuist Project.swift's first `name:`,
a Package.swift target's path, an Xcode project's single app or framework target), else the folder rule of
docs/scan.md; the modules so told are checked against the scan's for every RIB, and a disagreement stops the run
(exit 2). The files are first those declaring a type a skeleton names, in a module the skeleton sees (its own or one
it imports); then, round after round, those declaring what swiftc reports missing (`cannot find type 'X'`, `has no
member 'm'` of an extension, `does not conform` where an extension of the type declares the conformance), always in
the module the file belongs to and only when the reporting file sees that module. So a missing import is never
papered over: the file that declares the type goes in its own module, which the skeleton still does not import.
The app's files are never changed: they are passed to swiftc where they are.

Usage: python3 scripts/corpus/typecheck-skeletons.py --ribgraph BIN APP [--path P …] [--exclude GLOB …]
           [--out DIR] [--drop-import SKELETON:MODULE] [--self-check]

--drop-import removes the line `import MODULE` from one emitted skeleton (a path below OUT/skeletons) before the
check: the run must then fail. --self-check does it after the check, for the first skeleton importing a module of
the app (else for the first skeleton's first import, the framework), and fails unless swiftc then reports an error
in that file that it did not report with the import.

Exit status: 0 every skeleton type-checks, or no change is proposed; 1 a skeleton does not type-check (swiftc's
errors in the skeletons are printed), ribgraph fails or `metrics` warns, or --self-check sees no failure; 2 bad
arguments, or what the script cannot set up (modules it cannot tell, errors only in the app's own files: a stand-in
is missing).
"""

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
STANDINS = HERE / "typecheck-standins"
REPRODUCTIONS = {
    "RIBs": [ROOT / "samples/TicTacToeLive/Fixture/RIBs"],
    "UIKit": [ROOT / "Tests/ribgraphTests/Fixtures/Flatten/UIKit/UIKit.swift"],
    "ModernRIBs": [ROOT / "Tests/ribgraphTests/Fixtures/ModernRIBs/ModernRIBs.swift"],
}
# The frameworks in the order they build: UIKit's stand-ins import RIBs; ModernRIBs imports Combine when it can.
FRAMEWORK_ORDER = ["RIBs", "UIKit", "Combine", "ModernRIBs"]
SKIPPED_FOLDERS = {"Pods", "Carthage", ".build", "DerivedData", "Tuist", "Templates"}
DEMO = re.compile(r"^(Demo|Example|Sample)s?$|(Demo|DemoApp|ExampleApp|SampleApp)$")
SWIFTC_FLAGS = ["-swift-version", "5", "-parse-as-library", "-suppress-warnings"]
MAX_ROUNDS = 80


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


# MARK: - The app's files


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


# MARK: - Modules


def identifier(name):
    """A module name spelled as Swift spells it (as the skeletons write it)."""
    spelled = re.sub(r"[^\w]", "_", name)
    return "_" + spelled if spelled[:1].isdigit() else spelled


def tuist_targets(manifest):
    """A Tuist Project.swift's targets written out, as (folder prefix of their first `sources:` glob, name), test
    targets left out; and the first `name:` passed, the name a helper such as HeatPick's
    `Project.framework(name:)` or MOIT's `Project.invertedDualTargetProjectWithDemoApp(name:)` builds its targets from."""
    literal = manifest.read_text(encoding="utf-8", errors="replace")
    targets = []
    calls = list(re.finditer(r"(?:\.target|Target)\(\s*name:\s*\"([^\"]+)\"", literal))
    for i, call in enumerate(calls):
        body = literal[call.end():calls[i + 1].start() if i + 1 < len(calls) else len(literal)]
        glob = re.search(r"sources:\s*\[?\s*\"([^\"]+)\"", body)
        if call.group(1).endswith("Tests"):
            continue
        if glob:
            targets.append((re.split(r"[*{]", glob.group(1))[0].removeprefix("./").strip("/"), call.group(1)))
        elif (manifest.parent / call.group(1)).is_dir():
            # A helper's target (MOIT's `Project.makeTarget(name: "Utils")`) whose folder is named after it.
            targets.append((call.group(1), call.group(1)))
    first = re.search(r"name:\s*\"([^\"]+)\"", literal)
    return targets, first.group(1) if first else None


def package_targets(manifest):
    """(path relative to the package, name) of each target of a Package.swift, by SwiftPM's layout."""
    literal = manifest.read_text(encoding="utf-8", errors="replace")
    root = next((r for r in ("Sources", "Source", "src", "srcs") if (manifest.parent / r).is_dir()), "Sources")
    targets = []
    for match in re.finditer(r"\.(?:target|executableTarget|macro)\(\s*name:\s*\"([^\"]+)\"", literal):
        call = literal[match.end():match.end() + 2000].split(".target(")[0].split(".testTarget(")[0]
        path = re.search(r"\bpath:\s*\"([^\"]+)\"", call)
        targets.append(((path.group(1) if path else f"{root}/{match.group(1)}").strip("/"), match.group(1)))
    return targets


def xcode_targets(project):
    """Each Swift file's name → the native targets (not test bundles) whose Sources build phase compiles it, each
    named as Xcode names the module of a target without PRODUCT_MODULE_NAME: its name."""
    path = project / "project.pbxproj"
    if not path.is_file():
        return {}
    text = path.read_text(encoding="utf-8", errors="replace")
    objects = dict(re.findall(r"^\t\t(\w{24}) (?:/\*[^\n]*?\*/ )?= (\{[^\n]*\};)$", text, re.M))
    objects.update(re.findall(r"^\t\t(\w{24}) (?:/\*[^\n]*?\*/ )?= (\{\n.*?^\t\t\});", text, re.S | re.M))
    targets = {}
    for body in objects.values():
        kind = re.search(r"productType = \"([^\"]+)\"", body)
        if "isa = PBXNativeTarget;" not in body or (kind and "test" in kind.group(1)):
            continue
        name = re.search(r"\bname = \"?([^\";]+)\"?;", body).group(1)
        for phase in re.findall(r"(\w{24}) /\* Sources \*/", body):
            for build in re.findall(r"(\w{24}) /\* [^*]+ in Sources \*/", objects.get(phase, "")):
                ref = re.search(r"fileRef = (\w{24})", objects.get(build, ""))
                file = re.search(r"path = \"?([^\";]+)\"?;", objects.get(ref.group(1), "") if ref else "")
                if file:
                    targets.setdefault(Path(file.group(1)).name, set()).add(name)
    return targets


class Modules:
    """The module of each of the app's files. Below a Package.swift, its target's (SwiftPM's layout); below a Tuist
    Project.swift, the target whose `sources:` glob holds it, else the module the scan gives the RIBs whose builders
    are in the same folder below that manifest (`Implement/`, `Sources/`), else the helper's `name:` with the suffix
    the scan's RIBs show for folders of that name elsewhere in the app (MOIT's `Implement/` is `<name>Impl`); below
    an Xcode project, the target that compiles it; else the folder rule of docs/scan.md."""

    def __init__(self, app, scan_root, trace):
        self.app = app
        self.scan_root = scan_root
        self.cache = {}
        self.evidence = {}
        for rib in trace["ribs"]:
            declared = rib.get("declaredIn", "").rsplit(":", 1)[0]
            file = (app / declared).resolve() if declared else None
            manifest, folder = self.place(file) if file and file.is_file() else (None, "")
            if manifest is not None and manifest.name == "Project.swift" and "module" in rib:
                self.evidence.setdefault((manifest, folder), set()).add(identifier(rib["module"]))
        self.suffixes = {}
        for (manifest, folder), modules in self.evidence.items():
            _, name = tuist_targets(manifest)
            for module in modules:
                if name and module.startswith(identifier(name)):
                    self.suffixes.setdefault(folder, set()).add(module[len(identifier(name)):])

    def manifest_of(self, file):
        folder = file.parent
        while folder == self.app or self.app in folder.parents:
            for name in ("Package.swift", "Project.swift"):
                if (folder / name).is_file():
                    return folder / name
            if any(folder.glob("*.xcodeproj")):
                return next(iter(sorted(folder.glob("*.xcodeproj"))))
            folder = folder.parent
        return None

    def place(self, file):
        """(the nearest manifest above `file`, the first folder below it that holds `file`)."""
        manifest = self.manifest_of(file)
        parts = file.relative_to(manifest.parent if manifest else self.app).parts
        return manifest, parts[0] if len(parts) > 1 else ""

    def manifest_module(self, file):
        manifest, folder = self.place(file)
        if manifest is None:
            return None
        relative = file.relative_to(manifest.parent).as_posix()
        if manifest.name == "Package.swift":
            matches = [(len(p), n) for p, n in package_targets(manifest) if relative.startswith(p + "/")]
            return max(matches)[1] if matches else None
        if manifest.suffix == ".xcodeproj":
            targets = xcode_targets(manifest)
            names = targets.get(file.name, set())
            every = set().union(*targets.values()) if targets else set()
            if len(names) == 1 or len(every) == 1:
                return next(iter(names or every))
        targets, name = tuist_targets(manifest) if manifest.name == "Project.swift" else ([], None)
        matches = [(len(p), n) for p, n in targets if relative.startswith(p + "/") or not p]
        if matches:
            return max(matches)[1]
        seen = self.evidence.get((manifest, folder), set())
        if len(seen) == 1:
            return next(iter(seen))
        suffix = self.suffixes.get(folder, {""})
        return identifier(name) + next(iter(suffix)) if name and len(suffix) == 1 else name

    def folder_rule(self, file):
        parts = file.relative_to(self.app).parts
        for i in range(len(parts) - 2, -1, -1):
            if parts[i] == "Sources":
                beside = self.app.joinpath(*parts[:i])
                if (beside / "Package.swift").is_file() and i + 1 < len(parts) - 1:
                    return parts[i + 1]
                return parts[i - 1] if i > 0 else self.scan_root.name
        return self.scan_root.name

    def of(self, file):
        if file not in self.cache:
            self.cache[file] = identifier(self.manifest_module(file) or self.folder_rule(file))
        return self.cache[file]

    def disagreements(self, trace):
        """The RIBs whose builder file this reading puts in another module than the scan did, and the folders
        whose RIBs the scan puts in several modules (which this reading cannot follow)."""
        wrong = [f"{manifest.parent if manifest else self.app}/{folder}: the scan's RIBs there are in "
                 f"{sorted(modules)}" for (manifest, folder), modules in self.evidence.items() if len(modules) > 1]
        for rib in trace["ribs"]:
            declared = rib.get("declaredIn", "").rsplit(":", 1)[0]
            if not declared or "module" not in rib:
                continue
            file = (self.app / declared).resolve()
            if file.is_file() and self.of(file) != identifier(rib["module"]):
                wrong.append(f"{rib['id']} ({declared}): the scan says {rib['module']}, this script {self.of(file)}")
        return wrong


# MARK: - Skeletons


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


# MARK: - Compiling


SYSTEM_MODULES = {"Swift", "Foundation", "Dispatch", "Glibc", "FoundationNetworking", "FoundationEssentials",
                  "_Concurrency", "Observation", "XCTest", "Synchronization", "RegexBuilder", "_StringProcessing"}
ERROR = re.compile(r"^(?P<file>/[^:\n]+\.swift):(?P<line>\d+):\d+: error: (?P<message>.*)$", re.M)


def swift_sources(paths):
    out = []
    for path in paths:
        out += sorted(path.rglob("*.swift")) if path.is_dir() else [path]
    return out


def cocoapods(app):
    """The RIBs framework CocoaPods builds for the app (a Podfile naming `pod 'RIBs'` or `pod 'ModernRIBs'`), or None."""
    for podfile in sorted(app.rglob("Podfile")):
        if "Pods" in podfile.parts:
            continue
        pods = re.findall(r"^\s*pod\s+['\"](\w+)['\"]", podfile.read_text(encoding="utf-8", errors="replace"), re.M)
        for name in ("ModernRIBs", "RIBs"):
            if name in pods:
                return name
    return None


class Build:
    """The modules compiled so far, and the app's files each one takes (see the header)."""

    def __init__(self, out, index, skeletons):
        self.out = out
        self.modules_dir = out / "modules"
        self.modules_dir.mkdir(parents=True, exist_ok=True)
        self.index = index
        self.by_path = {f.path: f for f in index}
        self.skeletons = skeletons
        self.app_modules = {f.module for f in index}
        self.included = {}
        self.compiled = {}
        self.empty = set()
        self.log = []
        # Modules on an import cycle the skeletons make: compiled first without their skeletons, which are
        # type-checked last (no build system allows the cycle; this only shows what else swiftc says).
        self.broken = set()
        self.cycles = []

    def swiftc(self, arguments, what):
        command = ["swiftc"] + arguments
        self.log.append(" ".join(command))
        result = run(command)
        return result.returncode == 0, result.stdout + result.stderr

    def framework_sources(self, name, pods):
        """The files of the stand-in module `name`. Where CocoaPods builds the framework (`pods`: RIBs or ModernRIBs),
        its umbrella header imports UIKit and its module map exports it, so that `import RIBs` gives UIKit's names:
        RIBs is then built with UIKit's stand-ins inside it and UIKit re-exports it; ModernRIBs re-exports UIKit."""
        own = REPRODUCTIONS.get(name, []) + ([STANDINS / name] if (STANDINS / name).is_dir() else [])
        if pods == "RIBs" and name == "RIBs":
            own += REPRODUCTIONS["UIKit"] + [STANDINS / "UIKit"]
        elif pods == "RIBs" and name == "UIKit":
            own = [STANDINS / "_cocoapods" / "UIKit.swift"]
        elif pods == "ModernRIBs" and name == "ModernRIBs":
            own += [STANDINS / "_cocoapods" / "ModernRIBs.swift"]
        return swift_sources(own)

    def frameworks(self, pods=None):
        """Compiles RIBs, UIKit, Combine, ModernRIBs and every other stand-in folder, each once."""
        names = FRAMEWORK_ORDER + sorted(p.name for p in STANDINS.iterdir() if p.is_dir() and
                                         p.name not in FRAMEWORK_ORDER and not p.name.startswith("_"))
        for name in names:
            sources = self.framework_sources(name, pods)
            if not sources:
                continue
            ok, output = self.swiftc(["-emit-module", "-module-name", name, "-parse-as-library", "-I",
                                      str(self.modules_dir), "-emit-module-path",
                                      str(self.modules_dir / f"{name}.swiftmodule")] + [str(s) for s in sources],
                                     name)
            if not ok:
                raise SetupError(f"the stand-in module {name} does not compile:\n{output}")
            self.compiled[name] = "framework"

    def files_of(self, module):
        return sorted(self.included.get(module, set()))

    def skeletons_of(self, module):
        return [s for s in self.skeletons if s.module == module]

    def imports_of(self, module, skeletons=True):
        """What `module`'s files import; without its skeletons' imports when it is on an import cycle they make."""
        files = [self.by_path[p] for p in self.files_of(module)]
        files += self.skeletons_of(module) if skeletons and module not in self.broken else []
        return set().union(*(f.imports for f in files)) - {module} if files else set()

    def needed(self):
        """The app's modules to compile, dependencies first."""
        order, state = [], {}

        def visit(module, path):
            if state.get(module) == "done":
                return
            if state.get(module) == "visiting":
                raise ImportCycle(path[path.index(module):] + [module])
            state[module] = "visiting"
            for other in sorted(self.imports_of(module)):
                if other in self.app_modules or self.skeletons_of(other):
                    visit(other, path + [module])
            state[module] = "done"
            order.append(module)

        for module in sorted({s.module for s in self.skeletons} | set(self.included)):
            visit(module, [])
        return order

    def key(self, module):
        digest = hashlib.sha256()
        for path in self.files_of(module):
            digest.update(str(path).encode())
        for skeleton in self.skeletons_of(module):
            digest.update(skeleton.path.read_bytes())
        for other in sorted(self.imports_of(module)):
            digest.update(f"{other}={self.compiled.get(other)}".encode())
        return digest.hexdigest()

    def empty_module(self, name):
        """A module of no declarations, for a module the checked declarations import and use nothing of."""
        path = self.out / "empty" / f"{name}.swift"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(f"// {name}: no declaration of it is used by what is checked; compiled empty.\n")
        ok, output = self.swiftc(["-emit-module", "-module-name", name, "-parse-as-library", "-emit-module-path",
                                  str(self.modules_dir / f"{name}.swiftmodule"), str(path)], name)
        if not ok:
            raise SetupError(f"the empty module {name} does not compile:\n{output}")
        self.empty.add(name)
        self.compiled[name] = "empty"

    def imported_by_others(self, module):
        return any(module in self.imports_of(other) for other in self.needed() if other != module)

    def compile(self, module, phase="emit"):
        """(passed, swiftc's output) for `module`: emitted when another module imports it or it holds no skeleton,
        with what another module sees of it checked (its public declarations; no function body, no internal
        declaration, which no other module sees); type-checked with its skeletons as primary files when it holds
        some, their bodies included, the app's files of the module checked as far as the skeletons use them."""
        for name in sorted(self.imports_of(module)):
            if not (name in self.compiled or name in SYSTEM_MODULES or name in self.app_modules
                    or self.skeletons_of(name)):
                self.empty_module(name)
        files = [str(p) for p in self.files_of(module)]
        skeletons = [str(s.path) for s in self.skeletons_of(module)]
        if not files and not skeletons:
            self.empty_module(module)
            return True, ""
        self.empty.discard(module)
        common = ["-module-name", module, "-I", str(self.modules_dir)] + SWIFTC_FLAGS
        if module in self.broken and phase == "emit":
            skeletons = []
        elif module in self.broken:
            return self.swiftc(["-frontend", "-typecheck"] + [a for s in skeletons for a in ("-primary-file", s)]
                               + files + common, module)
        if not skeletons or self.imported_by_others(module):
            ok, output = self.swiftc(["-frontend", "-emit-module"] + files + skeletons +
                                     ["-emit-module-path", str(self.modules_dir / f"{module}.swiftmodule"),
                                      "-experimental-skip-all-function-bodies", "-experimental-lazy-typecheck",
                                      "-experimental-skip-non-exportable-decls"] + common, module)
            if not ok or not skeletons:
                return ok, output
        primaries = [a for s in skeletons for a in ("-primary-file", s)]
        return self.swiftc(["-frontend", "-typecheck"] + primaries + files + common, module)

    def file_at(self, path):
        return self.by_path.get(path) or next((s for s in self.skeletons if s.path == path), None)

    def candidates(self, message, reporter):
        """The app's files, in a module `reporter` sees, that declare what `message` says is missing."""
        visible = [f for f in self.index if f.module in reporter.sees()]
        missing = re.match(r"cannot find (?:type )?'([^']+)' in scope", message)
        if missing:
            return [f for f in visible if missing.group(1) in f.top]
        member = re.search(r"has no member '([^']+)'", message)
        if member:
            return [f for f in visible if any(member.group(1) in m for m in f.members.values())]
        conformance = re.match(r"type '([\w.]+)' does not conform to protocol '([\w.]+)'", message)
        if conformance:
            kind, protocol = (n.split(".")[-1] for n in conformance.groups())
            return [f for f in visible if protocol in f.conformances.get(kind, set())]
        return []

    def include(self, file):
        if file.path in self.included.get(file.module, set()):
            return False
        self.included.setdefault(file.module, set()).add(file.path)
        return True

    def seed(self):
        """The app's files, in a module a skeleton sees, that declare a type it names or, in an extension, a method
        it calls: so that one of the app's that shadows or clashes with another is there to do so."""
        for skeleton in self.skeletons:
            names = type_names(skeleton.path)
            called = set(re.findall(r"\.(" + NAME + r")\(", code_of(skeleton.path.read_text(encoding="utf-8"))))
            for file in self.index:
                members = set().union(*file.members.values()) if file.members else set()
                if file.module in skeleton.sees() and (names & file.top or called & members):
                    self.include(file)

    def steps(self):
        """(module, phase) in the order they compile: each module, dependencies first; then the skeletons of the
        modules on an import cycle the skeletons make."""
        while True:
            try:
                order = self.needed()
                break
            except ImportCycle as cycle:
                on_it = {m for m in cycle.path if self.skeletons_of(m)} - self.broken
                if not on_it:
                    raise SetupError(f"the app's modules import each other: {' → '.join(cycle.path)}")
                self.cycles.append(cycle.path)
                self.broken |= on_it
        return [(m, "emit") for m in order] + [(m, "check") for m in order if m in self.broken]

    def check(self):
        """None when every module compiles; else the module that does not and swiftc's output, once no file of the
        app declares what swiftc reports missing."""
        for _ in range(MAX_ROUNDS):
            failure = None
            for module, phase in self.steps():
                key = self.key(module) + phase
                if self.compiled.get((module, phase)) == key:
                    continue
                ok, output = self.compile(module, phase)
                if not ok:
                    failure = (module, output)
                    break
                self.compiled[(module, phase)] = key
                if phase == "emit":
                    self.compiled[module] = key
            if failure is None:
                return None
            added = False
            for error in ERROR.finditer(failure[1]):
                reporter = self.file_at(Path(error.group("file")))
                for candidate in self.candidates(error.group("message"), reporter) if reporter else []:
                    added |= self.include(candidate)
            if not added:
                return failure
        raise SetupError(f"still adding files after {MAX_ROUNDS} rounds")


class SetupError(Exception):
    pass


class ImportCycle(Exception):
    def __init__(self, path):
        super().__init__(" → ".join(path))
        self.path = path


# MARK: - The run


def prepare(out):
    """`out`, emptied of what an earlier run of this script wrote there; refuses a folder it did not make."""
    marker = out / ".typecheck-skeletons"
    if out.exists() and any(out.iterdir()) and not marker.exists():
        raise SetupError(f"{out} exists and was not made by this script: give another --out")
    for name in ("skeletons", "modules", "empty"):
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
        files = [str(p.relative_to(app)) for p in build.files_of(module)]
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
