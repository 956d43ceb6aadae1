import RibGraphTesting
import XCTest

// Architecture rules under XCTest, over App/ (the settings file's paths).

final class Rules: XCTestCase {
    func testPassingRule() throws {
        let app = try RIBApp.scan()
        XCTAssertEqual(app.ribs.map(\.name).sorted(), ["Feed", "Home", "Root", "Settings"])
        XCTAssertEqual(app.rib("Home")?.children.map(\.name), ["Feed"])
        app.ribs.expect("a RIB is at most 3 deep") { $0.depth <= 3 }
        app.ribs.reused.expect("a RIB two parents attach is a leaf") { $0.isLeaf }
    }

    func testBrokenRule() throws {
        let app = try RIBApp.scan()
        app.ribs.expect("a RIB is at most 2 deep") { $0.depth <= 2 }
    }

    func testCheckRules() throws {
        try RIBApp.scan().expectRules()
    }
}
