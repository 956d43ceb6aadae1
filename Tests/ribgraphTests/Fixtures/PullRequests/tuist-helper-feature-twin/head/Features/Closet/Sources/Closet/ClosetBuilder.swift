import RIBs
import UIKit

public protocol ClosetDependency: Dependency {
}

final class ClosetComponent: Component<ClosetDependency>, StyleHomeDependency {
}

public protocol ClosetBuildable: Buildable {
    func build(withListener listener: ClosetListener) -> ClosetRouting
}

public final class ClosetBuilder: Builder<ClosetDependency>, ClosetBuildable {
    public override init(dependency: ClosetDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: ClosetListener) -> ClosetRouting {
        let component = ClosetComponent(dependency: dependency)
        let viewController = ClosetViewController()
        let interactor = ClosetInteractor(presenter: viewController)
        interactor.listener = listener
        let styleHomeBuilder = StyleHomeBuilder(dependency: component)
        return ClosetRouter(
            interactor: interactor,
            viewController: viewController,
            styleHomeBuilder: styleHomeBuilder
        )
    }
}

public protocol ClosetRouting: ViewableRouting {}
public protocol ClosetListener: AnyObject {}
protocol ClosetPresentable: Presentable {}
protocol ClosetInteractable: Interactable, StyleHomeListener {
    var router: ClosetRouting? { get set }
    var listener: ClosetListener? { get set }
}
protocol ClosetViewControllable: ViewControllable {}

final class ClosetInteractor: PresentableInteractor<ClosetPresentable>, ClosetInteractable {
    weak var router: ClosetRouting?
    weak var listener: ClosetListener?
}

final class ClosetViewController: UIViewController, ClosetPresentable, ClosetViewControllable {}

final class ClosetRouter: ViewableRouter<ClosetInteractable, ClosetViewControllable>, ClosetRouting {
    private let styleHomeBuilder: StyleHomeBuildable

    init(interactor: ClosetInteractable, viewController: ClosetViewControllable, styleHomeBuilder: StyleHomeBuildable) {
        self.styleHomeBuilder = styleHomeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
