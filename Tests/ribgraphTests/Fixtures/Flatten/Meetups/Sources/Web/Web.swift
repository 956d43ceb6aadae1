import RIBs
import UIKit

public protocol WebBuildable: Buildable {
    func build(withListener listener: WebListener, path: String) -> (router: ViewableRouting, actionableItem: WebActionableItem)
}

public protocol WebListener: AnyObject {
    func webDidClose()
}

public protocol WebDependency: Dependency {}

/// What a deep link asks of a web page once it is shown.
public protocol WebActionableItem: AnyObject {
    func reload()
}

/// A web page: the list opens the attendance page, the settings the terms.
public final class WebBuilder: Builder<WebDependency>, WebBuildable {
    public override init(dependency: WebDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: WebListener, path: String) -> (router: ViewableRouting, actionableItem: WebActionableItem) {
        let viewController = WebViewController()
        let interactor = WebInteractor(presenter: viewController, path: path)
        interactor.listener = listener
        return (WebRouter(interactor: interactor, viewController: viewController), interactor)
    }
}

protocol WebRouting: ViewableRouting {}

protocol WebPresentable: Presentable {
    var listener: WebPresentableListener? { get set }
}

final class WebInteractor: PresentableInteractor<WebPresentable>, WebInteractable, WebPresentableListener,
    WebActionableItem
{
    weak var router: WebRouting?
    weak var listener: WebListener?

    init(presenter: WebPresentable, path: String) {
        self.path = path
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func reload() {}

    func didTapClose() {
        listener?.webDidClose()
    }

    private let path: String
}

protocol WebInteractable: Interactable {
    var router: WebRouting? { get set }
    var listener: WebListener? { get set }
}

protocol WebViewControllable: ViewControllable {}

final class WebRouter: ViewableRouter<WebInteractable, WebViewControllable>, WebRouting {
    override init(interactor: WebInteractable, viewController: WebViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol WebPresentableListener: AnyObject {
    func didTapClose()
}

final class WebViewController: UIViewController, WebPresentable, WebViewControllable {
    weak var listener: WebPresentableListener?
}
