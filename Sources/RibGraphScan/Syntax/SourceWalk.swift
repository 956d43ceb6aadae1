/// A walk of ``SourceDiscovery`` through the given folders: the folders entered so far, the files and
/// manifests found, and what was left out on the way.
struct SourceWalk {
    /// A file or folder, whatever path reaches it: its device and inode.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The given folders' real paths, each ending in `/`: links out of them are not followed.
    var roots: [String] = []
    var entered: Set<Identity> = []
    /// The Swift files found, by path as printed.
    var files: [String: Identity] = [:]
    var diagnostics: [ScanDiagnostic] = []
    /// The readable manifests met so far. A target may take files anywhere below its manifest's folder or
    /// Tuist's root, so they name the files once the walk is over.
    var manifests: [ManifestTargets] = []
    /// The files of demo apps, which keep their folders' names whatever the manifests declare.
    var demoFiles: [SourceFile] = []
    /// What the manifests say of the modules that take files.
    var modules: [String: ModuleFacts] = [:]
    /// Tuist's helpers, by the root folder they were read below (nil: that root has none).
    var helpers: [String: ManifestHelpers?] = [:]

    /// `files` named by the targets that take them, without those of test targets.
    mutating func claiming(_ files: [SourceFile]) -> [SourceFile] {
        guard !manifests.isEmpty else { return files }
        return files.compactMap { file in
            switch ManifestTargets.claim(file.path, by: manifests) {
            case .test: return nil
            case .module(let target):
                let facts = ModuleFacts(namedBy: target.namedBy, dependencies: target.dependencies.map(Set.init))
                if modules[target.name] == nil {
                    modules[target.name] = facts
                } else {
                    modules[target.name]!.merge(facts)
                }
                return SourceFile(path: file.path, module: target.name, languageMode: file.languageMode)
            case nil: return file
            }
        }
    }

    /// The helpers below Tuist's root `root` (as printed), read once within `limits`.
    mutating func helpers(below root: String?, limits: ScanLimits) -> ManifestHelpers? {
        guard let root else { return nil }
        if let known = helpers[root] { return known }
        let loaded = ManifestHelpers.load(root: root, limits: limits, into: &diagnostics)
        helpers[root] = loaded
        return loaded
    }

    /// Whether `folder` is entered for the first time.
    @discardableResult
    mutating func enter(_ folder: Identity?) -> Bool {
        folder.map { entered.insert($0).inserted } ?? true
    }

    /// Whether the real path `target` is inside one of the given folders.
    func isInside(_ target: String) -> Bool {
        roots.contains { (target + "/").hasPrefix($0) }
    }

    /// The components of the real path `target` below the given folder that holds it; nil when none does.
    func componentsBelowRoot(_ target: String) -> [Substring]? {
        roots.first { (target + "/").hasPrefix($0) }.map { target.dropFirst($0.count - 1).split(separator: "/") }
    }

    /// Records that `path` is left out, and why.
    mutating func warn(_ path: String, _ message: String) {
        diagnostics.append(ScanDiagnostic(kind: .skippedPath, place: nil, message: "\(path): \(message)"))
    }
}
