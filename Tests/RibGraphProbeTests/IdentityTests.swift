import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

/// RIB ids across instances, re-attachment and release; the probe's weak references.
final class IdentityTests: XCTestCase {
    private func launchedShop() -> (ShopRouter, RibProbe) {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(children: Mini.childrenAccessor))
        probe.observe()
        return (shop, probe)
    }

    private func newEvents(_ probe: RibProbe, after count: Int) -> [String] {
        Array(eventLines(probe.export()).dropFirst(count))
    }

    func testLiveInstancesOfOneTypeGetNumberedIdsAndAReleasedIdIsReusedLowestFirst() throws {
        let (shop, probe) = launchedShop()
        defer { withExtendedLifetime(shop) {} }
        let feed = try XCTUnwrap(shop.home?.feed)
        feed.addCard()
        feed.addCard()
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 4), ["+Feed/Card#2", "+Feed/Card#3"])

        feed.removeCard(feed.children[1])  // Card#2 is detached and released
        probe.observe()
        feed.addCard()  // a new object: takes the lowest free id, Card#2
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 6), ["-Feed/Card#2", "+Feed/Card#2"])
        XCTAssertEqual(try replayedTree(probe.export()), "Shop(Home(Feed(Card, Card#3, Card#2)))")
        XCTAssertEqual(probe.export().ribs.filter { $0.id.hasPrefix("Card") }.count, 3)
    }

    func testADetachedObjectThatStaysAliveKeepsItsIdAndBlocksIt() throws {
        let (shop, probe) = launchedShop()
        defer { withExtendedLifetime(shop) {} }
        let feed = try XCTUnwrap(shop.home?.feed)
        let kept = feed.children[0]
        feed.removeCard(kept)
        feed.addCard()
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 4), ["-Feed/Card", "+Feed/Card#2"])
        feed.attachChild(kept)
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 6), ["+Feed/Card"])
        XCTAssertEqual(try replayedTree(probe.export()), "Shop(Home(Feed(Card#2, Card)))")
    }

    func testASubtreeDetachedAndReattachedKeepsItsIdsAndReattachesParentFirst() throws {
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        let home = try XCTUnwrap(shop.home)
        home.keepsFeed = true
        home.routeToFeed()  // now Home keeps this Feed
        home.feed!.addCard()
        probe.observe()
        home.routeToProfile()
        probe.observe()
        home.routeToFeed()
        probe.observe()
        XCTAssertEqual(
            eventLines(probe.export()),
            [
                "+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card", "+Feed/Card#2",
                "-Home/Feed", "+Home/Profile",
                "-Home/Profile", "+Home/Feed", "+Feed/Card", "+Feed/Card#2",
            ])
        XCTAssertEqual(probe.export().ribs.map(\.id), ["Shop", "Home", "Feed", "Profile", "Card", "Card#2"])
    }

    func testASubtreeMovedUnderAnotherParentIsDetachedOnceAndReattached() throws {
        let (shop, probe) = launchedShop()
        defer { withExtendedLifetime(shop) {} }
        let feed = try XCTUnwrap(shop.home?.feed)
        feed.addCard()
        probe.observe()
        shop.home!.children.removeAll()  // move Feed (and its Cards) from Home to Shop
        shop.children.append(feed)
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 5), ["-Home/Feed", "+Shop/Feed", "+Feed/Card", "+Feed/Card#2"])
        XCTAssertEqual(try replayedTree(probe.export()), "Shop(Home, Feed(Card, Card#2))")
    }

    func testARouterReleasedWhileAttachedIsRecordedAsDetached() throws {
        let (shop, probe) = launchedShop()
        defer { withExtendedLifetime(shop) {} }
        let feed = try XCTUnwrap(shop.home?.feed)
        weak let card = feed.children.first
        feed.children.removeAll()  // released without detachChild
        XCTAssertNil(card)
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 4), ["-Feed/Card"])
        XCTAssertEqual(try replayedTree(probe.export()), "Shop(Home(Feed))")
    }

    func testAReleasedRootIsRecordedAsDetached() throws {
        var shop: ShopRouter? = makeShop()
        shop!.launch()
        let probe = RibProbe(root: shop!, configuration: .init(children: Mini.childrenAccessor))
        probe.observe()
        weak let weakShop = shop
        shop = nil
        XCTAssertNil(weakShop, "the probe must not keep the root alive")
        probe.observe()
        probe.observe()
        XCTAssertEqual(newEvents(probe, after: 4), ["-Shop"])
        XCTAssertEqual(try replayedTree(probe.export()), "")
        _ = try roundTrip(probe.write(to:))
    }

    func testTheProbeHoldsNoStrongReferenceToTheApp() throws {
        weak var shop: ShopRouter?
        weak var home: HomeRouter?
        weak var feed: FeedRouter?
        weak var homeInteractor: HomeInteractor?
        weak var adapter: ProfileAdapter?
        var probe: RibProbe?
        do {
            let app = makeShop()
            app.launch()
            probe = RibProbe(root: app, configuration: .init(children: Mini.childrenAccessor))
            probe!.observe()
            app.home!.routeToProfile()
            probe!.observe()
            app.home!.routeToFeed()
            probe!.observe()
            probe!.interactorDidBecomeActive(app.home!.interactor)
            shop = app
            home = app.home
            feed = app.home!.feed
            homeInteractor = app.home!.interactor
            adapter = app.home!.interactor.adapters.first
        }
        XCTAssertNil(shop)
        XCTAssertNil(home)
        XCTAssertNil(feed)
        XCTAssertNil(homeInteractor)
        XCTAssertNil(adapter)
        XCTAssertEqual(probe!.export().events.count, 9)
    }
}
