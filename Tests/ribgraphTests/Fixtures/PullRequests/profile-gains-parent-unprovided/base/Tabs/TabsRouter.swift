import RIBs

protocol TabsInteractable: Interactable, PeopleListener, GalleryListener {
    var router: TabsRouting? { get set }
    var listener: TabsListener? { get set }
}

protocol TabsViewControllable: ViewControllable {
    func show(_ child: ViewControllable)
    func hide(_ child: ViewControllable)
}

final class TabsRouter: ViewableRouter<TabsInteractable, TabsViewControllable>, TabsRouting {
    private let peopleBuilder: PeopleBuildable
    private var people: PeopleRouting?
    private let galleryBuilder: GalleryBuildable
    private var gallery: GalleryRouting?

    init(
        interactor: TabsInteractable,
        viewController: TabsViewControllable,
        peopleBuilder: PeopleBuildable,
        galleryBuilder: GalleryBuildable
    ) {
        self.peopleBuilder = peopleBuilder
        self.galleryBuilder = galleryBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    func routeToPeople() {
        guard people == nil else { return }
        let child = peopleBuilder.build(withListener: interactor)
        people = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachPeople() {
        guard let child = people else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        people = nil
    }

    func routeToGallery() {
        guard gallery == nil else { return }
        let child = galleryBuilder.build(withListener: interactor)
        gallery = child
        attachChild(child)
        viewController.show(child.viewControllable)
    }

    func detachGallery() {
        guard let child = gallery else { return }
        detachChild(child)
        viewController.hide(child.viewControllable)
        gallery = nil
    }
}
