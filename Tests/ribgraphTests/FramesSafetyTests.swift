import Foundation
import RibGraphTestSupport
import XCTest

/// `frames` replaces a directory only when everything in it is ribgraph's own; anything else is refused
/// with nothing deleted, whatever the spelling of the directory.
final class FramesSafetyTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try Data(try Data(contentsOf: URL(fileURLWithPath: SampleTraces.path("tictactoe")))).write(
            to: URL(fileURLWithPath: rg.path("app.json")))
        try rg.write("my notes\n", to: "notes.txt")
        try FileManager.default.createDirectory(atPath: rg.path("src"), withIntermediateDirectories: true)
        try rg.write("print(\"hello\")\n", to: "src/main.swift")
    }

    override func tearDown() { rg.tearDown() }

    /// Runs frames with `arguments`, expecting `status` and `message` on standard error, and every file
    /// below the scratch folder byte-identical afterwards.
    private func assertRefused(
        _ arguments: [String], subfolder: String = "", status: Int32, message: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let before = try rg.contents()
        let result = try rg.run(["frames"] + arguments, subfolder: subfolder)
        XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "ribgraph: \(message)\n", file: file, line: line)
        XCTAssertEqual(try rg.contents(), before, "files changed by frames \(arguments)", file: file, line: line)
    }

    func testTheCurrentFolderIsNeverReplaced() throws {
        try assertRefused(
            ["app.json", "-o", "."], status: 64,
            message: ".: not replaced: it is the current folder or holds it (use an empty or new folder)")
        try assertRefused(
            ["app.json", "-o", rg.folder.path + "/"], status: 64,
            message:
                "\(rg.folder.path)/: not replaced: it is the current folder or holds it (use an empty or new folder)")
        try assertRefused(
            ["../app.json", "-o", ".."], subfolder: "src", status: 64,
            message: "..: not replaced: it is the current folder or holds it (use an empty or new folder)")
    }

    func testAnEmptyOrOverlongNameSaysSo() throws {
        try assertRefused(
            ["app.json", "-o", ""], status: 73, message: "'': cannot write output: the output's name is empty")
        let long = String(repeating: "f", count: 300)
        try assertRefused(
            ["app.json", "-o", long], status: 73,
            message: "\(long): cannot write output: cannot create a folder beside it: the name is too long")
    }

    func testAFolderHoldingTheInputIsNeverReplaced() throws {
        try FileManager.default.createDirectory(atPath: rg.path("traces/deep"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: rg.path("app.json"), toPath: rg.path("traces/deep/app.json"))
        try assertRefused(
            ["traces/deep/app.json", "-o", "traces"], status: 64,
            message: "traces: not replaced: it holds the input traces/deep/app.json (use an empty or new folder)")
        try assertRefused(
            ["traces/deep/app.json", "-o", "traces/deep/"], status: 64,
            message: "traces/deep/: not replaced: it holds the input traces/deep/app.json (use an empty or new folder)")
    }

    func testAFolderWithSomethingOfTheUsersIsRefused() throws {
        try assertRefused(
            ["app.json", "-o", "src"], status: 73,
            message: "src: not replaced: it holds main.swift, which ribgraph did not write (use an empty or new folder)"
        )
        try FileManager.default.createDirectory(atPath: rg.path("existing/sub"), withIntermediateDirectories: true)
        try rg.write("keep\n", to: "existing/sub/keep.txt")
        try assertRefused(
            ["app.json", "-o", "existing/sub"], status: 73,
            message:
                "existing/sub: not replaced: it holds keep.txt, which ribgraph did not write (use an empty or new folder)"
        )
        // Files named like frames but without ribgraph's mark are somebody else's too.
        try FileManager.default.createDirectory(atPath: rg.path("lookalike"), withIntermediateDirectories: true)
        try rg.write("<svg/>", to: "lookalike/frame-0001.svg")
        try assertRefused(
            ["app.json", "-o", "lookalike"], status: 73,
            message:
                "lookalike: not replaced: it holds frame-0001.svg, which ribgraph did not write (use an empty or new folder)"
        )
    }

    func testOwnFolderWithAForeignFileAddedIsRefused() throws {
        XCTAssertEqual(try rg.run(["frames", "app.json", "-o", "out"]).status, 0)
        try rg.write("mine\n", to: "out/mine.txt")
        try FileManager.default.createDirectory(
            atPath: rg.path("out/frame-0001.svg.d"), withIntermediateDirectories: false)
        try assertRefused(
            ["app.json", "-o", "out"], status: 73,
            message:
                "out: not replaced: it holds frame-0001.svg.d, which ribgraph did not write (use an empty or new folder)"
        )
    }

    func testEmptyFolderAndLinkedFolderAreWritten() throws {
        try FileManager.default.createDirectory(atPath: rg.path("empty"), withIntermediateDirectories: false)
        let empty = try rg.run(["frames", "app.json", "-o", "empty"])
        XCTAssertEqual(empty.status, 0, empty.stderr)
        XCTAssertEqual(try rg.listing("empty").count, 18)
        // A link to a frames folder stays a link; the folder it points to gets the new frames.
        try FileManager.default.createSymbolicLink(atPath: rg.path("link"), withDestinationPath: "empty")
        let linked = try rg.run(["frames", "app.json", "-o", "link", "--format", "png"])
        XCTAssertEqual(linked.status, 0, linked.stderr)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: rg.path("link")), "empty")
        XCTAssertTrue(try rg.listing("empty").contains("frame-0016.png"))
        XCTAssertEqual(try rg.listing(), ["app.json", "empty", "link", "notes.txt", "src"], "nothing left beside them")
    }
}
