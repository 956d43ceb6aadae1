import RIBs

protocol BannerRouting: ViewableRouting {}

protocol BannerPresentable: Presentable {
    var listener: BannerPresentableListener? { get set }
}

/// A section of CC's screen: the offers shown above its list.
protocol BannerListener: AnyObject {
    func bannerDidClose()
}

final class BannerInteractor: PresentableInteractor<BannerPresentable>, BannerInteractable, BannerPresentableListener {
    weak var router: BannerRouting?
    weak var listener: BannerListener?

    override init(presenter: BannerPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func close() {
        listener?.bannerDidClose()
    }
}
