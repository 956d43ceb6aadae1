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
            Listens on 127.0.0.1 only and prints the address; Ctrl-C stops. Point it at the file a probe writes \
            with writeContinuously(to:every:), e.g. in a simulator's Documents folder.
            """
    )

    @Argument(help: "The trace file to watch.")
    var trace: String

    @Option(help: "The port to listen on (0: any free port).")
    var port: UInt16 = 8080

    @OptionGroup(title: "Input limits") var limits: InputLimitOptions

    func run() throws {
        _ = try TraceDecoder().decode(contentsOfFile: trace)
        let server = try LiveServer(trace: trace, port: port)
        try FileHandleOutput.standardOutput(line: "ribgraph serve: \(server.url) shows \(InputFile.displayName(trace)); Ctrl-C stops")
        server.run()
    }
}
