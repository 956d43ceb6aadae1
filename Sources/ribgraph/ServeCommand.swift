import ArgumentParser
import Foundation
import RibGraph
import RibGraphServe
import RibTrace

/// `ribgraph serve TRACE`: the HTML viewer of a trace file on localhost, reloaded when the file changes;
/// `ribgraph serve --listen ADDRESS:PORT -o OUT`: the same for the sessions probes stream to it.
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

            With --listen ADDRESS:PORT and -o (instead of TRACE), it takes the event batches probes post \
            (probe.stream(to:) with the printed address) and shows one page per app or device, listed on the \
            index page; each session is written atomically to -o FILE, or to ID.json in -o FOLDER, as its \
            batches arrive. Any address but 127.0.0.1 lets other machines connect: serve warns, and the \
            token still guards every request.
            """
    )

    @Argument(help: "The trace file to watch (a regular file; standard input cannot be watched); none with --listen.")
    var trace: String?

    @Option(help: "The port to listen on, on 127.0.0.1 (0: any free port; default 8080).")
    var port: UInt16?

    @Option(
        help: ArgumentHelp(
            "Take probes' streams on this IPv4 address and port (127.0.0.1:8080; 0.0.0.0:8080 for "
                + "devices on the network); needs -o.", valueName: "address:port"))
    var listen: String?

    @Option(
        name: .shortAndLong,
        help: ArgumentHelp(
            "With --listen: the file the one session is written to, or an existing "
                + "folder for one ID.json per session.", valueName: "file-or-folder"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "The token requests must carry (16 to 128 letters and digits; default: a random one). "
                + "Give a restarted stream its old token, and its probes reconnect.", valueName: "token"))
    var token: String?

    @Option(
        help: ArgumentHelp("With --listen: the most sessions kept; a new one past it is answered 503.", valueName: "n"))
    var maxSessions = ServeSettings().maxSessions

    @Option(help: ArgumentHelp("With --listen: the most events a session keeps.", valueName: "n"))
    var maxSessionEvents = ServeSettings().maxSessionEvents

    @Option(
        help: ArgumentHelp(
            "Show the tree after the event with this seq first (default: the last event).", valueName: "seq"))
    var at: Int?

    @OptionGroup var drawing: DrawingOptions

    @Flag(help: "Leave out the legend.")
    var noLegend = false

    @Option(
        help: ArgumentHelp(
            "The most events the page may hold (default \(ViewerPage.defaultMaxEvents)).", valueName: "n"))
    var maxEvents: Int?

    @Option(
        help: ArgumentHelp(
            "The most connections with the token served at once, event streams included; more are answered "
                + "503. As many more may wait to show the token (the oldest is dropped past that).",
            valueName: "n"))
    var maxConnections = ServeSettings().maxConnections

    @Option(
        help: ArgumentHelp(
            "Seconds a client has to send a request's head; a slower one is answered 408.",
            valueName: "seconds"))
    var headerTimeout = ServeSettings().headerTimeout

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func validate() throws {
        try drawing.refuseTunnels(in: "serve")
        if listen == nil {
            if trace == nil {
                throw ValidationError("give the trace file to watch, or --listen ADDRESS:PORT -o FILE to take streams")
            }
            if output != nil { throw ValidationError("-o is for --listen: serve TRACE shows the file it watches") }
        } else {
            if trace != nil { throw ValidationError("--listen takes streams: give no trace file with it") }
            if port != nil { throw ValidationError("--listen ADDRESS:PORT names the port: give no --port with it") }
            if output == "-" {
                throw ValidationError("-o -: a stream is written to a file or a folder, not standard output")
            }
            if output == nil {
                throw ValidationError("--listen needs -o FILE (one session) or -o FOLDER (a file per session)")
            }
            if listenAddress == nil {
                throw ValidationError("--listen \(listen!): not ADDRESS:PORT with an IPv4 address, like 127.0.0.1:8080")
            }
        }
        if let token,
            !(16...128).contains(token.count) || !token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        {
            throw ValidationError("--token must be 16 to 128 letters and digits")
        }
        if maxSessions < 1 { throw ValidationError("--max-sessions N: N must be 1 or more, not \(maxSessions)") }
        if maxSessionEvents < 1 {
            throw ValidationError("--max-session-events N: N must be 1 or more, not \(maxSessionEvents)")
        }
        if let maxEvents, maxEvents < 1 {
            throw ValidationError("--max-events N: N must be 1 or more, not \(maxEvents)")
        }
        if maxConnections < 1 {
            throw ValidationError("--max-connections N: N must be 1 or more, not \(maxConnections)")
        }
        if !(headerTimeout > 0 && headerTimeout <= 3600) {
            throw ValidationError("--header-timeout must be more than 0 and at most 3600 seconds, not \(headerTimeout)")
        }
    }

    func run() throws {
        var options = drawing.options
        options.seq = at
        options.legend = !noLegend
        let settings = ServeSettings(
            listen: listenAddress ?? .loopback(port: port ?? 8080), options: options,
            maxEvents: maxEvents ?? ViewerPage.defaultMaxEvents, inputLimits: limits.limits,
            headerTimeout: headerTimeout,
            maxConnections: maxConnections, maxSessions: maxSessions, maxSessionEvents: maxSessionEvents,
            token: token)
        guard let trace else { return try stream(settings) }
        let server = try LiveServer(trace: trace, settings: settings)
        try FileHandleOutput.standardOutput(
            line: "ribgraph serve: \(server.url) shows \(InputFile.displayName(trace)); Ctrl-C stops")
        try server.run()
    }

    private var listenAddress: ListenAddress? { listen.flatMap(ListenAddress.init) }

    /// Takes probes' streams until Ctrl-C; beyond loopback, says so on standard error first.
    private func stream(_ settings: ServeSettings) throws {
        let output = output ?? ""
        let server = try LiveServer(streamingTo: output, settings: settings)
        if !server.address.isLoopback {
            LiveServer.standardError(
                "ribgraph serve: warning: listening on \(server.address), beyond this machine: anyone on "
                    + "the network who learns the token can post to it and read every session")
        }
        try FileHandleOutput.standardOutput(
            line: "ribgraph serve: \(server.url) takes probes' streams (token \(server.token)) "
                + "and writes them to \(InputFile.displayName(output)); Ctrl-C stops")
        try server.run()
    }
}
