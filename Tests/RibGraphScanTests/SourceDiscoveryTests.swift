import Foundation
import XCTest

@testable import RibGraphScan

/// Which files a scan reads, in which order, spelled how, in which module.
final class SourceDiscoveryTests: XCTestCase {
    private var folder: SourceFolder!

    override func setUpWithError() throws {
        folder = try SourceFolder([
            "App/Feature/B.swift": "", "App/Feature/A.swift": "", "App/Feature/notes.md": "",
            "App/SpeedTest/Speed.swift": "", "App/AppTests/T.swift": "", "App/AppUITests/U.swift": "",
            "App/Pods/P.swift": "", "App/Carthage/C.swift": "", "App/.build/X.swift": "", "App/DerivedData/D.swift": "",
            "App/.hidden/H.swift": "", "App/Legacy/L.swift": "", "App/Assets.xcassets/I.swift": "",
            "Pkg/Package.swift": "", "Pkg/Sources/Core/Nested/N.swift": "", "Pkg/Sources/Core/K.swift": "",
            "Tuist/Profile/Sources/S.swift": "",
        ])
    }

    override func tearDown() {
        folder.remove()
    }

    private func files(_ paths: [String], excludes: [String] = []) throws -> [String] {
        let root = folder.url.path + "/"
        return try SourceDiscovery(excludes: excludes, limits: .standard).files(in: paths.map { root + $0 })
            .map { "\($0.path.replacingOccurrences(of: root, with: "")) [\($0.module)]" }
    }

    func testSkipsDependencyBuildHiddenAndTestFoldersButNotFeaturesNamedLikeTests() throws {
        XCTAssertEqual(
            try files(["App"]),
            [
                "App/Feature/A.swift [App]", "App/Feature/B.swift [App]",
                "App/Legacy/L.swift [App]", "App/SpeedTest/Speed.swift [App]",
            ])
    }

    func testModulesFromPackageTargetsAndProjectSourcesFolders() throws {
        XCTAssertEqual(
            try files(["Pkg", "Tuist"]),
            [
                "Pkg/Sources/Core/K.swift [Core]",
                "Pkg/Sources/Core/Nested/N.swift [Core]",
                "Tuist/Profile/Sources/S.swift [Profile]",
            ])
    }

    func testExcludeGlobsAndExplicitPaths() throws {
        XCTAssertEqual(
            try files(["App"], excludes: ["*/Legacy", "B.swift"]),
            ["App/Feature/A.swift [App]", "App/SpeedTest/Speed.swift [App]"])
        XCTAssertEqual(
            try files(["App/AppTests", "App/Feature/A.swift", "App/Feature"]),
            ["App/AppTests/T.swift [AppTests]", "App/Feature/A.swift [Feature]", "App/Feature/B.swift [Feature]"],
            "a folder given explicitly is scanned; a file is read once")
    }

    func testPathsAreSpelledAsGivenWithoutLeadingDotSlash() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(folder.url.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let discovery = SourceDiscovery(limits: .standard)
        XCTAssertEqual(try discovery.files(in: ["./Tuist/"]).map(\.path), ["Tuist/Profile/Sources/S.swift"])
        XCTAssertThrowsError(try discovery.files(in: ["Nope"])) { error in
            XCTAssertEqual(error as? ScanError, .missingPath("Nope"))
        }
    }
}
