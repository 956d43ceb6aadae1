import RIBs
import UIKit

protocol 나Dependency: Dependency {}

final class 나Component: Component<나Dependency>, 다Dependency {}

protocol 나Buildable: Buildable {
    func build(withListener listener: 나Listener) -> 나Routing
}

protocol 나Listener: AnyObject {}

final class 나Builder: Builder<나Dependency>, 나Buildable {
    func build(withListener listener: 나Listener) -> 나Routing {
        let component = 나Component(dependency: dependency)
        let viewController = 나ViewController()
        let interactor = 나Interactor(presenter: viewController)
        interactor.listener = listener
        let 다builder = 다Builder(dependency: component)
        return 나Router(interactor: interactor, viewController: viewController, 다builder: 다builder)
    }
}

protocol 나Routing: ViewableRouting {}
protocol 나Presentable: Presentable {}

protocol 나Interactable: Interactable, 다Listener {
    var router: 나Routing? { get set }
    var listener: 나Listener? { get set }
}

protocol 나ViewControllable: ViewControllable {
    func push(viewController: ViewControllable)
}

final class 나Interactor: PresentableInteractor<나Presentable>, 나Interactable {
    weak var router: 나Routing?
    weak var listener: 나Listener?
}

final class 나ViewController: UINavigationController, 나Presentable, 나ViewControllable {
    func push(viewController: ViewControllable) {
        pushViewController(viewController.uiviewController, animated: true)
    }
}

final class 나Router: ViewableRouter<나Interactable, 나ViewControllable>, 나Routing {
    private let 다builder: 다Buildable

    init(interactor: 나Interactable, viewController: 나ViewControllable, 다builder: 다Buildable) {
        self.다builder = 다builder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeTo다() {
        let 다 = 다builder.build(withListener: interactor)
        attachChild(다)
        viewController.push(viewController: 다.viewControllable)
    }
}
