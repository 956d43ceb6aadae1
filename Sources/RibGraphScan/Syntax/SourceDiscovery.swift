import Foundation
import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file to scan: its path as printed, and the module it most likely belongs to.
struct SourceFile: Sendable, Equatable {
    /// The user's spelling of the scanned folder joined with the relative path, no leading `./`.
    var path: String
    /// The target that compiles it, as a `Package.swift` or Tuist `Project.swift` under the scanned folder
    /// declares it (``ManifestTargets``); for a file no target the scan can read takes, the folder under a
    /// package's `Sources`, a project's folder holding `Sources`, else the scanned folder's name. Used to tell
    /// apart types of one name in different modules.
    var module: String
    /// The language mode its package or project declares (Swift 5 when none the scan reads says).
    var languageMode: LanguageMode = .swift5
}

/// Finds the Swift files to scan under the given paths, in a stable order.
///
/// Skips, below each given folder: hidden folders, dependency and build folders (`Pods`, `Carthage`, `.build`,
/// `DerivedData`), test targets (a folder named `Tests` or ending in `Tests`, e.g. `AppUITests`, and the files
/// of a test target a manifest declares), Xcode and Tuist file templates (`*.xctemplate`, `Tuist`, `Templates`,
/// names holding `___VARIABLE_`), the package and project manifests, demo and example apps of feature modules
/// (`Demo`, `Example`, `Sample` folders and their plurals, `*Demo`, `*DemoApp`, `*ExampleApp`, `*SampleApp`)
/// unless ``includeDemos``, and whatever matches an `--exclude` glob. A path given explicitly is always scanned.
///
/// A symbolic link whose target is outside every given folder is not followed unless ``followLinks``: a tree
/// from a fork's pull request could otherwise bring in `/etc/passwd` or another checkout's RIBs. Each folder
/// and file is known by its device and inode, one `lstat` an entry, never by resolving its path (`realpath`
/// reads every component of it, which is quadratic in a deep tree).
struct SourceDiscovery: Sendable {
    /// Folders never entered, whatever the globs.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", ".build", "DerivedData", "Tuist", "Templates"]
    /// Manifests: Swift files that describe the build, not the app.
    static let manifests: Set<String> = [
        "Package.swift", "Project.swift", "Workspace.swift", "Tuist.swift",
        "Config.swift", "Dependencies.swift",
    ]

    /// Globs (`fnmatch`'s, matched in linear time) matched against a file's or folder's path (as printed) and
    /// against its name.
    var excludes: [NamePattern]
    /// Scan demo and example apps too, each as a module of its own (named by its folder's path), so that its
    /// RIBs are never merged by name with the app's.
    var includeDemos: Bool
    /// Follow symbolic links out of the given folders too (unsafe on a tree someone else wrote).
    var followLinks: Bool
    /// The manifests' size, nesting, parse time and globs.
    var limits: ScanLimits

    /// Creates a discovery with extra exclude globs.
    init(
        excludes: [String] = [], includeDemos: Bool = false, followLinks: Bool = false,
        limits: ScanLimits
    ) {
        self.excludes = excludes.map(NamePattern.init)
        self.includeDemos = includeDemos
        self.followLinks = followLinks
        self.limits = limits
    }

    /// The `.swift` files under `paths`, sorted by path within each given path, each once.
    /// Throws ``ScanError/missingPath(_:)`` for a path that does not exist.
    func files(in paths: [String]) throws -> [SourceFile] {
        try discover(in: paths).files
    }

    /// What ``discover(in:)`` finds.
    struct Found {
        var files: [SourceFile]
        /// Folders, files and links left out that no glob or skipped folder explains.
        var diagnostics: [ScanDiagnostic]
        /// What the manifests say of each module they name (a module named by the folder rule has no entry).
        var modules: [String: ModuleFacts]
    }

    /// The `.swift` files under `paths`, sorted by path within each given path, each file once however it is
    /// reached (by device and inode: `App` and `./App/../App`, a link and its target), and a warning for every
    /// folder, file or link left out that a glob or the skipped folders do not explain. Symbolic links to
    /// folders and `.swift` files within the given folders are followed (all of them with ``followLinks``),
    /// each folder entered once, so a link loop ends.
    /// Throws ``ScanError/missingPath(_:)`` for a path that does not exist, ``ScanError/unreadablePath(_:reason:)``
    /// for one that cannot be read.
    func discover(in paths: [String]) throws -> Found {
        var found: [SourceFile] = []
        var seen = Set<SourceWalk.Identity>()
        var walk = SourceWalk()
        walk.roots = paths.compactMap { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue
            else { return nil }
            return Self.realPath(path).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ScanError.missingPath(path)
            }
            if let reason = Self.unreadable(path, isDirectory: isDirectory.boolValue) {
                throw ScanError.unreadablePath(path, reason: reason)
            }
            var files: [SourceFile] = []
            let printed = Self.printable(path)
            let name = Self.folderName(of: path)
            if isDirectory.boolValue {
                walk.enter(Self.identity(of: path, following: true))
                self.walk(
                    folder: path, printed: printed, module: .init(name: name, nextIsModule: false, mode: .swift5),
                    into: &files, state: &walk)
                files = walk.claiming(files) + walk.demoFiles
                walk.demoFiles = []
            } else {
                files.append(
                    SourceFile(path: printed, module: Self.folderName(of: ParentFolder.of(path)))
                )
            }
            for file in files.sorted(by: { $0.path < $1.path })
            where (walk.files[file.path] ?? Self.identity(of: path, following: true)).map({ seen.insert($0).inserted })
                ?? true
            {
                found.append(file)
            }
        }
        return Found(files: found, diagnostics: walk.diagnostics, modules: walk.modules)
    }

    /// Why `path` cannot be read (a folder listed, a file opened), or nil.
    private static func unreadable(_ path: String, isDirectory: Bool) -> String? {
        if isDirectory {
            guard let folder = opendir(path) else { return SystemErrorText.words(errno) }
            closedir(folder)
            return nil
        }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return SystemErrorText.words(errno) }
        close(fd)
        return nil
    }

    /// What `path` is, and which file, from `lstat` (or `stat` when `following` links): FileManager's
    /// attributes also look up the owner's and group's names, which reads the user database once for every
    /// file of the scan.
    private static func entry(_ path: String, following: Bool = false) -> (
        type: FileAttributeType, id: SourceWalk.Identity
    )? {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        let id = SourceWalk.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return (.typeDirectory, id)
        case S_IFREG: return (.typeRegular, id)
        case S_IFLNK: return (.typeSymbolicLink, id)
        default: return (.typeUnknown, id)
        }
    }

    private static func identity(of path: String, following: Bool) -> SourceWalk.Identity? {
        entry(path, following: following)?.id
    }

    /// `path` with every link, `.` and `..` resolved; nil for a dangling link.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file's path as printed: `./App/X.swift` is `App/X.swift`.
    static func printable(_ path: String) -> String {
        var path = path
        while path.hasPrefix("./") { path.removeFirst(2) }
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The module files of a folder belong to, and whether its subfolders are package targets.
    private struct ModuleState {
        /// The module by the folder rule, for files no manifest's target takes.
        var name: String
        var nextIsModule: Bool
        /// The language mode the nearest package or project above declares.
        var mode: LanguageMode
        /// False inside a demo app, which is named by its folder whatever its manifests declare.
        var readsManifests = true
        /// Tuist's root folder as printed: the nearest above holding a `Tuist` folder, a `Plugin.swift` or `.git`.
        var tuistRoot: String?

        /// The state inside `child`, a subfolder of a folder whose entries are `siblings`.
        func entering(_ child: String, siblings: [String], parentName: String) -> ModuleState {
            var inner = self
            if nextIsModule {
                inner.name = child
                inner.nextIsModule = false
            } else if child == "Sources" {
                if siblings.contains("Package.swift") { inner.nextIsModule = true } else { inner.name = parentName }
            }
            return inner
        }
    }

    private static func folderName(of path: String) -> String {
        let name = (URL(fileURLWithPath: path).standardizedFileURL.path as NSString).lastPathComponent
        return name.isEmpty ? "/" : name
    }

    private func walk(
        folder: String, printed: String, module: ModuleState, into files: inout [SourceFile],
        state: inout SourceWalk
    ) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder).sorted() else {
            state.warn(
                printed,
                "cannot read this folder (\(Self.unreadable(folder, isDirectory: true) ?? "unknown reason")); "
                    + "it is left out")
            return
        }
        let folderName = Self.folderName(of: folder)
        var module = module
        if ["Tuist", "Plugin.swift", ".git"].contains(where: names.contains) { module.tuistRoot = printed }
        let entries = self.entries(of: folder, names: names, printed: printed, state: &state)
        readManifests(folder, printed: printed, names: names, entries: entries, module: &module, state: &state)
        for name in names {
            guard let (type, id) = entries[name] else { continue }
            let full = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
            let shown = printed == "." ? name : "\(printed)/\(name)"
            if type == .typeDirectory {
                guard !Self.isSkippedFolder(name) else { continue }
                guard state.enter(id) else {
                    state.warn(
                        shown, "a link to a folder this scan already reads (\(Self.realPath(full) ?? full)); read once")
                    continue
                }
                if Self.isDemoFolder(name) {
                    guard includeDemos else { continue }
                    var demo: [SourceFile] = []
                    walk(
                        folder: full, printed: shown,
                        module: ModuleState(
                            name: shown, nextIsModule: false, mode: module.mode,
                            readsManifests: false),
                        into: &demo, state: &state)
                    state.demoFiles += demo
                    continue
                }
                walk(
                    folder: full, printed: shown,
                    module: module.entering(name, siblings: names, parentName: folderName),
                    into: &files, state: &state)
            } else if type == .typeRegular, name.hasSuffix(".swift"), !Self.manifests.contains(name),
                !Self.isTemplate(name)
            {
                files.append(SourceFile(path: shown, module: module.name, languageMode: module.mode))
                state.files[shown] = id
            }
        }
    }

    /// What each entry of `folder` (its `names`) is, links followed to what they point at when they stay
    /// within the given folders (or ``followLinks``); an entry excluded, or a link to nothing or out of the
    /// folders, is left out, with a warning when it is a Swift file or a folder the scan would read.
    private func entries(
        of folder: String, names: [String], printed: String, state: inout SourceWalk
    ) -> [String: (type: FileAttributeType, id: SourceWalk.Identity)] {
        var entries: [String: (type: FileAttributeType, id: SourceWalk.Identity)] = [:]
        for name in names {
            let full = folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)"
            let shown = printed == "." ? name : "\(printed)/\(name)"
            guard !isExcluded(name: name, path: shown), var entry = Self.entry(full) else { continue }
            if entry.type == .typeSymbolicLink {
                let relevant = name.hasSuffix(".swift") || !Self.isSkippedFolder(name)
                guard let real = Self.realPath(full), let target = Self.entry(real) else {
                    if relevant {
                        state.warn(
                            shown,
                            "a symbolic link to nothing (\((try? FileManager.default.destinationOfSymbolicLink(atPath: full)) ?? "?")); it is left out"
                        )
                    }
                    continue
                }
                guard followLinks || state.isInside(real) else {
                    if relevant {
                        state.warn(
                            shown,
                            "a symbolic link out of the scanned folders; it is not followed (--follow-links follows it)"
                        )
                    }
                    continue
                }
                if let refusal = Self.unreadTarget(
                    state.componentsBelowRoot(real), isFolder: target.type == .typeDirectory)
                {
                    if relevant { state.warn(shown, "a symbolic link \(refusal); it is not followed") }
                    continue
                }
                entry = target
            }
            entries[name] = entry
        }
        return entries
    }

    /// Why a link to the file or folder at `components` (below a given folder) leads where the scan would not
    /// read by itself, or nil: into a hidden, dependency or build folder (`.git`, `.build`, `Pods`), or to a
    /// file that is no Swift source the scan reads (`Leak.swift -> .git/config`: its warnings would quote the
    /// checkout's credentials).
    private static func unreadTarget(_ components: [Substring]?, isFolder: Bool) -> String? {
        guard let components, let name = components.last else { return nil }
        if let skipped = (isFolder ? components[...] : components.dropLast()).first(where: {
            isSkippedFolder(String($0))
        }) {
            return "into \(InputExcerpt.quoted(String(skipped))), a folder the scan does not read"
        }
        if !isFolder, !name.hasSuffix(".swift") || manifests.contains(String(name)) || isTemplate(String(name)) {
            return "to a file that is not a Swift source the scan reads"
        }
        return nil
    }

    /// Reads the manifests of `folder`: the language mode its package or project declares, and, outside a
    /// demo app, the targets they declare and which files they take.
    private func readManifests(
        _ folder: String, printed: String, names: [String],
        entries: [String: (type: FileAttributeType, id: SourceWalk.Identity)], module: inout ModuleState,
        state: inout SourceWalk
    ) {
        let texts = manifestTexts(folder, printed: printed, entries: entries, state: &state)
        if let declared = LanguageMode.declared(names: names, texts: texts) {
            module.mode = declared
        }
        if module.readsManifests {
            let read = ManifestTargets.read(
                folder: folder, printed: printed, names: names, texts: texts, root: module.tuistRoot, limits: limits,
                helpers: texts.project != nil ? state.helpers(below: module.tuistRoot, limits: limits) : nil)
            if let targets = read.targets { state.manifests.append(targets) }
            state.diagnostics += read.diagnostics
        }
    }

    static func isSkippedFolder(_ name: String) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(name) || name.hasSuffix(".xcassets")
            || name.hasSuffix("Tests") || name.hasSuffix(".xctemplate") || isTemplate(name)
    }

    /// A demo or example app of a feature module: it builds the feature's RIBs its own way, and often declares
    /// types of the app's names (its own `RootBuilder`).
    static func isDemoFolder(_ name: String) -> Bool {
        ["Demo", "Demos", "Example", "Examples", "Sample", "Samples"].contains(name)
            || ["Demo", "DemoApp", "ExampleApp", "SampleApp"].contains { name.hasSuffix($0) }
    }

    /// A file template's placeholder name (`___VARIABLE_productName___Builder.swift`).
    private static func isTemplate(_ name: String) -> Bool {
        name.contains("___VARIABLE_") || name.contains("___FILEBASENAME")
    }

    private func isExcluded(name: String, path: String) -> Bool {
        excludes.contains { glob in glob.matches(path) || glob.matches(name) }
    }

    /// The folder's manifests the scan may read: regular files (or links to them within the given folders),
    /// each within ``ScanLimits/maxFileBytes``; a warning for one that is larger or cannot be read.
    private func manifestTexts(
        _ folder: String, printed: String, entries: [String: (type: FileAttributeType, id: SourceWalk.Identity)],
        state: inout SourceWalk
    ) -> ManifestTargets.Texts {
        func text(_ name: String) -> String? {
            guard entries[name]?.type == .typeRegular else { return nil }
            return ManifestTargets.text(
                of: folder.hasSuffix("/") ? folder + name : "\(folder)/\(name)",
                shown: printed == "." ? name : "\(printed)/\(name)", limits: limits,
                consequence: ManifestTargets.manifestLeftOut, into: &state.diagnostics)
        }
        // Project files run to megabytes in a large app: room for sixteen times the largest Swift file.
        let projectLimit = limits.maxFileBytes.multipliedReportingOverflow(by: 16)
        var projectLimits = limits
        projectLimits.maxFileBytes = projectLimit.overflow ? .max : projectLimit.partialValue
        let projects = entries.keys.sorted().filter {
            $0.hasSuffix(".xcodeproj") && entries[$0]?.type == .typeDirectory
        }
        .compactMap { name -> (name: String, data: Data)? in
            let inside = "\(name)/project.pbxproj"
            guard
                let text = ManifestTargets.text(
                    of: folder.hasSuffix("/") ? folder + inside : "\(folder)/\(inside)",
                    shown: printed == "." ? inside : "\(printed)/\(inside)", limits: projectLimits,
                    consequence: ManifestTargets.manifestLeftOut, into: &state.diagnostics)
            else { return nil }
            return (name, Data(text.utf8))
        }
        return ManifestTargets.Texts(
            package: text("Package.swift"), project: text("Project.swift"), xcodeProjects: projects)
    }
}
