import RIBs
import ShelfKit
import UIKit

protocol FiltersDependency: Dependency {}

final class FiltersComponent: Component<FiltersDependency>, FilterOptionsDependency {}

protocol FiltersBuildable: Buildable {
    func build(withListener listener: FiltersListener) -> ViewableRouting
}

/// The filters Search presents: the app's deepest branch, deeper than a book's review.
final class FiltersBuilder: Builder<FiltersDependency>, FiltersBuildable {
    override init(dependency: FiltersDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FiltersListener) -> ViewableRouting {
        let component = FiltersComponent(dependency: dependency)
        let viewController = FiltersViewController()
        let interactor = FiltersInteractor(presenter: viewController)
        interactor.listener = listener
        return FiltersRouter(interactor: interactor, viewController: viewController, filterOptionsBuilder: FilterOptionsBuilder(dependency: component))
    }
}

protocol FiltersRouting: ViewableRouting {
    func attachFilterOptions()
    func detachFilterOptions()
}

protocol FiltersPresentable: Presentable {
    var listener: FiltersPresentableListener? { get set }
}

protocol FiltersListener: AnyObject {
    func filtersDidClose()
}

final class FiltersInteractor: PresentableInteractor<FiltersPresentable>, FiltersInteractable, FiltersPresentableListener {
    weak var router: FiltersRouting?
    weak var listener: FiltersListener?

    override init(presenter: FiltersPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapClose() {
        listener?.filtersDidClose()
    }

    func didTapMore() {
        router?.attachFilterOptions()
    }

    func filterOptionsDidClose() {
        router?.detachFilterOptions()
    }
}

protocol FiltersInteractable: Interactable, FilterOptionsListener {
    var router: FiltersRouting? { get set }
    var listener: FiltersListener? { get set }
}

protocol FiltersViewControllable: ViewControllable {}

final class FiltersRouter: ViewableRouter<FiltersInteractable, FiltersViewControllable>, FiltersRouting {
    init(interactor: FiltersInteractable, viewController: FiltersViewControllable, filterOptionsBuilder: FilterOptionsBuildable) {
        self.filterOptionsBuilder = filterOptionsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachFilterOptions() {
        guard filterOptionsRouting == nil else { return }
        let router = filterOptionsBuilder.build(withListener: interactor)
        pushRouter(router, animated: true)
        filterOptionsRouting = router
    }

    func detachFilterOptions() {
        guard let router = filterOptionsRouting else { return }
        popRouter(router, animated: true)
        filterOptionsRouting = nil
    }

    private let filterOptionsBuilder: FilterOptionsBuildable
    private var filterOptionsRouting: ViewableRouting?
}

protocol FiltersPresentableListener: AnyObject {
    func didTapClose()
}

final class FiltersViewController: UIViewController, FiltersPresentable, FiltersViewControllable {
    weak var listener: FiltersPresentableListener?
}

protocol FilterOptionsDependency: Dependency {}

final class FilterOptionsComponent: Component<FilterOptionsDependency>, FilterHelpDependency {}

protocol FilterOptionsBuildable: Buildable {
    func build(withListener listener: FilterOptionsListener) -> ViewableRouting
}

/// One filter's options, pushed by the filters.
final class FilterOptionsBuilder: Builder<FilterOptionsDependency>, FilterOptionsBuildable {
    override init(dependency: FilterOptionsDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FilterOptionsListener) -> ViewableRouting {
        let component = FilterOptionsComponent(dependency: dependency)
        let viewController = FilterOptionsViewController()
        let interactor = FilterOptionsInteractor(presenter: viewController)
        interactor.listener = listener
        return FilterOptionsRouter(interactor: interactor, viewController: viewController, filterHelpBuilder: FilterHelpBuilder(dependency: component))
    }
}

protocol FilterOptionsRouting: ViewableRouting {
    func attachFilterHelp()
    func detachFilterHelp()
}

protocol FilterOptionsPresentable: Presentable {
    var listener: FilterOptionsPresentableListener? { get set }
}

protocol FilterOptionsListener: AnyObject {
    func filterOptionsDidClose()
}

final class FilterOptionsInteractor: PresentableInteractor<FilterOptionsPresentable>, FilterOptionsInteractable, FilterOptionsPresentableListener {
    weak var router: FilterOptionsRouting?
    weak var listener: FilterOptionsListener?

    override init(presenter: FilterOptionsPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapClose() {
        listener?.filterOptionsDidClose()
    }

    func didTapMore() {
        router?.attachFilterHelp()
    }

    func filterHelpDidClose() {
        router?.detachFilterHelp()
    }
}

protocol FilterOptionsInteractable: Interactable, FilterHelpListener {
    var router: FilterOptionsRouting? { get set }
    var listener: FilterOptionsListener? { get set }
}

protocol FilterOptionsViewControllable: ViewControllable {}

final class FilterOptionsRouter: ViewableRouter<FilterOptionsInteractable, FilterOptionsViewControllable>, FilterOptionsRouting {
    init(interactor: FilterOptionsInteractable, viewController: FilterOptionsViewControllable, filterHelpBuilder: FilterHelpBuildable) {
        self.filterHelpBuilder = filterHelpBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachFilterHelp() {
        guard filterHelpRouting == nil else { return }
        let router = filterHelpBuilder.build(withListener: interactor)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true, completion: nil)
        attachChild(router)
        filterHelpRouting = router
    }

    func detachFilterHelp() {
        guard let router = filterHelpRouting else { return }
        router.viewControllable.uiviewController.dismiss(animated: true, completion: nil)
        detachChild(router)
        filterHelpRouting = nil
    }

    private let filterHelpBuilder: FilterHelpBuildable
    private var filterHelpRouting: ViewableRouting?
}

protocol FilterOptionsPresentableListener: AnyObject {
    func didTapClose()
}

final class FilterOptionsViewController: UIViewController, FilterOptionsPresentable, FilterOptionsViewControllable {
    weak var listener: FilterOptionsPresentableListener?
}

protocol FilterHelpDependency: Dependency {}

final class FilterHelpComponent: Component<FilterHelpDependency> {}

protocol FilterHelpBuildable: Buildable {
    func build(withListener listener: FilterHelpListener) -> ViewableRouting
}

/// Help on a filter, presented by its options.
final class FilterHelpBuilder: Builder<FilterHelpDependency>, FilterHelpBuildable {
    override init(dependency: FilterHelpDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: FilterHelpListener) -> ViewableRouting {
        let viewController = FilterHelpViewController()
        let interactor = FilterHelpInteractor(presenter: viewController)
        interactor.listener = listener
        return FilterHelpRouter(interactor: interactor, viewController: viewController)
    }
}

protocol FilterHelpRouting: ViewableRouting {}

protocol FilterHelpPresentable: Presentable {
    var listener: FilterHelpPresentableListener? { get set }
}

protocol FilterHelpListener: AnyObject {
    func filterHelpDidClose()
}

final class FilterHelpInteractor: PresentableInteractor<FilterHelpPresentable>, FilterHelpInteractable, FilterHelpPresentableListener {
    weak var router: FilterHelpRouting?
    weak var listener: FilterHelpListener?

    override init(presenter: FilterHelpPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapClose() {
        listener?.filterHelpDidClose()
    }
}

protocol FilterHelpInteractable: Interactable {
    var router: FilterHelpRouting? { get set }
    var listener: FilterHelpListener? { get set }
}

protocol FilterHelpViewControllable: ViewControllable {}

final class FilterHelpRouter: ViewableRouter<FilterHelpInteractable, FilterHelpViewControllable>, FilterHelpRouting {
    override init(interactor: FilterHelpInteractable, viewController: FilterHelpViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol FilterHelpPresentableListener: AnyObject {
    func didTapClose()
}

final class FilterHelpViewController: UIViewController, FilterHelpPresentable, FilterHelpViewControllable {
    weak var listener: FilterHelpPresentableListener?
}
