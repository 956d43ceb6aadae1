import RIBs
import UIKit

protocol 다Dependency: Dependency {}

final class 다Component: Component<다Dependency> {}

protocol 다Buildable: Buildable {
    func build(withListener listener: 다Listener) -> 다Routing
}

final class 다Builder: Builder<다Dependency>, 다Buildable {
    func build(withListener listener: 다Listener) -> 다Routing {
        let component = 다Component(dependency: dependency)
        _ = component
        let viewController = 다ViewController()
        let interactor = 다Interactor(presenter: viewController)
        interactor.listener = listener
        return 다Router(interactor: interactor, viewController: viewController)
    }
}

protocol 다Routing: ViewableRouting {}
protocol 다Presentable: Presentable {}
protocol 다Listener: AnyObject {}

protocol 다Interactable: Interactable {
    var router: 다Routing? { get set }
    var listener: 다Listener? { get set }
}

protocol 다ViewControllable: ViewControllable {}

final class 다Interactor: PresentableInteractor<다Presentable>, 다Interactable {
    weak var router: 다Routing?
    weak var listener: 다Listener?
}

final class 다ViewController: UIViewController, 다Presentable, 다ViewControllable {}

final class 다Router: ViewableRouter<다Interactable, 다ViewControllable>, 다Routing {}
