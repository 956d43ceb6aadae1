import RIBs
import UIKit

public protocol StyleHomeDependency: Dependency {
}

final class StyleHomeComponent: Component<StyleHomeDependency> {
}

public protocol StyleHomeBuildable: Buildable {
    func build(withListener listener: StyleHomeListener) -> StyleHomeRouting
}

public final class StyleHomeBuilder: Builder<StyleHomeDependency>, StyleHomeBuildable {
    public override init(dependency: StyleHomeDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: StyleHomeListener) -> StyleHomeRouting {
        let component = StyleHomeComponent(dependency: dependency)
        let viewController = StyleHomeViewController()
        let interactor = StyleHomeInteractor(presenter: viewController)
        interactor.listener = listener
        return StyleHomeRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}

public protocol StyleHomeRouting: ViewableRouting {}
public protocol StyleHomeListener: AnyObject {}
protocol StyleHomePresentable: Presentable {}
protocol StyleHomeInteractable: Interactable {
    var router: StyleHomeRouting? { get set }
    var listener: StyleHomeListener? { get set }
}
protocol StyleHomeViewControllable: ViewControllable {}

final class StyleHomeInteractor: PresentableInteractor<StyleHomePresentable>, StyleHomeInteractable {
    weak var router: StyleHomeRouting?
    weak var listener: StyleHomeListener?
}

final class StyleHomeViewController: UIViewController, StyleHomePresentable, StyleHomeViewControllable {}

final class StyleHomeRouter: ViewableRouter<StyleHomeInteractable, StyleHomeViewControllable>, StyleHomeRouting {

    init(interactor: StyleHomeInteractable, viewController: StyleHomeViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
