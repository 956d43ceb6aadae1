import Foundation
import PackagePlugin

/// A build-tool plugin that holds a target's RIBs to the app's architecture rules on every build: it runs
/// `ribgraph lint` on the target's Swift sources, which prints each violation as
/// `path:line:1: warning: …`, so `swift build` and Xcode show it as a warning on that line.
///
/// Rules, baseline and excludes come from `.ribgraph.yml` at the package's (or Xcode project's) root when
/// there is one, else ribgraph's default rules apply. The command runs on every build (it declares no
/// output, so SwiftPM adds nothing to the target) and never fails the build.
@main
struct RibGraphLint: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            ribgraph: context.tool(named: "ribgraph").url, name: target.name,
            sources: module.sourceFiles(withSuffix: "swift").map(\.url),
            root: context.package.directoryURL)
    }

    /// One `ribgraph lint` over `sources`, reading `root`'s settings file when it has one.
    static func commands(ribgraph: URL, name: String, sources: [URL], root: URL) -> [Command] {
        guard !sources.isEmpty else { return [] }
        let settings = root.appendingPathComponent(".ribgraph.yml")
        let hasSettings = FileManager.default.fileExists(atPath: settings.path)
        // The settings' paths describe the whole app; a target's build looks at its own sources only.
        let arguments = ["lint"] + sources.map(\.path) + ["--config", hasSettings ? settings.path : "none"]
        // No output files: SwiftPM would add them to the target (a JSON file as a resource bundle), and a
        // command without outputs runs on every build, as a linter should.
        return [
            .buildCommand(
                displayName: "ribgraph lint \(name)", executable: ribgraph, arguments: arguments,
                inputFiles: sources + (hasSettings ? [settings] : []), outputFiles: [])
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an Xcode project's targets (apps that are not packages). Untested: it compiles only where
/// Xcode provides XcodeProjectPlugin, and ribgraph is developed on Linux.
extension RibGraphLint: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        Self.commands(
            ribgraph: try context.tool(named: "ribgraph").url, name: target.displayName,
            sources: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url),
            root: context.xcodeProject.directoryURL)
    }
}
#endif
