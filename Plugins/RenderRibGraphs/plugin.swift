import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-rib-graphs [FOLDER ...]`
/// `swift package --allow-writing-to-package-directory render-rib-graphs --scan OUTPUT.svg [--exclude GLOB ...] [FOLDER ...]`
///
/// Renders every `X.ribgraph.json` under the folders (relative to the package directory; by default the
/// package directory itself) into `X.svg` beside it, with this package's `ribgraph snapshot`. With
/// `--scan OUTPUT.svg` it scans the folders' Swift sources instead (`ribgraph scan`: the RIB tree that can
/// be attached, with each dependency's provider, no app run) and draws that tree into OUTPUT.svg. Files
/// are taken in sorted order and one line is printed per file. An SVG is only replaced when what it draws
/// changed (``DrawingFingerprint``, not Graphviz's bytes), so a rerun touches nothing and a picture
/// rendered on another machine does not read as stale: docs diffs stay clean. An SVG that is a symbolic link is written through, and stays a link. What ribgraph warns about
/// (a scan's skipped files) is shown as warnings. Hidden folders (`.build*`, `.git`, `.swiftpm`) are skipped. Needs no network.
@main
struct RenderRibGraphs: CommandPlugin {
    static let suffix = ".ribgraph.json"

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let ribgraph = try context.tool(named: "ribgraph").url
        let package = context.package.directoryURL.standardizedFileURL
        let scratch = context.pluginWorkDirectoryURL.appendingPathComponent("render", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)

        var extractor = ArgumentExtractor(arguments)
        _ = extractor.extractOption(named: "target")  // passed by some IDEs; folders name what to render
        let scan = extractor.extractOption(named: "scan")
        let excludes = extractor.extractOption(named: "exclude")
        let folders = extractor.remainingArguments.filter { $0 != "--" }
        let roots = folders.isEmpty ? [package] : try folders.map { try Self.folder($0, in: package) }
        if let output = scan.last {
            let relative = roots.map { Self.display($0.path, package) }.map { $0 == package.path ? "." : $0 }
            let trace = scratch.appendingPathComponent("scan.json").path
            // Run in the package directory, so that scan also reads the package's .ribgraph.yml (its excludes
            // and app name; the folders given here win over its paths, --exclude over its excludes).
            try Self.run(
                ribgraph, ["scan", "-o", trace] + excludes.flatMap { ["--exclude", $0] } + ["--"] + relative,
                in: package)
            let target = output.hasPrefix("/") ? output : package.appendingPathComponent(output).path
            let written = try Self.render(
                ribgraph, trace, to: target, named: "\(relative.joined(separator: " ")) (scanned)",
                scratch: scratch.appendingPathComponent("scan.svg"), package: package)
            print(
                "render-rib-graphs: scanned \(relative.joined(separator: ", ")), \(written ? "rendered" : "unchanged")")
            return
        }

        var inputs = Set<String>()
        for root in roots { inputs.formUnion(try Self.traces(under: root)) }
        let sorted = inputs.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        if sorted.isEmpty {
            print(
                "render-rib-graphs: no *\(Self.suffix) under \(roots.map { Self.display($0.path, package) }.joined(separator: ", "))"
            )
            return
        }

        var rendered = 0
        for (index, input) in sorted.enumerated() {
            let output = String(input.dropLast(Self.suffix.count)) + ".svg"
            // Relative to the package, so that ribgraph's messages name the file as the user sees it.
            if try Self.render(
                ribgraph, Self.display(input, package), to: output, named: Self.display(input, package),
                scratch: scratch.appendingPathComponent("\(index).svg"), package: package)
            {
                rendered += 1
            }
        }
        print("render-rib-graphs: \(sorted.count) files, \(rendered) rendered, \(sorted.count - rendered) unchanged")
    }

    /// Draws `trace` with `ribgraph snapshot` and replaces `output` only when what it draws changed: the
    /// SVG on disk carries the ``DrawingFingerprint`` of ribgraph's DOT for the trace, so a picture that
    /// another Graphviz rendered (on macOS) of the same drawing is left alone. Prints one line naming
    /// `name`. Returns whether `output` was written.
    static func render(
        _ ribgraph: URL, _ trace: String, to output: String, named name: String, scratch: URL,
        package: URL
    ) throws -> Bool {
        let dot = scratch.appendingPathExtension("dot")
        for file in [scratch, dot] { try? FileManager.default.removeItem(at: file) }
        defer { for file in [scratch, dot] { try? FileManager.default.removeItem(at: file) } }
        try run(ribgraph, ["snapshot", "-o", dot.path, "--format", "dot", "--", trace], in: package)
        let fingerprint = DrawingFingerprint(dot: try Data(contentsOf: dot), version: try version(of: ribgraph))
        let line = "\(name) -> \(display(output, package))"
        if let existing = try? Data(contentsOf: URL(fileURLWithPath: output)), fingerprint.marks(existing) {
            print("unchanged \(line)")
            return false
        }
        try run(ribgraph, ["snapshot", "-o", scratch.path, "--", trace], in: package)
        let fresh = fingerprint.stamped(try Data(contentsOf: scratch))
        // Through a symbolic link, never over it: a docs folder may link its SVG from elsewhere.
        try fresh.write(to: URL(fileURLWithPath: output).resolvingSymlinksInPath(), options: .atomic)
        print("rendered  \(line)")
        return true
    }

    /// `ribgraph --version`.
    static func version(of ribgraph: URL) throws -> String {
        let process = Process()
        process.executableURL = ribgraph
        process.arguments = ["--version"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A folder argument, relative to the package directory unless absolute; it must exist.
    static func folder(_ argument: String, in package: URL) throws -> URL {
        let url =
            argument.hasPrefix("/")
            ? URL(fileURLWithPath: argument)
            : package.appendingPathComponent(argument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError(
                "render-rib-graphs: \(argument): no such folder (folders are relative to \(package.path))")
        }
        return url.standardizedFileURL
    }

    /// Every `*.ribgraph.json` under `root`, skipping hidden files and folders (`.build*`, `.git`).
    static func traces(under root: URL) throws -> [String] {
        guard
            let walk = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
            )
        else { throw RenderError("render-rib-graphs: \(root.path): cannot list the folder") }
        var found: [String] = []
        for case let url as URL in walk where url.lastPathComponent.hasSuffix(suffix) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(url.standardizedFileURL.path)
            }
        }
        return found
    }

    /// Runs ribgraph; a failure becomes the plugin's error, with ribgraph's own message. On success its
    /// warnings on standard error (a scan's, about files it read as the parser recovered them or left out)
    /// are shown as the plugin's warnings; its progress lines are not.
    /// Paths follow `--`, so that one beginning with `-` is never read as an option.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = directory
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw RenderError(
                text.isEmpty ? "ribgraph \(arguments.joined(separator: " ")): exit \(process.terminationStatus)" : text)
        }
        for line in String(decoding: message, as: UTF8.self).split(whereSeparator: \.isNewline)
        where line.contains("warning: ") {
            Diagnostics.warning(String(line))
        }
    }

    /// A path relative to the package directory when it lies inside it.
    static func display(_ path: String, _ package: URL) -> String {
        let base = package.path.hasSuffix("/") ? package.path : package.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }
}

struct RenderError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
