import ArgumentParser
import RibAnalysis
import RibTrace

/// `ribgraph explain TRACE RIB.property`: where a Dependency property's value really comes from, hop by hop.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show the chain from a Dependency property to the component that creates its value.",
        discussion: """
            Prints, for each dependency edge of the RIB (one per parent in a scan), the property's declaration, \
            then one line per member the value passes (path:line: Component.member), the last one the member \
            that creates it, then the tunnel: the components it passes through. Works on a scan, and on a \
            recording with --source (the scan's provenance merged in). A property no scanned component provides \
            is listed as unknown.

            Exit status: 0 explained; 64 usage (no such RIB or property); 65 bad trace; 66 trace missing.
            """
    )

    @OptionGroup var input: TraceArgument

    @Argument(
        help: ArgumentHelp(
            "The RIB (id or name) and the property, e.g. OffGame.scoreStream.", valueName: "rib.property"))
    var property: String

    @OptionGroup(title: "Provenance from source")
    var source: SourceOptions

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func run() throws {
        let loaded = try source.merged(into: input.loaded(limits: limits.limits))
        let explanation = try ProvenanceExplanation(trace: loaded.trace, query: property, source: loaded.source)
        try FileHandleOutput.standardOutput(explanation.text)
    }
}
