import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

/// The explicit hooks, called the way a base router or a base interactor would call them.
final class HookTests: XCTestCase {
    /// The Shop session: launch, a second Card, Profile, back to a new Feed.
    private func play(_ shop: ShopRouter) {
        shop.launch()
        shop.home!.feed!.addCard()
        shop.home!.routeToProfile()
        shop.home!.routeToFeed()
    }

    private func observedEvents() -> [String] {
        let shop = makeShop()
        let probe = RibProbe(root: shop, configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        shop.launch()
        probe.observe()
        shop.home!.feed!.addCard()
        probe.observe()
        shop.home!.routeToProfile()
        probe.observe()
        shop.home!.routeToFeed()
        probe.observe()
        return eventLines(probe.export())
    }

    private func hookedEvents(routerHooks: Bool) throws -> (events: [String], probe: RibProbe) {
        let shop = makeShop()
        let probe = RibProbe(root: shop)
        defer { withExtendedLifetime(shop) {} }
        Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: routerHooks)) {
            play(shop)
        }
        XCTAssertEqual(try replayedTree(probe.export()), "Shop(Home(Feed(Card)))")
        return (eventLines(probe.export()), probe)
    }

    func testRouterHooksRecordWhatObserveRecords() throws {
        let observed = observedEvents()
        XCTAssertEqual(observed.count, 10)
        let hooked = try hookedEvents(routerHooks: true)
        XCTAssertEqual(hooked.events, observed)
        XCTAssertEqual(hooked.probe.ignoredHookCalls, 0)
    }

    func testInteractorHooksRecordWhatObserveRecords() throws {
        let hooked = try hookedEvents(routerHooks: false)
        XCTAssertEqual(hooked.events, observedEvents())
        XCTAssertEqual(hooked.probe.ignoredHookCalls, 0)
        let trace = hooked.probe.export()
        XCTAssertEqual(trace.rib("Home")?.isViewful, false)
        XCTAssertEqual(trace.rib("Profile")?.view, "ProfileViewController")
    }

    func testInteractorHooksReattachAKeptSubtreeParentFirst() throws {
        // RIBs re-activates a kept subtree's children before the top interactor's didBecomeActive runs.
        let shop = makeShop()
        let probe = RibProbe(root: shop)
        defer { withExtendedLifetime(shop) {} }
        try Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: false)) {
            shop.launch()
            let home = try XCTUnwrap(shop.home)
            home.keepsFeed = true
            home.routeToFeed()
            home.feed!.addCard()
            home.routeToProfile()
            home.routeToFeed()
        }
        XCTAssertEqual(
            eventLines(probe.export()),
            [
                "+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card",
                "-Home/Feed", "+Home/Feed", "+Feed/Card",  // Home keeps the second Feed from here on
                "+Feed/Card#2",
                "-Home/Feed", "+Home/Profile",
                "-Home/Profile", "+Home/Feed", "+Feed/Card", "+Feed/Card#2",
            ])
        XCTAssertEqual(probe.ignoredHookCalls, 0)
    }

    func testHooksAndObserveAgree() throws {
        let shop = makeShop()
        let probe = RibProbe(root: shop, configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: true)) {
            shop.launch()
        }
        probe.observe()  // nothing new: the hooks said it all
        shop.home!.feed!.addCard()  // not reported by a hook
        probe.observe()
        XCTAssertEqual(eventLines(probe.export()), ["+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card", "+Feed/Card#2"])
    }

    func testContradictoryHookCallsAreCountedNotRecorded() throws {
        let shop = makeShop()
        shop.launch()
        let home = try XCTUnwrap(shop.home)
        let feed = try XCTUnwrap(home.feed)
        let card = try XCTUnwrap(feed.children.first)
        let stray = makeShop()  // never launched: no live router holds it
        let probe = RibProbe(root: shop)
        defer { withExtendedLifetime((shop, stray)) {} }
        probe.willDetach(card, from: feed)  // never attached
        probe.didAttach(home, to: shop)  // launches the root first
        probe.didAttach(home, to: shop)  // what the tree already says: nothing to record
        probe.didAttach(card, to: feed)  // Feed not recorded yet: attached first, from Home's children
        probe.didAttach(card, to: stray)  // a parent no live router holds
        probe.didAttach(shop, to: home)  // a cycle
        probe.didAttach(feed, to: shop)  // attached elsewhere: a missed detach is recorded first
        XCTAssertEqual(probe.ignoredHookCalls, 3)
        XCTAssertEqual(
            eventLines(probe.export()), ["+Shop", "+Shop/Home", "+Home/Feed", "+Feed/Card", "-Home/Feed", "+Shop/Feed"])
        XCTAssertEqual(try replayedTree(probe.export()), "Shop(Home, Feed)")
    }
}
