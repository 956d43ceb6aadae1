import RIBs

protocol TrendingInteractable: Interactable {
    var router: TrendingRouting? { get set }
    var listener: TrendingListener? { get set }
}

protocol TrendingViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class TrendingRouter: ViewableRouter<TrendingInteractable, TrendingViewControllable>, TrendingRouting {

    init(
        interactor: TrendingInteractable,
        viewController: TrendingViewControllable
    ) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
