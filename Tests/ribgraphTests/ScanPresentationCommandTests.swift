import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph scan` through the built binary writes how each route's parent shows its child: the JSON's
/// `routes[i].presentation`, a list, and the reason of an unknown one.
final class ScanPresentationCommandTests: XCTestCase {
    private static let fixtures = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures/Presentation")

    /// `parent -> child: ways (reason)` per route of the trace the binary writes for the fixture `name`.
    private func scanned(_ name: String, _ arguments: [String] = []) throws -> [String] {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try FileManager.default.copyItem(
            at: Self.fixtures.appendingPathComponent(name), to: rg.folder.appendingPathComponent(name))
        let result = try rg.run(["scan", name, "-o", "app.json"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(try rg.read("app.json"))) as? [String: Any]
        let routes = try XCTUnwrap(json?["routes"] as? [[String: Any]])
        return routes.map { route in
            let ways = (route["presentation"] as? [String])?.joined(separator: ", ") ?? "not a list"
            let reason = (route["presentationReason"] as? String).map { " (\($0))" } ?? ""
            return "\(route["parent"] as? String ?? "?") -> \(route["child"] as? String ?? "?"): \(ways)\(reason)"
        }
    }

    /// Every presentation fixture, each way and each helper style, through the binary: the routes of the JSON
    /// it writes are those its `expected.txt` lists.
    func testEveryFixtureThroughTheBinary() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).sorted()
        var checked = 0
        for name in names {
            let file = Self.fixtures.appendingPathComponent("\(name)/expected.txt")
            guard FileManager.default.fileExists(atPath: file.path) else { continue }
            let expected = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
            XCTAssertEqual(try scanned(name), expected, name)
            checked += 1
        }
        XCTAssertEqual(checked, 13, "presentation fixtures with an expected.txt")
    }

    func testAnUnknownWayComesWithItsReason() throws {
        XCTAssertEqual(
            try scanned("HelperPush", ["--exclude", "*+Help.swift"]),
            [
                "Root -> Feed: push", "Root -> Session: none",
                "Root -> Help: unknown (routeToHelp calls viewController.showHelp, whose body was not found)",
            ])
    }
}
