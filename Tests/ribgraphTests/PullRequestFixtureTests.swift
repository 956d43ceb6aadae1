import Foundation
import RibGraphTestSupport
import Testing

/// `ribgraph scan` then `ribgraph diff` on every pull-request fixture
/// (Tests/ribgraphTests/Fixtures/PullRequests/NAME/{base,head,expected.txt}), one test case a folder: a new
/// fixture is a folder, and no test has to name it. The Markdown table lists exactly the changes of
/// expected.txt, each once, and no other row; the JSON lists the same changes.
@Suite struct PullRequestFixtureTests {
    /// Every fixture folder, by name.
    static let fixtures: [String] =
        ((try? FileManager.default.contentsOfDirectory(atPath: PullRequestDiffTests.fixtures.path)) ?? [])
        .filter { !$0.hasPrefix(".") }.sorted()

    /// An unreadable folder would leave the parameterised test without a case, and so passing.
    @Test func theFixturesAreFound() {
        #expect(!Self.fixtures.isEmpty, "no fixture in \(PullRequestDiffTests.fixturesFolder)")
    }

    /// Scans BASE and HEAD of `fixture`, diffs them as Markdown and compares the table's rows, written as
    /// expected.txt writes them, with expected.txt: the same lines, each as many times, in any order.
    @Test(arguments: fixtures)
    func diffListsTheExpectedChanges(fixture: String) throws {
        let runner = try RibgraphRunner()
        defer { runner.tearDown() }
        let folder = PullRequestDiffTests.fixtures.appendingPathComponent(fixture)
        let markdown = try runner.scanAndDiff(
            base: folder.appendingPathComponent("base").path, head: folder.appendingPathComponent("head").path)
        let rows = PullRequestDiffTests.rows(markdown).map(PullRequestDiffTests.expectedLine)
        let golden = "\(PullRequestDiffTests.fixturesFolder)/\(fixture)/expected.txt"
        if let problem = GoldenFile.mismatch(
            Array(rows.map { $0 + "\n" }.joined().utf8), golden: packageRoot.appendingPathComponent(golden),
            name: golden, comparing: PullRequestDiffTests.changes, regenerate: nil, recording: GoldenFile.isRecording)
        {
            Issue.record(Comment(rawValue: problem + "\n" + markdown))
        }
        let json = try runner.diffOfScans(format: "json")
        let changes =
            try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])["changes"]
            as? [[String: Any]]
        let jsonRows = try #require(changes).map { change in
            let rib = change["rib"] as? String ?? "", name = change["name"] as? String ?? ""
            return [
                change["kind"] as? String ?? "", name == rib ? name : "\(name) (\(rib))",
                change["detail"] as? String ?? "",
            ]
        }
        #expect(
            jsonRows.map(PullRequestDiffTests.expectedLine) == rows, "the JSON's changes are not the Markdown's rows")
    }
}

extension RibgraphRunner {
    /// A run of ribgraph that did not end with status 0: its arguments and what it said.
    struct RunFailure: Error, CustomStringConvertible {
        var arguments: [String]
        var result: Result
        var description: String { "ribgraph \(arguments.joined(separator: " ")): \(result.status): \(result.stderr)" }
    }

    /// Runs `arguments`; throws ``RunFailure`` unless it ends with status 0.
    func succeeding(_ arguments: [String]) throws -> Result {
        let result = try run(arguments)
        guard result.status == 0 else { throw RunFailure(arguments: arguments, result: result) }
        return result
    }

    /// Scans `base` to base.json and `head` to head.json in the scratch folder, and returns their diff in Markdown.
    func scanAndDiff(base: String, head: String) throws -> String {
        _ = try succeeding(["scan", base, "-o", "base.json"])
        _ = try succeeding(["scan", head, "-o", "head.json"])
        return try diffOfScans(format: "markdown")
    }

    /// `ribgraph diff base.json head.json` in `format`, on standard output.
    func diffOfScans(format: String) throws -> String {
        try succeeding(["diff", "base.json", "head.json", "--format", format, "-o", "-"]).stdoutText
    }
}
