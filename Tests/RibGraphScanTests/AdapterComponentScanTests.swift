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

    /// A DI container's adapter that is itself a `Builder` subclass (it conforms to the parent's `…Buildable`
    /// protocol and its `build` returns the real builder's): the parent's route goes through it to the real
    /// child, and the adapter is no RIB.
    func testABuilderSubclassStandingInForAnotherBuilderIsAnAdapterNotARIB() throws {
        let folder = try SourceFolder([
            "Common/DITasks.swift": """
            import RIBs

            public protocol DITasksDependency: Dependency {
                var store: String { get }
            }

            public protocol DITasksBuildable: Buildable {
                func build(withListener listener: DITasksListener) -> ViewableRouting
            }
            """,
            "App/Root/RootBuilder.swift": """
            import RIBs

            final class RootComponent: Component<EmptyDependency>, DITasksDependency {
                let store: String = "db"
            }

            final class RootBuilder: Builder<EmptyDependency> {
                func build() -> LaunchRouting {
                    let component = RootComponent(dependency: EmptyComponent())
                    let tasksBuilder: DITasksBuildable = container.resolve(DITasksBuildable.self, argument: component)!
                    return RootRouter(interactor: RootInteractor(), viewController: RootViewController(), tasksBuilder: tasksBuilder)
                }
            }

            final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable> {
                private let tasksBuilder: DITasksBuildable

                init(interactor: RootInteractable, viewController: RootViewControllable, tasksBuilder: DITasksBuildable) {
                    self.tasksBuilder = tasksBuilder
                    super.init(interactor: interactor, viewController: viewController)
                }
            }
            """,
            "App/Adapters/DITasksBuilderAdapter.swift": """
            import RIBs

            final class DITasksBuilderAdapter: Builder<DITasksDependency>, DITasksBuildable, TasksListener {
                private final class Component: RIBs.Component<DITasksDependency>, TasksDependency {
                    var tasksStore: String {
                        dependency.store
                    }
                }

                func build(withListener listener: DITasksListener) -> ViewableRouting {
                    let component = Component(dependency: dependency)
                    let builder = TasksBuilder(dependency: component)
                    return builder.build(withListener: self)
                }
            }
            """,
            "Tasks/TasksBuilder.swift": """
            import RIBs

            public protocol TasksDependency: Dependency {
                var tasksStore: String { get }
            }

            public final class TasksBuilder: Builder<TasksDependency> {
                public func build(withListener listener: TasksListener) -> ViewableRouting {
                    TasksRouter(interactor: TasksInteractor(), viewController: TasksViewController())
                }
            }

            final class TasksRouter: ViewableRouter<TasksInteractable, TasksViewControllable> {}
            """,
        ])
        defer { folder.remove() }
        let scan = try ScanFixture(root: folder.url)
        XCTAssertEqual(scan.tree, ["Root", "Tasks < Root"])
        XCTAssertEqual(scan.routes, ["Root -> Tasks via TasksBuilder [DITasksBuilderAdapter]"])
        XCTAssertEqual(
            scan.edges, ["Tasks: TasksDependency by DITasksBuilderAdapter.Component from DITasksBuilderAdapter"])
        XCTAssertEqual(
            scan.properties,
            [
                "Tasks.tasksStore: String <- RootComponent @ App/Root/RootBuilder.swift:4 (declared Tasks/TasksBuilder.swift:4)"
            ])
    }
}
