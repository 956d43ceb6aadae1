import RibGraphScan
import RibGraphTestSupport
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

    func testTheTreeAcrossPackagesWithoutTheirTestTargets() throws {
        let root = try scan.marks("Packages/Core/Sources/RootImpl/RootBuilder.swift")
        let avatar = try scan.marks("Packages/Features/Sources/AvatarImpl/AvatarBuilder.swift")
        let profile = try scan.marks("Packages/Features/Sources/ProfileImpl/ProfileBuilder.swift")
        let settings = try scan.marks("Packages/Features/Sources/SettingsImpl/SettingsBuilder.swift")
        XCTAssertEqual(scan.tree, ["Root", "Settings < Root", "Profile < Root", "Avatar < Profile"])
        XCTAssertEqual(scan.result.fileCount, 18, "Packages/Core/Tests and the Package.swift manifests are skipped")
        XCTAssertEqual(
            scan.ribs,
            [
                "Root: RootRouter RootInteractor RootViewController RootBuilder RootDependency RootComponent \(root["RootBuilder"])",
                "Avatar: AvatarRouter AvatarInteractor AvatarViewController AvatarBuilder AvatarDependency AvatarComponent \(avatar["AvatarBuilder"])",
                "Profile: ProfileRouter ProfileInteractor ProfileView ProfileBuilder ProfileDependency ProfileComponent \(profile["ProfileBuilder"])",
                "Settings: SettingsRouter SettingsInteractor viewless SettingsBuilder SettingsDependency SettingsComponent \(settings["SettingsBuilder"])",
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
    func testProvidersAcrossModulesAndExtensions() throws {
        let root = try scan.marks("Packages/Core/Sources/RootImpl/RootComponent+Profile.swift")
        let profile = try scan.marks("Packages/Features/Sources/ProfileImpl/ProfileComponent+Avatar.swift")
        let settings = try scan.marks("Packages/Features/Sources/SettingsImpl/SettingsBuilder.swift")
        let profileInterface = try scan.marks("Packages/Features/Sources/ProfileInterface/ProfileInterface.swift")
        let avatar = try scan.marks("Packages/Features/Sources/AvatarImpl/AvatarBuilder.swift")
        XCTAssertEqual(
            scan.properties,
            [
                "Settings.session: Session <- RootComponent @ \(root["RootComponent.session"]) (declared \(settings["SettingsDependency.session"]))",
                "Profile.session: Session <- RootComponent @ \(root["RootComponent.session"]) (declared \(profileInterface["ProfileDependency.session"]))",
                "Profile.analytics: Analytics? <- RootComponent @ \(root["RootComponent.analytics"]) (declared \(profileInterface["ProfileDependency.analytics"]))",
                "Avatar.avatarURL: URL <- ProfileComponent @ \(profile["ProfileComponent.avatarURL"]) (declared \(avatar["AvatarDependency.avatarURL"]))",
                "Avatar.session: Session <- RootComponent @ \(root["RootComponent.session"]) (declared \(avatar["AvatarDependency.session"]))",
            ])
    }

    func testExcludeGlobsLeaveOutMatchingFolders() throws {
        let withoutSettings = try ScanFixture(
            root: ScanFixture.folder.appendingPathComponent("MultiPackage"),
            excludes: ["*/SettingsImpl"])
        XCTAssertEqual(withoutSettings.tree, ["Root", "Profile < Root", "Avatar < Profile"])
        XCTAssertEqual(withoutSettings.result.fileCount, 17)
        let root = try withoutSettings.marks("Packages/Core/Sources/RootImpl/RootBuilder.swift")
        XCTAssertEqual(
            withoutSettings.diagnostics,
            [
                "\(root["creates-SettingsBuilder"]): warning: RootBuilder creates SettingsBuilder, which no "
                    + "scanned file declares as a builder class: that child is left out"
            ])
    }
}
