import ArgumentParser
import Foundation
import RibGraph
import RibGraphServe
import RibTrace

/// `ribgraph serve TRACE`: the HTML viewer of a trace file on localhost, reloaded when the file changes.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Show a trace in the browser and reload it whenever the file changes (a probe writing continuously).",
        discussion: """
            Listens on 127.0.0.1 only and prints the address, which carries a random token: requests without \
            it, or naming another host, are refused. Ctrl-C stops. Point it at the file a probe writes with \
            writeContinuously(to:every:), e.g. in a simulator's Documents folder; it must be a regular file \
            (not - or a FIFO). The page is drawn once per change of the file and shared by every load; \
            each drawing is reported on standard error.
            """
    )

    @Argument(help: "The trace file to watch (a regular file; standard input cannot be watched).")
    var trace: String

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8080

    @Option(help: ArgumentHelp("Show the tree after the event with this seq first (default: the last event).", valueName: "seq"))
    var at: Int?

    @OptionGroup var drawing: DrawingOptions

    @Flag(help: "Leave out the legend.")
    var noLegend = false

    @Option(help: ArgumentHelp("The most events the page may hold (default \(ViewerPage.defaultMaxEvents)).", valueName: "n"))
    var maxEvents: Int?

    @Option(help: ArgumentHelp("The most connections served at once, event streams included; more are answered 503.",
                               valueName: "n"))
    var maxConnections = ServeSettings().maxConnections

    @Option(help: ArgumentHelp("Seconds a client has to send a request's head; a slower one is answered 408.",
                               valueName: "seconds"))
    var headerTimeout = ServeSettings().headerTimeout

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        if let maxEvents, maxEvents < 1 { throw ValidationError("--max-events N: N must be 1 or more, not \(maxEvents)") }
        if maxConnections < 1 { throw ValidationError("--max-connections N: N must be 1 or more, not \(maxConnections)") }
        if !(headerTimeout > 0 && headerTimeout <= 3600) {
            throw ValidationError("--header-timeout must be more than 0 and at most 3600 seconds, not \(headerTimeout)")
        }
    }

    func run() throws {
        var options = drawing.options
        options.seq = at
        options.legend = !noLegend
        let settings = ServeSettings(port: port, options: options, maxEvents: maxEvents ?? ViewerPage.defaultMaxEvents,
                                     headerTimeout: headerTimeout, maxConnections: maxConnections)
        let server = try LiveServer(trace: trace, settings: settings)
        try FileHandleOutput.standardOutput(line: "ribgraph serve: \(server.url) shows \(InputFile.displayName(trace)); Ctrl-C stops")
        try server.run()
    }
}
