import RIBs
import UIKit

protocol PeopleDependency: Dependency {
    var session: String { get }
}

final class PeopleComponent: Component<PeopleDependency>, ProfileDependency {
    var session: String { dependency.session }
    var albums: [String] { [] }
}

protocol PeopleBuildable: Buildable {
    func build(withListener listener: PeopleListener) -> PeopleRouting
}

final class PeopleBuilder: Builder<PeopleDependency>, PeopleBuildable {
    override init(dependency: PeopleDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PeopleListener) -> PeopleRouting {
        let component = PeopleComponent(dependency: dependency)
        let viewController = PeopleViewController()
        let interactor = PeopleInteractor(presenter: viewController)
        interactor.listener = listener
        let profileBuilder = ProfileBuilder(dependency: component)
        return PeopleRouter(
            interactor: interactor,
            viewController: viewController,
            profileBuilder: profileBuilder
        )
    }
}

protocol PeopleRouting: ViewableRouting {}
protocol PeopleListener: AnyObject {}
protocol PeoplePresentable: Presentable {}
protocol PeopleInteractable: Interactable, ProfileListener {
    var router: PeopleRouting? { get set }
    var listener: PeopleListener? { get set }
}
protocol PeopleViewControllable: ViewControllable {}

final class PeopleInteractor: PresentableInteractor<PeoplePresentable>, PeopleInteractable {
    weak var router: PeopleRouting?
    weak var listener: PeopleListener?
}

final class PeopleViewController: UIViewController, PeoplePresentable, PeopleViewControllable {}

final class PeopleRouter: ViewableRouter<PeopleInteractable, PeopleViewControllable>, PeopleRouting {
    private let profileBuilder: ProfileBuildable

    init(interactor: PeopleInteractable, viewController: PeopleViewControllable, profileBuilder: ProfileBuildable) {
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
