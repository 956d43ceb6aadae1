import RIBs

protocol ChatInteractable: Interactable, ThreadListener {
    var router: ChatRouting? { get set }
    var listener: ChatListener? { get set }
}

protocol ChatViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class ChatRouter: ViewableRouter<ChatInteractable, ChatViewControllable>, ChatRouting {
    private let threadBuilder: ThreadBuildable
    private var thread: ThreadRouting?

    init(
        interactor: ChatInteractable,
        viewController: ChatViewControllable,
        threadBuilder: ThreadBuildable
    ) {
        self.threadBuilder = threadBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToThread() {
        guard thread == nil else { return }
        let child = threadBuilder.build(withListener: interactor)
        thread = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachThread() {
        guard let child = thread else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        thread = nil
    }
}
