import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph init`, then every command reading `.ribgraph.yml`: through the binary, on an app too deep for
/// the default rules (a chain of 8 RIBs) and on tutorial 4, which passes them.
final class InitCommandTests: XCTestCase {
    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
    }

    override func tearDown() {
        rg?.tearDown()
    }

    /// `App/R0Builder.swift` … `R<count-1>`: R0 launches, each attaches the next, so R6 is at depth 7.
    private func writeChain(_ count: Int) throws {
        try FileManager.default.createDirectory(
            at: rg.folder.appendingPathComponent("App"), withIntermediateDirectories: true)
        for index in 0..<count {
            let name = "R\(index)", next = index + 1 < count ? "R\(index + 1)" : nil
            let router = index == 0 ? "LaunchRouter" : "ViewableRouter"
            try rg.write(
                """
                import RIBs

                protocol \(name)Dependency: Dependency {}

                final class \(name)Component: Component<\(name)Dependency>\(next.map { ", \($0)Dependency" } ?? "") {}

                final class \(name)Builder: Builder<\(name)Dependency> {
                    func build() -> ViewableRouting {
                        let component = \(name)Component(dependency: dependency)
                        return \(name)Router(interactor: \(name)Interactor(), viewController: \(name)ViewController()\
                \(next.map { ", childBuilder: \($0)Builder(dependency: component)" } ?? ""))
                    }
                }

                final class \(name)Router: \(router)<\(name)Interactor, \(name)ViewController> {
                \(next.map { """
                    private let childBuilder: \($0)Builder
                    init(interactor: \(name)Interactor, viewController: \(name)ViewController, childBuilder: \($0)Builder) {
                        self.childBuilder = childBuilder
                        super.init(interactor: interactor, viewController: viewController)
                    }
                    func routeToChild() { attachChild(childBuilder.build()) }
                """ } ?? "")
                }

                """, to: "App/\(name)Builder.swift")
        }
    }

    func testInitThenCheckPassesAndTheBaselineIsWhatMakesItPass() throws {
        try writeChain(8)
        let initialized = try rg.run(["init", "App", "--app", "Chain"])
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertTrue(
            initialized.stderr.hasSuffix(
                "init: wrote .ribgraph.yml (8 RIBs); 1 violations accepted in ribgraph-baseline.json\n"),
            initialized.stderr)
        let settings = String(decoding: try rg.read(".ribgraph.yml"), as: UTF8.self)
        for line in [
            "app: \"Chain\"", "paths: [\"App\"]", "excludes: []", "rules:",
            "  maxDepth: 6                 # levels, a lone root is 1; 1 violation today, in the baseline",
            "  maxFanOut: 10               # attached children under one RIB; the app passes",
            "  maxUnprovidedProperties: 0  # Dependency properties no component provides (the build breaks); the app passes",
            "baseline: \"ribgraph-baseline.json\"",
        ] {
            XCTAssertTrue(settings.split(separator: "\n").contains(Substring(line)), "no line \(line) in:\n\(settings)")
        }
        XCTAssertTrue(try rg.listing().contains("ribgraph-baseline.json"))

        // scan takes its paths and app from the file, check its rules and baseline.
        let scanned = try rg.run(["scan", "-o", "app.json"])
        XCTAssertEqual(scanned.status, 0, scanned.stderr)
        XCTAssertTrue(String(decoding: try rg.read("app.json"), as: UTF8.self).contains(#""app": "Chain""#))
        let checked = try rg.run(["check", "app.json"])
        XCTAssertEqual(checked.status, 0, checked.stdoutText + checked.stderr)
        XCTAssertEqual(checked.stdoutText, "")

        // Without the file, the same trace breaks the default rules: the file's baseline is what passes it.
        let bare = try rg.run(["check", "app.json", "--config", "none"])
        XCTAssertEqual(bare.status, 1, bare.stderr)
        XCTAssertTrue(bare.stdoutText.hasPrefix("max-depth: R6: "), bare.stdoutText)
        // A flag wins over the file.
        try rg.write("maxDepth: 10\n", to: "loose.yml")
        let loose = try rg.run(["check", "app.json", "--config", "none", "--rules", "loose.yml"])
        XCTAssertEqual(loose.status, 0, loose.stdoutText)

        // lint reads the same file: nothing new to warn about; without the file, the violation on its line.
        let lint = try rg.run(["lint"])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertEqual(lint.stdoutText, "")
        let bareLint = try rg.run(["lint", "App", "--config", "none"])
        XCTAssertEqual(bareLint.status, 0, bareLint.stderr)
        XCTAssertTrue(bareLint.stdoutText.hasPrefix("App/R6Builder.swift:7:1: warning: R6: "), bareLint.stdoutText)
        XCTAssertTrue(bareLint.stdoutText.hasSuffix(" [max-depth]\n"), bareLint.stdoutText)
        XCTAssertEqual(try rg.run(["lint", "App", "--config", "none", "--strict"]).status, 1)

        let again = try rg.run(["init", "App"])
        XCTAssertEqual(again.status, 64)
        XCTAssertTrue(again.stderr.contains(".ribgraph.yml exists; --force replaces it."), again.stderr)
    }

    /// With no path and no settings file, lint and scan read the current folder, as every other command does.
    func testLintAndScanWithoutPathOrSettingsReadTheCurrentFolder() throws {
        try writeChain(7)
        let lint = try rg.run(["lint"])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertTrue(lint.stdoutText.hasPrefix("App/R6Builder.swift:7:1: warning: R6: "), lint.stdoutText)
        XCTAssertEqual(try rg.run(["lint", "--strict"]).status, 1, "the violation counts")
        let scan = try rg.run(["scan", "-o", "app.json"])
        XCTAssertEqual(scan.status, 0, scan.stderr)
        let trace = String(decoding: try rg.read("app.json"), as: UTF8.self)
        XCTAssertTrue(trace.contains("\"App/R6Builder.swift:"), trace)
    }

    func testAnAppThatPassesGetsNoBaseline() throws {
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures/Tutorial4"),
            to: rg.folder.appendingPathComponent("Tutorial4"))
        let initialized = try rg.run(["init", "Tutorial4"])
        XCTAssertEqual(initialized.status, 0, initialized.stderr)
        XCTAssertTrue(initialized.stderr.hasSuffix("; the app passes the default rules\n"), initialized.stderr)
        XCTAssertFalse(try rg.listing().contains("ribgraph-baseline.json"))
        let settings = String(decoding: try rg.read(".ribgraph.yml"), as: UTF8.self)
        XCTAssertFalse(settings.contains("\nbaseline:"), settings)
        XCTAssertEqual(try rg.run(["scan", "-o", "app.json"]).status, 0)
        XCTAssertEqual(try rg.run(["check", "app.json"]).status, 0)
    }

    /// Issue 31: a fork's `.ribgraph.yml` listing `/` or `../..` had CI scan outside the repository.
    func testAConfigPathThatLeavesItsFolderIsRefusedNamingTheFileAndKey() throws {
        try writeChain(2)
        try FileManager.default.createSymbolicLink(
            atPath: rg.path("App/Outside"), withDestinationPath: FileManager.default.temporaryDirectory.path)
        for (text, line, path) in [
            ("paths: [App, /]\n", "1:14", "/"), ("app: A\npaths:\n  - App\n  - ../..\n", "4:5", "../.."),
            ("paths: [App/../..]\n", "1:9", "App/../.."), ("paths: [App/Outside]\n", "1:9", "App/Outside"),
            ("paths: [App]\nbaseline: ../b.json\n", "2:11", "../b.json"),
        ] {
            try rg.write(text, to: ".ribgraph.yml")
            let result = try rg.run(["scan", "-o", "app.json"])
            XCTAssertEqual(result.status, 65, text)
            let key = text.contains("baseline") ? "baseline" : "paths"
            XCTAssertEqual(
                result.stderr,
                "ribgraph: .ribgraph.yml:\(line): \(key): \"\(path)\" leaves the folder that holds .ribgraph.yml; "
                    + "list paths inside it (relative, without climbing out with .. or through a link)\n", text)
        }
        try FileManager.default.removeItem(atPath: rg.path("App/Outside"))
        try rg.write("paths: [./App/../App/.]\n", to: ".ribgraph.yml")
        XCTAssertEqual(try rg.run(["scan", "-o", "app.json"]).status, 0, "paths that stay inside are kept")
    }

    func testAnUnknownKeyStopsEveryCommandThatReadsTheFile() throws {
        try writeChain(2)
        try rg.write("paths: [App]\nexclude: [\"*Mock*\"]\n", to: ".ribgraph.yml")
        for arguments in [["scan", "-o", "app.json"], ["lint"]] {
            let result = try rg.run(arguments)
            XCTAssertEqual(result.status, 65, arguments.joined(separator: " "))
            XCTAssertEqual(
                result.stderr, "ribgraph: .ribgraph.yml:2:1: unknown key \"exclude\" (did you mean \"excludes\"?)\n")
        }
    }
}
