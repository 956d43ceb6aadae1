import Foundation
import RibGraphProbe
import RibGraphTestSupport
import TicTacToeFixture
import XCTest

/// The probe guide's snippets (docs/probe.md, "Instrument your app", which the README points to): they
/// type-check under Swift 6 against the fixture's RIBs classes and against a reproduction of ModernRIBs' API,
/// and the shared probe they use records the fixture app as `observe()` does.
final class ReadmeSetupTests: XCTestCase {
    /// The ```swift blocks of docs/probe.md's "## Instrument your app" section, in order.
    static func guideSnippets() throws -> [String] {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("docs/probe.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "\n## Instrument your app\n").dropFirst().first)
            .components(separatedBy: "\n## ").first!
        var blocks: [String] = []
        var current: [Substring]?
        for line in section.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if let lines = current, line == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// Where SwiftPM put the modules of this build: next to the test bundle, in `Modules/` since Swift 6.
    private func modulesDirectory() throws -> URL {
        let bundle = Bundle(for: Self.self).bundleURL
        for folder in [bundle, bundle.deletingLastPathComponent()] {
            for candidate in [folder.appendingPathComponent("Modules"), folder]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("RibGraphProbe.swiftmodule").path)
            {
                return candidate
            }
        }
        return try XCTUnwrap(nil, "no RibGraphProbe.swiftmodule near \(bundle.path)")
    }

    /// Runs `swiftc -typecheck` in Swift 6 mode on `source`, with or without `DEBUG`; returns its diagnostics.
    private func typecheck(_ source: String, debug: Bool, include: [URL] = []) throws -> (status: Int32, output: String)
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Instrumentation.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["swiftc", "-typecheck", "-swift-version", "6", "-I", try modulesDirectory().path]
            + include.flatMap { ["-I", $0.path] } + (debug ? ["-D", "DEBUG"] : []) + [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    func testTheSnippetsTypecheckInSwift6AgainstRIBsInTheReadmesOrder() throws {
        let snippets = try Self.guideSnippets()
        XCTAssertEqual(snippets.count, 4, "setup, router hooks, interactor hooks, streaming from a device")
        XCTAssertTrue(snippets[0].contains("RibProbe.start("))
        XCTAssertTrue(snippets[3].contains("probe.stream(to: server, session: device)"))
        // The fixture module stands in for RIBs; everything else is the guide's text as it is.
        let source = snippets.joined(separator: "\n\n")
            .replacingOccurrences(of: "\nimport RIBs\n", with: "\nimport TicTacToeFixture\n")
        XCTAssertTrue(source.contains("import TicTacToeFixture"))
        for debug in [true, false] {
            let result = try typecheck(source, debug: debug)
            XCTAssertEqual(result.status, 0, "DEBUG \(debug):\n\(result.output)")
        }
        let broken = try typecheck(source + "\nlet unknown: NotARIBsType? = nil\n", debug: true)
        XCTAssertNotEqual(broken.status, 0, "the check must see a type error")
        XCTAssertTrue(broken.output.contains("NotARIBsType"), broken.output)
    }

    /// ModernRIBs (RIBs with Combine) has RIBs' names: the same snippets, importing ModernRIBs instead,
    /// type-check against a hand-written reproduction of its API compiled as the module ModernRIBs.
    func testTheSnippetsTypecheckAgainstModernRIBs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("modernribs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let reproduction = packageRoot.appendingPathComponent(
            "Tests/ribgraphTests/Fixtures/ModernRIBs/ModernRIBs.swift")
        let emit = Process()
        emit.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        emit.arguments = [
            "swiftc", "-emit-module", "-module-name", "ModernRIBs", "-swift-version", "6", "-parse-as-library",
            "-emit-module-path", folder.appendingPathComponent("ModernRIBs.swiftmodule").path, reproduction.path,
        ]
        try emit.run()
        emit.waitUntilExit()
        XCTAssertEqual(emit.terminationStatus, 0, "the ModernRIBs reproduction must compile")
        let source = try Self.guideSnippets().joined(separator: "\n\n")
            .replacingOccurrences(of: "\nimport RIBs\n", with: "\nimport ModernRIBs\n")
        XCTAssertTrue(source.contains("import ModernRIBs"))
        for debug in [true, false] {
            let result = try typecheck(source, debug: debug, include: [folder])
            XCTAssertEqual(result.status, 0, "DEBUG \(debug):\n\(result.output)")
        }
        // The reproduction is what the snippets see: without RIBs' Routing.children they must not compile.
        let broken = try typecheck(
            source.replacingOccurrences(of: ".children", with: ".childRouters"), debug: true, include: [folder])
        XCTAssertNotEqual(broken.status, 0, broken.output)
    }

    func testStartSharesTheProbeUntilStop() {
        let session = TicTacToeSession()
        XCTAssertNil(RibProbe.shared)
        let first = RibProbe.start(root: session.rootRouter)
        XCTAssertTrue(RibProbe.shared === first)
        let second = RibProbe.start(root: session.rootRouter, app: "TicTacToe")
        XCTAssertTrue(RibProbe.shared === second)
        RibProbe.stop()
        XCTAssertNil(RibProbe.shared)
    }
}
