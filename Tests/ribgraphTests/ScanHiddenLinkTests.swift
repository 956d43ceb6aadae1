import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibTrace

/// A link inside the scanned tree is followed only to what the scan would read by itself (issue 41): a
/// pull request's `Leak.swift -> .git/config` made the scan's syntax warning quote the checkout's credential
/// line into the CI log. Links into `.git`, `.build` or any hidden folder, and links to files that are no
/// Swift source, are named in a warning and left unread.
final class ScanHiddenLinkTests: XCTestCase {
    private static func rib(_ name: String) -> String {
        """
        import RIBs
        protocol \(name)Dependency: Dependency {}
        final class \(name)Component: Component<\(name)Dependency> {}
        final class \(name)Router: LaunchRouter<\(name)Interactable, \(name)ViewControllable> {}
        final class \(name)Builder: Builder<\(name)Dependency> {
            func build() -> \(name)Routing { \(name)Router(interactor: \(name)Interactor()) }
        }

        """
    }

    func testLinksIntoGitBuildOrHiddenFoldersAreNotFollowedAndNothingOfThemIsQuoted() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let manager = FileManager.default
        for folder in [".git", ".build/debug", ".hidden", "App/Shared"] {
            try manager.createDirectory(atPath: rg.path(folder), withIntermediateDirectories: true)
        }
        let secret = "ghs_NotARealTokenButTheTestLooksForIt0123"
        try rg.write(
            "[core]\n\trepositoryformatversion = 0\n[remote \"origin\"]\n\turl = https://x-access-token:\(secret)@github.com/o/r\n",
            to: ".git/config")
        try rg.write(Self.rib("Root"), to: "App/Root.swift")
        try rg.write(Self.rib("Hidden"), to: ".hidden/Hidden.swift")
        try rg.write(Self.rib("Built"), to: ".build/debug/Built.swift")
        try rg.write(Self.rib("Shared"), to: "App/Shared/Shared.swift")
        try manager.createSymbolicLink(atPath: rg.path("App/Leak.swift"), withDestinationPath: "../.git/config")
        try manager.createSymbolicLink(atPath: rg.path("App/Config.swift"), withDestinationPath: "../.git")
        try manager.createSymbolicLink(atPath: rg.path("App/Hidden"), withDestinationPath: "../.hidden")
        try manager.createSymbolicLink(
            atPath: rg.path("App/Built.swift"), withDestinationPath: "../.build/debug/Built.swift")
        try manager.createSymbolicLink(atPath: rg.path("App/Again.swift"), withDestinationPath: "Shared/Shared.swift")
        let result = try rg.run(["scan", ".", "-o", "app.json"], timeout: .seconds(120))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains(secret), "the credential is quoted: \(result.stderr)")
        XCTAssertFalse(result.stderr.contains("x-access-token"), result.stderr)
        XCTAssertFalse(String(decoding: try rg.read("app.json"), as: UTF8.self).contains(secret))
        let links = result.stderr.split(separator: "\n").filter { $0.contains("symbolic link") }.map(String.init)
        XCTAssertEqual(
            links,
            [
                "warning: App/Built.swift: a symbolic link into \".build\", a folder the scan does not read; it is not followed",
                "warning: App/Config.swift: a symbolic link into \".git\", a folder the scan does not read; it is not followed",
                "warning: App/Hidden: a symbolic link into \".hidden\", a folder the scan does not read; it is not followed",
                "warning: App/Leak.swift: a symbolic link into \".git\", a folder the scan does not read; it is not followed",
            ], result.stderr)
        let trace = try TraceDecoder().decode(contentsOfFile: rg.path("app.json"))
        XCTAssertEqual(
            Set(trace.ribs.map(\.name)), ["Root", "Shared"], "a link to a Swift file the scan reads is followed")
    }
}
