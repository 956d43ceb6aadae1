import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibGraphScan
@testable import RibTrace

/// A Tuist workspace whose targets come from helpers in Tuist/ProjectDescriptionHelpers, with a feature builder
/// copied into a second module (the HEAD side of the pull-request fixture tuist-helper-feature-twin): modules
/// named as the helpers name them, each use resolved as the compiler would, and an ambiguity marked, not guessed.
final class ModularScanTests: XCTestCase {
    private static let workspace = packageRoot.appendingPathComponent(
        "Tests/ribgraphTests/Fixtures/PullRequests/tuist-helper-feature-twin/head")

    private var copies: [URL] = []

    override func tearDown() {
        for copy in copies { try? FileManager.default.removeItem(at: copy) }
    }

    /// The workspace copied to a scratch folder, with `edits` (relative path, old text, new text) applied in order.
    private func edited(_ edits: [(String, String, String)]) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ribgraph-modular-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.workspace, to: copy)
        copies.append(copy)
        for (path, old, new) in edits {
            let file = copy.appendingPathComponent(path)
            let text = try String(contentsOf: file, encoding: .utf8)
            XCTAssertTrue(text.contains(old), "\(path) has no \(old)")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: file)
        }
        return copy
    }

    private func modules(_ scan: ScanFixture) -> [String] {
        scan.trace.ribs.map { "\($0.id) in \($0.module ?? "-")" }.sorted()
    }

    private func ambiguous(_ scan: ScanFixture) -> [String] {
        scan.trace.routes.filter(\.isAmbiguous).map { "\($0.parent) -> \($0.child)" }
    }

    func testHelpersNameTheModulesAndEachUseFindsItsOwnCopy() throws {
        let scan = try ScanFixture(root: Self.workspace)
        XCTAssertEqual(
            modules(scan),
            ["Closet in Closet", "Closet.StyleHome in Closet", "Root in App", "Style.StyleHome in Style"])
        XCTAssertEqual(
            scan.routes.sorted(),
            [
                "Closet -> Closet.StyleHome via Closet.StyleHomeBuilder", "Root -> Closet via ClosetBuilder",
                "Root -> Style.StyleHome via Style.StyleHomeBuilder",
            ])
        XCTAssertEqual(ambiguous(scan), [])
        XCTAssertFalse(scan.result.diagnostics.contains { $0.kind == .unattachedRIB }, "\(scan.result.diagnostics)")
        let twins = try XCTUnwrap(
            scan.result.diagnostics.first { $0.message.hasPrefix("2 builders named StyleHomeBuilder") })
        XCTAssertTrue(
            twins.message.contains(
                "(module Style, named by helper featureModule (\(scan.root)Tuist/ProjectDescriptionHelpers/Project+Feature.swift) called in \(scan.root)Features/Style/Project.swift)"
            ), twins.message)
        XCTAssertTrue(
            twins.message.contains(
                "(module Closet, named by the name passed to helper legacyModule in \(scan.root)Features/Closet/Project.swift, whose targets cannot be read)"
            ), twins.message)
    }

    /// Without the helpers' folder, the manifests' calls still name their modules, after the `name:` passed,
    /// and the warning says that rule.
    func testAHelperThatCannotBeReadNamesTheModuleAfterTheNamePassed() throws {
        let root = try edited([])
        try FileManager.default.removeItem(at: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers"))
        let scan = try ScanFixture(root: root)
        XCTAssertEqual(
            modules(scan),
            ["Closet in Closet", "Closet.StyleHome in Closet", "Root in App", "Style.StyleHome in Style"])
        let twins = try XCTUnwrap(
            scan.result.diagnostics.first { $0.message.hasPrefix("2 builders named StyleHomeBuilder") })
        XCTAssertTrue(
            twins.message.contains(
                "(module Style, named by the name passed to helper featureModule in \(scan.root)Features/Style/Project.swift, whose targets cannot be read)"
            ), twins.message)
    }

    /// A helper file past the scan's limits (nested deeper than --max-nesting) and a FIFO among the helpers are
    /// left out, each with a warning naming it: the scan neither hangs nor parses without bounds, and the manifest
    /// calling the lost helper names its module after the name it passes.
    func testAHelperFilePastTheLimitsOrNotARegularFileIsLeftOutWithAWarning() throws {
        let root = try edited([])
        let helpers = root.appendingPathComponent("Tuist/ProjectDescriptionHelpers")
        let feature = helpers.appendingPathComponent("Project+Feature.swift")
        let deep = String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        try Data((try String(contentsOf: feature, encoding: .utf8) + "\nlet deep = \(deep)\n").utf8).write(to: feature)
        XCTAssertEqual(mkfifo(helpers.appendingPathComponent("Pipe.swift").path, 0o600), 0)
        let scan = try ScanFixture(root: root)
        XCTAssertEqual(
            modules(scan),
            ["Closet in Closet", "Closet.StyleHome in Closet", "Root in App", "Style.StyleHome in Style"])
        let leftOut = scan.result.diagnostics.filter { $0.kind == .leftOutFile }.map(\.description)
        XCTAssertEqual(leftOut.count, 2, "\(leftOut)")
        XCTAssertTrue(
            leftOut.contains {
                $0.contains("Project+Feature.swift:") && $0.contains("nest") && $0.contains("helper file is left out")
            },
            "\(leftOut)")
        XCTAssertTrue(
            leftOut.contains { $0.contains("Pipe.swift") && $0.contains("not a regular file") }, "\(leftOut)")
        let twins = try XCTUnwrap(
            scan.result.diagnostics.first { $0.message.hasPrefix("2 builders named StyleHomeBuilder") })
        XCTAssertTrue(
            twins.message.contains("(module Style, named by the name passed to helper featureModule"), twins.message)
    }

    /// A manifest naming its target after a module enum's case (`let module = Modules.Features.closet.module`,
    /// `name: module.name`), beside a scheme whose copied name is another module's: the case's raw value names
    /// the module, and a scheme names none.
    func testAModuleEnumsCaseNamesTheTargetAndASchemeNamesNoModule() throws {
        let root = try edited([
            (
                "Features/Closet/Project.swift", "let project = Project.legacyModule(name: \"Closet\")",
                """
                nonisolated(unsafe) let module = Modules.Features.closet.module
                let project = Project(
                    name: module.name,
                    targets: [.target(name: module.name, product: .framework, sources: ["Sources/**"])],
                    schemes: [.scheme(name: "StyleApp", shared: true)]
                )
                """
            )
        ])
        try Data(
            """
            import ProjectDescription

            public enum Modules {
                public enum Features: String {
                    case closet = "Closet"
                    case style = "Style"

                    public var module: Module { Module(name: rawValue) }
                }

                public struct Module {
                    public let name: String
                }
            }
            """.utf8
        ).write(to: root.appendingPathComponent("Tuist/ProjectDescriptionHelpers/Modules.swift"))
        let scan = try ScanFixture(root: root)
        XCTAssertEqual(
            modules(scan),
            ["Closet in Closet", "Closet.StyleHome in Closet", "Root in App", "Style.StyleHome in Style"])
        XCTAssertEqual(ambiguous(scan), [])
    }

    /// Closet's copy of StyleHomeBuilder and of its Buildable protocol made public, as Style's are.
    private static let closetCopyMadePublic = [
        (
            "Features/Closet/Sources/StyleHome/StyleHomeBuilder.swift", "final class StyleHomeBuilder",
            "public final class StyleHomeBuilder"
        ),
        (
            "Features/Closet/Sources/StyleHome/StyleHomeBuilder.swift", "protocol StyleHomeBuildable",
            "public protocol StyleHomeBuildable"
        ),
    ]

    /// Root imports both modules and both copies are public: the compiler could not tell them apart, nor can
    /// the scan. Two routes, each marked ambiguous, and a warning naming both.
    func testTwoVisibleCopiesMakeAmbiguousRoutes() throws {
        let root = try edited(Self.closetCopyMadePublic)
        let scan = try ScanFixture(root: root)
        XCTAssertEqual(ambiguous(scan).sorted(), ["Root -> Closet.StyleHome", "Root -> Style.StyleHome"])
        XCTAssertEqual(
            scan.result.diagnostics.filter { $0.kind == .ambiguousRoute }.map { scan.relative($0.description) },
            [
                "Projects/App/Sources/Root/RootBuilder.swift:25: warning: Root attaches a StyleHome, which may be "
                    + "Closet.StyleHome or Style.StyleHome: neither the file's module, its imports nor its target's "
                    + "dependencies tell them apart; each route is marked ambiguous"
            ])
        XCTAssertEqual(
            scan.trace.routes.filter { $0.child == "Closet.StyleHome" }.map { "\($0.parent) \($0.isAmbiguous)" },
            ["Closet false", "Root true"], "Closet's own copy stays certain")
    }

    /// Root's file imports neither module: its target's dependencies (Style only) decide.
    func testTheTargetsDependenciesDecideWhereTheFileImportsNothing() throws {
        let root = try edited(
            Self.closetCopyMadePublic + [
                ("Projects/App/Sources/Root/RootBuilder.swift", "import Style\nimport Closet\n", ""),
                (
                    "Projects/App/Project.swift",
                    ",\n                .project(target: \"Closet\", path: \"../../Features/Closet\")", ""
                ),
            ])
        let scan = try ScanFixture(root: root)
        XCTAssertEqual(ambiguous(scan), [])
        XCTAssertEqual(
            scan.routes.filter { $0.hasPrefix("Root -> ") }.sorted(),
            ["Root -> Closet via ClosetBuilder", "Root -> Style.StyleHome via Style.StyleHomeBuilder"])
    }

    /// A router storing a Buildable protocol that a copy in another module conforms to as well (LookMonster's
    /// StyleHomeBuilder): the builder creates the copy of the module it imports, so the router holds that one,
    /// and the other copy is no child.
    func testARouterHoldsTheConformerItsBuilderCreates() throws {
        let folder = try SourceFolder([
            "Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Twins",
                targets: [
                    .target(name: "StyleInterface"),
                    .target(name: "Style", dependencies: ["StyleInterface"]),
                    .target(name: "Search", dependencies: ["StyleInterface"]),
                    .target(name: "App", dependencies: ["Style", "Search", "StyleInterface"]),
                ]
            )
            """,
            "Sources/StyleInterface/StyleHomeBuildable.swift": """
            import RIBs

            public protocol StyleHomeBuildable: Buildable {
                func build(withListener listener: StyleHomeListener) -> ViewableRouting
            }
            """,
            "Sources/Style/StyleHomeBuilder.swift": """
            import RIBs
            import StyleInterface

            public final class StyleHomeBuilder: Builder<StyleHomeDependency>, StyleHomeBuildable {
                public func build(withListener listener: StyleHomeListener) -> ViewableRouting {
                    StyleHomeRouter(interactor: StyleHomeInteractor(), viewController: StyleHomeViewController())
                }
            }

            final class StyleHomeRouter: ViewableRouter<StyleHomeInteractable, StyleHomeViewControllable> {}
            """,
            "Sources/Search/StyleHomeBuilder.swift": """
            import RIBs
            import StyleInterface

            public final class StyleHomeBuilder: Builder<StyleHomeDependency>, StyleHomeBuildable {
                public func build(withListener listener: StyleHomeListener) -> ViewableRouting {
                    StyleHomeRouter(interactor: StyleHomeInteractor(), viewController: StyleHomeViewController())
                }
            }

            final class StyleHomeRouter: ViewableRouter<StyleHomeInteractable, StyleHomeViewControllable> {}
            """,
            "Sources/App/RootBuilder.swift": """
            import RIBs
            import Style
            import StyleInterface

            final class RootComponent: Component<EmptyDependency>, StyleHomeDependency {}

            final class RootBuilder: Builder<EmptyDependency> {
                func build() -> LaunchRouting {
                    let component = RootComponent(dependency: EmptyComponent())
                    let styleHome = StyleHomeBuilder(dependency: component)
                    return RootRouter(interactor: RootInteractor(), viewController: RootViewController(), styleHome: styleHome)
                }
            }

            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
                private let styleHome: StyleHomeBuildable

                init(interactor: RootInteractable, viewController: RootViewControllable, styleHome: StyleHomeBuildable) {
                    self.styleHome = styleHome
                    super.init(interactor: interactor, viewController: viewController)
                }
            }
            """,
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.routes, ["Root -> Style.StyleHome via Style.StyleHomeBuilder"])
        XCTAssertEqual(ambiguous(scan), [])
    }
}
