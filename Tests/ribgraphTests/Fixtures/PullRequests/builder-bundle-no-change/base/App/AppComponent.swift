import RIBs

final class AppComponent: Component<EmptyDependency>, RootDependency, HasEventBuilder, HasSoonBuilder, HasClock {
    let clock = Clock()

    var agendaBuilder: AgendaBuildable {
        AgendaBuilder(dependency: self)
    }

    var trackBuilder: TrackBuildable {
        TrackBuilder(dependency: self)
    }

    var soonBuilder: SoonBuildable {
        SoonBuilder(dependency: self)
    }

    var eventBuilder: EventBuildable {
        EventBuilder(dependency: self)
    }

    init() {
        super.init(dependency: EmptyComponent())
    }
}
