"""The modules typecheck-skeletons.py compiles with swiftc: the frameworks' stand-ins, the app's modules the
skeletons import (with the app's files that declare what is used), and the modules the skeletons go in, round after
round until swiftc reports nothing the app's files declare."""

import hashlib
import re
import subprocess
from pathlib import Path

from swift_files import NAME, code_of, type_names

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
SWIFTC_FLAGS = ["-swift-version", "5", "-parse-as-library", "-suppress-warnings"]
MAX_ROUNDS = 80


def run(command, cwd=None):
    return subprocess.run(command, cwd=cwd, capture_output=True, text=True)


SYSTEM_MODULES = {"Swift", "Foundation", "Dispatch", "Glibc", "FoundationNetworking", "FoundationEssentials",
                  "_Concurrency", "Observation", "XCTest", "Synchronization", "RegexBuilder", "_StringProcessing"}
ERROR = re.compile(r"^(?P<file>/[^:\n]+\.swift):(?P<line>\d+):\d+: error: (?P<message>.*)$", re.M)


def swift_sources(paths):
    out = []
    for path in paths:
        out += sorted(path.rglob("*.swift")) if path.is_dir() else [path]
    return out


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
