import Foundation

/// The native targets of an Xcode project (`App.xcodeproj/project.pbxproj`) and the Swift files each compiles,
/// read as ``ManifestTargets`` reads `Package.swift` and Tuist's targets: an app made of one framework target per
/// RIB declares its modules there and nowhere else.
///
/// The file is an OpenStep property list, read with Foundation's `PropertyListSerialization` (which reads that
/// format on Linux too), never by hand. A target's files are those of its Sources build phase, each placed by
/// its group's path (`<group>`), the project's folder (`SOURCE_ROOT`) or as written (`<absolute>`), and the
/// folders Xcode 16 keeps in sync with the disk (`fileSystemSynchronizedGroups`, less their membership
/// exceptions). Its module is `PRODUCT_MODULE_NAME`, else a literal `PRODUCT_NAME`, else the target's name, as
/// Xcode makes a module name of it; its dependencies are its target dependencies, the frameworks it links and
/// the Swift packages' products it uses.
struct XcodeProject {
    /// One native target.
    struct Target: Equatable {
        var module: String
        var role: ManifestTargets.Role
        /// Files and synchronized folders, relative to the folder holding the `.xcodeproj`.
        var sources: [String]
        /// Paths inside those folders that the target leaves out.
        var excludes: [String]
        var dependencies: [String]
    }

    let targets: [Target]

    /// The object table of a parsed project file, with the helpers that follow its references.
    private struct Objects {
        let table: [String: [String: Any]]

        subscript(id: Any?) -> [String: Any]? { (id as? String).flatMap { table[$0] } }

        func list(_ object: [String: Any]?, _ key: String) -> [[String: Any]] {
            (object?[key] as? [Any] ?? []).compactMap { self[$0] }
        }
    }

    /// Reads the project file's bytes; nil when they are no property list, or not an Xcode project's.
    init?(data: Data) {
        guard
            let plist = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
                as? [String: Any],
            let table = plist["objects"] as? [String: Any],
            let rootID = plist["rootObject"] as? String
        else { return nil }
        let objects = Objects(table: table.compactMapValues { $0 as? [String: Any] })
        guard let root = objects[rootID] else { return nil }
        let paths = Self.paths(objects, root: root)
        targets = (root["targets"] as? [String] ?? []).compactMap { id in
            guard let target = objects.table[id], target["isa"] as? String == "PBXNativeTarget" else { return nil }
            return Self.target(target, id: id, objects: objects, paths: paths)
        }
    }

    /// The target `target` (object `id`) describes, its files placed by `paths`; nil for a target without a name.
    private static func target(_ target: [String: Any], id targetID: String, objects: Objects, paths: [String: String])
        -> Target?
    {
        guard let name = target["name"] as? String else { return nil }
        let phases = objects.list(target, "buildPhases")
        let sourceFiles = phases.filter { $0["isa"] as? String == "PBXSourcesBuildPhase" }
            .flatMap { objects.list($0, "files") }
            .compactMap { paths[$0["fileRef"] as? String ?? ""] }
            .filter { $0.hasSuffix(".swift") }
        let folders = (target["fileSystemSynchronizedGroups"] as? [String] ?? []).compactMap { paths[$0] }
        var excludes: [String] = []
        for id in target["fileSystemSynchronizedGroups"] as? [String] ?? [] {
            guard let folder = paths[id] else { continue }
            for exception in objects.list(objects[id], "exceptions") where exception["target"] as? String == targetID {
                excludes += (exception["membershipExceptions"] as? [String] ?? []).map { "\(folder)/\($0)" }
            }
        }
        return Target(
            module: moduleName(target, name: name, objects: objects),
            role: role(productType: target["productType"] as? String), sources: sourceFiles + folders,
            excludes: excludes, dependencies: dependencies(target, phases: phases, objects: objects))
    }

    /// What Xcode names the target's module: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME`, when either is written
    /// out rather than made of other settings, else the target's name; every character that cannot be in a Swift
    /// name made `_`.
    private static func moduleName(_ target: [String: Any], name: String, objects: Objects) -> String {
        let configurations = objects.list(objects[target["buildConfigurationList"]], "buildConfigurations")
        let settings = configurations.compactMap { $0["buildSettings"] as? [String: Any] }
        let literal = ["PRODUCT_MODULE_NAME", "PRODUCT_NAME"].lazy.compactMap { key in
            settings.lazy.compactMap { $0[key] as? String }.first { !$0.contains("$") }
        }.first
        let chosen = literal ?? name
        let identifier = String(chosen.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        return identifier.first?.isNumber == true ? "_" + identifier : identifier
    }

    /// The targets, frameworks and package products `target` depends on, by name.
    private static func dependencies(_ target: [String: Any], phases: [[String: Any]], objects: Objects) -> [String] {
        var names: [String] = []
        for dependency in objects.list(target, "dependencies") {
            if let name = objects[dependency["target"]]?["name"] as? String {
                names.append(name)
            } else if let name = objects[dependency["targetProxy"]]?["remoteInfo"] as? String {
                names.append(name)
            } else if let name = objects[dependency["productRef"]]?["productName"] as? String {
                names.append(name)
            }
        }
        for phase in phases where phase["isa"] as? String == "PBXFrameworksBuildPhase" {
            for file in objects.list(phase, "files") {
                if let path = objects[file["fileRef"]]?["path"] as? String, path.hasSuffix(".framework") {
                    names.append(String((path as NSString).lastPathComponent.dropLast(".framework".count)))
                } else if let name = objects[file["productRef"]]?["productName"] as? String {
                    names.append(name)
                }
            }
        }
        names += (target["packageProductDependencies"] as? [String] ?? []).compactMap {
            objects[$0]?["productName"] as? String
        }
        return names
    }

    /// What a target of `productType` is for: an app, a framework or a library owns its files; a test bundle's
    /// are left out; anything else (an extension, a tool, a clip) shares them.
    private static func role(productType: String?) -> ManifestTargets.Role {
        let type = productType ?? ""
        if type.hasSuffix(".application") || type.contains(".framework") || type.contains(".library") {
            return .primary
        }
        return type.contains("unit-test") || type.contains("ui-testing") ? .test : .secondary
    }

    /// The path of every file reference and group, relative to the project's folder, from the main group down:
    /// a `<group>` path is relative to its group's, a `SOURCE_ROOT` one to the project's folder; paths that
    /// leave the folder, or that are absolute or built, have none.
    private static func paths(_ objects: Objects, root: [String: Any]) -> [String: String] {
        var paths: [String: String] = [:]
        let projectFolder = normalized(root["projectDirPath"] as? String ?? "")
        guard let mainID = root["mainGroup"] as? String else { return paths }
        var pending: [(id: String, parent: String)] = [(mainID, projectFolder ?? "")]
        var seen: Set<String> = []
        while let (id, parent) = pending.popLast() {
            guard seen.insert(id).inserted, let object = objects.table[id] else { continue }
            let own = object["path"] as? String
            let base: String? =
                switch object["sourceTree"] as? String ?? "<group>" {
                case "<group>": parent
                case "SOURCE_ROOT": projectFolder ?? ""
                default: nil
                }
            guard let base else { continue }
            let joined = own.map { base.isEmpty ? $0 : "\(base)/\($0)" } ?? base
            guard let path = normalized(joined) else { continue }
            paths[id] = path
            for child in object["children"] as? [String] ?? [] { pending.append((child, path)) }
        }
        return paths
    }

    /// `path` without `.` and `x/..`; nil when it leaves the project's folder or is absolute.
    private static func normalized(_ path: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
