import RIBs

protocol BasicScoreBoardInteractable: Interactable {
    var router: BasicScoreBoardRouting? { get set }
    var listener: BasicScoreBoardListener? { get set }
}

protocol BasicScoreBoardViewControllable: ViewControllable {
}

final class BasicScoreBoardRouter: ViewableRouter<BasicScoreBoardInteractable, BasicScoreBoardViewControllable>, BasicScoreBoardRouting {
    override init(interactor: BasicScoreBoardInteractable, viewController: BasicScoreBoardViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}
