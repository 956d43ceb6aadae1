import Foundation
import RibGraphTestSupport
import XCTest

/// A run stopped by SIGINT, SIGTERM or SIGHUP removes the temporaries it was writing and ends by that
/// signal, leaving an existing output as it was.
final class InterruptionTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws { rg = try RibgraphRunner() }
    override func tearDown() { rg.tearDown() }

    func testAnInterruptedFramesRunLeavesNoTemporaryFolder() throws {
        let superapp = packageRoot.appendingPathComponent("samples/superapp/base.json").path
        for signal in [SIGINT, SIGTERM] {
            let process = Process()
            process.executableURL = try RibgraphRunner.binary()
            process.arguments = ["frames", superapp, "-o", "frames", "--format", "png"]
            process.currentDirectoryURL = rg.folder
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Interrupt once frames are being written into the temporary folder.
            let deadline = Date().addingTimeInterval(120)
            var temporary: String?
            while temporary == nil && process.isRunning && Date() < deadline {
                temporary = try rg.listing().first { $0.hasPrefix(".frames.tmp-") }
                    .flatMap { try rg.listing($0).contains("frame-0002.png") ? $0 : nil }
                if temporary == nil { usleep(20_000) }
            }
            XCTAssertNotNil(temporary, "frames finished or failed before writing its second frame")
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .uncaughtSignal)
            XCTAssertEqual(process.terminationStatus, signal)
            XCTAssertEqual(try rg.listing(), [], "signal \(signal) left these behind")
        }
    }
}
