import ProfileInterface
import RIBs

protocol RootRouting: ViewableRouting {
}

protocol RootPresentable: Presentable {
}

final class RootInteractor: PresentableInteractor<RootPresentable>, RootInteractable {
    weak var router: RootRouting?

    func profileDidClose() {}
}
