import ArgumentParser
import Foundation
import RibAnalysis
import RibGraph
import RibGraphScan
import RibOutput
import RibTrace

extension FlattenKind: ExpressibleByArgument {}

/// `ribgraph flatten TRACE -o OUT`: the flattening article's advice applied to the app, as a proposal trace,
/// a plan, a picture beside today's tree, and optionally Swift skeletons of the proposed RIBs.
struct FlattenCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flatten",
        abstract:
            "Propose a flattened RIB tree for the app: wrappers for reused and deep routing, navigations for push chains.",
        discussion: """
            Reads a scan or a recording and finds what seed 000 advises against (docs/flatten.md): a reused RIB \
            that routes, routing deep inside a flow, and push chains of three or more pushes in a row. Each -o is written \
            in the format its extension names: .json the proposal (a source trace every command reads), .md the \
            plan, .svg/.png/.pdf/.dot today and the proposal side by side. --emit-swift DIR writes a Builder, \
            Router and Interactor per proposed RIB, fitted to the app's files (read below --sources, the folder \
            the scan ran in). With no -o the plan's summary goes to standard output. \
            Exit status: 0 done; 1 --check and a change is proposed; 64 usage; 65 bad trace; 66 a file missing; \
            70 Graphviz failure; 73 output cannot be written.
            """
    )

    @OptionGroup var input: TraceArgument

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "An output: the proposal (.json), the plan (.md) or the picture; - is standard output; repeatable.",
            valueName: "file"))
    var output: [String] = []

    @Option(help: "The format of the one output (default: from its extension, else svg).")
    var format: FormatOption<FlattenFormats>?

    @Option(
        help: ArgumentHelp("Propose changes only within what this RIB can reach (an id or a name).", valueName: "rib"))
    var focus: String?

    @Option(
        name: .customLong("skip"),
        help: ArgumentHelp("Leave one kind of change off: reused, nested or push-chain; repeatable.", valueName: "kind")
    )
    var skipped: [FlattenKind] = []

    @Option(
        name: .customLong("emit-swift"),
        help: ArgumentHelp(
            "Write the Swift skeletons of the proposed RIBs under this folder, one subfolder each.", valueName: "folder"
        ))
    var emitSwift: String?

    @Option(
        help: ArgumentHelp(
            "With --emit-swift: the folder the scan ran in, where the RIBs' files are.",
            valueName: "folder"))
    var sources = "."

    @Flag(help: "Exit 1 when a change is proposed: for a tree that must stay flat.")
    var check = false

    @OptionGroup var drawing: DrawingOptions

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        try drawing.refuseTunnels(in: "flatten")
        if format != nil && output.count != 1 {
            throw ValidationError("--format applies to one output; with several, each one's extension names its format")
        }
        if output.filter({ $0 == "-" }).count > 1 { throw ValidationError("standard output (-) can be written once") }
    }

    func run() throws {
        for file in output { try protectInputs([input.trace], output: file) }
        let formats = try output.map { try FormatOption.choose(format, for: $0) }
        let loaded = try input.loaded(limits: limits.limits)
        let found = try FlattenProposal(
            trace: loaded.trace, options: FlattenOptions(focus: focus, skipped: Set(skipped)))
        // With skeletons, the proposal says the module each proposed RIB goes in, as they do.
        let skeleton = try emitSwift.map { _ in try Self.skeleton(of: found, sources: sources) }
        let proposal = skeleton.map { found.placed(inModules: $0.modules) } ?? found
        let picture = FlattenPicture(proposal: proposal, source: loaded.source, options: drawing.options)
        // Every output is made before any is written, and all are written together or none is.
        let batch = OutputBatch()
        do {
            for (file, format) in zip(output, formats) {
                let rendered =
                    switch format {
                    case .picture(let format): try picture.render(format: format)
                    case .text(let text): proposal.rendered(as: text)
                    }
                FileHandleOutput.warnings(rendered.warnings, output: file)
                try batch.add(rendered.bytes, to: file)
            }
            if let emitSwift, let skeleton { try addSkeleton(skeleton, below: emitSwift, to: batch) }
            try batch.commit()
        } catch {
            batch.discard()
            throw error
        }
        let plan = FlattenPlan(proposal)
        if output.isEmpty {
            try FileHandleOutput.standardOutput(line: plan.summary)
        } else {
            FileHandleOutput.standardError("flatten: \(plan.summary)")
        }
        if check && !proposal.isEmpty {
            FileHandleOutput.standardError(
                "ribgraph: flatten --check: the tree is not flat (\(proposal.changes.count) change(s))")
            throw ExitCode.failure
        }
    }

    /// The skeletons of `proposal`'s RIBs, with what the app's files say, read from the repository the RIBs are
    /// declared in (each RIB's `declaredIn`, relative to `folder`, where the scan was run).
    private static func skeleton(of proposal: FlattenProposal, sources folder: String) throws -> SwiftSkeleton {
        let read = try AppDeclarations.read(declaredBy: proposal.input.ribs, below: folder, limits: .standard)
        let sources = SkeletonSources(
            imports: read.imports, requirements: read.requirements,
            routingBodies: read.routingBodies, navigationSetups: read.navigationSetups, routerBuilds: read.routerBuilds,
            homes: read.homes.mapValues {
                .init(module: $0.module, isPublic: $0.isPublic, imports: $0.imports, movable: $0.movable)
            },
            showHelpers: read.showHelpers)
        return SwiftSkeleton(proposal: proposal, sources: sources)
    }

    /// `skeleton`'s files under `folder`, added to `batch`.
    private func addSkeleton(_ skeleton: SwiftSkeleton, below folder: String, to batch: OutputBatch) throws {
        for file in skeleton.files {
            try protectInputs([input.trace], output: (folder as NSString).appendingPathComponent(file.path))
            try batch.add(Array(file.text.utf8), named: file.path, below: folder)
        }
    }
}
