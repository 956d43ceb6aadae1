import RIBs
import UIKit

protocol LibraryDependency: Dependency {}

final class LibraryComponent: Component<LibraryDependency>, ArticleDependency, SettingsDependency {}

protocol LibraryBuildable: Buildable {
    func build(withListener listener: LibraryListener) -> LibraryRouting
}

final class LibraryBuilder: Builder<LibraryDependency>, LibraryBuildable {
    func build(withListener listener: LibraryListener) -> LibraryRouting {
        let component = LibraryComponent(dependency: dependency)
        let viewController = LibraryViewController()
        let interactor = LibraryInteractor(presenter: viewController)
        interactor.listener = listener
        return LibraryRouter(
            interactor: interactor,
            viewController: viewController,
            articleBuilder: ArticleBuilder(dependency: component),
            settingsBuilder: SettingsBuilder(dependency: component))
    }
}

protocol LibraryRouting: ViewableRouting {}
protocol LibraryPresentable: Presentable {}
protocol LibraryListener: AnyObject {}

protocol LibraryInteractable: Interactable, ArticleListener, SettingsListener {
    var router: LibraryRouting? { get set }
    var listener: LibraryListener? { get set }
}

protocol LibraryViewControllable: ViewControllable {}

final class LibraryInteractor: PresentableInteractor<LibraryPresentable>, LibraryInteractable {
    weak var router: LibraryRouting?
    weak var listener: LibraryListener?
}

final class LibraryViewController: UIViewController, LibraryPresentable, LibraryViewControllable {}

final class LibraryRouter: ViewableRouter<LibraryInteractable, LibraryViewControllable>, LibraryRouting {
    private let articleBuilder: ArticleBuildable
    private let settingsBuilder: SettingsBuildable
    private var settingsRouting: ViewableRouting?

    init(
        interactor: LibraryInteractable,
        viewController: LibraryViewControllable,
        articleBuilder: ArticleBuildable,
        settingsBuilder: SettingsBuildable
    ) {
        self.articleBuilder = articleBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToArticle(after delay: DispatchTime) {
        DispatchQueue.main.asyncAfter(deadline: delay) { [weak self] in
            guard let strongSelf = self else { return }
            let article = strongSelf.articleBuilder.build(withListener: strongSelf.interactor)
            strongSelf.pushRouter(article, animated: true)
        }
    }

    func routeToSettings() {
        let settings = settingsBuilder.build(withListener: interactor)
        settingsRouting = settings
        attachChild(settings)
        if let settingsView = settingsRouting?.viewControllable.uiviewController {
            viewController.uiviewController.present(settingsView, animated: true)
        }
    }
}
