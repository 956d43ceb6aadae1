import RIBs
import UIKit

final class HubComponent: Component<EmptyDependency>, HomeDependency, AccountDependency {}

protocol HubBuildable: Buildable {
    func build() -> LaunchRouting
}

final class HubBuilder: Builder<EmptyDependency>, HubBuildable {
    func build() -> LaunchRouting {
        let component = HubComponent(dependency: dependency)
        let viewController = HubBar()
        let interactor = HubInteractor(presenter: viewController)
        return HubRouter(
            interactor: interactor,
            viewController: viewController,
            homeBuilder: HomeBuilder(dependency: component),
            accountBuilder: AccountBuilder(dependency: component))
    }
}

protocol HubRouting: LaunchRouting {}
protocol HubPresentable: Presentable {}
protocol HubListener: AnyObject {}

protocol HubInteractable: Interactable, HomeListener, AccountListener {
    var router: HubRouting? { get set }
    var listener: HubListener? { get set }
}

protocol HubViewControllable: ViewControllable {}

final class HubInteractor: PresentableInteractor<HubPresentable>, HubInteractable {
    weak var router: HubRouting?
    weak var listener: HubListener?
}

final class HubBar: UITabBarController, HubPresentable, HubViewControllable {}

final class HubRouter: LaunchRouter<HubInteractable, HubViewControllable>, HubRouting {
    private let homeBuilder: HomeBuildable
    private let accountBuilder: AccountBuildable

    init(
        interactor: HubInteractable,
        viewController: HubViewControllable,
        homeBuilder: HomeBuildable,
        accountBuilder: AccountBuildable
    ) {
        self.homeBuilder = homeBuilder
        self.accountBuilder = accountBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// Each tab's hop is made by `makeTab`, which names the case; this function only hands it on.
    func createTabs() {
        perform(makeTab(homeBuilder.build(withListener: interactor)))
        perform(makeTab(accountBuilder.build(withListener: interactor)))
    }

    /// Account is a tab, and also shown on its own in a navigation controller presented over the bar.
    func routeToAccount() {
        let account = accountBuilder.build(withListener: interactor)
        perform(Hop(to: account, transition: .wrapped))
    }

    private func makeTab(_ routing: @autoclosure () -> Routing) -> HopInfo {
        Hop(to: routing(), transition: .tab(wrap: { UINavigationController(rootViewController: $0) }))
    }
}
