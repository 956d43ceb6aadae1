import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph --help` and every subcommand's `--help`, held to golden files in Tests/ribgraphTests/Fixtures/Help
/// (`ribgraph.txt`, `ribgraph-snapshot.txt`, …). The commands come from the parser's own description of the
/// command tree (`--experimental-dump-help`), so a new subcommand has no golden file and fails until one is
/// recorded (`RIBGRAPH_RECORD=1`). The text is wrapped at a fixed width: `COLUMNS` is set for every run, so
/// the terminal the tests run in changes nothing.
final class HelpTextTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    static let folder = "Tests/ribgraphTests/Fixtures/Help"
    /// The width help is wrapped at, whatever the terminal.
    static let width = ["COLUMNS": "100"]

    /// One command of the tree the parser describes: its name and its subcommands.
    private struct Command: Decodable {
        var commandName: String
        var subcommands: [Command]?
    }

    private struct ToolInfo: Decodable {
        var command: Command
    }

    /// Every command's words (`["ribgraph"]`, `["ribgraph", "snapshot"]`, …), parents first; the parser's own
    /// `help` subcommand is not ribgraph's and is left out.
    private func commands() throws -> [[String]] {
        let result = try runner.run(["--experimental-dump-help"], environment: Self.width)
        XCTAssertEqual(result.status, 0, result.stderr)
        let tool = try JSONDecoder().decode(ToolInfo.self, from: Data(result.stdout))
        func walk(_ command: Command, _ parents: [String]) -> [[String]] {
            let words = parents + [command.commandName]
            return [words] + (command.subcommands ?? []).filter { $0.commandName != "help" }.flatMap { walk($0, words) }
        }
        return walk(tool.command, [])
    }

    private static func golden(_ words: [String]) -> String {
        "\(folder)/\(words.joined(separator: "-")).txt"
    }

    func testEveryCommandsHelpIsItsGoldenFile() throws {
        let commands = try commands()
        XCTAssertGreaterThan(commands.count, 10, "the parser described too few commands: \(commands)")
        for words in commands {
            let result = try runner.run(Array(words.dropFirst()) + ["--help"], environment: Self.width)
            XCTAssertEqual(result.status, 0, "\(words.joined(separator: " ")) --help: \(result.stderr)")
            XCTAssertEqual(result.stderr, "", "\(words.joined(separator: " ")) --help")
            assertGoldenFile(result.stdout, Self.golden(words))
        }
    }

    /// A golden file whose command is gone would hold nothing to account.
    func testEveryGoldenFileIsACommand() throws {
        let expected = try commands().map { URL(fileURLWithPath: Self.golden($0)).lastPathComponent }.sorted()
        let found = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent(Self.folder).path
        ).filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(found, expected, "remove the golden files of commands that no longer exist")
    }

    /// The fixed width is what wraps the text: at another width the same help comes out otherwise.
    func testTheWidthIsTheEnvironmentsNotTheTerminals() throws {
        let fixed = try runner.run(["snapshot", "--help"], environment: Self.width)
        let narrow = try runner.run(["snapshot", "--help"], environment: ["COLUMNS": "60"])
        XCTAssertNotEqual(fixed.stdout, narrow.stdout)
        XCTAssertEqual(fixed.stdoutText.split(separator: "\n").map(\.count).max().map { $0 <= 100 }, true)
    }
}
