import ArgumentParser
import RibAnalysis
import RibGraphScan
import RibOutput
import RibTrace

/// `ribgraph scan PATH... -o TRACE`: the tree of RIBs that can be attached, read from Swift sources.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Read Swift sources and write the tree of RIBs that can be attached, with dependency provenance.",
        discussion: """
            Finds Dependency protocols, Components (RIBs' Component, EmptyComponent, needle's Component and \
            BootstrapComponent) with the members of every extension, Builders (Builder and the componentized \
            builders), Routers (LaunchRouter, ViewableRouter, Router) and adapters (plain classes that build a child), \
            in any layout: one XBuilder.swift, XComponent+Y.swift extensions, Interface/Impl modules, several packages. \
            The trace ("origin": "source", version 2) holds every RIB type once and every (parent, child) route once; \
            RIB types no launched RIB reaches are kept and listed in a warning. For every property of every \
            Dependency it names the component that really provides it, where (path:line), and the forwards it \
            passes through (ribgraph explain TRACE RIB.property prints them).

            Skipped below each PATH: hidden folders, Pods, Carthage, .build, DerivedData, test targets (folders \
            named Tests or ending in Tests, and those Package.swift or Project.swift declare), file templates, manifests and demo apps (see --include-demos); --exclude adds globs, matched against each file's and folder's \
            path and name. Warnings (syntax errors, types of one name in two modules, a child builder that cannot be \
            resolved, unresolved properties with the closest candidates) go to standard error as path:line lines; \
            they never stop the scan. A file too large, too deeply nested or too slow to parse is left out with a \
            warning naming it and the flag that raises the limit; so is a Package.swift or Project.swift, whose \
            files then take their modules from their folders. Symbolic links within the PATHs are followed, each \
            folder and file read once; a link out of them is reported and not followed (see --follow-links). \
            See docs/scan.md.

            Exit status: 0 done (warnings or not); 64 usage; 65 no RIB found in the sources, or more than \
            --max-ribs; 66 a PATH does not exist or cannot be read; 73 the output cannot be written.
            """
    )

    @Argument(
        help: ArgumentHelp(
            "Swift files or folders to scan (default: .ribgraph.yml's paths, else .).", valueName: "path"))
    var paths: [String] = []

    @Option(name: .shortAndLong, help: ArgumentHelp("The trace to write, - for standard output.", valueName: "trace"))
    var output: String

    @Option(
        name: .customLong("exclude"),
        help: ArgumentHelp(
            "Leave out files and folders matching this glob (repeatable), e.g. 'Legacy/*' or '*Mock*'.",
            valueName: "glob"))
    var excludes: [String] = []

    @Option(
        help: ArgumentHelp("The app's name in the trace (default: the first path's last component).", valueName: "name")
    )
    var app: String?

    @Flag(help: "Also scan demo and example apps (Demo, Example, Sample folders), each as a module of its own.")
    var includeDemos = false

    @Flag(
        help: ArgumentHelp(
            "Also follow symbolic links that lead out of the scanned folders. Unsafe on a tree someone else wrote "
                + "(a fork's pull request): a link can bring in any file the scan can read."))
    var followLinks = false

    @Flag(help: "Print only the summary line, with the warnings counted by kind.")
    var quiet = false

    @OptionGroup var limits: ScanLimitOptions

    @OptionGroup var config: ConfigOption

    func run() throws {
        let scan = try ProjectConfig.scanInputs(
            paths: paths, excludes: excludes, app: app, settings: config.load(limits: .standard))
        let result = try ReportedScan(
            paths: scan.paths, excludes: scan.excludes, includeDemos: includeDemos, followLinks: followLinks,
            quiet: quiet, app: scan.app, limits: limits.limits
        ).run(report: FileHandleOutput.standardError)
        try OutputGuard.check(file: output, against: result.files)
        try AtomicFileWriter.write(TraceEncoder.encode(result.trace), to: output)
    }
}
