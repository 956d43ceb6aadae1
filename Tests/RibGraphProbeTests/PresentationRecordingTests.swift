import Foundation
import XCTest

@testable import RibGraphProbe
@testable import RibTrace

/// A clock the test moves by hand, in whole seconds.
private final class ManualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: UInt64 = 0
    func advance(_ by: UInt64) { lock.withLock { seconds += by } }
    var nanoseconds: UInt64 { lock.withLock { seconds * 1_000_000_000 } }
}

/// Routes record how each child is shown, read from UIKit-shaped doubles when the probe observes or a hook
/// runs, and the written trace carries it as a scan's does. Tests enter the main actor as
/// `PresentationClassifierTests` says.
final class PresentationRecordingTests: XCTestCase {
    @MainActor
    private struct Session {
        let window = DoubleWindow()
        let screen: DoubleViewController
        let gallery: GalleryRouter
        let probe: RibProbe
        let clock: ManualClock
    }

    /// Gallery launched with its view controller as the window's root, under a probe that records presentations.
    @MainActor
    private static func launch(recordsPresentations: Bool = true) -> Session {
        let screen = DoubleViewController()
        let gallery = GalleryRouter(viewController: screen)
        let clock = ManualClock()
        var configuration = RibProbe.Configuration(children: Mini.childrenAccessor, clock: { clock.nanoseconds })
        configuration.recordsPresentations = recordsPresentations
        let session = Session(
            screen: screen, gallery: gallery, probe: RibProbe(root: gallery, configuration: configuration), clock: clock
        )
        session.window.rootViewController = screen
        gallery.launch()
        session.probe.observe()
        return session
    }

    /// Each route as `Parent>Child: ways` (`: unknown (reason)`), sorted.
    private static func ways(_ trace: Trace) -> [String] {
        lines(trace.routes) { route in
            let ways = route.presentations.map(\.rawValue).joined(separator: ",")
            return "\(route.parent)>\(route.child): \(ways)" + (route.presentationReason.map { " (\($0))" } ?? "")
        }
    }

    func testAChildShownTwoWaysOverASessionKeepsBothAndTheTraceCarriesThem() throws {
        try MainActor.assumeIsolated {
            let session = Self.launch()
            let filters = session.gallery.filtersBuilder.build()
            session.gallery.attachChild(filters)
            var photo: PhotoRouter? = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo!)
            session.screen.present(photo!.viewController)
            session.probe.observe()
            XCTAssertEqual(Self.ways(session.probe.export()), ["Gallery>Filters: none", "Gallery>Photo: present"])

            session.screen.dismiss()
            session.gallery.detachChild(photo!)
            photo = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo!)
            session.screen.addChild(photo!.viewController)
            session.probe.observe()
            let expected = ["Gallery>Filters: none", "Gallery>Photo: present,embed"]
            XCTAssertEqual(Self.ways(session.probe.export()), expected)

            let written = try roundTrip { try session.probe.write(to: $0) }
            XCTAssertEqual(Self.ways(written), expected)
            let json = String(decoding: TraceEncoder.encode(session.probe.export()), as: UTF8.self)
            XCTAssertTrue(json.contains(#""presentation": ["present", "embed"]"#), json)
        }
    }

    func testAChildInNoHierarchyIsUnknownOnlyAfterThePatienceAndAWaySeenLaterReplacesIt() {
        MainActor.assumeIsolated {
            let session = Self.launch()
            var photo: PhotoRouter? = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo!)
            session.probe.observe()
            session.clock.advance(1)
            session.probe.observe()
            XCTAssertEqual(
                Self.ways(session.probe.export()), ["Gallery>Filters: ", "Gallery>Photo: "], "still waiting")
            session.clock.advance(1)
            session.probe.observe()
            XCTAssertEqual(
                Self.ways(session.probe.export()),
                [
                    "Gallery>Filters: ",
                    "Gallery>Photo: unknown (its view controller was in no view controller hierarchy 2 s after the attach)",
                ])

            session.gallery.detachChild(photo!)
            photo = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo!)
            let navigation = DoubleNavigationController(rootViewController: session.screen)
            session.window.rootViewController = navigation
            navigation.pushViewController(photo!.viewController)
            session.probe.observe()
            XCTAssertEqual(Self.ways(session.probe.export()), ["Gallery>Filters: ", "Gallery>Photo: push"])
        }
    }

    func testHooksReadAChildShownBetweenThemBeforeItIsDetached() {
        MainActor.assumeIsolated {
            let session = Self.launch()
            let photo = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo)
            session.probe.didAttach(photo, to: session.gallery)
            let tabs = DoubleTabBarController()
            session.window.rootViewController = tabs
            tabs.setViewControllers([session.screen, photo.viewController])
            session.probe.willDetach(photo, from: session.gallery)
            session.gallery.detachChild(photo)
            XCTAssertEqual(Self.ways(session.probe.export()), ["Gallery>Filters: ", "Gallery>Photo: tab"])
        }
    }

    func testOffTheMainThreadOnlyViewlessChildrenAreRead() {
        MainActor.assumeIsolated {
            let session = Self.launch()
            session.gallery.attachChild(session.gallery.filtersBuilder.build())
            let photo = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo)
            session.window.rootViewController = photo.viewController
            let probe = session.probe
            let observed = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                XCTAssertFalse(Thread.isMainThread)
                probe.observe()
                observed.signal()
            }
            observed.wait()
            XCTAssertEqual(Self.ways(probe.export()), ["Gallery>Filters: none", "Gallery>Photo: "])
            probe.observe()
            XCTAssertEqual(Self.ways(probe.export()), ["Gallery>Filters: none", "Gallery>Photo: root"])
        }
    }

    func testNothingIsRecordedWhenPresentationsAreOffAsWithoutUIKit() {
        MainActor.assumeIsolated {
            XCTAssertEqual(RibProbe.Configuration().recordsPresentations, RibProbe.Configuration.hasUIKit)
            let session = Self.launch(recordsPresentations: false)
            let photo = session.gallery.photoBuilder.build()
            session.gallery.attachChild(photo)
            session.gallery.attachChild(session.gallery.filtersBuilder.build())
            session.screen.present(photo.viewController)
            session.probe.observe()
            XCTAssertEqual(Self.ways(session.probe.export()), ["Gallery>Filters: ", "Gallery>Photo: "])
        }
    }

    func testAViewControllerThatIsNotAViewControllerIsUnknownWithTheReason() {
        let shop = makeShop()
        var configuration = RibProbe.Configuration(children: Mini.childrenAccessor)
        configuration.recordsPresentations = true
        let probe = RibProbe(root: shop, configuration: configuration)
        shop.launch()
        probe.observe()
        XCTAssertEqual(
            Self.ways(probe.export()).filter { !$0.hasPrefix("Home>Profile") },
            [
                "Feed>Card: unknown (its view controller, CardViewController, is not a UIViewController)",
                "Home>Feed: unknown (its view controller, FeedViewController, is not a UIViewController)",
                "Shop>Home: none",
            ])
    }
}
