import XCTest

@testable import RibGraphProbe
@testable import RibTrace

/// How a child's view controller is shown, read from UIKit-shaped doubles linked the way UIKit links them.
final class PresentationClassifierTests: XCTestCase {
    /// The way `child` is shown by the parent whose screen is `screen`, as `push`, or `unknown: reason`,
    /// or `nil` when it is in no hierarchy.
    @MainActor
    private func way(_ child: DoubleViewController, screen: DoubleViewController?) -> String {
        guard let outcome = PresentationClassifier.classify(child, screen: screen) else { return "nil" }
        return outcome.reason.map { "\(outcome.way.rawValue): \($0)" } ?? outcome.way.rawValue
    }

    @MainActor
    func testPushedOnTheParentsNavigationControllerIsPush() {
        let window = DoubleWindow()
        let parent = DoubleViewController()
        let navigation = DoubleNavigationController(rootViewController: parent)
        window.rootViewController = navigation
        let child = DoubleViewController()
        navigation.pushViewController(child)
        XCTAssertEqual(way(child, screen: parent), "push")
        XCTAssertTrue(child.navigationController === navigation)
        XCTAssertEqual(way(child, screen: navigation), "push", "the parent's view controller is the navigation")
        let next = DoubleViewController()
        navigation.setViewControllers([parent, next])
        XCTAssertEqual(way(next, screen: parent), "push")
        XCTAssertEqual(way(child, screen: parent), "nil", "off the stack: in no hierarchy")
        // The bottom of the stack of a navigation controller that is the parent's own view controller.
        let stack = DoubleNavigationController()
        window.rootViewController = stack
        let bottom = DoubleViewController()
        stack.setViewControllers([bottom])
        XCTAssertEqual(way(bottom, screen: stack), "push")
    }

    @MainActor
    func testPresentedByTheParentOrTheTopOfItsHierarchyIsPresent() {
        let window = DoubleWindow()
        let parent = DoubleViewController()
        window.rootViewController = parent
        let child = DoubleViewController()
        parent.present(child)
        XCTAssertTrue(parent.presentedViewController === child)
        XCTAssertTrue(child.presentingViewController === parent)
        XCTAssertEqual(way(child, screen: parent), "present")

        // Presented from a screen inside a navigation controller: the navigation controller presents it.
        let inner = DoubleViewController()
        let navigation = DoubleNavigationController(rootViewController: inner)
        window.rootViewController = navigation
        let sheet = DoubleViewController()
        inner.present(sheet)
        XCTAssertTrue(sheet.presentingViewController === navigation)
        XCTAssertNil(inner.presentedViewController)
        XCTAssertEqual(way(sheet, screen: inner), "present")
    }

    @MainActor
    func testANavigationControllerPresentedRoundTheChildIsPresentAndPushesInsideItArePush() {
        let window = DoubleWindow()
        let parent = DoubleViewController()
        window.rootViewController = parent
        let child = DoubleViewController()
        let navigation = DoubleNavigationController(rootViewController: child)
        parent.present(navigation)
        XCTAssertTrue(child.presentingViewController === parent, "an ancestor was presented")
        XCTAssertEqual(way(child, screen: parent), "present")
        // The child's own child, pushed inside the navigation controller its parent was presented in.
        let grandchild = DoubleViewController()
        navigation.pushViewController(grandchild)
        XCTAssertEqual(way(grandchild, screen: child), "push")
        XCTAssertEqual(way(child, screen: parent), "present")
    }

    @MainActor
    func testAChildViewControllerOfTheParentsScreenOrOfAContainerInItIsEmbed() {
        let window = DoubleWindow()
        let parent = DoubleViewController()
        window.rootViewController = parent
        let child = DoubleViewController()
        parent.addChild(child)
        XCTAssertEqual(way(child, screen: parent), "embed")
        let container = DoubleViewController()
        parent.addChild(container)
        let section = DoubleViewController()
        container.addChild(section)
        XCTAssertEqual(way(section, screen: parent), "embed")
        // Embedded in a navigation controller of its own that the parent embeds.
        let wrapped = DoubleViewController()
        parent.addChild(DoubleNavigationController(rootViewController: wrapped))
        XCTAssertEqual(way(wrapped, screen: parent), "embed")
        // A child of a view controller outside the parent's screen.
        let elsewhere = DoubleViewController()
        let stray = DoubleViewController()
        elsewhere.addChild(stray)
        XCTAssertEqual(
            way(stray, screen: parent),
            "unknown: a child of DoubleViewController, outside its parent's DoubleViewController")
        // A child embedded in a presented screen is embedded, though UIKit says its ancestor was presented.
        let presented = DoubleViewController()
        parent.present(presented)
        let part = DoubleViewController()
        presented.addChild(part)
        XCTAssertTrue(part.presentingViewController === parent)
        XCTAssertEqual(way(part, screen: presented), "embed")
    }

    @MainActor
    func testOneOfATabBarControllersViewControllersIsTab() {
        let window = DoubleWindow()
        let tabs = DoubleTabBarController()
        window.rootViewController = tabs
        let child = DoubleViewController()
        let other = DoubleViewController()
        let wrapped = DoubleViewController()
        tabs.setViewControllers([child, other, DoubleNavigationController(rootViewController: wrapped)])
        XCTAssertTrue(other.tabBarController === tabs)
        XCTAssertEqual(way(child, screen: tabs), "tab")
        XCTAssertEqual(way(wrapped, screen: tabs), "tab", "the root of a navigation controller that is a tab")
        // A screen pushed inside that tab's navigation controller is a push, not a tab.
        let pushed = DoubleViewController()
        wrapped.navigationController?.pushViewController(pushed)
        XCTAssertTrue(pushed.tabBarController === tabs)
        XCTAssertEqual(way(pushed, screen: wrapped), "push")
    }

    @MainActor
    func testTheWindowsRootIsRoot() {
        let window = DoubleWindow()
        let parent = DoubleViewController()
        window.rootViewController = parent
        let child = DoubleViewController()
        window.rootViewController = child
        XCTAssertEqual(way(child, screen: parent), "root")
        let wrapped = DoubleViewController()
        window.rootViewController = DoubleNavigationController(rootViewController: wrapped)
        XCTAssertEqual(way(wrapped, screen: parent), "root")
        XCTAssertEqual(way(child, screen: parent), "nil", "replaced: in no hierarchy")
    }

    @MainActor
    func testInNoHierarchyIsNotReadAndTheParentsOwnViewControllerIsUnknown() {
        let parent = DoubleViewController()
        let child = DoubleViewController()
        XCTAssertEqual(way(child, screen: parent), "nil")
        parent.present(child)
        parent.dismiss()
        XCTAssertEqual(way(child, screen: parent), "nil", "dismissed")
        XCTAssertEqual(
            way(parent, screen: parent), "unknown: its view controller is its parent's, DoubleViewController")
    }
}
