import Foundation
import RibGraphTestSupport
import XCTest

/// The pull-request fixtures (Tests/ribgraphTests/Fixtures/PullRequests/NAME/{base,head,expected.txt}): real pull
/// requests reproduced by hand and synthetic ones for the patterns no real one showed (SOURCE.md says which).
/// ``PullRequestFixtureTests`` checks each one's diff against its expected.txt; this class, one of them in JSON
/// and DOT, and how a table row is written as expected.txt writes it.
final class PullRequestDiffTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    static let fixturesFolder = "Tests/ribgraphTests/Fixtures/PullRequests"
    static let fixtures = packageRoot.appendingPathComponent(fixturesFolder)

    /// expected.txt's lines, blank ones left out, sorted: the order of its lines does not count.
    static func changes(_ text: String) -> String {
        text.split(separator: "\n").sorted().joined(separator: "\n")
    }

    /// What a bot reads from `ribgraph diff --format json` on a real pull request (FilmPage gains two parents),
    /// and the picture's DOT from `-o diff.dot`.
    func testJSONAndDOTOfAPullRequest() throws {
        let folder = Self.fixtures.appendingPathComponent("film-page-gains-parents")
        _ = try runner.scanAndDiff(
            base: folder.appendingPathComponent("base").path, head: folder.appendingPathComponent("head").path)
        let written = try runner.run(["diff", "base.json", "head.json", "-o", "diff.json"])
        XCTAssertEqual(written.status, 0, written.stderr)
        let bytes = try runner.read("diff.json")
        XCTAssertEqual(bytes.last, UInt8(ascii: "\n"), "a text file ends with a newline")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        XCTAssertEqual(json["format"] as? String, "ribgraph-diff")
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["graph"] as? Bool, true)
        XCTAssertEqual(json["counts"] as? [String: Int], ["route added": 2])
        let base = try XCTUnwrap(json["base"] as? [String: Any])
        XCTAssertEqual(base["file"] as? String, "base.json")
        XCTAssertNil(base["seq"], "a scan has no events")
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        XCTAssertEqual(
            changes.map { "\($0["kind"] ?? "-") \($0["parent"] ?? "-") -> \($0["rib"] ?? "-")" },
            ["route added Finder -> FilmPage", "route added Saved -> FilmPage"])
        XCTAssertNil(changes.first?["formerParent"], "a field that does not apply is left out")
        let metrics = try XCTUnwrap(json["metrics"] as? [[String: Any]])
        XCTAssertEqual(
            metrics.first { $0["metric"] as? String == "routes" }.map { "\($0["base"]!) → \($0["head"]!)" }, "7 → 9",
            "two routes added")
        let dot = try runner.run(["diff", "base.json", "head.json", "-o", "diff.dot"])
        XCTAssertEqual(dot.status, 0, dot.stderr)
        let text = String(decoding: try runner.read("diff.dot"), as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("digraph"), text)
        XCTAssertTrue(text.contains("tree-rib-Saved-rib-FilmPage"), "the route Saved → FilmPage is drawn: \(text)")
    }

    /// The rows of the change table: `[change, RIB type, detail]`.
    static func rows(_ markdown: String) -> [[String]] {
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let head = lines.firstIndex(of: "| change | RIB type | detail |") else { return [] }
        return lines[(head + 2)...].prefix { $0.hasPrefix("| ") }.map { row in
            row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
        }
    }

    /// A row written as expected.txt writes the change; a kind expected.txt has no line for stays
    /// `other …`, which no expected line matches.
    static func expectedLine(_ row: [String]) -> String {
        let kind = row[0], rib = row[1], detail = row[2]
        func parent(after marker: String) -> String {
            guard let range = detail.range(of: marker) else { return "?" }
            return String(detail[range.upperBound...].prefix { $0 != " " })
        }
        func property() -> (name: String, dependency: String) {
            let name = String(detail.prefix { $0 != " " })
            let dependency = detail.range(of: "(").map { detail[$0.upperBound...].prefix { $0 != ")" } } ?? ""
            return (name, String(dependency))
        }
        switch kind {
        case "added": return "rib added \(rib)"
        case "removed": return "rib removed \(rib)"
        case "route added": return "route added \(parent(after: "under ")) -> \(rib)"
        case "route removed": return "route removed \(parent(after: "under ")) -> \(rib)"
        case "moved": return "move \(rib): " + detail.replacingOccurrences(of: " → ", with: " -> ")
        case "renamed":
            return "rename " + detail.dropFirst("renamed ".count).replacingOccurrences(of: " → ", with: " -> ")
        case "build changed": return "build \(rib): \(detail)"
        case "view changed": return "view changed \(rib) " + detail.replacingOccurrences(of: " → ", with: "->")
        case "property added", "property removed":
            let (name, dependency) = property()
            return "dependency \(rib): \(dependency) \(kind) \(name)"
        case "provider changed":
            let dependency = String(detail.prefix { $0 != ":" })
            let change = String(detail.dropFirst(dependency.count + 2))
            return "dependency \(rib): \(dependency) satisfied by "
                + change.replacingOccurrences(of: " → ", with: " -> ")
        case "property without provider":
            let (name, dependency) = property()
            return
                "unprovided \(rib): \(name) (\(dependency)) under \(detail.components(separatedBy: " under ").last ?? "?")"
        case "tunnel longer", "tunnel shorter":
            let (name, dependency) = property()
            return "dependency \(rib): \(dependency) \(kind) \(name)"
        case "property provider moved":
            let (name, dependency) = property()
            let change = detail.range(of: "): ").map { String(detail[$0.upperBound...]) } ?? detail
            return "dependency \(rib): \(dependency) provider changed \(name): "
                + change.replacingOccurrences(of: " → ", with: " -> ")
        default: return "other \(kind) \(rib) \(detail)"
        }
    }
}
