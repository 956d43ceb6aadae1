import XCTest

@testable import RibTrace

/// An adapter with a component of its own, nested in it (`ProfileAdapter.Component`), which satisfies the
/// child's Dependency and passes a property through to the parent's component.
final class AdapterComponentScanTests: XCTestCase {
    func testTheAdaptersOwnComponentSatisfiesTheChildAndTheWalkContinuesToTheParent() throws {
        let folder = try SourceFolder([
            "App/LoggedIn/LoggedInBuilder.swift": """
            import RIBs

            protocol LoggedInDependency: Dependency {}

            final class LoggedInComponent: Component<LoggedInDependency>, ProfileAdapterDependency {
                let accountName: String = "me"
            }

            final class LoggedInBuilder: Builder<LoggedInDependency> {
                func build() -> LaunchRouting {
                    let component = LoggedInComponent(dependency: dependency)
                    let profile = ProfileAdapter(dependency: component)
                    return LoggedInRouter(interactor: LoggedInInteractor(games: [profile]), viewController: LoggedInViewController())
                }
            }

            final class LoggedInRouter: LaunchRouter<LoggedInInteractable, LoggedInViewControllable> {}
            """,
            "App/LoggedIn/ProfileAdapter.swift": """
            import RIBs

            protocol ProfileAdapterDependency: Dependency {
                var accountName: String { get }
            }

            /// Builds Profile for LoggedIn with a scope of its own.
            final class ProfileAdapter: ProfileListener {
                final class Component: RIBs.Component<ProfileAdapterDependency>, ProfileDependency {
                    var userName: String {
                        dependency.accountName
                    }
                }

                private let profileBuilder: ProfileBuilder

                init(dependency: ProfileAdapterDependency) {
                    profileBuilder = ProfileBuilder(dependency: Component(dependency: dependency))
                }
            }
            """,
            "App/Profile/ProfileBuilder.swift": """
            import RIBs

            protocol ProfileDependency: Dependency {
                var userName: String { get }
            }

            final class ProfileBuilder: Builder<ProfileDependency> {
                func build(withListener listener: ProfileListener) -> ViewableRouting {
                    ProfileRouter(interactor: ProfileInteractor(), viewController: ProfileViewController())
                }
            }

            final class ProfileRouter: ViewableRouter<ProfileInteractable, ProfileViewControllable> {}
            """,
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["LoggedIn", "Profile < LoggedIn"])
        XCTAssertEqual(scan.routes, ["LoggedIn -> Profile via ProfileBuilder [ProfileAdapter]"])
        XCTAssertEqual(
            scan.trace.adapters,
            [
                Adapter(
                    name: "ProfileAdapter", parent: "LoggedIn", child: "Profile",
                    component: "ProfileAdapter.Component")
            ])
        XCTAssertEqual(scan.edges, ["Profile: ProfileDependency by ProfileAdapter.Component from ProfileAdapter"])
        XCTAssertEqual(
            scan.properties,
            [
                "Profile.userName: String <- LoggedInComponent @ App/LoggedIn/LoggedInBuilder.swift:6 (declared App/Profile/ProfileBuilder.swift:4)"
            ])
        XCTAssertEqual(scan.components, ["LoggedInComponent -> nil", "ProfileAdapter.Component -> LoggedInComponent"])
        XCTAssertEqual(scan.trace.listeners.map { "\($0.child) -> \($0.listener)" }, ["Profile -> ProfileAdapter"])
        XCTAssertEqual(try TraceDecoder().decode(TraceEncoder.encode(scan.trace), file: "adapter.json"), scan.trace)
    }
}
