import RIBs

protocol CCInteractable: Interactable, BListener, BannerListener {
    var router: CCRouting? { get set }
    var listener: CCListener? { get set }
}

protocol CCViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func push(viewController: ViewControllable)
    func embed(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class CCRouter: ViewableRouter<CCInteractable, CCViewControllable>, CCRouting {
    init(interactor: CCInteractable, viewController: CCViewControllable, bBuilder: BBuildable, bannerBuilder: BannerBuildable) {
        self.bBuilder = bBuilder
        self.bannerBuilder = bannerBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    /// The banner is a section of CC's own screen, there from the start: composition, not navigation.
    override func didLoad() {
        super.didLoad()
        let banner = bannerBuilder.build(withListener: interactor)
        attachChild(banner)
        viewController.embed(viewController: banner.viewControllable)
    }

    func routeToB() {
        detachCurrentChild()
        let router = bBuilder.build(withListener: interactor)
        current = router
        attachChild(router)
        viewController.push(viewController: router.viewControllable)
    }

    private func detachCurrentChild() {
        guard let current else { return }
        viewController.dismiss(viewController: current.viewControllable)
        detachChild(current)
        self.current = nil
    }

    private let bBuilder: BBuildable
    private let bannerBuilder: BannerBuildable
    private var current: ViewableRouting?
}
