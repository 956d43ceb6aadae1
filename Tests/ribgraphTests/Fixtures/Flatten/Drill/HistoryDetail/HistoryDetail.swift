import RIBs
import UIKit

protocol HistoryDetailDependency: Dependency {}

final class HistoryDetailComponent: Component<HistoryDetailDependency>, ShareDependency {}

protocol HistoryDetailBuildable: Buildable {
    func build(withListener listener: HistoryDetailListener) -> HistoryDetailRouting
}

/// One recent search.
final class HistoryDetailBuilder: Builder<HistoryDetailDependency>, HistoryDetailBuildable {
    override init(dependency: HistoryDetailDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HistoryDetailListener) -> HistoryDetailRouting {
        let component = HistoryDetailComponent(dependency: dependency)
        let viewController = HistoryDetailViewController()
        let interactor = HistoryDetailInteractor(presenter: viewController)
        interactor.listener = listener
        let shareBuilder = ShareBuilder(dependency: component)
        return HistoryDetailRouter(interactor: interactor, viewController: viewController, shareBuilder: shareBuilder)
    }
}

protocol HistoryDetailRouting: ViewableRouting {
    func routeToShare()
}

protocol HistoryDetailPresentable: Presentable {
    var listener: HistoryDetailPresentableListener? { get set }
}

protocol HistoryDetailListener: AnyObject {
    func historyDetailDidClose()
}

final class HistoryDetailInteractor: PresentableInteractor<HistoryDetailPresentable>, HistoryDetailInteractable, HistoryDetailPresentableListener {
    weak var router: HistoryDetailRouting?
    weak var listener: HistoryDetailListener?

    override init(presenter: HistoryDetailPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func openShare() {
        router?.routeToShare()
    }

    func shareDidClose() {}

    func close() {
        listener?.historyDetailDidClose()
    }
}

protocol HistoryDetailInteractable: Interactable, ShareListener {
    var router: HistoryDetailRouting? { get set }
    var listener: HistoryDetailListener? { get set }
}

protocol HistoryDetailViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
}

final class HistoryDetailRouter: ViewableRouter<HistoryDetailInteractable, HistoryDetailViewControllable>, HistoryDetailRouting {
    init(interactor: HistoryDetailInteractable, viewController: HistoryDetailViewControllable, shareBuilder: ShareBuildable) {
        self.shareBuilder = shareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToShare() {
        let router = shareBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    private let shareBuilder: ShareBuildable
}

protocol HistoryDetailPresentableListener: AnyObject {}

final class HistoryDetailViewController: UIViewController, HistoryDetailPresentable, HistoryDetailViewControllable {
    weak var listener: HistoryDetailPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}
