import Foundation
import RibGraphProbe
import TicTacToeFixture
import XCTest

@testable import RibTrace

/// A clock the test moves by hand, in whole seconds.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: UInt64 = 0
    func advance(_ by: UInt64) { lock.withLock { seconds += by } }
    var nanoseconds: UInt64 { lock.withLock { seconds * 1_000_000_000 } }
}

/// Detached RIBs that stay alive are reported as suspected leaks; released ones are not.
final class LeakTests: XCTestCase {
    /// Plays the TicTacToe script one second per step, observing after each; `keep` may hold routers.
    private func record(leakDelay: Double?, keep: (Int, Routing) -> Void = { _, _ in }) -> Trace {
        let clock = ManualClock()
        let session = TicTacToeSession()
        let probe = RibProbe(
            root: session.rootRouter,
            configuration: .init(
                children: TicTacToeProbeTests.accessor,
                clock: { clock.nanoseconds }, leakDelay: leakDelay))
        var step = 0
        session.play { _ in
            clock.advance(1)
            probe.observe()
            keep(step, session.rootRouter as! Routing)
            step += 1
        }
        return probe.export()
    }

    private func describe(_ trace: Trace) -> [String] {
        trace.leaks.map { leak in
            let event = trace.events[trace.eventIndex(ofSeq: leak.detachSeq)!]
            let line = eventLines(Trace(ribs: trace.ribs, events: [event]))[0]
            return "\(leak.rib) \(leak.objects.map(\.rawValue).joined(separator: "+")) after \(line) \(leak.seconds)s"
        }
    }

    func testADetachedRIBKeptAliveIsASuspectedLeakAndReleasedOnesAreNot() throws {
        var kept: Routing?
        let trace = record(leakDelay: 1.5) { step, root in
            // After logging in: hold the first OffGame, which the TicTacToe step then detaches.
            if step == 1 { kept = root.children.first?.children.first }
        }
        XCTAssertNotNil(kept)
        // OffGame was detached at step 3 (t = 3 s); the observations at 4 s (1 s later, too soon) and at
        // 5 s and 6 s see it alive: reported once, at 5 s. BasicScoreBoard stays in its children, so it
        // stays alive too. LoggedOut, TicTacToe, RandomWin and the later OffGames were released.
        XCTAssertEqual(
            describe(trace),
            [
                "OffGame router+interactor after -LoggedIn/OffGame 2.0s",
                "BasicScoreBoard router+interactor after -LoggedIn/OffGame 2.0s",
            ])
        let decoded = try roundTrip { try Data(TraceEncoder.encode(trace)).write(to: $0) }
        XCTAssertEqual(decoded.leaks, trace.leaks)
    }

    func testReleasedRIBsAreNoLeaksAndDetectionCanBeTurnedOff() {
        XCTAssertEqual(record(leakDelay: 0).leaks, [], "every detached RIB of the script is released at once")
        var kept: Routing?
        XCTAssertEqual(
            record(leakDelay: nil) { step, root in
                if step == 1 { kept = root.children.first?.children.first }
            }.leaks, [])
        XCTAssertNotNil(kept)
    }

    func testARIBKeptAndAttachedAgainIsNoLongerSuspected() throws {
        let shop = makeShop()
        let clock = ManualClock()
        let probe = RibProbe(
            root: shop,
            configuration: .init(children: Mini.childrenAccessor, clock: { clock.nanoseconds }, leakDelay: 1))
        defer { withExtendedLifetime(shop) {} }
        shop.launch()
        probe.observe()
        let home = try XCTUnwrap(shop.home)
        home.keepsFeed = true
        home.routeToFeed()  // the launch's Feed is released; the new one is kept
        probe.observe()
        home.routeToProfile()  // the kept Feed waits, detached and alive
        probe.observe()
        clock.advance(2)
        probe.observe()
        XCTAssertEqual(probe.export().leaks.map(\.rib), ["Feed", "Card"])
        home.routeToFeed()  // shown again: it was kept on purpose
        probe.observe()
        clock.advance(2)
        probe.observe()
        XCTAssertEqual(probe.export().leaks.map(\.rib), [], "Profile was released; Feed and Card are attached")
    }
}
