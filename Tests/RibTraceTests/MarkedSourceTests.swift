import Foundation
import RibGraphTestSupport
import XCTest

/// The markers scan tests name fixture lines by: `// ⚑ name` at the end of a line.
final class MarkedSourceTests: XCTestCase {
    func testAMarkerNamesItsLineAndTheLineMovesWithTheText() throws {
        let text = """
            protocol ADependency: Dependency {
                var name: String { get } // ⚑ ADependency.name
            }

            final class ABuilder: Builder<ADependency> { // ⚑ ABuilder
            }
            """
        let marks = try MarkedSource(text: text, path: "App/ABuilder.swift")
        XCTAssertEqual(marks["ADependency.name"], "App/ABuilder.swift:2")
        XCTAssertEqual(marks["ABuilder"], "App/ABuilder.swift:5")
        XCTAssertEqual(marks.lines, ["ADependency.name": 2, "ABuilder": 5])

        let moved = try MarkedSource(text: "import RIBs\n\n" + text, path: "App/ABuilder.swift")
        XCTAssertEqual(moved["ABuilder"], "App/ABuilder.swift:7")
    }

    func testAnUnmarkedNameSaysSoInsteadOfALine() throws {
        let marks = try MarkedSource(text: "let a = 1 // ⚑ a\n", path: "A.swift")
        XCTAssertEqual(marks["b"], "A.swift:(no marker ⚑ b)")
    }

    func testANameMarkedTwiceIsAnError() {
        XCTAssertThrowsError(try MarkedSource(text: "a // ⚑ x\nb\nc // ⚑ x\n", path: "A.swift")) { error in
            XCTAssertEqual("\(error)", "A.swift marks ⚑ x on lines 1 and 3")
        }
    }

    func testAMarkerIsReadFromAFileBelowARoot() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Data("\n\nclass B {} // ⚑ B\n".utf8).write(to: root.appendingPathComponent("App/B.swift"))
        XCTAssertEqual(try MarkedSource("App/B.swift", under: root)["B"], "App/B.swift:3")
    }
}
