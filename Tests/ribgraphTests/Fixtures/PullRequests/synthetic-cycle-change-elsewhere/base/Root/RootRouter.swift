import RIBs

protocol RootInteractable: Interactable, ChatListener, SideListener {
    var router: RootRouting? { get set }
}

protocol RootViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let chatBuilder: ChatBuildable
    private var chat: ChatRouting?
    private let sideBuilder: SideBuildable
    private var side: SideRouting?

    init(
        interactor: RootInteractable,
        viewController: RootViewControllable,
        chatBuilder: ChatBuildable,
        sideBuilder: SideBuildable
    ) {
        self.chatBuilder = chatBuilder
        self.sideBuilder = sideBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToChat() {
        guard chat == nil else { return }
        let child = chatBuilder.build(withListener: interactor)
        chat = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachChat() {
        guard let child = chat else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        chat = nil
    }

    func routeToSide() {
        guard side == nil else { return }
        let child = sideBuilder.build(withListener: interactor)
        side = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachSide() {
        guard let child = side else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        side = nil
    }
}
