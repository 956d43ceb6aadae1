import Dispatch
import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

/// Calls from many threads at once, and the bounded event buffer.
final class ConcurrencyTests: XCTestCase {
    func testHooksFromEightThreadsAtOnceAreAllRecorded() throws {
        let shop = makeShop()
        let probe = RibProbe(root: shop)
        defer { withExtendedLifetime(shop) {} }
        let perThread = 200
        let cards = (0..<8).map { _ in
            (0..<perThread).map { _ in
                CardBuilder(
                    dependency: FeedComponent(
                        dependency: HomeComponent(dependency: ShopComponent(dependency: AppComponent())))
                ).build(listener: FeedInteractor())
            }
        }
        let objects = Unchecked((shop: shop, cards: cards))
        let exports = DispatchQueue(label: "exports")
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for card in objects.value.cards[thread] {
                probe.didAttach(card, to: objects.value.shop)
            }
            for card in objects.value.cards[thread].prefix(perThread / 2) {
                probe.willDetach(card, from: objects.value.shop)
            }
            exports.async { _ = probe.export().events.count }
            _ = probe.ignoredHookCalls
        }
        exports.sync {}
        let trace = probe.export()
        XCTAssertEqual(trace.events.count, 1 + 8 * perThread + 8 * perThread / 2)
        XCTAssertEqual(trace.events.filter { $0.kind == .attach }.count, 1 + 8 * perThread)
        XCTAssertEqual(Set(trace.ribs.map(\.id)).count, trace.ribs.count)
        XCTAssertEqual(trace.ribs.filter { $0.id.hasPrefix("Card") }.count, 8 * perThread)
        XCTAssertEqual(probe.ignoredHookCalls, 0)
        XCTAssertEqual(
            try TraceReplayer(trace: LoadedTrace(trace, source: "threads")).tree().attachedCount, 1 + 8 * perThread / 2)
        XCTAssertEqual(trace.events.map(\.seq), Array(1...trace.events.count))
    }

    func testObserveAndExportFromSeveralThreads() throws {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            probe.observe()
            _ = probe.export()
        }
        XCTAssertEqual(eventLines(probe.export()), ["+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card"])
    }

    func testEventsBeyondTheCapacityAreDroppedAndCounted() throws {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(eventCapacity: 6, children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        probe.observe()  // 4 events
        let feed = try XCTUnwrap(shop.home?.feed)
        for _ in 0..<5 { feed.addCard() }  // 5 more: 2 kept, 3 dropped
        probe.observe()
        feed.removeCard(feed.children[0])  // 1 more, dropped
        probe.observe()
        let trace = probe.export()
        XCTAssertEqual(trace.events.count, 6)
        XCTAssertEqual(trace.droppedEvents, 4)
        let decoded = try roundTrip(probe.write(to:))
        XCTAssertEqual(decoded.droppedEvents, 4)
        XCTAssertEqual(try replayedTree(decoded), "Shop(Home(Feed(Card, Card#2, Card#3)))")
    }

    func testZeroCapacityDropsEverything() {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(eventCapacity: 0))
        defer { withExtendedLifetime(shop) {} }
        probe.observe()
        XCTAssertEqual(probe.export().events.count, 0)
        XCTAssertEqual(probe.export().droppedEvents, 4)
    }
}
