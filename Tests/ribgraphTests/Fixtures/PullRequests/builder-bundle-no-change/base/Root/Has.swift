protocol HasEventBuilder {
    var eventBuilder: EventBuildable { get }
}

protocol HasSoonBuilder {
    var soonBuilder: SoonBuildable { get }
}

protocol HasAgendaBuilder {
    var agendaBuilder: AgendaBuildable { get }
}

protocol HasTrackBuilder {
    var trackBuilder: TrackBuildable { get }
}

protocol HasClock {
    var clock: Clock { get }
}

final class Clock {
    var now: Double = 0
}
