import Foundation
import RibGraphTestSupport
import XCTest

/// Issue 20, serve item 1: the HTTP server is a library of its own, not part of the drawing library.
final class ServeTargetTests: XCTestCase {
    private func sources(_ target: String) throws -> String {
        let folder = packageRoot.appendingPathComponent("Sources/\(target)")
        var text = ""
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") {
            text += try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        }
        return text
    }

    func testTheServerLivesInATargetOfItsOwnThatTheCommandLineUses() throws {
        let drawing = try sources("RibGraph")
        for call in ["accept(", "listen(", "socket(AF_INET", "LiveServer"] {
            XCTAssertFalse(drawing.contains(call), "RibGraph still holds server code: \(call)")
        }
        let server = try sources("RibGraphServe")
        XCTAssertTrue(server.contains("public final class LiveServer"))
        XCTAssertTrue(try sources("ribgraph").contains("import RibGraphServe"))
        let runner = try RibgraphRunner()
        defer { runner.tearDown() }
        let help = try runner.run(["serve", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdoutText.contains("--max-connections"), help.stdoutText)
    }
}
