import XCTest

@testable import RibGraphScan
@testable import RibTrace

/// Sources with problems: each gets a `path:line` warning and the scan goes on with what it can read.
final class BadSourceScanTests: XCTestCase {
    private var folders: [SourceFolder] = []

    override func tearDown() {
        for folder in folders { folder.remove() }
    }

    private func scan(_ files: [String: String]) throws -> ScanFixture {
        let folder = try SourceFolder(files)
        folders.append(folder)
        return try ScanFixture(root: folder.url)
    }

    /// Root with one child, Child; `childDependency` is the body of ChildDependency.
    private static func app(childDependency: String = "") -> [String: String] {
        [
            "App/Root/RootBuilder.swift": """
            import RIBs

            protocol RootDependency: Dependency {}

            final class RootComponent: Component<RootDependency> {
                var name: String { "root" }
            }

            final class RootBuilder: Builder<RootDependency> {
                func build() -> LaunchRouting {
                    let component = RootComponent(dependency: dependency)
                    let childBuilder = ChildBuilder(dependency: component)
                    return RootRouter(interactor: RootInteractor(), viewController: RootViewController(), childBuilder: childBuilder)
                }
            }

            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
                init(interactor: RootInteractable, viewController: RootViewControllable, childBuilder: ChildBuildable) {
                    super.init(interactor: interactor, viewController: viewController)
                }
            }

            extension RootComponent: ChildDependency {}
            """,
            "App/Child/ChildBuilder.swift": """
            import RIBs

            protocol ChildDependency: Dependency {\(childDependency)}

            final class ChildComponent: Component<ChildDependency> {}

            protocol ChildBuildable: Buildable {}

            final class ChildBuilder: Builder<ChildDependency>, ChildBuildable {
                func build(withListener listener: ChildListener) -> ChildRouting {
                    _ = ChildComponent(dependency: dependency)
                    return ChildRouter(interactor: ChildInteractor(), viewController: ChildViewController())
                }
            }

            final class ChildRouter: ViewableRouter<ChildInteractable, ChildViewControllable> {}
            """,
        ]
    }

    func testASyntaxErrorIsReportedAndTheRestOfTheAppIsScanned() throws {
        var files = Self.app()
        files["App/Broken/Broken.swift"] = """
            import RIBs

            final class Broken {
                func f( {
            }
            """
        let result = try scan(files)
        XCTAssertEqual(result.tree, ["Root", "Child < Root"])
        XCTAssertEqual(
            result.diagnostics,
            [
                "App/Broken/Broken.swift:4: warning: syntax error: expected ')' to end parameter clause; the rest of the file "
                    + "is read as the parser recovered it",
                "App/Broken/Broken.swift:5: warning: syntax error: expected '}' to end class; the rest of the file is read "
                    + "as the parser recovered it",
            ])
    }

    func testAnUnresolvedPropertyNamesItsPlaceAndTheClosestCandidatesAndIsNotGuessed() throws {
        let result = try scan(
            Self.app(childDependency: "\n    var nam: String { get }\n    var name: String { get }\n"))
        XCTAssertEqual(
            result.properties,
            [
                "Child.nam: String <- nobody @ - (declared App/Child/ChildBuilder.swift:4)",
                "Child.name: String <- RootComponent @ App/Root/RootBuilder.swift:6 (declared App/Child/ChildBuilder.swift:5)",
            ])
        XCTAssertEqual(result.result.unresolvedCount, 1)
        XCTAssertEqual(
            result.diagnostics,
            [
                "App/Child/ChildBuilder.swift:4: warning: ChildDependency.nam: provided by no component (searched RootComponent); "
                    + "closest: RootComponent.name (App/Root/RootBuilder.swift:6)"
            ])
    }

    func testAMemberOfAnotherTypeIsNoProvider() throws {
        let result = try scan(Self.app(childDependency: "\n    var name: Int { get }\n"))
        XCTAssertEqual(result.properties, ["Child.name: Int <- nobody @ - (declared App/Child/ChildBuilder.swift:4)"])
        XCTAssertEqual(result.diagnostics.count, 1)
    }

    func testABuilderWhoseChildCannotBeResolvedIsReportedWhereItIsCreatedAndStored() throws {
        var files = Self.app()
        files["App/Child/ChildBuilder.swift"] = "import RIBs\n\nprotocol ChildDependency: Dependency {}\n"
        let result = try scan(files)
        XCTAssertEqual(result.tree, ["Root"])
        XCTAssertEqual(
            result.diagnostics,
            [
                "App/Root/RootBuilder.swift:12: warning: RootBuilder creates ChildBuilder, which no scanned file declares as "
                    + "a builder class: that child is left out",
                "App/Root/RootBuilder.swift:18: warning: RootRouter holds a ChildBuildable, but no scanned builder class "
                    + "conforms to it: that child is left out",
            ])
    }

    /// Two `SharedComponent`s in two packages: a warning names both, and each builder gets the one in its own
    /// module, so each child's property is provided by its own module's component.
    func testTwoComponentsWithOneNameInDifferentModulesAreReportedAndResolvedByModule() throws {
        func feature(_ name: String) -> String {
            """
            import RIBs

            protocol \(name)Dependency: Dependency {}

            final class SharedComponent: Component<\(name)Dependency> {
                var \(name.lowercased())Only: String { "" }
            }

            final class \(name)Builder: Builder<\(name)Dependency> {
                func build() -> \(name)Routing {
                    let component = SharedComponent(dependency: dependency)
                    return \(name)Router(interactor: \(name)Interactor(), leaf: \(name)LeafBuilder(dependency: component))
                }
            }

            final class \(name)Router: Router<\(name)Interactable> {}

            protocol \(name)LeafDependency: Dependency {
                var \(name.lowercased())Only: String { get }
            }

            extension SharedComponent: \(name)LeafDependency {}

            final class \(name)LeafBuilder: Builder<\(name)LeafDependency> {
                func build() -> \(name)LeafRouting {
                    \(name)LeafRouter(interactor: \(name)LeafInteractor())
                }
            }

            final class \(name)LeafRouter: Router<\(name)LeafInteractable> {}
            """
        }
        let result = try scan([
            "A/Package.swift": "", "A/Sources/Alpha/AlphaBuilder.swift": feature("Alpha"),
            "B/Package.swift": "", "B/Sources/Beta/BetaBuilder.swift": feature("Beta"),
        ])
        XCTAssertEqual(result.tree, ["Alpha", "AlphaLeaf < Alpha", "Beta", "BetaLeaf < Beta"])
        XCTAssertEqual(
            result.properties,
            [
                "AlphaLeaf.alphaOnly: String <- Alpha.SharedComponent @ A/Sources/Alpha/AlphaBuilder.swift:6 (declared A/Sources/Alpha/AlphaBuilder.swift:19)",
                "BetaLeaf.betaOnly: String <- Beta.SharedComponent @ B/Sources/Beta/BetaBuilder.swift:6 (declared B/Sources/Beta/BetaBuilder.swift:19)",
            ])
        XCTAssertEqual(
            result.diagnostics,
            [
                "warning: no RIB is launched (no LaunchRouter, no app delegate building one): the tree starts at the RIBs nothing attaches",
                "A/Sources/Alpha/AlphaBuilder.swift:5: warning: 2 components named SharedComponent: "
                    + "A/Sources/Alpha/AlphaBuilder.swift:5 (module Alpha, named by the folder rule (no manifest the scan "
                    + "reads declares its files)) and B/Sources/Beta/BetaBuilder.swift:5 (module Beta, named by the folder "
                    + "rule (no manifest the scan reads declares its files)); each use resolves to the one in its own "
                    + "module, else in a module its file imports, else in its target's dependencies; a route left with "
                    + "several is marked ambiguous",
            ])
    }

    func testAStaleCopyOfABuilderInTheSameModuleIsReported() throws {
        var files = Self.app()
        files["App/Old/ChildBuilder.swift"] = files["App/Child/ChildBuilder.swift"]
        let result = try scan(files)
        // Each copy declares its own ChildBuildable in the one module: nothing tells which the root means, so it
        // has a route to each, both marked ambiguous; the warnings say which files to look at.
        XCTAssertEqual(result.trace.ribs.filter { $0.name == "Child" }.count, 2, "two types, each its own node")
        XCTAssertEqual(
            result.trace.routes.filter { $0.parent == "Root" }.map {
                "\($0.child.split(separator: ".").last ?? "") \($0.isAmbiguous)"
            },
            ["Child true", "Child@Old true"], "ids hold no path: the stale copy is told apart by its folder")
        // One module (named after the scanned folder): the copy is not told apart by module.
        let builders = result.diagnostics.filter {
            $0.hasPrefix("App/Child/ChildBuilder.swift:9: warning: 2 builders named ChildBuilder: ")
        }
        XCTAssertEqual(builders.count, 1, "\(result.diagnostics)")
        XCTAssertTrue(builders.first?.contains(" and App/Old/ChildBuilder.swift:9 (module ") == true, "\(builders)")
        XCTAssertTrue(
            result.diagnostics.contains {
                $0.hasPrefix("App/Child/ChildBuilder.swift:5: warning: 2 components named ChildComponent: ")
            })
    }

    func testNothingUsableIsAnErrorAndAMissingPathToo() throws {
        let folder = try SourceFolder(["Plain.swift": "struct Plain {}\n"])
        folders.append(folder)
        XCTAssertThrowsError(try SourceScanner.scan(paths: [folder.url.path])) { error in
            XCTAssertEqual(error as? ScanError, .nothingFound(files: 1))
        }
        let missing = folder.url.appendingPathComponent("nope").path
        XCTAssertThrowsError(try SourceScanner.scan(paths: [missing])) { error in
            XCTAssertEqual(error as? ScanError, .missingPath(missing))
        }
    }
}
