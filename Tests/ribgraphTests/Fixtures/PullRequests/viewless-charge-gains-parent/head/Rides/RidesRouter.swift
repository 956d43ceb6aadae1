import RIBs

protocol RidesInteractable: Interactable, ChargeListener {
    var router: RidesRouting? { get set }
    var listener: RidesListener? { get set }
}

protocol RidesViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class RidesRouter: ViewableRouter<RidesInteractable, RidesViewControllable>, RidesRouting {
    private let chargeBuilder: ChargeBuildable
    private var charge: ChargeRouting?

    init(
        interactor: RidesInteractable,
        viewController: RidesViewControllable,
        chargeBuilder: ChargeBuildable
    ) {
        self.chargeBuilder = chargeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToCharge() {
        guard charge == nil else { return }
        let child = chargeBuilder.build(withListener: interactor)
        charge = child
        attachChild(child)
    }

    func detachCharge() {
        guard let child = charge else { return }
        detachChild(child)
        charge = nil
    }
}
