import RIBs
import UIKit

public protocol DuesBuildable: Buildable {
    func build(withListener listener: DuesListener, meetingId: String) -> ViewableRouting
}

public protocol DuesListener: AnyObject {
    func duesDidPay(amount: Int)
    func duesDidClose()
}

public protocol DuesDependency: Dependency {}

/// The dues a member pays for a meeting, which the meeting's page pushes and thanks them for on its own screen.
public final class DuesBuilder: Builder<DuesDependency>, DuesBuildable {
    public override init(dependency: DuesDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: DuesListener, meetingId: String) -> ViewableRouting {
        let viewController = DuesViewController()
        let interactor = DuesInteractor(presenter: viewController, meetingId: meetingId)
        interactor.listener = listener
        return DuesRouter(interactor: interactor, viewController: viewController)
    }
}

protocol DuesRouting: ViewableRouting {}

protocol DuesPresentable: Presentable {
    var listener: DuesPresentableListener? { get set }
}

final class DuesInteractor: PresentableInteractor<DuesPresentable>, DuesInteractable, DuesPresentableListener {
    weak var router: DuesRouting?
    weak var listener: DuesListener?

    init(presenter: DuesPresentable, meetingId: String) {
        self.meetingId = meetingId
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapPay(amount: Int) {
        listener?.duesDidPay(amount: amount)
    }

    func didTapBack() {
        listener?.duesDidClose()
    }

    private let meetingId: String
}

protocol DuesInteractable: Interactable {
    var router: DuesRouting? { get set }
    var listener: DuesListener? { get set }
}

protocol DuesViewControllable: ViewControllable {}

final class DuesRouter: ViewableRouter<DuesInteractable, DuesViewControllable>, DuesRouting {
    override init(interactor: DuesInteractable, viewController: DuesViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol DuesPresentableListener: AnyObject {
    func didTapPay(amount: Int)
    func didTapBack()
}

final class DuesViewController: UIViewController, DuesPresentable, DuesViewControllable {
    weak var listener: DuesPresentableListener?
}
