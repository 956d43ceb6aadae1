/// A small RIBs app on `Mini` whose view controllers are UIKit doubles (``DoubleViewController``):
///
///     Gallery (launch, viewful: the window's root)
///       ├─ Photo (viewful), which the test shows as the parent's router would after `attachChild`
///       └─ Filters (viewless)
///
/// Gallery's router holds both builders, so the probe knows the routes Gallery → Photo and Gallery → Filters.
protocol PhotoDependency: Mini.Dependency {}
protocol FiltersDependency: Mini.Dependency {}

final class GalleryComponent: Mini.Component<Mini.EmptyDependency>, PhotoDependency, FiltersDependency {
    init() { super.init(dependency: Mini.EmptyComponent()) }
}

final class GalleryInteractor: Mini.Interactor {}

final class GalleryRouter: Mini.ViewableRouter<GalleryInteractor, DoubleViewController> {
    let photoBuilder: PhotoBuilder
    let filtersBuilder: FiltersBuilder

    init(viewController: DoubleViewController) {
        let component = GalleryComponent()
        photoBuilder = PhotoBuilder(dependency: component)
        filtersBuilder = FiltersBuilder(dependency: component)
        super.init(interactor: GalleryInteractor(), viewController: viewController)
    }
}

final class PhotoBuilder: Mini.Builder<PhotoDependency> {
    func build() -> PhotoRouter { PhotoRouter(interactor: PhotoInteractor(), viewController: DoubleViewController()) }
}

final class PhotoInteractor: Mini.Interactor {}

final class PhotoRouter: Mini.ViewableRouter<PhotoInteractor, DoubleViewController> {}

final class FiltersBuilder: Mini.Builder<FiltersDependency> {
    func build() -> FiltersRouter { FiltersRouter(interactor: FiltersInteractor()) }
}

final class FiltersInteractor: Mini.Interactor {}

final class FiltersRouter: Mini.Router<FiltersInteractor> {}
