import XCTest

@testable import RibTrace

/// An app folder and two Swift packages: Profile split into an Interface module (its Dependency and
/// Buildable protocols) and an Impl module (its builder), components extended in `XComponent+Y.swift`
/// files, a componentized builder given a component closure, a SwiftUI view in a hosting controller.
final class MultiPackageScanTests: XCTestCase {
    private var scan: ScanFixture!

    override func setUpWithError() throws {
        scan = try ScanFixture(fixture: "MultiPackage")
    }

    func testTheTreeAcrossPackagesWithoutTheirTestTargets() {
        XCTAssertEqual(scan.tree, ["Root", "Settings < Root", "Profile < Root", "Avatar < Profile"])
        XCTAssertEqual(scan.result.fileCount, 18, "Packages/Core/Tests and the Package.swift manifests are skipped")
        XCTAssertEqual(
            scan.ribs,
            [
                "Root: RootRouter RootInteractor RootViewController RootBuilder RootDependency RootComponent Packages/Core/Sources/RootImpl/RootBuilder.swift:23",
                "Avatar: AvatarRouter AvatarInteractor AvatarViewController AvatarBuilder AvatarDependency AvatarComponent Packages/Features/Sources/AvatarImpl/AvatarBuilder.swift:22",
                "Profile: ProfileRouter ProfileInteractor ProfileView ProfileBuilder ProfileDependency ProfileComponent Packages/Features/Sources/ProfileImpl/ProfileBuilder.swift:14",
                "Settings: SettingsRouter SettingsInteractor viewless SettingsBuilder SettingsDependency SettingsComponent Packages/Features/Sources/SettingsImpl/SettingsBuilder.swift:15",
            ])
        XCTAssertEqual(
            scan.routes,
            [
                "Root -> Settings via SettingsBuilder", "Root -> Profile via ProfileBuilder",
                "Profile -> Avatar via AvatarBuilder",
            ])
        XCTAssertEqual(scan.diagnostics, [])
    }

    func testEdgesFollowTheComponentClosureAndTheInterfaceProtocol() {
        XCTAssertEqual(
            scan.edges,
            [
                "Root: RootDependency by AppComponent from -",
                "Settings: SettingsDependency by RootComponent from Root",
                "Profile: ProfileDependency by RootComponent from Root",
                "Avatar: AvatarDependency by ProfileComponent from Profile",
            ])
        XCTAssertEqual(
            scan.components,
            [
                "EmptyComponent -> nil", "AppComponent -> EmptyComponent", "RootComponent -> AppComponent",
                "SettingsComponent -> RootComponent", "ProfileComponent -> RootComponent",
                "AvatarComponent -> ProfileComponent",
            ])
    }

    /// Avatar's `session` passes ProfileComponent (which has no such member) and comes from RootComponent's
    /// extension in another package; `avatarURL` is computed in ProfileComponent's extension, so it is
    /// provided there; `any Session` and `Session` are one type.
    func testProvidersAcrossModulesAndExtensions() {
        let rootProfile = "Packages/Core/Sources/RootImpl/RootComponent+Profile.swift"
        XCTAssertEqual(
            scan.properties,
            [
                "Settings.session: Session <- RootComponent @ \(rootProfile):8 (declared Packages/Features/Sources/SettingsImpl/SettingsBuilder.swift:5)",
                "Profile.session: Session <- RootComponent @ \(rootProfile):8 (declared Packages/Features/Sources/ProfileInterface/ProfileInterface.swift:9)",
                "Profile.analytics: Analytics? <- RootComponent @ \(rootProfile):12 (declared Packages/Features/Sources/ProfileInterface/ProfileInterface.swift:10)",
                "Avatar.avatarURL: URL <- ProfileComponent @ Packages/Features/Sources/ProfileImpl/ProfileComponent+Avatar.swift:6 (declared Packages/Features/Sources/AvatarImpl/AvatarBuilder.swift:6)",
                "Avatar.session: Session <- RootComponent @ \(rootProfile):8 (declared Packages/Features/Sources/AvatarImpl/AvatarBuilder.swift:7)",
            ])
    }

    func testExcludeGlobsLeaveOutMatchingFolders() throws {
        let withoutSettings = try ScanFixture(
            root: ScanFixture.folder.appendingPathComponent("MultiPackage"),
            excludes: ["*/SettingsImpl"])
        XCTAssertEqual(withoutSettings.tree, ["Root", "Profile < Root", "Avatar < Profile"])
        XCTAssertEqual(withoutSettings.result.fileCount, 17)
        XCTAssertEqual(
            withoutSettings.diagnostics,
            [
                "Packages/Core/Sources/RootImpl/RootBuilder.swift:36: warning: RootBuilder creates SettingsBuilder, which no "
                    + "scanned file declares as a builder class: that child is left out"
            ])
    }
}
