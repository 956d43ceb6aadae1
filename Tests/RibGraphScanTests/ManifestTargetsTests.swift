import Foundation
import XCTest

@testable import RibGraphScan

/// Which module a file gets from the targets its package's or Tuist project's manifest declares.
final class ManifestTargetsTests: XCTestCase {
    private var folders: [SourceFolder] = []

    override func tearDown() {
        for folder in folders { folder.remove() }
    }

    /// Each Swift file under a new folder holding `files`, as `path [module]`; `Package.swift` and `Project.swift`
    /// are read, not scanned.
    private func modules(_ files: [String: String], includeDemos: Bool = false) throws -> [String] {
        let folder = try SourceFolder(files)
        folders.append(folder)
        let root = folder.url.path + "/"
        return try SourceDiscovery(includeDemos: includeDemos, limits: .standard).files(in: [folder.url.path])
            .map { "\($0.path.replacingOccurrences(of: root, with: "")) [\($0.module)]" }
    }

    func testPackageTargetsFollowSwiftPMsLayoutRules() throws {
        XCTAssertEqual(
            try modules([
                "Package.swift": """
                // swift-tools-version:5.7
                let package = Package(name: "Shop", targets: [
                    .target(name: "Core"),
                    .executableTarget(name: "Tool"),
                    .target(name: "Lib", path: "Library", sources: ["Public", "Shared/Util.swift"], exclude: ["Public/Old"]),
                    .testTarget(name: "CoreChecks", dependencies: ["Core"], path: "Checks"),
                ])
                """,
                "Source/Core/Nested/N.swift": "", "Source/Tool/main.swift": "",
                "Library/Public/A.swift": "", "Library/Public/Old/O.swift": "",
                "Library/Shared/Util.swift": "", "Library/Shared/Other.swift": "",
                "Checks/C.swift": "",
            ]),
            [
                "Library/Public/A.swift [Lib]", "Library/Public/Old/O.swift [\(lastName)]",
                "Library/Shared/Other.swift [\(lastName)]", "Library/Shared/Util.swift [Lib]",
                "Source/Core/Nested/N.swift [Core]", "Source/Tool/main.swift [Tool]",
            ],
            "Source/ is SwiftPM's second root; exclude and what sources leaves out keep the folder rule; "
                + "a test target's files are left out")
    }

    func testASingleTargetTakesTheWholeSourcesFolderFromToolsVersion5_9() throws {
        let files = ["Sources/Kit.swift": "", "Sources/Helpers/H.swift": ""]
        let manifest = { (version: String) in
            """
            // swift-tools-version:\(version)
            let package = Package(name: "P", targets: [
                .target(name: "Kit", dependencies: [.target(name: "Ghost")]), .testTarget(name: "KitTests"), .plugin(name: "Lint"),
            ])
            """
        }
        XCTAssertEqual(
            try modules(files.merging(["Package.swift": manifest("5.9")]) { $1 }),
            ["Sources/Helpers/H.swift [Kit]", "Sources/Kit.swift [Kit]"],
            "a dependency, a test target and a plugin are not a second target")
        XCTAssertEqual(
            try modules(files.merging(["Package.swift": manifest("5.8")]) { $1 }),
            ["Sources/Helpers/H.swift [Helpers]", "Sources/Kit.swift [\(lastName)]"],
            "before 5.9 SwiftPM wants Sources/Kit: the folder rule stays")
    }

    func testTuistGlobsTheMostSpecificTargetWinsAndHelpersFallBack() throws {
        XCTAssertEqual(
            try modules([
                "Project.swift": """
                import ProjectDescription
                let name = "Shop"
                let project = Project(name: name, targets: [
                    Target(name: "\\(name)App", product: .app, sources: ["**/*.swift"]),
                    Target.target(name: "Widgets", product: .framework, sources: ["{Today,Lock}Widget/**"]),
                    .target(name: "Cart", product: .framework, sources: [.glob("Features/Cart/Sources/**", excluding: ["**/Previews/**"])]),
                    .target(name: "CartTests", product: .unitTests, sources: .paths(["Features/Cart/Checks/**"])),
                    .target(name: helperName(), product: .framework, sources: ["Features/Made/**"]),
                ])
                """,
                "App/A.swift": "", "TodayWidget/T.swift": "", "LockWidget/Sub/L.swift": "",
                "Features/Cart/Sources/C.swift": "", "Features/Cart/Sources/Previews/P.swift": "",
                "Features/Cart/Checks/K.swift": "", "Features/Made/M.swift": "",
                "Features/Profile/Project.swift": "let project = Project.framework(name: \"ProfileKit\")",
                "Features/Profile/Sources/Pro.swift": "",
                "Packages/Net/Package.swift":
                    "let package = Package(name: \"Net\", targets: [.target(name: \"Networking\", path: \"Code\")])",
                "Packages/Net/Code/N.swift": "",
            ]),
            [
                "App/A.swift [ShopApp]", "Features/Cart/Checks/K.swift [ShopApp]",
                "Features/Cart/Sources/C.swift [Cart]",
                "Features/Cart/Sources/Previews/P.swift [ShopApp]", "Features/Made/M.swift [ShopApp]",
                "Features/Profile/Sources/Pro.swift [ProfileKit]", "LockWidget/Sub/L.swift [Widgets]",
                "Packages/Net/Code/N.swift [Networking]", "TodayWidget/T.swift [Widgets]",
            ],
            "deeper targets win over the app's **; the app compiles the test target's file too, so it stays; a "
                + "helper the scan cannot read names its project's files after the name passed to it")
    }

    func testGlobsRelativeToTuistsRootNeedTheRootBelowTheScannedPath() throws {
        let files = [
            "Projects/App/Project.swift": """
            let project = Project(name: "Book", targets: [
                .target(name: "Book", product: .app, sources: ["Sources/**"]),
                .target(name: "BookWidget", product: .appExtension,
                        sources: [.glob(.relativeToRoot("Projects/Widget/Sources/**"), excluding: [.relativeToRoot("**/Old/**")])]),
            ])
            """,
            "Projects/App/Sources/A.swift": "", "Projects/Widget/Sources/W.swift": "",
            "Projects/Widget/Sources/Old/O.swift": "",
        ]
        XCTAssertEqual(
            try modules(files.merging(["Tuist/Config.swift": ""]) { $1 }),
            [
                "Projects/App/Sources/A.swift [Book]", "Projects/Widget/Sources/Old/O.swift [Widget]",
                "Projects/Widget/Sources/W.swift [BookWidget]",
            ])
        XCTAssertEqual(
            try modules(files),
            [
                "Projects/App/Sources/A.swift [Book]", "Projects/Widget/Sources/Old/O.swift [Widget]",
                "Projects/Widget/Sources/W.swift [Widget]",
            ],
            "no Tuist folder, Plugin.swift or .git: the root is unknown, the folder rule stays")
    }

    func testAFileSeveralTargetsCompileIsTheAppsBeforeAnExtensionsOrATests() throws {
        XCTAssertEqual(
            try modules([
                "Project.swift": """
                let project = Project(name: "Book", targets: [
                    .target(name: "Book", product: .app, sources: ["Sources/**"]),
                    .target(name: "BookWidget", product: .appExtension, sources: ["Widget/**", "Sources/Models/Account.swift"]),
                    .target(name: "BookTests", product: .unitTests, sources: ["Checks/**", "Sources/Support/Clock.swift"]),
                ])
                """,
                "Sources/Models/Account.swift": "", "Sources/Support/Clock.swift": "", "Widget/W.swift": "",
                "Checks/C.swift": "",
            ]),
            [
                "Sources/Models/Account.swift [Book]", "Sources/Support/Clock.swift [Book]",
                "Widget/W.swift [BookWidget]",
            ],
            "listed by name, the shared files are still the app's; only the test target's own file is left out")
    }

    func testAHelperMadeProjectIsNamedByTheNamePassedAndDemosStayNamedByFolder() throws {
        XCTAssertEqual(
            try modules(
                [
                    "Features/Feed/Project.swift":
                        "let project = Project.framework(name: \"FeedKit\", targets: makeTargets())",
                    "Features/Feed/Sources/F.swift": "",
                    "Features/Feed/Demo/Project.swift":
                        "let project = Project(name: \"D\", targets: [.target(name: \"FeedDemoApp\", sources: [\"**\"])])",
                    "Features/Feed/Demo/Sources/D.swift": "",
                ], includeDemos: true),
            ["Features/Feed/Demo/Sources/D.swift [Demo]", "Features/Feed/Sources/F.swift [FeedKit]"],
            "the helper's name: names the feature; the demo keeps the folder rule, whatever its own manifest declares")
    }

    /// The folder rule's last resort: the scanned folder's name.
    private var lastName: String { folders.last?.url.lastPathComponent ?? "" }
}
