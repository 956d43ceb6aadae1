import RIBs

protocol CaseDInteractable: Interactable {
    var router: CaseDRouting? { get set }
    var listener: CaseDListener? { get set }
}

protocol CaseDViewControllable: ViewControllable {
    func present(viewController: ViewControllable)
    func dismiss(viewController: ViewControllable)
}

final class CaseDRouter: ViewableRouter<CaseDInteractable, CaseDViewControllable>, CaseDRouting {
    override init(interactor: CaseDInteractable, viewController: CaseDViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
