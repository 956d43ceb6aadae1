import Foundation
import RibGraphTestSupport
import XCTest

/// The base of the end-to-end tests of `serve`: a scratch folder holding `t.json`, a copy of the
/// tictactoe sample, for the server to watch.
class ServeTestCase: XCTestCase {
    var runner: RibgraphRunner!

    override func setUpWithError() throws {
        runner = try RibgraphRunner()
        try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("tictactoe"))).write(
            to: runner.folder.appendingPathComponent("t.json"))
    }

    override func tearDown() { runner.tearDown() }
}
