import RIBs
import UIKit

protocol HistoryDependency: Dependency {}

final class HistoryComponent: Component<HistoryDependency>, HistoryDetailDependency {}

protocol HistoryBuildable: Buildable {
    func build(withListener listener: HistoryListener) -> HistoryRouting
}

/// Recent searches: presents one, which presents its share sheet (a deep branch, depth 5).
final class HistoryBuilder: Builder<HistoryDependency>, HistoryBuildable {
    override init(dependency: HistoryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: HistoryListener) -> HistoryRouting {
        let component = HistoryComponent(dependency: dependency)
        let viewController = HistoryViewController()
        let interactor = HistoryInteractor(presenter: viewController)
        interactor.listener = listener
        let historyDetailBuilder = HistoryDetailBuilder(dependency: component)
        return HistoryRouter(interactor: interactor, viewController: viewController, historyDetailBuilder: historyDetailBuilder)
    }
}

protocol HistoryRouting: ViewableRouting {
    func routeToHistoryDetail()
}

protocol HistoryPresentable: Presentable {
    var listener: HistoryPresentableListener? { get set }
}

protocol HistoryListener: AnyObject {
    func historyDidClose()
}

final class HistoryInteractor: PresentableInteractor<HistoryPresentable>, HistoryInteractable, HistoryPresentableListener {
    weak var router: HistoryRouting?
    weak var listener: HistoryListener?

    override init(presenter: HistoryPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func openHistoryDetail() {
        router?.routeToHistoryDetail()
    }

    func historyDetailDidClose() {}

    func close() {
        listener?.historyDidClose()
    }
}

protocol HistoryInteractable: Interactable, HistoryDetailListener {
    var router: HistoryRouting? { get set }
    var listener: HistoryListener? { get set }
}

protocol HistoryViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
}

final class HistoryRouter: ViewableRouter<HistoryInteractable, HistoryViewControllable>, HistoryRouting {
    init(interactor: HistoryInteractable, viewController: HistoryViewControllable, historyDetailBuilder: HistoryDetailBuildable) {
        self.historyDetailBuilder = historyDetailBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToHistoryDetail() {
        let router = historyDetailBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.present(viewController: router.viewControllable)
    }

    private let historyDetailBuilder: HistoryDetailBuildable
}

protocol HistoryPresentableListener: AnyObject {}

final class HistoryViewController: UIViewController, HistoryPresentable, HistoryViewControllable {
    weak var listener: HistoryPresentableListener?

    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}
