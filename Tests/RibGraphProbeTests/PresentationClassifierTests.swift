import XCTest

@testable import RibGraphProbe
@testable import RibTrace

/// How a child's view controller is shown, read from UIKit-shaped doubles linked the way UIKit links them.
///
/// XCTest on Linux cannot call a `@MainActor` test method (its test list casts each to a plain function), and
/// runs every test on the main thread: each test enters the main actor with `MainActor.assumeIsolated`.
final class PresentationClassifierTests: XCTestCase {
    /// The way `child` is shown by the parent whose screen is `screen`, as `push`, or `unknown: reason`,
    /// or `nil` when it is in no hierarchy.
    @MainActor
    private static func way(_ child: DoubleViewController, screen: DoubleViewController?) -> String {
        guard let outcome = PresentationClassifier.classify(child, screen: screen) else { return "nil" }
        return outcome.reason.map { "\(outcome.way.rawValue): \($0)" } ?? outcome.way.rawValue
    }

    func testPushedOnTheParentsNavigationControllerIsPush() {
        MainActor.assumeIsolated {
            let window = DoubleWindow()
            let parent = DoubleViewController()
            let navigation = DoubleNavigationController(rootViewController: parent)
            window.rootViewController = navigation
            let child = DoubleViewController()
            navigation.pushViewController(child)
            XCTAssertEqual(Self.way(child, screen: parent), "push")
            XCTAssertTrue(child.navigationController === navigation)
            XCTAssertEqual(
                Self.way(child, screen: navigation), "push", "the parent's view controller is the navigation")
            let next = DoubleViewController()
            navigation.setViewControllers([parent, next])
            XCTAssertEqual(Self.way(next, screen: parent), "push")
            XCTAssertEqual(Self.way(child, screen: parent), "nil", "off the stack: in no hierarchy")
            // The bottom of the stack of a navigation controller that is the parent's own view controller.
            let stack = DoubleNavigationController()
            window.rootViewController = stack
            let bottom = DoubleViewController()
            stack.setViewControllers([bottom])
            XCTAssertEqual(Self.way(bottom, screen: stack), "push")
        }
    }

    func testPresentedByTheParentOrTheTopOfItsHierarchyIsPresent() {
        MainActor.assumeIsolated {
            let window = DoubleWindow()
            let parent = DoubleViewController()
            window.rootViewController = parent
            let child = DoubleViewController()
            parent.present(child)
            XCTAssertTrue(parent.presentedViewController === child)
            XCTAssertTrue(child.presentingViewController === parent)
            XCTAssertEqual(Self.way(child, screen: parent), "present")

            // Presented from a screen inside a navigation controller: the navigation controller presents it.
            let inner = DoubleViewController()
            let navigation = DoubleNavigationController(rootViewController: inner)
            window.rootViewController = navigation
            let sheet = DoubleViewController()
            inner.present(sheet)
            XCTAssertTrue(sheet.presentingViewController === navigation)
            XCTAssertNil(inner.presentedViewController)
            XCTAssertEqual(Self.way(sheet, screen: inner), "present")
        }
    }

    func testANavigationControllerPresentedRoundTheChildIsPresentAndPushesInsideItArePush() {
        MainActor.assumeIsolated {
            let window = DoubleWindow()
            let parent = DoubleViewController()
            window.rootViewController = parent
            let child = DoubleViewController()
            let navigation = DoubleNavigationController(rootViewController: child)
            parent.present(navigation)
            XCTAssertTrue(child.presentingViewController === parent, "an ancestor was presented")
            XCTAssertEqual(Self.way(child, screen: parent), "present")
            // The child's own child, pushed inside the navigation controller its parent was presented in.
            let grandchild = DoubleViewController()
            navigation.pushViewController(grandchild)
            XCTAssertEqual(Self.way(grandchild, screen: child), "push")
            XCTAssertEqual(Self.way(child, screen: parent), "present")
        }
    }

    func testAChildViewControllerOfTheParentsScreenOrOfAContainerInItIsEmbed() {
        MainActor.assumeIsolated {
            let window = DoubleWindow()
            let parent = DoubleViewController()
            window.rootViewController = parent
            let child = DoubleViewController()
            parent.addChild(child)
            XCTAssertEqual(Self.way(child, screen: parent), "embed")
            let container = DoubleViewController()
            parent.addChild(container)
            let section = DoubleViewController()
            container.addChild(section)
            XCTAssertEqual(Self.way(section, screen: parent), "embed")
            // Embedded in a navigation controller of its own that the parent embeds.
            let wrapped = DoubleViewController()
            parent.addChild(DoubleNavigationController(rootViewController: wrapped))
            XCTAssertEqual(Self.way(wrapped, screen: parent), "embed")
            // A child of a view controller outside the parent's screen.
            let elsewhere = DoubleViewController()
            let stray = DoubleViewController()
            elsewhere.addChild(stray)
            XCTAssertEqual(
                Self.way(stray, screen: parent),
                "unknown: its view controller is a child of DoubleViewController, outside the parent RIB's DoubleViewController"
            )
            // A child embedded in a presented screen is embedded, though UIKit says its ancestor was presented.
            let presented = DoubleViewController()
            parent.present(presented)
            let part = DoubleViewController()
            presented.addChild(part)
            XCTAssertTrue(part.presentingViewController === parent)
            XCTAssertEqual(Self.way(part, screen: presented), "embed")
        }
    }

    func testOneOfATabBarControllersViewControllersIsTab() {
        MainActor.assumeIsolated {
            let window = DoubleWindow()
            let tabs = DoubleTabBarController()
            window.rootViewController = tabs
            let child = DoubleViewController()
            let other = DoubleViewController()
            let wrapped = DoubleViewController()
            tabs.setViewControllers([child, other, DoubleNavigationController(rootViewController: wrapped)])
            XCTAssertTrue(other.tabBarController === tabs)
            XCTAssertEqual(Self.way(child, screen: tabs), "tab")
            XCTAssertEqual(Self.way(wrapped, screen: tabs), "tab", "the root of a navigation controller that is a tab")
            // A screen pushed inside that tab's navigation controller is a push, not a tab.
            let pushed = DoubleViewController()
            wrapped.navigationController?.pushViewController(pushed)
            XCTAssertTrue(pushed.tabBarController === tabs)
            XCTAssertEqual(Self.way(pushed, screen: wrapped), "push")
        }
    }

    func testTheWindowsRootIsRoot() {
        MainActor.assumeIsolated {
            let window = DoubleWindow()
            let parent = DoubleViewController()
            window.rootViewController = parent
            let child = DoubleViewController()
            window.rootViewController = child
            XCTAssertEqual(Self.way(child, screen: parent), "root")
            let wrapped = DoubleViewController()
            window.rootViewController = DoubleNavigationController(rootViewController: wrapped)
            XCTAssertEqual(Self.way(wrapped, screen: parent), "root")
            XCTAssertEqual(Self.way(child, screen: parent), "nil", "replaced: in no hierarchy")
        }
    }

    func testInNoHierarchyIsNotReadAndTheParentsOwnViewControllerIsUnknown() {
        MainActor.assumeIsolated {
            let parent = DoubleViewController()
            let child = DoubleViewController()
            XCTAssertEqual(Self.way(child, screen: parent), "nil")
            parent.present(child)
            parent.dismiss()
            XCTAssertEqual(Self.way(child, screen: parent), "nil", "dismissed")
            XCTAssertEqual(
                Self.way(parent, screen: parent),
                "unknown: its view controller is the parent RIB's, DoubleViewController")
        }
    }
}
