import RIBs

protocol CardPickerDependency: Dependency {
}

final class CardPickerComponent: Component<CardPickerDependency> {
}

// MARK: - Builder

protocol CardPickerBuildable: Buildable {
    func build(withListener listener: CardPickerListener) -> CardPickerRouting
}

final class CardPickerBuilder: Builder<CardPickerDependency>, CardPickerBuildable {
    override init(dependency: CardPickerDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CardPickerListener) -> CardPickerRouting {
        let component = CardPickerComponent(dependency: dependency)
        let viewController = CardPickerViewController()
        let interactor = CardPickerInteractor(presenter: viewController)
        interactor.listener = listener
        return CardPickerRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
