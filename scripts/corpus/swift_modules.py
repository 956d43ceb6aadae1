"""The module of each of an app's Swift files, as typecheck-skeletons.py tells it from the app's manifests and the
scan's RIBs, and the RIBs framework CocoaPods builds for the app."""

import re
from pathlib import Path


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
