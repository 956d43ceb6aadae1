import RIBs

protocol RootInteractable: Interactable, SignedOutListener, SignedInListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let signedOutBuilder: SignedOutBuildable
    private var signedOut: SignedOutRouting?
    private let signedInBuilder: SignedInBuildable
    private var signedIn: SignedInRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        signedOutBuilder: SignedOutBuildable,
        signedInBuilder: SignedInBuildable
    ) {
        self.signedOutBuilder = signedOutBuilder
        self.signedInBuilder = signedInBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToSignedOut() {
        guard signedOut == nil else { return }
        let child = signedOutBuilder.build(withListener: interactor)
        signedOut = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSignedOut() {
        guard let child = signedOut else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        signedOut = nil
    }

    func routeToSignedIn() {
        guard signedIn == nil else { return }
        let child = signedInBuilder.build(withListener: interactor)
        signedIn = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSignedIn() {
        guard let child = signedIn else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        signedIn = nil
    }
}
