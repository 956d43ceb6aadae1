import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory render-rib-graphs [FOLDER ...]`
///
/// Renders every `X.ribgraph.json` under the folders (relative to the package directory; by default the
/// package directory itself) into `X.svg` beside it, with this package's `ribgraph snapshot`. Files are
/// taken in sorted order and one line is printed per file. ribgraph's output is byte-identical run to
/// run, and an SVG is only replaced when its bytes differ, so a rerun touches nothing: docs diffs stay
/// clean. Hidden folders (`.build*`, `.git`, `.swiftpm`) are skipped. Needs no network.
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
        let folders = extractor.remainingArguments.filter { $0 != "--" }
        let roots = folders.isEmpty ? [package] : try folders.map { try Self.folder($0, in: package) }

        var inputs = Set<String>()
        for root in roots { inputs.formUnion(try Self.traces(under: root)) }
        let sorted = inputs.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        if sorted.isEmpty {
            print("render-rib-graphs: no *\(Self.suffix) under \(roots.map { Self.display($0.path, package) }.joined(separator: ", "))")
            return
        }

        var rendered = 0
        for (index, input) in sorted.enumerated() {
            let output = String(input.dropLast(Self.suffix.count)) + ".svg"
            let temporary = scratch.appendingPathComponent("\(index).svg")
            try? FileManager.default.removeItem(at: temporary)
            // Relative to the package, so that ribgraph's messages name the file as the user sees it.
            try Self.run(ribgraph, ["snapshot", Self.display(input, package), "-o", temporary.path], in: package)
            let fresh = try Data(contentsOf: temporary)
            let current = try? Data(contentsOf: URL(fileURLWithPath: output))
            let name = "\(Self.display(input, package)) -> \(Self.display(output, package))"
            if current == fresh {
                print("unchanged \(name)")
            } else {
                try fresh.write(to: URL(fileURLWithPath: output), options: .atomic)
                print("rendered  \(name)")
                rendered += 1
            }
            try? FileManager.default.removeItem(at: temporary)
        }
        print("render-rib-graphs: \(sorted.count) files, \(rendered) rendered, \(sorted.count - rendered) unchanged")
    }

    /// A folder argument, relative to the package directory unless absolute; it must exist.
    static func folder(_ argument: String, in package: URL) throws -> URL {
        let url = argument.hasPrefix("/") ? URL(fileURLWithPath: argument)
            : package.appendingPathComponent(argument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw RenderError("render-rib-graphs: \(argument): no such folder (folders are relative to \(package.path))")
        }
        return url.standardizedFileURL
    }

    /// Every `*.ribgraph.json` under `root`, skipping hidden files and folders (`.build*`, `.git`).
    static func traces(under root: URL) throws -> [String] {
        guard let walk = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]
        ) else { throw RenderError("render-rib-graphs: \(root.path): cannot list the folder") }
        var found: [String] = []
        for case let url as URL in walk where url.lastPathComponent.hasSuffix(suffix) {
            if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(url.standardizedFileURL.path)
            }
        }
        return found
    }

    /// Runs ribgraph; a failure becomes the plugin's error, with ribgraph's own message.
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
            throw RenderError(text.isEmpty ? "ribgraph \(arguments.joined(separator: " ")): exit \(process.terminationStatus)" : text)
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
