import RIBs

protocol GalleryRouting: ViewableRouting {
    func routeToProfile()
}

protocol GalleryPresentable: Presentable {
    var listener: GalleryPresentableListener? { get set }
}

protocol GalleryListener: AnyObject {
    func galleryDidClose()
}

final class GalleryInteractor: PresentableInteractor<GalleryPresentable>, GalleryInteractable, GalleryPresentableListener {
    weak var router: GalleryRouting?
    weak var listener: GalleryListener?

    override init(presenter: GalleryPresentable) {
        super.init(presenter: presenter)
        presenter.listener = self
    }

    func profileDidClose() {
        // the child asked to leave
    }
}
