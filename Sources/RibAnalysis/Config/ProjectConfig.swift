import Foundation
import RibTrace
import Yams

/// An app's `.ribgraph.yml`, as `.swiftlint.yml` is SwiftLint's: what to scan, what to leave out, the app's
/// name, the rules and the baseline, written once at the app's root instead of as flags in CI and on every
/// laptop. A command's flag wins over the file.
///
/// ```yaml
/// app: Films
/// paths: [App, Packages]
/// excludes: ["*Mock*"]
/// rules:                 # inline, as in a rules file (docs/rules.md), or the path of a rules file
///   maxDepth: 6
/// baseline: ribgraph-baseline.json
/// ```
///
/// Paths in the file are relative to the folder that holds it, and come back relative to the current
/// folder (as the user would type them there). A path must stay inside that folder: a fork's config that
/// lists `/` or `../..` would have CI scan, and quote, files outside the repository (issue 31). Every
/// problem is an `InputError` (exit status 65) naming the file and the line: an unknown key, a value of
/// the wrong type, a path that leaves the folder, invalid YAML, invalid rules.
package struct ProjectConfig: Sendable, Equatable {
    /// The name commands look for in the current folder.
    package static let fileName = ".ribgraph.yml"
    /// The keys the file may hold, in the order `ribgraph init` writes them.
    package static let keys = ["app", "paths", "excludes", "rules", "baseline"]

    /// The file read, as it was named.
    package var file: String
    /// The app's name (`scan --app`).
    package var app: String?
    /// What `scan` reads; empty when the file does not say.
    package var paths: [String]
    /// Globs `scan` leaves out.
    package var excludes: [String]
    /// The rules, inline or from the rules file the config names.
    package var rules: RuleSet?
    /// The name to give the rules in messages: the rules file's path, or `FILE (rules)` for inline rules.
    package var rulesName: String?
    /// The baseline file's path.
    package var baseline: String?

    /// Reads the config at `path`, and the rules file it names, within `limits`. Throws `InputError`.
    package static func load(contentsOfFile path: String, limits: InputLimits) throws -> ProjectConfig {
        let data = try RuleFileReader.contents(of: path, limits: limits)
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: path, place: .input, reason: "not UTF-8 text")
        }
        return try ProjectConfig(text: text, file: path, limits: limits)
    }

    /// Reads a config from `text`, naming it `file` in errors and resolving its paths against `file`'s folder;
    /// `limits` bound the text and the rules file it names.
    package init(text: String, file: String, limits: InputLimits) throws {
        self.file = file
        paths = []
        excludes = []
        try RuleFileReader.checkYAML(text, file: file, limits: limits)
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw RuleFileReader.syntaxError(error, file: file)
        }
        guard let root else { return }  // an empty or all-comment file says nothing
        guard case .mapping(let mapping) = root else {
            throw Self.error(file, root, "expected a mapping of \(Self.keys.joined(separator: ", "))")
        }
        let folder = ParentFolder.of(file)
        let inside = { (node: Node, key: String) throws -> String in
            try Self.inside(Self.string(node, file, key), folder: folder, file: file, node: node, key: key)
        }
        for (key, value) in mapping {
            let name = key.string ?? ""
            switch name {
            case "app": app = try Self.string(value, file, name)
            case "paths": paths = try Self.scalars(value, file, name).map { try inside($0, name) }
            case "excludes": excludes = try Self.scalars(value, file, name).map { try Self.string($0, file, name) }
            case "baseline": baseline = try inside(value, name)
            case "rules":
                if case .mapping = value {
                    rules = try Self.inlineRules(value, file: file)
                    rulesName = "\(file) (rules)"
                } else {
                    let path = try inside(value, "rules (inline rules or a rules file's path)")
                    rules = try RuleSet.load(contentsOfFile: path, limits: limits)
                    rulesName = path
                }
            default:
                let suggestion =
                    NameSuggestion.nearest(to: name, among: Self.keys).map { " (did you mean \"\($0)\"?)" }
                    ?? " (expected one of: \(Self.keys.joined(separator: ", ")))"
                throw Self.error(file, key, "unknown key \(InputExcerpt.quoted(name))\(suggestion)")
            }
        }
    }

    /// What a scan reads, as every command that scans and RibGraphTesting's `RIBApp.scan` choose it: the paths
    /// given when there are any, else the settings' paths, else the current folder; excludes and app likewise
    /// (without a fallback).
    package static func scanInputs(
        paths: [String], excludes: [String], app: String?, settings: ProjectConfig?
    ) -> (paths: [String], excludes: [String], app: String?) {
        let listed = settings?.paths ?? []
        let chosen = paths.isEmpty ? (listed.isEmpty ? ["."] : listed) : paths
        return (chosen, excludes.isEmpty ? settings?.excludes ?? [] : excludes, app ?? settings?.app)
    }

    private static func error(_ file: String, _ node: Node, _ reason: String) -> InputError {
        InputError(file: file, place: .init(line: node.mark?.line, column: node.mark?.column), reason: reason)
    }

    private static func string(_ node: Node, _ file: String, _ key: String) throws -> String {
        guard case .scalar(let scalar) = node, !scalar.string.isEmpty else {
            throw error(file, node, "\(key): expected a string")
        }
        return scalar.string
    }

    /// The nodes of a list of strings, or one string standing for a list of one.
    private static func scalars(_ node: Node, _ file: String, _ key: String) throws -> [Node] {
        if case .scalar = node { return [node] }
        guard case .sequence(let sequence) = node else { throw error(file, node, "\(key): expected a list of strings") }
        return Array(sequence)
    }

    /// `path`, written in the config at `node`, resolved against the config's `folder`. Throws when it leaves
    /// that folder: absolute, climbing above it with `..`, or (when it exists) a link whose target is outside.
    private static func inside(_ path: String, folder: String, file: String, node: Node, key: String) throws -> String {
        // A path the settings name becomes the file an error names: a control character in it would reach the log.
        guard !path.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) else {
            throw error(
                file, node, "\(key): \(InputExcerpt.quoted(path)) holds a control character; name a path without one")
        }
        let resolved = folder.isEmpty ? path : (folder as NSString).appendingPathComponent(path)
        var depth = 0
        let climbs = path.split(separator: "/").contains { part in
            depth += part == ".." ? -1 : part == "." ? 0 : 1
            return depth < 0
        }
        let top = URL(fileURLWithPath: folder.isEmpty ? "." : folder).resolvingSymlinksInPath().path
        let target = URL(fileURLWithPath: resolved).resolvingSymlinksInPath().path
        let escapes = FileManager.default.fileExists(atPath: resolved) && target != top && !target.hasPrefix(top + "/")
        guard !path.hasPrefix("/"), !climbs, !escapes else {
            throw error(
                file, node,
                "\(key): \(InputExcerpt.quoted(path)) leaves the folder that holds \((file as NSString).lastPathComponent); "
                    + "list paths inside it (relative, without climbing out with .. or through a link)")
        }
        return resolved
    }

    /// Rules written in the config: decoded as a rules file's, and an error in them named at its line.
    private static func inlineRules(_ node: Node, file: String) throws -> RuleSet {
        do {
            return try YAMLDecoder().decode(RuleSet.self, from: Yams.serialize(node: node))
        } catch {
            let located = StrictDecoding.fileError(error, file: file)
            let path: String
            switch located.place {
            case .document: path = ""
            case .path(let named): path = named
            case .input, .text: throw located
            }
            throw Self.error(
                file, Self.node(at: path, in: node) ?? node, "rules\(path.isEmpty ? "" : ".\(path)"): \(located.reason)"
            )
        }
    }

    /// The key (or list element) a decoding path such as `forbidden[0].parent` names, for its line.
    private static func node(at path: String, in root: Node) -> Node? {
        var current = root, found: Node? = nil
        for part in path.split(separator: ".") {
            let name = String(part.prefix { $0 != "[" })
            guard case .mapping(let mapping) = current,
                let pair = mapping.first(where: { $0.key.string == name })
            else { return found }
            found = pair.key
            current = pair.value
            for index in part.split(separator: "[").dropFirst().compactMap({ Int($0.dropLast()) }) {
                guard case .sequence(let sequence) = current, sequence.indices.contains(index) else { return found }
                current = sequence[index]
                found = current
            }
        }
        return found
    }
}
