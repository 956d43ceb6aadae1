/// A small RIBs app on `Mini`, shaped like tutorial 4 with one more level:
///
///     Shop (launch, viewful)
///       └─ Home (viewless: borrows Shop's view controller as `viewController`)
///            ├─ Feed (viewful) ── Card, Card#2, … (viewful leaves, added and removed at will)
///            └─ Profile (viewful), built through ProfileAdapter, whose own component satisfies
///               ProfileDependency and which Profile's interactor reports to
///
/// Home shows Feed or Profile. `keepsFeed` makes Home keep its Feed router while Profile shows, so
/// going back re-attaches the same Feed subtree instead of building a new one.
protocol ShopDependency: Mini.Dependency {}
protocol HomeDependency: Mini.Dependency { var shopViewController: ShopViewController { get } }
protocol FeedDependency: Mini.Dependency { var userName: String { get } }
protocol CardDependency: Mini.Dependency { var userName: String { get } }
protocol ProfileDependency: Mini.Dependency { var userName: String { get } }

final class AppComponent: Mini.Component<Mini.EmptyDependency>, ShopDependency {
    init() { super.init(dependency: Mini.EmptyComponent()) }
}

final class ShopComponent: Mini.Component<ShopDependency>, HomeDependency {
    let shopViewController = ShopViewController()
}

final class HomeComponent: Mini.Component<HomeDependency>, FeedDependency {
    let userName = "Alice"
    var shopViewController: ShopViewController { dependency.shopViewController }
}

final class FeedComponent: Mini.Component<FeedDependency>, CardDependency {
    var userName: String { dependency.userName }
}

final class ShopViewController: Mini.ViewControllable {}
final class FeedViewController: Mini.ViewControllable {}
final class CardViewController: Mini.ViewControllable {}
final class ProfileViewController: Mini.ViewControllable {}

// MARK: Shop

final class ShopBuilder: Mini.Builder<ShopDependency> {
    func build() -> ShopRouter {
        let component = ShopComponent(dependency: dependency)
        let interactor = ShopInteractor()
        return ShopRouter(
            interactor: interactor, viewController: component.shopViewController,
            homeBuilder: HomeBuilder(dependency: component))
    }
}

final class ShopInteractor: Mini.Interactor {
    weak var router: ShopRouter?
}

final class ShopRouter: Mini.ViewableRouter<ShopInteractor, ShopViewController> {
    private let homeBuilder: HomeBuilder
    private(set) var home: HomeRouter?

    init(interactor: ShopInteractor, viewController: ShopViewController, homeBuilder: HomeBuilder) {
        self.homeBuilder = homeBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() {
        let home = homeBuilder.build(listener: interactor)
        self.home = home
        attachChild(home)
    }
}

// MARK: Home

final class HomeBuilder: Mini.Builder<HomeDependency> {
    func build(listener: ShopInteractor) -> HomeRouter {
        let component = HomeComponent(dependency: dependency)
        let interactor = HomeInteractor(adapters: [ProfileAdapter(userName: component.userName)])
        interactor.listener = listener
        return HomeRouter(
            interactor: interactor, viewController: component.shopViewController,
            feedBuilder: FeedBuilder(dependency: component))
    }
}

final class HomeInteractor: Mini.Interactor {
    weak var router: HomeRouter?
    weak var listener: ShopInteractor?
    let adapters: [ProfileAdapter]

    init(adapters: [ProfileAdapter]) { self.adapters = adapters }

    override func didBecomeActive() { router?.routeToFeed() }
}

final class HomeRouter: Mini.Router<HomeInteractor> {
    var keepsFeed = false
    private let viewController: ShopViewController
    private let feedBuilder: FeedBuilder
    private var current: Mini.Routing?
    private var keptFeed: FeedRouter?

    init(interactor: HomeInteractor, viewController: ShopViewController, feedBuilder: FeedBuilder) {
        self.viewController = viewController
        self.feedBuilder = feedBuilder
        super.init(interactor: interactor)
        interactor.router = self
    }

    /// The Feed shown now, if any.
    var feed: FeedRouter? { current as? FeedRouter }

    func routeToFeed() {
        detachCurrent()
        let feed = keptFeed ?? feedBuilder.build(listener: interactor)
        if keepsFeed { keptFeed = feed }
        current = feed
        attachChild(feed)
    }

    func routeToProfile() {
        detachCurrent()
        let profile = interactor.adapters[0].build(listener: interactor)
        current = profile
        attachChild(profile)
    }

    private func detachCurrent() {
        if let current { detachChild(current) }
        current = nil
    }
}

// MARK: Feed and Card

final class FeedBuilder: Mini.Builder<FeedDependency> {
    func build(listener: HomeInteractor) -> FeedRouter {
        let component = FeedComponent(dependency: dependency)
        let interactor = FeedInteractor()
        interactor.listener = listener
        return FeedRouter(
            interactor: interactor, viewController: FeedViewController(),
            cardBuilder: CardBuilder(dependency: component))
    }
}

final class FeedInteractor: Mini.Interactor {
    weak var router: FeedRouter?
    weak var listener: HomeInteractor?
}

final class FeedRouter: Mini.ViewableRouter<FeedInteractor, FeedViewController> {
    private let cardBuilder: CardBuilder

    init(interactor: FeedInteractor, viewController: FeedViewController, cardBuilder: CardBuilder) {
        self.cardBuilder = cardBuilder
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }

    override func didLoad() { addCard() }

    @discardableResult
    func addCard() -> CardRouter {
        let card = cardBuilder.build(listener: interactor)
        attachChild(card)
        return card
    }

    func removeCard(_ card: Mini.Routing) { detachChild(card) }
}

final class CardBuilder: Mini.Builder<CardDependency> {
    func build(listener: FeedInteractor) -> CardRouter {
        let interactor = CardInteractor()
        interactor.listener = listener
        return CardRouter(interactor: interactor, viewController: CardViewController())
    }
}

final class CardInteractor: Mini.Interactor {
    weak var router: CardRouter?
    weak var listener: FeedInteractor?
}

final class CardRouter: Mini.ViewableRouter<CardInteractor, CardViewController> {
    override init(interactor: CardInteractor, viewController: CardViewController) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

// MARK: Profile, through an adapter with its own component

final class ProfileAdapter {
    /// The adapter's own scope: it satisfies ProfileDependency without a parent component.
    final class Component: ProfileDependency {
        let userName: String
        init(userName: String) { self.userName = userName }
    }

    let profileBuilder: ProfileBuilder
    weak var listener: HomeInteractor?

    init(userName: String) {
        profileBuilder = ProfileBuilder(dependency: Component(userName: userName))
    }

    func build(listener: HomeInteractor) -> ProfileRouter {
        self.listener = listener
        return profileBuilder.build(listener: self)
    }
}

final class ProfileBuilder: Mini.Builder<ProfileDependency> {
    func build(listener: ProfileAdapter) -> ProfileRouter {
        let interactor = ProfileInteractor()
        interactor.listener = listener
        return ProfileRouter(interactor: interactor, viewController: ProfileViewController())
    }
}

final class ProfileInteractor: Mini.Interactor {
    weak var router: ProfileRouter?
    weak var listener: ProfileAdapter?
}

final class ProfileRouter: Mini.ViewableRouter<ProfileInteractor, ProfileViewController> {
    override init(interactor: ProfileInteractor, viewController: ProfileViewController) {
        super.init(interactor: interactor, viewController: viewController)
        interactor.router = self
    }
}

/// Builds the app the way an app delegate does; `launch()` launches it.
func makeShop() -> ShopRouter {
    ShopBuilder(dependency: AppComponent()).build()
}
