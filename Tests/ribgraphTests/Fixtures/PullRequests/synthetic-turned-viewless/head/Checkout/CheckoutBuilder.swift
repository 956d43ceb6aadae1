import RIBs

protocol CheckoutDependency: Dependency {
}

final class CheckoutComponent: Component<CheckoutDependency>, PaymentDependency {
}

// MARK: - Builder

protocol CheckoutBuildable: Buildable {
    func build(withListener listener: CheckoutListener) -> CheckoutRouting
}

final class CheckoutBuilder: Builder<CheckoutDependency>, CheckoutBuildable {
    override init(dependency: CheckoutDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: CheckoutListener) -> CheckoutRouting {
        let component = CheckoutComponent(dependency: dependency)
        let interactor = CheckoutInteractor()
        interactor.listener = listener
        let paymentBuilder = PaymentBuilder(dependency: component)
        return CheckoutRouter(
            interactor: interactor,
            paymentBuilder: paymentBuilder
        )
    }
}
