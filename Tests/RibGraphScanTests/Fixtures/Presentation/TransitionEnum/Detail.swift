import RIBs
import UIKit

protocol DetailDependency: Dependency {}

final class DetailComponent: Component<DetailDependency> {}

protocol DetailBuildable: Buildable {
    func build(withListener listener: DetailListener) -> DetailRouting
}

final class DetailBuilder: Builder<DetailDependency>, DetailBuildable {
    func build(withListener listener: DetailListener) -> DetailRouting {
        let component = DetailComponent(dependency: dependency)
        _ = component
        let viewController = DetailViewController()
        let interactor = DetailInteractor(presenter: viewController)
        interactor.listener = listener
        return DetailRouter(interactor: interactor, viewController: viewController)
    }
}

protocol DetailRouting: ViewableRouting {}
protocol DetailPresentable: Presentable {}
protocol DetailListener: AnyObject {}

protocol DetailInteractable: Interactable {
    var router: DetailRouting? { get set }
    var listener: DetailListener? { get set }
}

protocol DetailViewControllable: ViewControllable {}

final class DetailInteractor: PresentableInteractor<DetailPresentable>, DetailInteractable {
    weak var router: DetailRouting?
    weak var listener: DetailListener?
}

final class DetailViewController: UIViewController, DetailPresentable, DetailViewControllable {}

final class DetailRouter: ViewableRouter<DetailInteractable, DetailViewControllable>, DetailRouting {}
