import MeetDetail
import MeetListInterface
import RIBs
import Settings
import UIKit
import Web

final class MeetListComponent: Component<MeetListDependency>, MeetDetailDependency, WebDependency,
    SettingsDependency
{
    var userName: String { dependency.userName }
}

/// The user's meetings, the root of the navigation controller the app presents: it pushes a meeting's page, the
/// attendance page and the settings.
public final class MeetListBuilder: Builder<MeetListDependency>, MeetListBuildable {
    public override init(dependency: MeetListDependency) {
        super.init(dependency: dependency)
    }

    public func build(withListener listener: MeetListListener) -> (ViewableRouting, MeetListActionableItem) {
        let component = MeetListComponent(dependency: dependency)
        let viewController = MeetListViewController()
        let interactor = MeetListInteractor(presenter: viewController)
        interactor.listener = listener
        let router = MeetListRouter(
            interactor: interactor, viewController: viewController,
            meetDetailBuilder: MeetDetailBuilder(dependency: component), webBuilder: WebBuilder(dependency: component),
            settingsBuilder: SettingsBuilder(dependency: component))
        return (router, interactor)
    }
}

protocol MeetListRouting: ViewableRouting {
    func attachMeetDetail(meetingId: String)
    func detachMeetDetail()
    @discardableResult
    func attachAttendance(meetingId: String) -> WebActionableItem?
    func detachAttendance()
    func attachSettings()
    func detachSettings()
}

protocol MeetListPresentable: Presentable {
    var listener: MeetListPresentableListener? { get set }
}

final class MeetListInteractor: PresentableInteractor<MeetListPresentable>, MeetListInteractable,
    MeetListPresentableListener, MeetListActionableItem
{
    weak var router: MeetListRouting?
    weak var listener: MeetListListener?

    override init(presenter: MeetListPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func openMeeting(id: String) {
        router?.attachMeetDetail(meetingId: id)
    }

    func openAttendance(of meeting: String) {
        router?.attachAttendance(meetingId: meeting)
    }

    func didSelectMeeting(id: String) {
        router?.attachMeetDetail(meetingId: id)
    }

    func didTapAttendance(meetingId: String) {
        router?.attachAttendance(meetingId: meetingId)?.reload()
    }

    func didTapSettings() {
        router?.attachSettings()
    }

    func meetDetailDidClose() {
        router?.detachMeetDetail()
    }

    func webDidClose() {
        router?.detachAttendance()
    }

    func settingsDidClose() {
        router?.detachSettings()
    }

    func settingsDidSignOut() {
        listener?.meetListDidSignOut()
    }
}

protocol MeetListInteractable: Interactable, MeetDetailListener, WebListener, SettingsListener {
    var router: MeetListRouting? { get set }
    var listener: MeetListListener? { get set }
}

protocol MeetListViewControllable: ViewControllable {}

final class MeetListRouter: ViewableRouter<MeetListInteractable, MeetListViewControllable>, MeetListRouting {
    init(
        interactor: MeetListInteractable, viewController: MeetListViewControllable,
        meetDetailBuilder: MeetDetailBuildable, webBuilder: WebBuildable, settingsBuilder: SettingsBuildable
    ) {
        self.meetDetailBuilder = meetDetailBuilder
        self.webBuilder = webBuilder
        self.settingsBuilder = settingsBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func attachMeetDetail(meetingId: String) {
        guard meetDetailRouter == nil else { return }
        let router = meetDetailBuilder.build(withListener: interactor, meetingId: meetingId)
        meetDetailRouter = router
        attachChild(router)
        push(router)
    }

    func detachMeetDetail() {
        guard let router = meetDetailRouter else { return }
        meetDetailRouter = nil
        detachChild(router)
        pop()
    }

    @discardableResult
    func attachAttendance(meetingId: String) -> WebActionableItem? {
        let (router, actionableItem) = webBuilder.build(withListener: interactor, path: attendancePath(meetingId))
        attendanceRouters.append(router)
        attachChild(router)
        push(router)
        return actionableItem
    }

    private func attendancePath(_ meetingId: String) -> String {
        "/attendance/\(meetingId)"
    }

    func detachAttendance() {
        guard let router = attendanceRouters.popLast() else { return }
        detachChild(router)
        pop()
    }

    func attachSettings() {
        guard settingsRouter == nil else { return }
        let router = settingsBuilder.build(withListener: interactor)
        settingsRouter = router
        attachChild(router)
        push(router)
    }

    func detachSettings() {
        guard let router = settingsRouter else { return }
        settingsRouter = nil
        detachChild(router)
        pop()
    }

    private func push(_ router: ViewableRouting) {
        viewController.uiviewController.navigationController?.pushViewController(
            router.viewControllable.uiviewController, animated: true)
    }

    private func pop() {
        viewController.uiviewController.navigationController?.popViewController(animated: true)
    }

    private let meetDetailBuilder: MeetDetailBuildable
    private let webBuilder: WebBuildable
    private let settingsBuilder: SettingsBuildable
    private var meetDetailRouter: ViewableRouting?
    /// A deep link may open an attendance page over another (MOIT-iOS's `moitWebRouters`).
    private var attendanceRouters: [ViewableRouting] = []
    private var settingsRouter: ViewableRouting?
}

protocol MeetListPresentableListener: AnyObject {
    func didSelectMeeting(id: String)
    func didTapAttendance(meetingId: String)
    func didTapSettings()
}

final class MeetListViewController: UIViewController, MeetListPresentable, MeetListViewControllable {
    weak var listener: MeetListPresentableListener?
}
