import Foundation
import RibGraphTestSupport
import XCTest

/// What `flatten` writes, when its input is hostile or its output folder holds traps (issue 41): skeletons
/// whose names stay names and whose comments stay comments, no write through a link below `--emit-swift DIR`,
/// no two names one file on macOS, and a run that fails leaves every file as it was.
final class FlattenOutputSafetyTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try FlattenCommandTests.scanSeed(in: rg)
    }

    override func tearDown() { rg.tearDown() }

    /// Runs `flatten arguments...`, which must fail with exit status 73 and the one line `message`.
    private func assertRefused(
        _ arguments: [String], _ message: String, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let run = try rg.run(["flatten", "app.json"] + arguments)
        XCTAssertEqual(run.status, 73, run.stderr, file: file, line: line)
        XCTAssertEqual(run.stderr, "ribgraph: " + message + "\n", file: file, line: line)
    }

    /// The names of the files below the scratch folder that ribgraph writes only while it works.
    private func temporaries() throws -> [String] {
        try rg.contents().keys.filter { $0.contains(".ribgraph-") || $0.contains(".tmp-") }.sorted()
    }

    /// Foundation's `deletingLastPathComponent` traps on a path of one character; flatten writes there as anywhere.
    func testFoldersAndFilesNamedWithOneCharacterAreWritten() throws {
        let run = try rg.run(["flatten", "app.json", "--emit-swift", "P", "-o", "M"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(try rg.listing("P").contains("BWrapper"), run.stderr)
        XCTAssertTrue(String(decoding: try rg.read("M"), as: UTF8.self).hasPrefix("<?xml"), "the picture, as SVG")
    }

    func testAModuleNameWithLineBreaksStaysInItsCommentAndEveryNameIsAnIdentifier() throws {
        let evil = "Evil\npublic func pwned() { print(\"owned\") }\n//"
        var trace = try FlattenCommandTests.object(rg.read("app.json"))
        var ribs = try XCTUnwrap(trace["ribs"] as? [[String: Any]])
        let index = try XCTUnwrap(ribs.firstIndex { $0["id"] as? String == "B" })
        ribs[index]["module"] = evil
        trace["ribs"] = ribs
        var text = String(decoding: try JSONSerialization.data(withJSONObject: trace), as: UTF8.self)
        let renamed = String(decoding: try JSONSerialization.data(withJSONObject: [evil + ".B"]), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"B\"", with: String(renamed.dropFirst().dropLast()))
        try rg.write(text, to: "hostile.json")
        let run = try rg.run(["flatten", "hostile.json", "-o", "proposal.json", "--emit-swift", "Proposed"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let proposal = try FlattenCommandTests.object(rg.read("proposal.json"))
        XCTAssertNotNil(FlattenCommandTests.rib(evil + ".BWrapper", in: proposal), "the proposed RIB keeps its module")
        let files = try rg.contents().keys.filter { $0.hasPrefix("Proposed/") && $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(files.count, 7, "\(files)")
        for file in files {
            let lines = String(decoding: try rg.read(file), as: UTF8.self).split(separator: "\n")
            XCTAssertFalse(
                lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public func pwned") }, file)
            XCTAssertFalse(lines.contains { $0.hasPrefix("//") == false && $0.contains("owned") }, file)
        }
        let builder = String(decoding: try rg.read("Proposed/BWrapper/BWrapperBuilder.swift"), as: UTF8.self)
        XCTAssertTrue(
            builder.hasPrefix(
                "// Proposed by ribgraph flatten: Evil\\u{A}public func pwned() { print(\"owned\") }\\u{A}//.BWrapper "
                    + "is not in the app yet.\n"), builder)
    }

    func testNoSkeletonIsWrittenThroughALinkBelowTheFolder() throws {
        let manager = FileManager.default
        try rg.write("// the user's own file, outside the output folder\n", to: "outside.swift")
        let before = try rg.read("outside.swift")
        try manager.createDirectory(atPath: rg.path("Proposed/BWrapper"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            atPath: rg.path("Proposed/BWrapper/BWrapperRouter.swift"), withDestinationPath: "../../outside.swift")
        try assertRefused(
            ["-o", "proposal.json", "--emit-swift", "Proposed"],
            "Proposed/BWrapper/BWrapperRouter.swift: cannot write output: is a symbolic link; ribgraph does not write "
                + "through a link inside the folder it was given")
        XCTAssertEqual(try rg.read("outside.swift"), before)
        XCTAssertFalse(manager.fileExists(atPath: rg.path("proposal.json")), "no output of a failed run is written")
        XCTAssertEqual(try rg.listing("Proposed/BWrapper"), ["BWrapperRouter.swift"])
        XCTAssertEqual(try temporaries(), [])

        try manager.removeItem(atPath: rg.path("Proposed"))
        try manager.createDirectory(atPath: rg.path("Proposed"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: rg.path("Elsewhere"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: rg.path("Proposed/BWrapper"), withDestinationPath: "../Elsewhere")
        let folder = try rg.run(["flatten", "app.json", "--emit-swift", "Proposed"])
        XCTAssertEqual(folder.status, 73, folder.stderr)
        XCTAssertTrue(
            folder.stderr.contains("Proposed/BWrapper: cannot write output: is a symbolic link"), folder.stderr)
        XCTAssertEqual(try rg.listing("Elsewhere"), [])
    }

    func testAFailedRunLeavesTheProposalAndTheEditedSkeletonsAsTheyWere() throws {
        let first = try rg.run(["flatten", "app.json", "-o", "proposal.json", "--emit-swift", "Proposed"])
        XCTAssertEqual(first.status, 0, first.stderr)
        try rg.write("// edited by the team\n", to: "Proposed/BWrapper/BWrapperInteractor.swift")
        try rg.write("{}\n", to: "proposal.json")
        let before = try rg.contents()
        try assertRefused(
            ["-o", "proposal.json", "-o", "missing/plan.md", "--emit-swift", "Proposed"],
            "missing/plan.md: cannot write output: its folder does not exist")
        XCTAssertEqual(try rg.contents(), before, "a failed run changed a file")
    }

    func testNamesThatDifferOnlyInCaseOrNormalisationAreRefused() throws {
        try FileManager.default.createDirectory(atPath: rg.path("Proposed/bwrapper"), withIntermediateDirectories: true)
        try assertRefused(
            ["-o", "proposal.json", "--emit-swift", "Proposed"],
            "Proposed/BWrapper: cannot write output: differs from Proposed/bwrapper only in case or Unicode "
                + "normalisation; on macOS's default file system both are one file, and one would replace the other")
        XCTAssertFalse(FileManager.default.fileExists(atPath: rg.path("proposal.json")))
        let outputs = try rg.run(["flatten", "app.json", "-o", "Plan.md", "-o", "plan.md"])
        XCTAssertEqual(outputs.status, 73, outputs.stderr)
        XCTAssertTrue(
            outputs.stderr.contains("plan.md: cannot write output: differs from Plan.md only in case"), outputs.stderr)
        let composed = try rg.run(["flatten", "app.json", "-o", "caf\u{E9}.md", "-o", "cafe\u{301}.md"])
        XCTAssertEqual(composed.status, 73, composed.stderr)
        XCTAssertEqual(try rg.listing().filter { $0.hasSuffix(".md") }, [])
    }
}
