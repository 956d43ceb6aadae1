import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph snapshot` writes the picture in the format its output's extension or `--format` names.
final class SnapshotOutputTests: XCTestCase {
    private let tictactoe = SampleTraces.path("tictactoe")

    /// Whether `svg` has an element with id `id` (Graphviz 2.x writes `-` as `&#45;` in attributes).
    private func hasElementID(_ id: String, in svg: String) -> Bool {
        svg.contains("id=\"\(id)\"") || svg.contains("id=\"\(id.replacingOccurrences(of: "-", with: "&#45;"))\"")
    }

    func testSnapshotWritesAnSVGFile() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let result = try rg.run(["snapshot", tictactoe, "-o", "tree.svg"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdout, [], "nothing on standard output when writing a file")
        XCTAssertEqual(try rg.listing(), ["tree.svg"])
        let svg = String(decoding: try rg.read("tree.svg"), as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<?xml"), String(svg.prefix(80)))
        XCTAssertTrue(svg.contains("<svg"))
        XCTAssertTrue(svg.hasSuffix("</svg>\n"))
        for id in ["rib-Root", "rib-LoggedIn", "rib-OffGame", "rib-BasicScoreBoard"] {
            XCTAssertTrue(hasElementID(id, in: svg), "no element \(id)")
        }
        XCTAssertFalse(hasElementID("rib-TicTacToe", in: svg), "TicTacToe is detached at the last event")
        XCTAssertTrue(svg.contains("TicTacToe — last event, seq 16: attach BasicScoreBoard under OffGame"))
    }

    func testFormatFollowsTheOutputExtension() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        for name in ["tree.png", "TREE.PNG", "tree.pdf", "tree.dot", "tree.json", "tree"] {
            let result = try rg.run(["snapshot", tictactoe, "-o", name])
            XCTAssertEqual(result.status, 0, "\(name): \(result.stderr)")
        }
        XCTAssertEqual(Array(try rg.read("tree.png").prefix(8)), RibgraphRunner.pngSignature)
        XCTAssertEqual(Array(try rg.read("TREE.PNG").prefix(8)), RibgraphRunner.pngSignature)
        XCTAssertEqual(Array(try rg.read("tree.pdf").prefix(5)), Array("%PDF-".utf8))
        XCTAssertTrue(String(decoding: try rg.read("tree.dot"), as: UTF8.self).hasPrefix("digraph ribgraph {"))
        let json = try JSONSerialization.jsonObject(with: Data(try rg.read("tree.json"))) as? [String: Any]
        XCTAssertEqual(json?["name"] as? String, "ribgraph")
        // No extension at all means SVG.
        XCTAssertTrue(String(decoding: try rg.read("tree"), as: UTF8.self).hasPrefix("<?xml"))
    }

    func testFormatOptionOverridesTheExtension() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        XCTAssertEqual(try rg.run(["snapshot", tictactoe, "--format", "dot", "-o", "tree.svg"]).status, 0)
        XCTAssertTrue(String(decoding: try rg.read("tree.svg"), as: UTF8.self).hasPrefix("digraph ribgraph {"))
        XCTAssertEqual(try rg.run(["snapshot", tictactoe, "--format", "png", "-o", "tree.pdf"]).status, 0)
        XCTAssertEqual(Array(try rg.read("tree.pdf").prefix(8)), RibgraphRunner.pngSignature)
        XCTAssertEqual(try rg.run(["snapshot", tictactoe, "--format", "svg", "-o", "tree.dot"]).status, 0)
        XCTAssertTrue(String(decoding: try rg.read("tree.dot"), as: UTF8.self).hasPrefix("<?xml"))
    }

    func testDashWritesToStandardOutput() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let piped = try rg.run(["snapshot", tictactoe, "-o", "-"])
        XCTAssertEqual(piped.status, 0, piped.stderr)
        XCTAssertEqual(piped.stderr, "")
        XCTAssertEqual(try rg.listing(), [], "-o - creates no file")
        XCTAssertEqual(try rg.run(["snapshot", tictactoe, "-o", "tree.svg"]).status, 0)
        XCTAssertEqual(piped.stdout, try rg.read("tree.svg"), "standard output carries exactly the file's bytes")

        let png = try rg.run(["snapshot", tictactoe, "--format", "png", "-o", "-"])
        XCTAssertEqual(png.status, 0, png.stderr)
        XCTAssertEqual(Array(png.stdout.prefix(8)), RibgraphRunner.pngSignature)
    }

    func testOptionsReachThePicture() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        func dot(_ options: [String], trace: String = SampleTraces.path("tictactoe")) throws -> String {
            let result = try rg.run(["snapshot", trace, "--format", "dot", "-o", "-"] + options)
            XCTAssertEqual(result.status, 0, "\(options): \(result.stderr)")
            return result.stdoutText
        }
        let atGame = try dot(["--at", "8"])
        XCTAssertTrue(atGame.contains("\"adapter:TicTacToeAdapter:TicTacToe\""))
        XCTAssertTrue(atGame.contains("TicTacToe — seq 8: attach TicTacToe under LoggedIn"))
        XCTAssertTrue(try dot(["--depth", "1"]).contains("<B>+2 more</B>"))
        XCTAssertFalse(try dot(["--depth", "1"]).contains("\"rib:OffGame\""))
        // At the last event each Dependency is satisfied by the RIB's parent: drawn only when all are asked for.
        XCTAssertEqual(try dot([]).components(separatedBy: "class=dependency").count - 1, 0)
        XCTAssertEqual(try dot(["--dependencies", "all"]).components(separatedBy: "class=dependency").count - 1, 3)
        XCTAssertFalse(try dot(["--dependencies", "none"]).contains("class=dependency"))
        XCTAssertTrue(try dot(["--dependencies", "all"]).contains("player1Name: String ← LoggedInComponent"))
        XCTAssertTrue(
            try dot(["--dependencies", "properties", "--at", "8"]).contains("player1Name: String ← LoggedInComponent"),
            "through the adapter")
        XCTAssertFalse(try dot(["--no-legend"]).contains("legend"))
        XCTAssertTrue(try dot(["--layout", "dot", "--direction", "LR"]).contains("rankdir=LR"))
        let focused = try dot(["--focus", "CaseB"], trace: SampleTraces.path("flattened"))
        XCTAssertTrue(focused.contains("\"rib:Navigation\" -> \"rib:CaseB\""))
        XCTAssertFalse(focused.contains("\"rib:CaseA\""))
        XCTAssertFalse(focused.contains("\"rib:A\""))
    }

    func testNestedTreeInputRenders() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(
            """
            {"app": "Sketch", "name": "Root", "children": [
              {"name": "LoggedOut"},
              {"name": "LoggedIn", "viewless": true, "children": [{"name": "OffGame"}]}
            ]}
            """, to: "nested.json")
        let result = try rg.run(["snapshot", "nested.json", "--format", "dot", "-o", "-"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let dot = result.stdoutText
        for key in ["rib:Root", "rib:LoggedOut", "rib:LoggedIn", "rib:OffGame"] {
            XCTAssertTrue(dot.contains("\"\(key)\""), "no node \(key)")
        }
        XCTAssertTrue(dot.contains("class=\"rib viewless\""))
        XCTAssertTrue(dot.contains("Sketch — last event"))
    }
}
