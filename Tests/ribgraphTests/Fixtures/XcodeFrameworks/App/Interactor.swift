import RIBs

protocol Listener: AnyObject {}

protocol Presentable: RIBs.Presentable {}

final class Interactor: PresentableInteractor<Presentable>, Interactable {
    weak var router: Routing?
}
