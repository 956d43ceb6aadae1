import RIBs

protocol TrendingRouting: ViewableRouting {
}

protocol TrendingPresentable: Presentable {
    var listener: TrendingPresentableListener? { get set }
}

protocol TrendingListener: AnyObject {
    func trendingDidClose()
}

final class TrendingInteractor: PresentableInteractor<TrendingPresentable>, TrendingInteractable, TrendingPresentableListener {
    weak var router: TrendingRouting?
    weak var listener: TrendingListener?

    override init(presenter: TrendingPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }
}
