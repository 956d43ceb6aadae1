import RIBs

protocol ThreadInteractable: Interactable, ChatListener {
    var router: ThreadRouting? { get set }
    var listener: ThreadListener? { get set }
}

protocol ThreadViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class ThreadRouter: ViewableRouter<ThreadInteractable, ThreadViewControllable>, ThreadRouting {
    private let chatBuilder: ChatBuildable
    private var chat: ChatRouting?

    init(
        interactor: ThreadInteractable,
        viewController: ThreadViewControllable,
        chatBuilder: ChatBuildable
    ) {
        self.chatBuilder = chatBuilder
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
}
