import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

/// An app that attaches 200,000 RIBs over its life: the Shop's feed adds a new Card and removes it, over and
/// over, each Card a new router, interactor and view controller, reported through the router hooks.
final class ProbeBoundsTests: XCTestCase {
    private static let cardsAttached = 200_000
    private static let capacity = 5_000
    /// Every this many rounds, the test keeps a Card's objects weakly, to see them released.
    private static let sampleEvery = 1_000

    func testTwoHundredThousandAttachesStayWithinTheConfiguredCapacity() throws {
        let shop = makeShop()
        let probe = RibProbe(root: shop, configuration: .init(eventCapacity: Self.capacity, leakDelay: 2))
        defer { withExtendedLifetime(shop) {} }
        var residentAfterWarmUp: Int?
        var sampled: [WeakObject] = []
        Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: true)) {
            shop.launch()
            let feed = shop.home!.feed!
            for round in 0..<Self.cardsAttached {
                // The probe's buffers are full well before this point; from here on nothing may grow.
                if round == 10_000 { residentAfterWarmUp = ResidentMemory.bytes() }
                let card = feed.addCard()
                if round.isMultiple(of: Self.sampleEvery) {
                    sampled += [card, card.interactor, card.viewController].map(WeakObject.init)
                }
                feed.removeCard(card)
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
        // The probe holds no app object: every Card it saw attached and detached is gone.
        XCTAssertEqual(sampled.count, 3 * Self.cardsAttached / Self.sampleEvery)
        XCTAssertEqual(sampled.filter { $0.object != nil }.count, 0, "Card objects outlived their detach")
        // Nothing the probe keeps grows with the RIBs attached: 22 bytes kept per Card after the warm-up (an
        // event kept past the capacity takes 24) would pass 4 MB; a run that keeps nothing grows by about
        // 1.3 MB, the allocator's noise.
        if let before = residentAfterWarmUp, let after = ResidentMemory.bytes() {
            XCTAssertLessThan(after - before, 4 << 20, "resident memory grew by \(after - before) bytes")
        }
    }
}

/// A weak reference to any object, to see whether something else still holds it.
private struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) { self.object = object }
}
