import RIBs
import UIKit

final class 가Component: Component<EmptyDependency>, 나Dependency {}

protocol 가Buildable: Buildable {
    func build() -> LaunchRouting
}

final class 가Builder: Builder<EmptyDependency>, 가Buildable {
    func build() -> LaunchRouting {
        let component = 가Component(dependency: dependency)
        let viewController = 가ViewController()
        let interactor = 가Interactor(presenter: viewController)
        return 가Router(interactor: interactor, viewController: viewController, next: 나Builder(dependency: component))
    }
}

protocol 가Routing: LaunchRouting {}
protocol 가Presentable: Presentable {}

protocol 가Interactable: Interactable, 나Listener {
    var router: 가Routing? { get set }
}

protocol 가ViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
}

final class 가Interactor: PresentableInteractor<가Presentable>, 가Interactable {
    weak var router: 가Routing?
}

final class 가ViewController: UIViewController, 가Presentable, 가ViewControllable {
    func present(viewController: ViewControllable) {
        present(viewController.uiviewController, animated: true, completion: nil)
    }
}

final class 가Router: LaunchRouter<가Interactable, 가ViewControllable>, 가Routing {
    private let next: 나Buildable

    init(interactor: 가Interactable, viewController: 가ViewControllable, next: 나Buildable) {
        self.next = next
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let 나 = next.build(withListener: interactor)
        attachChild(나)
        viewController.present(viewController: 나.viewControllable)
    }
}
