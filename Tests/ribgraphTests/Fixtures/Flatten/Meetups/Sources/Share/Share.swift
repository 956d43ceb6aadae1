import RIBs
import UIKit

public protocol ShareBuildable: Buildable {
    func build(withListener listener: ShareListener, code: String) -> ViewableRouting
}

public protocol ShareListener: AnyObject {
    func shareDidFinish()
}

public protocol ShareDependency: Dependency {}

/// The invitation sheet a meeting's page presents.
public final class ShareBuilder: Builder<ShareDependency>, ShareBuildable {
    public override init(dependency: ShareDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: ShareListener, code: String) -> ViewableRouting {
        let viewController = ShareViewController()
        let interactor = ShareInteractor(presenter: viewController, code: code)
        interactor.listener = listener
        return ShareRouter(interactor: interactor, viewController: viewController)
    }
}

protocol ShareRouting: ViewableRouting {}

protocol SharePresentable: Presentable {
    var listener: SharePresentableListener? { get set }
}

final class ShareInteractor: PresentableInteractor<SharePresentable>, ShareInteractable, SharePresentableListener {
    weak var router: ShareRouting?
    weak var listener: ShareListener?

    init(presenter: SharePresentable, code: String) {
        self.code = code
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapDone() {
        listener?.shareDidFinish()
    }

    private let code: String
}

protocol ShareInteractable: Interactable {
    var router: ShareRouting? { get set }
    var listener: ShareListener? { get set }
}

protocol ShareViewControllable: ViewControllable {}

final class ShareRouter: ViewableRouter<ShareInteractable, ShareViewControllable>, ShareRouting {
    override init(interactor: ShareInteractable, viewController: ShareViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol SharePresentableListener: AnyObject {
    func didTapDone()
}

final class ShareViewController: UIViewController, SharePresentable, ShareViewControllable {
    weak var listener: SharePresentableListener?
}
