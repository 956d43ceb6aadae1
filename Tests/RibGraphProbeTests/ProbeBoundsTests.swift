import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

/// An app that attaches a million RIBs over its life: the Shop's feed adds a new Card and removes it,
/// over and over, each Card a new router, interactor and view controller, reported through the router hooks.
final class ProbeBoundsTests: XCTestCase {
    private static let cardsAttached = 1_000_000
    private static let capacity = 5_000

    func testAMillionAttachesStayWithinTheConfiguredCapacity() throws {
        let shop = makeShop()
        let probe = RibProbe(root: shop, configuration: .init(eventCapacity: Self.capacity, leakDelay: 2))
        defer { withExtendedLifetime(shop) {} }
        var residentAfterWarmUp: Int?
        Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: true)) {
            shop.launch()
            let feed = shop.home!.feed!
            for round in 0..<Self.cardsAttached {
                // The probe's buffers are full well before this point; from here on nothing may grow.
                if round == 10_000 { residentAfterWarmUp = ResidentMemory.bytes() }
                feed.removeCard(feed.addCard())
            }
        }
        let trace = probe.export()
        // Launch: Shop, Home, Feed and the Card Feed adds when it loads; then an attach and a detach per Card.
        let recorded = 4 + 2 * Self.cardsAttached
        XCTAssertEqual(trace.events.count, Self.capacity)
        XCTAssertEqual(trace.droppedEvents, recorded - Self.capacity)
        XCTAssertEqual(probe.ignoredHookCalls, 0)
        // Each new Card takes the lowest free id: the one of the Card released just before.
        XCTAssertEqual(trace.ribs.map(\.id).sorted(), ["Card", "Card#2", "Feed", "Home", "Profile", "Shop"])
        XCTAssertNoThrow(try TraceReplayer(trace: LoadedTrace(trace, source: "probe")).validate())
        // Nothing the probe keeps grows with the RIBs attached: ~990,000 Cards after the warm-up would need
        // at least their ObjectIdentifiers (8 bytes each, 8 MB) if any table kept one per Card, and a leaked
        // router, interactor and view controller per Card far more. 4 MB leaves room for the allocator's noise.
        if let before = residentAfterWarmUp, let after = ResidentMemory.bytes() {
            XCTAssertLessThan(after - before, 4 << 20, "resident memory grew by \(after - before) bytes")
        }
    }
}
