import RIBs
import UIKit

final class ProfileComponent: Component<EmptyDependency>, HeaderDependency, StatsDependency {}

protocol ProfileBuildable: Buildable {
    func build() -> LaunchRouting
}

final class ProfileBuilder: Builder<EmptyDependency>, ProfileBuildable {
    func build() -> LaunchRouting {
        let component = ProfileComponent(dependency: dependency)
        let viewController = ProfileViewController()
        let interactor = ProfileInteractor(presenter: viewController)
        let headerBuilder = HeaderBuilder(dependency: component)
        let statsBuilder = StatsBuilder(dependency: component)
        return ProfileRouter(
            interactor: interactor,
            viewController: viewController,
            headerBuilder: headerBuilder,
            statsBuilder: statsBuilder)
    }
}

protocol ProfileRouting: LaunchRouting {}
protocol ProfilePresentable: Presentable {}
protocol ProfileListener: AnyObject {}

protocol ProfileInteractable: Interactable, HeaderListener, StatsListener {
    var router: ProfileRouting? { get set }
    var listener: ProfileListener? { get set }
}

protocol ProfileViewControllable: ViewControllable {
    func addSection(_ section: ViewControllable)
}

final class ProfileInteractor: PresentableInteractor<ProfilePresentable>, ProfileInteractable {
    weak var router: ProfileRouting?
    weak var listener: ProfileListener?
}

final class ProfileRouter: LaunchRouter<ProfileInteractable, ProfileViewControllable>, ProfileRouting {
    private let headerBuilder: HeaderBuildable
    private let statsBuilder: StatsBuildable

    init(
        interactor: ProfileInteractable,
        viewController: ProfileViewControllable,
        headerBuilder: HeaderBuildable,
        statsBuilder: StatsBuildable
    ) {
        self.headerBuilder = headerBuilder
        self.statsBuilder = statsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        super.didLoad()
        let header = headerBuilder.build(withListener: interactor)
        attachChild(header)
        viewController.addSection(header.viewControllable)
        let stats = statsBuilder.build(withListener: interactor)
        attachChild(stats)
        viewController.addSection(stats.viewControllable)
    }
}
