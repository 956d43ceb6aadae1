import RIBs

/// What HomeRouter reads its children's builders from: a holder, nested, one builder renamed on the way.
protocol HomeRouterDependency: AnyObject {
    var base: HomeBaseRouterDependency { get }
    var detail: DetailBuildable { get }
}

protocol HomeBaseRouterDependency: AnyObject {
    var feedBuilder: FeedBuildable { get }
}

final class HomeRouterComponent: HomeRouterDependency {
    let base: HomeBaseRouterDependency
    let detail: DetailBuildable

    init(component: HomeComponent) {
        base = HomeBaseRouterComponent(component: component)
        detail = component.detailBuildable
    }
}

final class HomeBaseRouterComponent: HomeBaseRouterDependency {
    let feedBuilder: FeedBuildable

    init(component: HomeComponent) {
        feedBuilder = FeedBuilder(dependency: component)
    }
}

/// A bundle of builders: protocols that do not inherit Dependency, composed, and a plain class that makes them.
protocol HasEventBuilder {
    var eventBuilder: EventBuildable { get }
}

protocol HasSoonBuilder {
    var soonBuilder: SoonBuildable { get }
}

typealias HomeBuilders = HasEventBuilder & HasSoonBuilder

final class HomeServices: HasEventBuilder, HasSoonBuilder {
    private let component: HomeComponent

    init(component: HomeComponent) {
        self.component = component
    }

    var eventBuilder: EventBuildable { EventBuilder(dependency: component) }
    var soonBuilder: SoonBuildable { SoonBuilder(dependency: component) }
}
