import RibTrace
import XCTest

@testable import RibAnalysis

/// `.ribgraph.yml` read strictly: every key, paths relative to the file's folder, inline rules or a rules
/// file, and every mistake named at its line.
final class ProjectConfigTests: XCTestCase {
    func testEveryKeyIsRead() throws {
        let config = try ProjectConfig(
            text: """
                app: Films
                paths: [App, "Packages/Feature Kit"]
                excludes: "*Mock*"
                rules:
                  maxDepth: 4
                  leaves: [Web]
                baseline: architecture/baseline.json
                """, file: "ios/.ribgraph.yml", limits: .standard)
        XCTAssertEqual(config.app, "Films")
        XCTAssertEqual(config.paths, ["ios/App", "ios/Packages/Feature Kit"])
        XCTAssertEqual(config.excludes, ["*Mock*"])
        XCTAssertEqual(config.rules?.maxDepth, 4)
        XCTAssertEqual(config.rules?.maxFanOut, nil, "inline rules are the file's own, not merged with the defaults")
        XCTAssertEqual(config.rules?.leaves.count, 1)
        XCTAssertEqual(config.rulesName, "ios/.ribgraph.yml (rules)")
        XCTAssertEqual(config.baseline, "ios/architecture/baseline.json")
    }

    func testAFileInTheCurrentFolderKeepsPathsAsWritten() throws {
        let config = try ProjectConfig(text: "paths: App\nbaseline: b.json\n", file: ".ribgraph.yml", limits: .standard)
        XCTAssertEqual(config.paths, ["App"])
        XCTAssertEqual(config.baseline, "b.json")
        XCTAssertNil(config.rules)
    }

    func testAPathWithAControlCharacterIsAnErrorThatShowsItEscaped() {
        // Found by `make fuzz` (settings): a rules path with tabs became the file a "no such file" error named.
        for key in ["paths", "rules", "baseline"] {
            XCTAssertThrowsError(
                try ProjectConfig(text: "\(key): \"a\\tb.json\"\n", file: ".ribgraph.yml", limits: .standard)
            ) { error in
                XCTAssertEqual(
                    "\(error)",
                    #".ribgraph.yml:1:\#(key.count + 3): \#(key == "rules" ? "rules (inline rules or a rules file's path)" : key): "#
                        + #""a\u{9}b.json" holds a control character; name a path without one"#)
            }
        }
    }

    func testAnEmptyFileSaysNothing() throws {
        let config = try ProjectConfig(text: "# nothing yet\n", file: ".ribgraph.yml", limits: .standard)
        XCTAssertEqual(config.paths, [])
        XCTAssertNil(config.app)
    }

    func testAnUnknownKeyIsAnErrorNamingItsLine() {
        XCTAssertThrowsError(
            try ProjectConfig(text: "app: Films\n\nexclude: [x]\n", file: ".ribgraph.yml", limits: .standard)
        ) { error in
            XCTAssertEqual("\(error)", #".ribgraph.yml:3:1: unknown key "exclude" (did you mean "excludes"?)"#)
        }
    }

    func testAMistakeInInlineRulesIsNamedAtItsLine() {
        XCTAssertThrowsError(
            try ProjectConfig(text: "app: Films\nrules:\n  maxDepht: 4\n", file: ".ribgraph.yml", limits: .standard)
        ) {
            error in
            XCTAssertEqual("\(error)", #".ribgraph.yml:3:3: rules.maxDepht: unknown key (did you mean "maxDepth"?)"#)
        }
        XCTAssertThrowsError(
            try ProjectConfig(text: "rules:\n  maxDepth: deep\n", file: ".ribgraph.yml", limits: .standard)
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix(".ribgraph.yml:2:3: rules.maxDepth: "), "\(error)")
        }
    }

    func testWrongTypesAndRepeatedKeysAreErrors() {
        let cases = [
            ("paths: {a: b}\n", ".ribgraph.yml:1:8: paths: expected a list of strings"),
            ("app: [a, b]\n", ".ribgraph.yml:1:6: app: expected a string"),
            ("- app\n", ".ribgraph.yml:1:1: expected a mapping of app, paths, excludes, rules, baseline"),
            ("app: a\napp: b\n", #".ribgraph.yml:2:1: duplicate key "app""#),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try ProjectConfig(text: text, file: ".ribgraph.yml", limits: .standard), text) {
                error in
                XCTAssertEqual("\(error)", message, text)
            }
        }
    }

    func testRulesMayNameARulesFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "maxFanOut: 3\n".write(to: folder.appendingPathComponent("rules.yml"), atomically: true, encoding: .utf8)
        let file = folder.appendingPathComponent(".ribgraph.yml").path
        try "rules: rules.yml\n".write(toFile: file, atomically: true, encoding: .utf8)
        let config = try ProjectConfig.load(contentsOfFile: file, limits: .standard)
        XCTAssertEqual(config.rules?.maxFanOut, 3)
        XCTAssertEqual(config.rulesName, folder.appendingPathComponent("rules.yml").path)
    }
}
