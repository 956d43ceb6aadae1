import RIBs
import UIKit

protocol GalleryDependency: Dependency {
    var session: String { get }
}

final class GalleryComponent: Component<GalleryDependency>, ProfileDependency {
    var session: String { dependency.session }
    var albums: [String] { ["all"] }
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
        let profileBuilder = ProfileBuilder(dependency: component)
        return GalleryRouter(
            interactor: interactor,
            viewController: viewController,
            profileBuilder: profileBuilder
        )
    }
}

protocol GalleryRouting: ViewableRouting {}
protocol GalleryListener: AnyObject {}
protocol GalleryPresentable: Presentable {}
protocol GalleryInteractable: Interactable, ProfileListener {
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
    private let profileBuilder: ProfileBuildable

    init(interactor: GalleryInteractable, viewController: GalleryViewControllable, profileBuilder: ProfileBuildable) {
        self.profileBuilder = profileBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToProfile() {
        let router = profileBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}
