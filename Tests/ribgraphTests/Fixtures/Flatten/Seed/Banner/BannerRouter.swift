import RIBs

protocol BannerInteractable: Interactable {
    var router: BannerRouting? { get set }
    var listener: BannerListener? { get set }
}

protocol BannerViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class BannerRouter: ViewableRouter<BannerInteractable, BannerViewControllable>, BannerRouting {
    override init(interactor: BannerInteractable, viewController: BannerViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
