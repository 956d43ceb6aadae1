import RIBs
import UIKit

protocol HomeDependency: Dependency {}

final class HomeComponent: Component<HomeDependency>, DetailDependency, ComposeDependency, BannerDependency,
    CheckoutDependency
{}

protocol HomeBuildable: Buildable {
    func build(withListener listener: HomeListener) -> HomeRouting
}

final class HomeBuilder: Builder<HomeDependency>, HomeBuildable {
    func build(withListener listener: HomeListener) -> HomeRouting {
        let component = HomeComponent(dependency: dependency)
        let viewController = HomeViewController()
        let interactor = HomeInteractor(presenter: viewController)
        interactor.listener = listener
        return HomeRouter(
            interactor: interactor,
            viewController: viewController,
            detailBuilder: DetailBuilder(dependency: component),
            composeBuilder: ComposeBuilder(dependency: component),
            bannerBuilder: BannerBuilder(dependency: component),
            checkoutBuilder: CheckoutBuilder(dependency: component))
    }
}

protocol HomeRouting: ViewableRouting {}
protocol HomePresentable: Presentable {}
protocol HomeListener: AnyObject {}

protocol HomeInteractable: Interactable, DetailListener, ComposeListener, BannerListener, CheckoutListener {
    var router: HomeRouting? { get set }
    var listener: HomeListener? { get set }
}

protocol HomeViewControllable: ViewControllable {}

final class HomeInteractor: PresentableInteractor<HomePresentable>, HomeInteractable {
    weak var router: HomeRouting?
    weak var listener: HomeListener?
}

final class HomeViewController: UIViewController, HomePresentable, HomeViewControllable {}

final class HomeRouter: ViewableRouter<HomeInteractable, HomeViewControllable>, HomeRouting {
    private let detailBuilder: DetailBuildable
    private let composeBuilder: ComposeBuildable
    private let bannerBuilder: BannerBuildable
    private let checkoutBuilder: CheckoutBuildable

    init(
        interactor: HomeInteractable,
        viewController: HomeViewControllable,
        detailBuilder: DetailBuildable,
        composeBuilder: ComposeBuildable,
        bannerBuilder: BannerBuildable,
        checkoutBuilder: CheckoutBuildable
    ) {
        self.detailBuilder = detailBuilder
        self.composeBuilder = composeBuilder
        self.bannerBuilder = bannerBuilder
        self.checkoutBuilder = checkoutBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let banner = bannerBuilder.build(withListener: interactor)
        perform(Hop(to: banner, transition: .section))
    }

    func routeToDetail() {
        let detail = detailBuilder.build(withListener: interactor)
        let hop = Hop(to: detail, transition: .push)
        perform(hop)
    }

    func routeToCompose() {
        let compose = composeBuilder.build(withListener: interactor)
        let transition = Transition.sheet(style: .pageSheet)
        perform(Hop(to: compose, transition: transition))
    }

    func routeToCheckout() {
        let checkout = checkoutBuilder.build(withListener: interactor)
        perform(Hop(to: checkout, transition: Transition.push))
    }
}
