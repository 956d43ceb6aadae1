// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

extension ProbeCore {
    /// The recording as a `Trace`: every RIB id (including those only routes point at), the kept events
    /// with `time` in seconds since the probe was created (rounded to microseconds), what discovery found,
    /// the number of dropped events and the suspected leaks. With `firstEvent`, only the kept events from
    /// that index on (with their seqs as in the whole trace), for a writer that holds the earlier ones.
    func export(app: String?, firstEvent: Int = 0) -> Trace {
        let ribs = registry.records.map { record -> RIB in
            let built = registry.builders[record.base]
            return RIB(
                id: record.id, router: record.router, interactor: record.interactor,
                view: record.isViewful ? (record.view ?? "\(record.base)ViewController") : nil,
                isViewful: record.isViewful, builder: built?.builder, dependency: built?.dependency,
                component: record.component)
        }
        let start = startNanoseconds
        func seconds(_ nanoseconds: UInt64) -> Double { Double(nanoseconds / 1_000) / 1_000_000 }
        let events = log.events[min(firstEvent, log.events.count)...].enumerated().map { offset, event -> TraceEvent in
            TraceEvent(
                seq: firstEvent + offset + 1, time: seconds(event.nanoseconds >= start ? event.nanoseconds - start : 0),
                kind: event.isAttach ? .attach : .detach,
                parent: event.parent == LiveTree.none ? nil : Int(event.parent), child: Int(event.child))
        }
        let leaks = leakWatch.leaks.map {
            SuspectedLeak(
                rib: registry[$0.rib].id, detachSeq: $0.detachSeq, objects: $0.objects, seconds: seconds($0.nanoseconds)
            )
        }
        return Trace(
            app: app, ribs: ribs, routes: findings.routes, events: events, dependencies: findings.dependencies,
            components: findings.components, adapters: findings.adapters, listeners: findings.listeners,
            droppedEvents: log.dropped, leaks: leaks)
    }

    /// What a trace written now would differ in from one written at another revision: any change to the
    /// events, the RIBs, what discovery found or the suspected leaks changes it.
    struct Revision: Equatable {
        var events: Int
        var dropped: Int
        var ribs: Int
        var findings: [Int]
        var leaks: Int
    }

    var revision: Revision {
        Revision(
            events: log.events.count, dropped: log.dropped, ribs: registry.count,
            findings: [
                findings.routes.count, findings.dependencies.count, findings.components.count,
                findings.adapters.count, findings.listeners.count, findings.presentationChanges,
            ],
            leaks: leakWatch.leaks.count)
    }
}
