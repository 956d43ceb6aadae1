import Foundation
import XCTest

@testable import RibGraphScan
@testable import RibTrace

/// How each route's parent shows its child, read from the parent router's code and the helpers it calls: one
/// small app per way under `Fixtures/Presentation`, and tutorial 4.
final class PresentationScanTests: XCTestCase {
    /// Scans `Fixtures/Presentation/<name>`, leaving out files matching `excludes`.
    private func scan(_ name: String, excludes: [String] = []) throws -> ScanFixture {
        try ScanFixture(
            root: ScanFixture.folder.appendingPathComponent("Presentation/\(name)"), excludes: excludes)
    }

    /// `Fixtures/Presentation/<name>/expected.txt`: what a reader of the fixture's code says of each route, one
    /// `parent -> child: way, way` line per route in the scan's route order (the binary's tests read it too).
    private func expected(_ name: String) throws -> [String] {
        let file = ScanFixture.folder.appendingPathComponent("Presentation/\(name)/expected.txt")
        return try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    /// `parent -> child: way, way` per route, in route order.
    private func shown(_ fixture: ScanFixture) -> [String] {
        fixture.trace.routes.map { route in
            "\(route.parent) -> \(route.child): " + route.presentations.map(\.rawValue).joined(separator: ", ")
        }
    }

    func testAViewControllableMethodThatPushesAViewlessChildAndABodyNotFound() throws {
        let fixture = try scan("HelperPush", excludes: ["*+Help.swift"])
        XCTAssertEqual(
            shown(fixture), ["Root -> Feed: push", "Root -> Session: none", "Root -> Help: unknown"])
        XCTAssertEqual(
            fixture.trace.routes.map { $0.presentationReason ?? "-" },
            ["-", "-", "routeToHelp calls viewController.showHelp, whose body was not found"])
    }

    /// A route is untaken when nothing runs the function that builds the child: never called, or a builder stored
    /// and never built. `didLoad` runs, and so does a function some code calls (even an interactor method nothing
    /// is seen to call: its view may call it from where the scan keeps no calls); another RIB's
    /// `router?.routeToDead()` is on its own router, and Root's `live.attachPicker()` on Live's.
    func testRoutesNoCodePathTakes() throws {
        let fixture = try scan("Untaken")
        XCTAssertEqual(
            fixture.trace.routes.map { "\($0.parent) -> \($0.child): \($0.untaken ?? "taken")" },
            [
                "Live -> Picker: taken",
                "Root -> Live: taken",
                "Root -> Dead: routeToDead is never called",
                "Root -> Orphan: taken",
                "Root -> Stored: RootRouter stores the builder in storedBuilder and never builds it",
                "Root -> Loaded: taken",
            ])
        let decoded = try TraceDecoder().decode(TraceEncoder.encode(fixture.trace), file: "untaken.json")
        XCTAssertEqual(decoded.routes.map(\.untaken), fixture.trace.routes.map(\.untaken), "written and read back")
    }

    func testTheBodyOnceScannedIsFollowed() throws {
        let fixture = try scan("HelperPush")
        XCTAssertEqual(shown(fixture), try expected("HelperPush"))
        XCTAssertEqual(fixture.trace.routes.compactMap(\.presentationReason), [])
    }

    func testAnExtensionOfViewControllablePresentingInANavigationController() throws {
        XCTAssertEqual(shown(try scan("PresentInNavigation")), try expected("PresentInNavigation"))
    }

    func testATabBarControllerKnownByItsSuperclassNotItsName() throws {
        XCTAssertEqual(shown(try scan("TabBar")), try expected("TabBar"))
    }

    /// TabBar's app with a tab bar drawn by hand (GaeManDa's): the helper keeps the screens in a member, another
    /// method embeds the one selected.
    func testAHandMadeContainerThatKeepsTheScreensAndEmbedsThemLater() throws {
        XCTAssertEqual(shown(try scan("HandMadeTabs")), try expected("HandMadeTabs"))
    }

    /// `searchMovieBuilder` is SearchMovie's, though `Movie` starts a word of it (TheMovieDB-RIB): Movie is
    /// only pushed, and only `routeToMovie()` builds it.
    func testABuilderNamedAfterALongerRIBNameIsThatRIBs() throws {
        let fixture = try scan("LongerName")
        XCTAssertEqual(shown(fixture), ["Cinema -> Movie: push", "Cinema -> SearchMovie: present"])
        XCTAssertEqual(
            fixture.trace.routes.map { $0.attachedBy.map(\.name) }, [["routeToMovie()"], ["routeToSearchMovie()"]])
    }

    func testSectionsOfAStackView() throws {
        XCTAssertEqual(shown(try scan("StackSections")), try expected("StackSections"))
    }

    /// Through the view controller's helper, and straight on the router's `viewControllable.uiviewController`.
    func testPagesOfAPageViewController() throws {
        XCTAssertEqual(shown(try scan("Pages")), try expected("Pages"))
    }

    func testTheWindowsRootReplaced() throws {
        XCTAssertEqual(shown(try scan("RootSwap")), try expected("RootSwap"))
    }

    func testAChildShownTwoWaysKeepsBoth() throws {
        XCTAssertEqual(shown(try scan("TwoWays")), try expected("TwoWays"))
    }

    /// The app's extension of `ViewableRouting` (`pushRouter`, `presentRouter`), builders reached through
    /// typed members (`dependency.tabs.discoverBuilder`), tabs handed over as an array of navigation
    /// controllers to a tab bar whose `super.setViewControllers` is UIKit's (not the app's two-argument
    /// extension of the same name, which pushes), a child built in a closure on `strongSelf`, and one stored in
    /// a member then presented through it.
    func testTheAppsRouterHelpersTabsAsAnArrayAndChildrenReachedThroughMembers() throws {
        XCTAssertEqual(shown(try scan("RouterHelpers")), try expected("RouterHelpers"))
    }

    /// The app's own transition enum: the router hands `.push` (or `Transition.sheet(…)`, or a local bound to
    /// one) with the child to a helper whose `switch` shows it; only that case's branch counts. Cases named in
    /// the router's own helper (`makeTab`) and in a helper parameter's default value count too, and a base
    /// router's functions are read for its subclass.
    func testAnEnumOfTransitionsSwitchedOnInAHelper() throws {
        XCTAssertEqual(shown(try scan("TransitionEnum")), try expected("TransitionEnum"))
    }

    /// Views coming back from the router's helpers (`NavigationBox(root: attachFeed())`), a stored child read
    /// through `[inboxRouter].compactMap { … }`, arrays joined with `+`, a protocol requirement whose
    /// implementation runs rather than the app's extension of the same signature, a property's `didSet`
    /// that puts the view on a tab bar, and a navigation controller made around the child
    /// (`nav.viewControllers = [child]`), then presented: a present, not a push.
    func testViewsThroughHelpersReturnsRequirementsAndPropertyObservers() throws {
        XCTAssertEqual(shown(try scan("ViewFlow")), try expected("ViewFlow"))
    }

    /// A child built by a function of the component the router holds, through the router's own helper whose
    /// single expression returns it; a split view's detail (shown beside the list, or pushed when compact); a
    /// search controller in the navigation bar; and a child that, once pushed, presents something else.
    func testComponentBuildsSplitDetailsSearchFieldsAndAChildThatPresents() throws {
        XCTAssertEqual(shown(try scan("Details")), try expected("Details"))
    }

    /// A holder read through another object is the child's only when named after it, perhaps after a prefix.
    func testAHolderNamedAfterALongerChildIsNotTheChilds() {
        let names = PresentationFinder.BuilderNames(child: "tickethistory")
        XCTAssertTrue(names.isNamed("ticketHistoryBuilder"))
        XCTAssertTrue(names.isNamed("busTicketHistoryBuildable"))
        XCTAssertFalse(names.isNamed("ticketHistoryDetailBuildable"))
        XCTAssertFalse(names.isNamed("ticketHistory"))
    }

    /// Names in a script without case: every RIB found, each builder a builder (none taken for an adapter),
    /// every route with its way.
    func testHangulNamedRIBs() throws {
        let fixture = try scan("Hangul")
        XCTAssertEqual(fixture.trace.ribs.map(\.id), ["가", "나", "다"])
        XCTAssertEqual(fixture.trace.ribs.map(\.router), ["가Router", "나Router", "다Router"])
        XCTAssertEqual(fixture.trace.ribs.map(\.component), ["가Component", "나Component", "다Component"])
        XCTAssertEqual(fixture.edges, ["나: 나Dependency by 가Component from 가", "다: 다Dependency by 나Component from 나"])
        XCTAssertEqual(fixture.tree, ["가", "나 < 가", "다 < 나"])
        XCTAssertEqual(fixture.trace.adapters, [])
        XCTAssertEqual(shown(fixture), try expected("Hangul"))
    }

    /// Tutorial 4: Root presents LoggedOut and attaches LoggedIn, which has no view; LoggedIn presents OffGame
    /// and each game through its adapter; OffGame adds the score board's view to its own.
    func testTutorial4() throws {
        let fixture = try ScanFixture(fixture: "Tutorial4")
        XCTAssertEqual(
            Set(shown(fixture)),
            [
                "Root -> LoggedOut: present", "Root -> LoggedIn: none", "LoggedIn -> OffGame: present",
                "LoggedIn -> TicTacToe: present", "LoggedIn -> RandomWin: present",
                "OffGame -> BasicScoreBoard: embed",
            ])
    }

    /// A lowercase call is a function, whatever it constructs; a name in a script without case is a type.
    func testWhatIsSpelledAsAType() {
        XCTAssertTrue(TypeName.isSpelledAsType("나Router"))
        XCTAssertTrue(TypeName.isSpelledAsType("ДомBuilder"))
        XCTAssertTrue(TypeName.isSpelledAsType("ホームBuilder"))
        XCTAssertTrue(TypeName.isSpelledAsType("🏠Builder"))
        XCTAssertFalse(TypeName.isSpelledAsType("домBuilder"))
        XCTAssertFalse(TypeName.isSpelledAsType("makeBuilder"))
        XCTAssertFalse(TypeName.isSpelledAsType("_private"))
    }
}
