import Foundation
import RibGraphTestSupport
import XCTest

/// The layering docs/development.md states holds in Sources/: a target imports only targets listed before
/// it, and inside a target whose folders are listed, a folder uses no type declared in a folder listed after
/// it. Adding a target or a folder means placing it in that list.
final class LayeringTests: XCTestCase {
    /// Every target's files, parsed once for all the tests.
    static let sources: Result<(RepositoryLayout, [String: [SourceFile]]), Error> = Result {
        let layout = try RepositoryLayout.current()
        var files: [String: [SourceFile]] = [:]
        for target in layout.targets { files[target.name] = try SourceFile.files(of: target.name) }
        return (layout, files)
    }

    func testEveryTargetOfSourcesIsInTheLayout() throws {
        let (layout, _) = try Self.sources.get()
        let folders = try FileManager.default.contentsOfDirectory(
            atPath: packageRoot.appendingPathComponent("Sources").path
        )
        .filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(
            layout.targets.map(\.name).sorted(), folders, "\(RepositoryLayout.section) and Sources/ disagree")
    }

    func testTargetsImportOnlyTargetsListedBeforeThem() throws {
        let (layout, files) = try Self.sources.get()
        let rank = Dictionary(uniqueKeysWithValues: layout.targets.enumerated().map { ($1.name, $0) })
        var violations: [String] = []
        for (index, target) in layout.targets.enumerated() {
            for file in files[target.name] ?? [] {
                for module in file.imports where (rank[module.name] ?? -1) >= index {
                    violations.append(
                        "\(file.path):\(module.line): \(target.name) imports \(module.name), which "
                            + "\(RepositoryLayout.section) lists after it")
                }
            }
        }
        XCTAssertTrue(violations.isEmpty, "\n" + violations.joined(separator: "\n"))
    }

    /// A re-export lets every file of every importer use a target it does not import, which the import check
    /// cannot see: the drawing library once handed on all of RibAnalysis this way.
    func testNoTargetReExportsAnother() throws {
        let (layout, files) = try Self.sources.get()
        let reExports = layout.targets.flatMap { files[$0.name] ?? [] }.flatMap { file in
            file.reExports.map { "\(file.path):\($0.line): @_exported import \($0.name)" }
        }
        XCTAssertEqual(reExports, [], "import the target where it is used instead")
    }

    /// The layout and the walk-through through the layers name Swift files; a renamed or moved file must be
    /// renamed there too.
    func testEverySwiftFileThePageNamesExists() throws {
        let page = try String(
            contentsOf: packageRoot.appendingPathComponent("docs/development.md"), encoding: .utf8)
        let named = page.split(separator: "`").filter { $0.hasPrefix("Sources/") && $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(named.count, 20, "the walk-through names the files it passes")
        let missing = named.filter {
            !FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(String($0)).path)
        }
        XCTAssertEqual(missing, [], "docs/development.md names files that do not exist")
    }

    /// A target's documentation catalog (`RibGraph.docc`, see `make api-docs`) holds no code and is no stage.
    func testEveryFolderOfALayeredTargetIsInTheLayout() throws {
        let (layout, _) = try Self.sources.get()
        for target in layout.targets where !target.stages.isEmpty {
            let folder = packageRoot.appendingPathComponent("Sources/\(target.name)")
            let found = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isDirectoryKey]
            )
            .filter {
                try $0.resourceValues(forKeys: [.isDirectoryKey]).isDirectory == true && $0.pathExtension != "docc"
            }
            .map(\.lastPathComponent)
            XCTAssertEqual(
                target.stages.joined().sorted(), found.sorted(),
                "the folders of Sources/\(target.name) and \(RepositoryLayout.section) disagree")
        }
    }

    func testFoldersUseOnlyTypesOfTheirStageOrEarlierOnes() throws {
        let (layout, files) = try Self.sources.get()
        var violations: [String] = []
        for target in layout.targets where !target.stages.isEmpty {
            violations += target.laterStageUses(in: files[target.name] ?? [])
        }
        XCTAssertTrue(violations.isEmpty, "\n" + violations.joined(separator: "\n"))
    }

    // MARK: - The check itself, on hand-written sources

    func testTheLayoutIsReadFromTheFirstBlockOfItsSection() throws {
        let layout = try RepositoryLayout(
            markdown: """
                # Developing

                ## Layout of the repository

                ```
                Sources/Low/            the lowest target
                                        (a continuation line)
                Sources/High/           on Low:
                  Text/                 escaping
                  Compare/, Diff/       two stages' worth on one line
                Tests/                  test targets
                  Support/              not a folder of High
                ```

                ```
                Sources/Ignored/
                ```
                """)
        XCTAssertEqual(layout.targets.map(\.name), ["Low", "High"])
        XCTAssertEqual(layout.targets.map(\.stages), [[], [["Text"], ["Compare", "Diff"]]])
    }

    func testACodeUseOfALaterStageTypeIsReportedAndAMentionInTextIsNot() {
        let target = RepositoryLayout.Target(name: "High", stages: [["Early"], ["Late", "Beside"]])
        let files = [
            SourceFile(
                text: "public final class LateThing {}\n", path: "Sources/High/Late/LateThing.swift", folder: "Late"),
            SourceFile(
                text: "enum BesideThing { static let thing = LateThing() }\n",
                path: "Sources/High/Beside/BesideThing.swift", folder: "Beside"),
            SourceFile(
                text: #"""
                    /// Not a ``LateThing``: comments and strings do not count.
                    struct EarlyThing {
                        let label = "LateThing \(1) LateThing"
                        let raw = #"LateThing "quoted" \(LateThing)"#
                        let long = """
                            LateThing "
                            """
                        /* LateThing /* nested */ LateThing */
                        #if DEBUG
                        func make() -> LateThing { LateThing() }
                        #endif
                    }
                    """#, path: "Sources/High/Early/EarlyThing.swift", folder: "Early"),
            SourceFile(
                text: #"let shown = "a \(String(describing: LateThing.self)) b""#,
                path: "Sources/High/Early/Shown.swift", folder: "Early"),
        ]
        XCTAssertEqual(files[0].declaredTypes, ["LateThing"])
        let exporting = SourceFile(
            text: "@_exported import Low\nimport Other\n", path: "Sources/High/Early/Export.swift", folder: "Early")
        XCTAssertEqual(exporting.imports.map(\.name), ["Low", "Other"])
        XCTAssertEqual(exporting.reExports, [SourceFile.Mention(name: "Low", line: 1)])
        XCTAssertEqual(
            target.laterStageUses(in: files),
            [
                "Sources/High/Early/EarlyThing.swift:10: Early/ uses LateThing, declared in Late/, which "
                    + "\(RepositoryLayout.section) lists after Early/",
                "Sources/High/Early/Shown.swift:1: Early/ uses LateThing, declared in Late/, which "
                    + "\(RepositoryLayout.section) lists after Early/",
            ])
    }
}
