import Dues
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

final class MeetDetailComponent: Component<MeetDetailDependency>, MembersDependency, ShareDependency, DuesDependency {
    var userName: String { dependency.userName }
}

/// A meeting's page: it pushes the members' list, a screen of this module alone, and the dues, whose payment it
/// thanks for on its own screen, and presents the invitation.
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
            shareBuilder: ShareBuilder(dependency: component), duesBuilder: DuesBuilder(dependency: component))
    }
}

protocol MeetDetailRouting: ViewableRouting {
    func attachMembers(meetingId: String)
    func detachMembers()
    func attachShare(code: String)
    func detachShare()
    func attachDues(meetingId: String)
    func detachDues()
}

protocol MeetDetailPresentable: Presentable {
    var listener: MeetDetailPresentableListener? { get set }
    func showThanks(amount: Int)
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

    func didTapDues() {
        router?.attachDues(meetingId: meetingId)
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

    func duesDidPay(amount: Int) {
        router?.detachDues()
        presenter.showThanks(amount: amount)
    }

    func duesDidClose() {
        router?.detachDues()
    }

    private let meetingId: String
}

protocol MeetDetailInteractable: Interactable, MembersListener, ShareListener, DuesListener {
    var router: MeetDetailRouting? { get set }
    var listener: MeetDetailListener? { get set }
}

protocol MeetDetailViewControllable: ViewControllable {}

final class MeetDetailRouter: ViewableRouter<MeetDetailInteractable, MeetDetailViewControllable>, MeetDetailRouting {
    init(
        interactor: MeetDetailInteractable, viewController: MeetDetailViewControllable,
        membersBuilder: MembersBuildable, shareBuilder: ShareBuildable, duesBuilder: DuesBuildable
    ) {
        self.membersBuilder = membersBuilder
        self.shareBuilder = shareBuilder
        self.duesBuilder = duesBuilder
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

    func attachDues(meetingId: String) {
        guard duesRouter == nil else { return }
        let router = duesBuilder.build(withListener: interactor, meetingId: meetingId)
        duesRouter = router
        attachChild(router)
        viewController.uiviewController.navigationController?.pushViewController(
            router.viewControllable.uiviewController, animated: true)
    }

    func detachDues() {
        guard let router = duesRouter else { return }
        duesRouter = nil
        detachChild(router)
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }

    private let membersBuilder: MembersBuildable
    private let shareBuilder: ShareBuildable
    private let duesBuilder: DuesBuildable
    private var membersRouter: ViewableRouting?
    private var shareRouter: ViewableRouting?
    private var duesRouter: ViewableRouting?
}

protocol MeetDetailPresentableListener: AnyObject {
    func didTapMembers()
    func didTapShare()
    func didTapDues()
    func didTapBack()
}

final class MeetDetailViewController: UIViewController, MeetDetailPresentable, MeetDetailViewControllable {
    weak var listener: MeetDetailPresentableListener?

    private(set) var thanked: Int?

    func showThanks(amount: Int) {
        thanked = amount
    }
}
