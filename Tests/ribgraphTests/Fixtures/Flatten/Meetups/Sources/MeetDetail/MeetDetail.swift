import RIBs
import Share
import UIKit

public protocol MeetDetailBuildable: Buildable {
    func build(withListener listener: MeetDetailListener, meetingId: String) -> ViewableRouting
}

public protocol MeetDetailListener: AnyObject {
    func meetDetailDidClose()
}

public protocol MeetDetailDependency: Dependency {
    var userName: String { get }
}

final class MeetDetailComponent: Component<MeetDetailDependency>, MembersDependency, ShareDependency {
    var userName: String { dependency.userName }
}

/// A meeting's page: it pushes the members' list, a screen of this module alone, and presents the invitation.
public final class MeetDetailBuilder: Builder<MeetDetailDependency>, MeetDetailBuildable {
    public override init(dependency: MeetDetailDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: MeetDetailListener, meetingId: String) -> ViewableRouting {
        let component = MeetDetailComponent(dependency: dependency)
        let viewController = MeetDetailViewController()
        let interactor = MeetDetailInteractor(presenter: viewController, meetingId: meetingId)
        interactor.listener = listener
        return MeetDetailRouter(
            interactor: interactor, viewController: viewController, membersBuilder: MembersBuilder(dependency: component),
            shareBuilder: ShareBuilder(dependency: component))
    }
}

protocol MeetDetailRouting: ViewableRouting {
    func attachMembers(meetingId: String)
    func detachMembers()
    func attachShare(code: String)
    func detachShare()
}

protocol MeetDetailPresentable: Presentable {
    var listener: MeetDetailPresentableListener? { get set }
}

final class MeetDetailInteractor: PresentableInteractor<MeetDetailPresentable>, MeetDetailInteractable,
    MeetDetailPresentableListener
{
    weak var router: MeetDetailRouting?
    weak var listener: MeetDetailListener?

    init(presenter: MeetDetailPresentable, meetingId: String) {
        self.meetingId = meetingId
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func didTapMembers() {
        router?.attachMembers(meetingId: meetingId)
    }

    func didTapShare() {
        router?.attachShare(code: meetingId)
    }

    func didTapBack() {
        listener?.meetDetailDidClose()
    }

    func membersDidClose() {
        router?.detachMembers()
    }

    func shareDidFinish() {
        router?.detachShare()
    }

    private let meetingId: String
}

protocol MeetDetailInteractable: Interactable, MembersListener, ShareListener {
    var router: MeetDetailRouting? { get set }
    var listener: MeetDetailListener? { get set }
}

protocol MeetDetailViewControllable: ViewControllable {}

final class MeetDetailRouter: ViewableRouter<MeetDetailInteractable, MeetDetailViewControllable>, MeetDetailRouting {
    init(
        interactor: MeetDetailInteractable, viewController: MeetDetailViewControllable,
        membersBuilder: MembersBuildable, shareBuilder: ShareBuildable
    ) {
        self.membersBuilder = membersBuilder
        self.shareBuilder = shareBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachMembers(meetingId: String) {
        guard membersRouter == nil else { return }
        let router = membersBuilder.build(withListener: interactor, meetingId: meetingId)
        membersRouter = router
        attachChild(router)
        viewController.uiviewController.navigationController?.pushViewController(
            router.viewControllable.uiviewController, animated: true)
    }

    func detachMembers() {
        guard let router = membersRouter else { return }
        membersRouter = nil
        detachChild(router)
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }

    func attachShare(code: String) {
        guard shareRouter == nil else { return }
        let router = shareBuilder.build(withListener: interactor, code: code)
        shareRouter = router
        attachChild(router)
        viewController.uiviewController.present(router.viewControllable.uiviewController, animated: true)
    }

    func detachShare() {
        guard let router = shareRouter else { return }
        shareRouter = nil
        detachChild(router)
        viewController.uiviewController.dismiss(animated: true)
    }

    private let membersBuilder: MembersBuildable
    private let shareBuilder: ShareBuildable
    private var membersRouter: ViewableRouting?
    private var shareRouter: ViewableRouting?
}

protocol MeetDetailPresentableListener: AnyObject {
    func didTapMembers()
    func didTapShare()
    func didTapBack()
}

final class MeetDetailViewController: UIViewController, MeetDetailPresentable, MeetDetailViewControllable {
    weak var listener: MeetDetailPresentableListener?
}
