import RIBs
import UIKit

protocol MembersDependency: Dependency {
    var userName: String { get }
}

protocol MembersBuildable: Buildable {
    func build(withListener listener: MembersListener, meetingId: String) -> ViewableRouting
}

protocol MembersListener: AnyObject {
    func membersDidClose()
}

/// A meeting's members: only the meeting's page shows them, so the module keeps them to itself.
final class MembersBuilder: Builder<MembersDependency>, MembersBuildable {
    override init(dependency: MembersDependency) {
        super.init(dependency: dependency)
    }

    func build(withListener listener: MembersListener, meetingId: String) -> ViewableRouting {
        let viewController = MembersViewController()
        let interactor = MembersInteractor(presenter: viewController, meetingId: meetingId, userName: dependency.userName)
        interactor.listener = listener
        return MembersRouter(interactor: interactor, viewController: viewController)
    }
}

protocol MembersRouting: ViewableRouting {}

protocol MembersPresentable: Presentable {
    var listener: MembersPresentableListener? { get set }
}

final class MembersInteractor: PresentableInteractor<MembersPresentable>, MembersInteractable,
    MembersPresentableListener
{
    weak var router: MembersRouting?
    weak var listener: MembersListener?

    init(presenter: MembersPresentable, meetingId: String, userName: String) {
        self.meetingId = meetingId
        self.userName = userName
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapBack() {
        listener?.membersDidClose()
    }

    private let meetingId: String
    private let userName: String
}

protocol MembersInteractable: Interactable {
    var router: MembersRouting? { get set }
    var listener: MembersListener? { get set }
}

protocol MembersViewControllable: ViewControllable {}

final class MembersRouter: ViewableRouter<MembersInteractable, MembersViewControllable>, MembersRouting {
    override init(interactor: MembersInteractable, viewController: MembersViewControllable) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

protocol MembersPresentableListener: AnyObject {
    func didTapBack()
}

final class MembersViewController: UIViewController, MembersPresentable, MembersViewControllable {
    weak var listener: MembersPresentableListener?
}
