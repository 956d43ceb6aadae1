import Foundation

/// The targets a folder's `Package.swift` or Tuist `Project.swift` declares, with the files each compiles, so
/// that a file's module is the name of the target that really compiles it rather than a guess from folders.
///
/// Read from the manifests' syntax (``ManifestReader``), never by running them. Package targets follow
/// SwiftPM's layout rules: `path:` relative to the package, else `<root>/<name>` where the root is the first of
/// `Sources`, `Source`, `src`, `srcs` the package has (`Tests` first for test targets), or the root itself for a
/// package of tools version 5.9 or later with a single non-test target and no such folder; `sources:` and
/// `exclude:` relative to the target's path. Tuist targets take their `sources:` globs, relative to the project.
/// A target the scan cannot read literally (made by a helper) claims nothing: its files keep the folder rule.
struct ManifestTargets: Sendable {
    /// A declared target and the files it takes.
    struct Target: Sendable, Equatable {
        var name: String
        /// A test target: its files are left out, like test folders.
        var isTest: Bool
        var sources: [SourceGlob]
        var excludes: [SourceGlob]
    }

    /// What the manifests above a file say about it.
    enum Claim: Equatable {
        /// The file is compiled by the target of this name.
        case module(String)
        /// The file belongs to a test target.
        case test
    }

    /// The manifest's folder as the walk spells it, ending in `/`.
    let folder: String
    let targets: [Target]

    /// The targets the manifests in `folder` (whose entries are `names`) declare that the scan can read; nil
    /// when there is none.
    static func read(folder: String, names: [String]) -> ManifestTargets? {
        var targets: [Target] = []
        if names.contains("Package.swift"), let text = contents(of: "\(folder)/Package.swift") {
            targets += packageTargets(ManifestReader.read(text, kind: .package), text: text, folder: folder, names: names)
        }
        if names.contains("Project.swift"), let text = contents(of: "\(folder)/Project.swift") {
            targets += ManifestReader.read(text, kind: .project).declared.map { declared in
                Target(name: declared.name, isTest: declared.isTest, sources: (declared.sources ?? []).flatMap(SourceGlob.expanding),
                       excludes: declared.excludes.flatMap(SourceGlob.expanding))
            }
        }
        guard !targets.isEmpty else { return nil }
        return ManifestTargets(folder: folder.hasSuffix("/") ? folder : folder + "/", targets: targets)
    }

    /// The claim on `path` (as the walk spells it) of the most specific target among `manifests` whose sources
    /// take it: the one whose pattern has the deepest plain folder; on a tie the nearer manifest, then the
    /// target declared first. Nil when no target takes it.
    static func claim(_ path: String, by manifests: [ManifestTargets]) -> Claim? {
        var best: (depth: Int, target: Target)?
        for manifest in manifests.reversed() where path.hasPrefix(manifest.folder) {
            let relative = path.dropFirst(manifest.folder.count).split(separator: "/")
            let base = manifest.folder.split(separator: "/").count
            for target in manifest.targets where !target.excludes.contains(where: { $0.matches(relative) }) {
                guard let depth = target.sources.filter({ $0.matches(relative) }).map(\.literalDepth).max(),
                      base + depth > best?.depth ?? -1 else { continue }
                best = (base + depth, target)
            }
        }
        return best.map { $0.target.isTest ? .test : .module($0.target.name) }
    }

    /// SwiftPM's targets: each declaration's path, by its rules, joined with its sources and excludes.
    private static func packageTargets(_ reader: ManifestReader, text: String, folder: String, names: [String]) -> [Target] {
        func firstFolder(_ candidates: [String]) -> String {
            candidates.first { names.contains($0) && isFolder("\(folder)/\($0)") } ?? candidates[0]
        }
        let sourceRoot = firstFolder(["Sources", "Source", "src", "srcs"])
        let testRoot = firstFolder(["Tests", "Sources", "Source", "src", "srcs"])
        let regular = reader.declared.filter { !$0.isTest }.count + reader.unclaimed
        let relaxed = regular == 1 && LanguageMode.toolsVersion(ofPackage: text).map { $0 >= (5, 9) } == true
        return reader.declared.map { declared in
            let root = declared.isTest ? testRoot : sourceRoot
            let path = declared.path ?? (relaxed && !declared.isTest && !isFolder("\(folder)/\(root)/\(declared.name)")
                ? root : "\(root)/\(declared.name)")
            func under(_ relative: [String]) -> [SourceGlob] {
                relative.flatMap { SourceGlob.expanding(path + "/" + $0) }
            }
            return Target(name: declared.name, isTest: declared.isTest, sources: under(declared.sources ?? [""]),
                          excludes: under(declared.excludes))
        }
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func contents(of path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
