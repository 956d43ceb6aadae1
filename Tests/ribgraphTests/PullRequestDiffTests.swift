import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph scan` then `ribgraph diff --format markdown` on every pull-request fixture
/// (Tests/ribgraphTests/Fixtures/PullRequests/NAME/{base,head,expected.txt}): the table lists exactly the
/// changes of expected.txt, each once, and no other row. Real pull requests reproduced by hand and synthetic
/// ones for the patterns no real one showed (SOURCE.md says which).
final class PullRequestDiffTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    static let fixturesFolder = "Tests/ribgraphTests/Fixtures/PullRequests"
    static let fixtures = packageRoot.appendingPathComponent(fixturesFolder)

    func testBuilderBundleNoChange() throws { try check("builder-bundle-no-change") }
    func testChipsSharedFromBirth() throws { try check("chips-shared-from-birth") }
    func testFilmPageGainsParents() throws { try check("film-page-gains-parents") }
    func testFlatDINoRouteChange() throws { try check("flat-di-no-route-change") }
    func testJournalEntryUnderShared() throws { try check("journal-entry-under-shared") }
    func testNewRIBsUnderSharedPage() throws { try check("new-ribs-under-shared-page") }
    func testProfileGainsParentUnprovided() throws { try check("profile-gains-parent-unprovided") }
    func testRenameBesideSharedPage() throws { try check("rename-beside-shared-page") }
    func testViewlessChargeGainsParent() throws { try check("viewless-charge-gains-parent") }
    func testSyntheticRouteMoved() throws { try check("synthetic-route-moved") }
    func testSyntheticParentAddedToShared() throws { try check("synthetic-parent-added-to-shared") }
    func testSyntheticSharedRemoved() throws { try check("synthetic-shared-removed") }
    func testSyntheticCycleChangeElsewhere() throws { try check("synthetic-cycle-change-elsewhere") }
    func testSyntheticTurnedViewless() throws { try check("synthetic-turned-viewless") }
    func testSyntheticBuildParameterAdded() throws { try check("synthetic-build-parameter-added") }
    func testSyntheticRename() throws { try check("synthetic-rename") }
    func testSyntheticMoveProviderChanged() throws { try check("synthetic-move-provider-changed") }
    func testSyntheticClashAppears() throws { try check("synthetic-clash-appears") }
    func testTuistHelperFeatureTwin() throws { try check("tuist-helper-feature-twin") }
    func testInterfaceImplementationSplit() throws { try check("interface-implementation-split") }
    func testUnprovidedEmptyConformance() throws { try check("unprovided-empty-conformance") }
    func testReachableBesideUnattached() throws { try check("reachable-beside-unattached") }
    func testRenameFileNameLags() throws { try check("rename-file-name-lags") }
    func testNewParentConformance() throws { try check("new-parent-conformance") }
    func testBuildOverloadAdded() throws { try check("build-overload-added") }

    /// Every fixture folder has a test above.
    func testEveryFixtureIsChecked() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter {
            !$0.hasPrefix(".")
        }.sorted()
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        for folder in folders { XCTAssertTrue(source.contains("try check(\"\(folder)\")"), "no test checks \(folder)") }
    }

    /// Scans BASE and HEAD of `fixture`, diffs them as Markdown and compares the table's rows, written as
    /// expected.txt writes them, with expected.txt: the same lines, each as many times, in any order.
    private func check(_ fixture: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let folder = Self.fixtures.appendingPathComponent(fixture)
        let markdown = try diffMarkdown(
            base: folder.appendingPathComponent("base").path, head: folder.appendingPathComponent("head").path)
        let reported = Self.rows(markdown).map(Self.expectedLine).map { $0 + "\n" }.joined()
        assertGoldenFile(
            Array(reported.utf8), "\(Self.fixturesFolder)/\(fixture)/expected.txt",
            comparing: Self.changes, message: markdown, file: file, line: line)
        let json = try diffJSON(file: file, line: line)
        let jsonRows = try XCTUnwrap(json["changes"] as? [[String: Any]], file: file, line: line).map { change in
            let rib = change["rib"] as? String ?? "", name = change["name"] as? String ?? ""
            return [
                change["kind"] as? String ?? "", name == rib ? name : "\(name) (\(rib))",
                change["detail"] as? String ?? "",
            ]
        }
        XCTAssertEqual(
            jsonRows.map(Self.expectedLine), Self.rows(markdown).map(Self.expectedLine),
            "\(fixture): the JSON's changes are not the Markdown's rows", file: file, line: line)
    }

    /// expected.txt's lines, blank ones left out, sorted: the order of its lines does not count.
    static func changes(_ text: String) -> String {
        text.split(separator: "\n").sorted().joined(separator: "\n")
    }

    /// What a bot reads from `ribgraph diff --format json` on a real pull request (FilmPage gains two parents),
    /// and the picture's DOT from `-o diff.dot`.
    func testJSONAndDOTOfAPullRequest() throws {
        let folder = Self.fixtures.appendingPathComponent("film-page-gains-parents")
        _ = try diffMarkdown(
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

    private func diffMarkdown(base: String, head: String, extra: [String] = []) throws -> String {
        for (folder, name) in [(base, "base.json"), (head, "head.json")] {
            let scan = try runner.run(["scan", folder, "-o", name])
            XCTAssertEqual(scan.status, 0, scan.stderr)
        }
        let diff = try runner.run(["diff", "base.json", "head.json", "--format", "markdown", "-o", "-"] + extra)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        return diff.stdoutText
    }

    /// `ribgraph diff --format json` of the scans ``diffMarkdown(base:head:extra:)`` wrote.
    private func diffJSON(file: StaticString, line: UInt) throws -> [String: Any] {
        let diff = try runner.run(["diff", "base.json", "head.json", "--format", "json", "-o", "-"])
        XCTAssertEqual(diff.status, 0, diff.stderr, file: file, line: line)
        return try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(diff.stdout)) as? [String: Any], file: file, line: line)
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
