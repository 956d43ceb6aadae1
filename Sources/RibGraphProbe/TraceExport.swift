import RibTrace

extension ProbeCore {
    /// The recording as a ``Trace``: every RIB id (including those only routes point at), the kept events
    /// with `time` in seconds since the probe was created (rounded to microseconds), what discovery found,
    /// and the number of dropped events.
    func export(app: String?) -> Trace {
        let ribs = registry.records.map { record -> RIB in
            let built = registry.builders[record.base]
            return RIB(id: record.id, router: record.router, interactor: record.interactor,
                       view: record.isViewful ? (record.view ?? "\(record.base)ViewController") : nil,
                       isViewful: record.isViewful, builder: built?.builder, dependency: built?.dependency,
                       component: record.component)
        }
        let start = startNanoseconds
        let events = log.events.enumerated().map { offset, event -> TraceEvent in
            let micros = event.nanoseconds >= start ? (event.nanoseconds - start) / 1_000 : 0
            return TraceEvent(seq: offset + 1, time: Double(micros) / 1_000_000, kind: event.isAttach ? .attach : .detach,
                              parent: event.parent == LiveTree.none ? nil : Int(event.parent), child: Int(event.child))
        }
        return Trace(app: app, ribs: ribs, routes: findings.routes, events: events, dependencies: findings.dependencies,
                     components: findings.components, adapters: findings.adapters, listeners: findings.listeners,
                     droppedEvents: log.dropped)
    }
}
