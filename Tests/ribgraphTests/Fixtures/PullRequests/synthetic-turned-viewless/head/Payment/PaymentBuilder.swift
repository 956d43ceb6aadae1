import RIBs

protocol PaymentDependency: Dependency {
}

final class PaymentComponent: Component<PaymentDependency> {
}

// MARK: - Builder

protocol PaymentBuildable: Buildable {
    func build(withListener listener: PaymentListener) -> PaymentRouting
}

final class PaymentBuilder: Builder<PaymentDependency>, PaymentBuildable {
    override init(dependency: PaymentDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: PaymentListener) -> PaymentRouting {
        let component = PaymentComponent(dependency: dependency)
        let viewController = PaymentViewController()
        let interactor = PaymentInteractor(presenter: viewController)
        interactor.listener = listener
        return PaymentRouter(
            interactor: interactor,
            viewController: viewController
        )
    }
}
