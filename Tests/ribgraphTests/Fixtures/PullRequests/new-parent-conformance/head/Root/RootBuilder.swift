import RIBs
import UIKit

protocol RootDependency: Dependency {
}

final class RootComponent: Component<RootDependency>, PeopleDependency, GalleryDependency {
    var session: String { "session" }
}

protocol RootBuildable: Buildable {
    func build() -> LaunchRouting
}

final class RootBuilder: Builder<RootDependency>, RootBuildable {
    override init(dependency: RootDependency) {
        super.init(dependency: dependency)
    }

    func build() -> LaunchRouting {
        let component = RootComponent(dependency: dependency)
        let viewController = RootViewController()
        let interactor = RootInteractor(presenter: viewController)
        let peopleBuilder = PeopleBuilder(dependency: component)
        let galleryBuilder = GalleryBuilder(dependency: component)
        return RootRouter(
            interactor: interactor,
            viewController: viewController,
            peopleBuilder: peopleBuilder,
            galleryBuilder: galleryBuilder
        )
    }
}

protocol RootRouting: ViewableRouting {}
protocol RootListener: AnyObject {}
protocol RootPresentable: Presentable {}
protocol RootInteractable: Interactable, PeopleListener, GalleryListener {
    var router: RootRouting? { get set }
    var listener: RootListener? { get set }
}
protocol RootViewControllable: ViewControllable {}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?
    weak var listener: RootListener?
}

final class RootViewController: UIViewController, RootPresentable, RootViewControllable {}

final class RootRouter: LaunchRouter<RootInteractable, RootViewControllable>, RootRouting {
    private let peopleBuilder: PeopleBuildable
    private let galleryBuilder: GalleryBuildable

    init(interactor: RootInteractable, viewController: RootViewControllable, peopleBuilder: PeopleBuildable, galleryBuilder: GalleryBuildable) {
        self.peopleBuilder = peopleBuilder
        self.galleryBuilder = galleryBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPeople() {
        let router = peopleBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func routeToGallery() {
        let router = galleryBuilder.build(withListener: interactor)
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }
}
