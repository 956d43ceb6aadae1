import RIBs
import UIKit

protocol GalleryDependency: Dependency {
    var session: String { get }
}

final class GalleryComponent: Component<GalleryDependency> {
}

protocol GalleryBuildable: Buildable {
    func build(withListener listener: GalleryListener) -> GalleryRouting
}

final class GalleryBuilder: Builder<GalleryDependency>, GalleryBuildable {
    override init(dependency: GalleryDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: GalleryListener) -> GalleryRouting {
        let component = GalleryComponent(dependency: dependency)
        let viewController = GalleryViewController()
        let interactor = GalleryInteractor(presenter: viewController)
        interactor.listener = listener
        return GalleryRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

protocol GalleryRouting: ViewableRouting {}
protocol GalleryListener: AnyObject {}
protocol GalleryPresentable: Presentable {}
protocol GalleryInteractable: Interactable {
    var router: GalleryRouting? { get set }
    var listener: GalleryListener? { get set }
}
protocol GalleryViewControllable: ViewControllable {}

final class GalleryInteractor: PresentableInteractor<GalleryPresentable>, GalleryInteractable {
    weak var router: GalleryRouting?
    weak var listener: GalleryListener?
}

final class GalleryViewController: UIViewController, GalleryPresentable, GalleryViewControllable {}

final class GalleryRouter: ViewableRouter<GalleryInteractable, GalleryViewControllable>, GalleryRouting {

    init(interactor: GalleryInteractable, viewController: GalleryViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
