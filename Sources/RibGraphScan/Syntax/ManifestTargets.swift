import Foundation
import RibTrace

/// The targets a folder's `Package.swift` or Tuist `Project.swift` declares, with the files each compiles, so
/// that a file's module is the name of the target that really compiles it rather than a guess from folders.
///
/// Read from the manifests' syntax (``ManifestReader``), never by running them. Package targets follow
/// SwiftPM's layout rules: `path:` relative to the package, else `<root>/<name>` where the root is the first of
/// `Sources`, `Source`, `src`, `srcs` the package has (`Tests` first for test targets), or the root itself for a
/// package of tools version 5.9 or later with a single non-test target and no such folder; `sources:` and
/// `exclude:` relative to the target's path. Tuist targets take their `sources:` globs, relative to the project
/// or (`.relativeToRoot`) to Tuist's root.
/// A target made by a Tuist helper is read through the helper (``ManifestHelpers``); one the scan cannot read
/// claims nothing, and its files keep the folder rule, unless the helper call passes a `name:`.
struct ManifestTargets: Sendable {
    /// A declared target and the files it takes.
    struct Target: Sendable, Equatable {
        var name: String
        var role: Role
        var sources: [SourceGlob]
        var excludes: [SourceGlob]
        /// The targets and products it depends on, by name; nil when the manifest does not say in a way the
        /// scan reads.
        var dependencies: [String]?
        /// Which rule named it, as warnings say it.
        var namedBy: String
    }

    /// What a target is for, which decides who names a file several targets compile (Tuist allows it: an
    /// extension or a tool often lists some of the app's files).
    enum Role: Int, Comparable, Sendable {
        /// A unit or UI test target: its files are left out, like test folders, unless another target takes them.
        case test
        /// An extension, a command-line tool, an app clip, a bundle: it shares files rather than owning them.
        case secondary
        /// An app, a framework, a library, a package's target.
        case primary

        /// The role of a Tuist product (`app`, `unitTests`, `appExtension`, …); a package's target when nil.
        init(product: String?) {
            switch product {
            case nil, "app", "framework", "staticFramework", "staticLibrary", "dynamicLibrary": self = .primary
            case "unitTests", "uiTests": self = .test
            default: self = .secondary
            }
        }

        static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What the manifests say about a file.
    enum Claim: Equatable {
        /// The file is compiled by this target.
        case module(Target)
        /// The file belongs to a test target.
        case test
    }

    /// The folder the targets' patterns are relative to, as printed, ending in `/` (empty for `.`): Tuist's root
    /// folder when the scan knows it, else the manifests' own.
    let folder: String
    let targets: [Target]

    /// The manifests one folder holds, as read (each within ``ScanLimits/maxFileBytes``), and where.
    struct Texts {
        /// The folder's `Package.swift` and Tuist `Project.swift`, nil when it has none the scan may read.
        var package: String?
        var project: String?
        /// The `project.pbxproj` of each of the folder's Xcode projects, by the project's name (`App.xcodeproj`).
        var xcodeProjects: [(name: String, data: Data)] = []
    }

    /// The targets the manifests `texts` of `folder` (printed `printed`, with entries `names`) declare that the
    /// scan can read (nil when there is none), and a warning for each manifest or glob past `limits`: such a
    /// manifest is left out, such a glob's target claims nothing, and their files keep the folder rule. `root`
    /// is Tuist's root folder as printed, at or above `folder` (the nearest holding a `Tuist` folder, a
    /// `Plugin.swift` or `.git`), nil when it is not below the scanned path: then a project's `.relativeToRoot`
    /// globs cannot be placed, and their targets keep the folder rule. `helpers` are Tuist's, read for a
    /// project that calls them.
    static func read(
        folder: String, printed: String, names: [String], texts: Texts, root: String?, limits: ScanLimits,
        helpers: ManifestHelpers?
    ) -> (targets: ManifestTargets?, diagnostics: [ScanDiagnostic]) {
        let own = prefix(printed)
        let rootFolder = root.map(prefix).flatMap { own.hasPrefix($0) ? $0 : nil }
        let base = rootFolder ?? own
        let fromBase = String(own.dropFirst(base.count))
        let folder = folder.hasSuffix("/") ? folder : folder + "/"
        var targets: [Target] = [], diagnostics: [ScanDiagnostic] = []
        var expander = GlobExpander(limits: limits)
        if let text = texts.package,
            let reader = parse(text, path: own + "Package.swift", kind: .package, limits: limits, into: &diagnostics)
        {
            expander.manifest = own + "Package.swift"
            targets += packageTargets(
                reader, text: text, folder: folder, fromBase: fromBase, names: names, expander: &expander)
        }
        if let text = texts.project,
            let reader = parse(
                text, path: own + "Project.swift", kind: .project, limits: limits, helpers: helpers,
                into: &diagnostics)
        {
            expander.manifest = own + "Project.swift"
            targets += reader.declared.compactMap { declared in
                guard rootFolder != nil || declared.rootSources.isEmpty && declared.rootExcludes.isEmpty else {
                    return nil
                }
                guard
                    let sources = expander.globs(
                        declared.sources?.map { fromBase + $0 } ?? [], declared.rootSources, of: declared.name),
                    let excludes = expander.globs(
                        declared.excludes.map { fromBase + $0 }, declared.rootExcludes, of: declared.name)
                else { return nil }
                return Target(
                    name: declared.name, role: declared.role, sources: sources, excludes: excludes,
                    dependencies: declared.dependencies, namedBy: declared.namedBy)
            }
        }
        for (name, data) in texts.xcodeProjects {
            targets += xcodeTargets(
                of: data, project: own + name, fromBase: fromBase, expander: &expander, into: &diagnostics)
        }
        diagnostics += expander.diagnostics
        return (targets.isEmpty ? nil : ManifestTargets(folder: base, targets: targets), diagnostics)
    }

    /// The native targets of the Xcode project `project` (as printed, `App/Shop.xcodeproj`), its `project.pbxproj`
    /// being `data` (``XcodeProject``); none, with a warning, when it is no project file the scan can read.
    private static func xcodeTargets(
        of data: Data, project: String, fromBase: String, expander: inout GlobExpander,
        into diagnostics: inout [ScanDiagnostic]
    ) -> [Target] {
        guard let parsed = XcodeProject(data: data) else {
            diagnostics.append(
                ScanDiagnostic(
                    kind: .leftOutFile, place: SourceLocation(path: "\(project)/project.pbxproj", line: 1),
                    message: "it is no Xcode project file the scan can read (an OpenStep property list with "
                        + "objects and a root object); \(manifestLeftOut)"))
            return []
        }
        expander.manifest = "\(project)/project.pbxproj"
        return parsed.targets.compactMap { target in
            guard let sources = expander.globs(target.sources.map { fromBase + $0 }, of: target.module),
                let excludes = expander.globs(target.excludes.map { fromBase + $0 }, of: target.module)
            else { return nil }
            return Target(
                name: target.module, role: target.role, sources: sources, excludes: excludes,
                dependencies: target.dependencies, namedBy: "a target of \(project)")
        }
    }

    /// The declarations of the manifest `text` at `path` (as printed), parsed within `limits` and
    /// ``ScanLimits/parseSeconds``; nil, with a warning, for one past them.
    private static func parse(
        _ text: String, path: String, kind: ManifestReader.Kind, limits: ScanLimits, helpers: ManifestHelpers? = nil,
        into diagnostics: inout [ScanDiagnostic]
    ) -> ManifestReader? {
        let read = ParseBudget.withinDeadline(Array(text.utf8), path: path, mode: .swift5, limits: limits) {
            ManifestReader.read($0, kind: kind, manifest: path, helpers: helpers, deadline: $1)
        }
        switch read {
        case .success(let reader):
            if reader.expansions.gaveUp {
                diagnostics.append(
                    ScanDiagnostic(
                        kind: .leftOutFile, place: SourceLocation(path: path, line: 1),
                        message: "its helper calls stand for more than \(HelperExpansions.maxExpansions) distinct "
                            + "helper readings (a helper calling itself?); the calls past them name their targets "
                            + "by the names passed to them"))
            }
            return reader
        case .failure(let refusal):
            diagnostics.append(
                ScanDiagnostic(
                    kind: .leftOutFile, place: SourceLocation(path: path, line: refusal.line),
                    message: "\(refusal.reason); \(manifestLeftOut)"))
            return nil
        }
    }

    /// What leaving a manifest out means, for its warnings.
    static let manifestLeftOut = "the manifest is left out, and its files take their modules from their folders"

    /// The text of the manifest (or Tuist helper) file at `path` (printed `shown`), read within
    /// ``ScanLimits/maxFileBytes``; nil, with a warning ending in `consequence`, when it is larger or cannot be read.
    static func text(
        of path: String, shown: String, limits: ScanLimits, consequence: String,
        into diagnostics: inout [ScanDiagnostic]
    ) -> String? {
        do {
            let data = try InputFile.contents(
                of: path, kind: "a manifest", limits: InputLimits(maxBytes: limits.maxFileBytes, maxStringBytes: .max))
            return String(decoding: data, as: UTF8.self)
        } catch {
            let reason =
                error.kind == .badData
                ? "it is larger than the \(ByteCount(limits.maxFileBytes)) a scan reads (raise it with --max-file-size)"
                : "it cannot be read: \(error.reason)"
            diagnostics.append(
                ScanDiagnostic(
                    kind: .leftOutFile, place: SourceLocation(path: shown, line: 1),
                    message: "\(reason); \(consequence)"))
            return nil
        }
    }

    /// Expands a manifest's globs within ``ScanLimits/maxGlobAlternatives``, with a warning for each target
    /// whose glob stands for more.
    private struct GlobExpander {
        let limits: ScanLimits
        /// The manifest being read, as printed.
        var manifest = ""
        var diagnostics: [ScanDiagnostic] = []

        init(limits: ScanLimits) {
            self.limits = limits
        }

        /// The globs of `relative` patterns and of patterns `fromRoot` of the target `name`; nil when one
        /// stands for too many.
        mutating func globs(_ relative: [String], _ fromRoot: [String] = [], of name: String) -> [SourceGlob]? {
            var globs: [SourceGlob] = []
            for pattern in relative + fromRoot {
                guard let expanded = SourceGlob.expanding(pattern, maxAlternatives: limits.maxGlobAlternatives) else {
                    diagnostics.append(
                        ScanDiagnostic(
                            kind: .leftOutFile, place: SourceLocation(path: manifest, line: 1),
                            message: "the braces of a glob of target \(name) stand for more than "
                                + "\(limits.maxGlobAlternatives) patterns, or nest deeper than "
                                + "\(BraceExpansion.maxDepth) levels (raise it with --max-glob-alternatives); "
                                + "the target is left out, and its files take their modules from their folders"))
                    return nil
                }
                globs += expanded
            }
            return globs
        }
    }

    /// The claim on `path` (as printed) of the target among `manifests` whose sources take it: the one of the
    /// highest ``Role``, then whose pattern has the deepest plain folder (a nested target within an outer
    /// one's `**`), then of the manifest read last (the nested one), then declared first. Nil when none takes it.
    static func claim(_ path: String, by manifests: [ManifestTargets]) -> Claim? {
        var best: (role: Role, depth: Int, target: Target)?
        for manifest in manifests.reversed() where path.hasPrefix(manifest.folder) {
            let relative = path.dropFirst(manifest.folder.count).split(separator: "/")
            let base = manifest.folder.split(separator: "/").count
            for target in manifest.targets where !target.excludes.contains(where: { $0.matches(relative) }) {
                guard let depth = target.sources.filter({ $0.matches(relative) }).map(\.literalDepth).max() else {
                    continue
                }
                if let current = best, (current.role, current.depth) >= (target.role, base + depth) { continue }
                best = (target.role, base + depth, target)
            }
        }
        return best.map { $0.role == .test ? .test : .module($0.target) }
    }

    /// SwiftPM's targets: each declaration's path, by its rules, joined with its sources and excludes.
    private static func packageTargets(
        _ reader: ManifestReader, text: String, folder: String, fromBase: String,
        names: [String], expander: inout GlobExpander
    ) -> [Target] {
        func firstFolder(_ candidates: [String]) -> String {
            candidates.first { names.contains($0) && isFolder(folder + $0) } ?? candidates[0]
        }
        let sourceRoot = firstFolder(["Sources", "Source", "src", "srcs"])
        let testRoot = firstFolder(["Tests", "Sources", "Source", "src", "srcs"])
        let regular = reader.declared.filter { $0.role != .test }.count + reader.unclaimed
        let relaxed = regular == 1 && LanguageMode.toolsVersion(ofPackage: text).map { $0 >= (5, 9) } == true
        return reader.declared.compactMap { declared in
            let isTest = declared.role == .test
            let root = isTest ? testRoot : sourceRoot
            let path =
                declared.path
                ?? (relaxed && !isTest && !isFolder("\(folder)\(root)/\(declared.name)")
                    ? root : "\(root)/\(declared.name)")
            func under(_ relative: [String]) -> [SourceGlob]? {
                expander.globs(relative.map { fromBase + path + "/" + $0 }, of: declared.name)
            }
            guard let sources = under(declared.sources ?? [""]), let excludes = under(declared.excludes) else {
                return nil
            }
            return Target(
                name: declared.name, role: declared.role, sources: sources, excludes: excludes,
                dependencies: declared.dependencies, namedBy: declared.namedBy)
        }
    }

    /// A printed folder as the start of the paths below it: `` for `.`, else ending in `/`.
    private static func prefix(_ printed: String) -> String {
        printed == "." ? "" : printed.hasSuffix("/") ? printed : printed + "/"
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
