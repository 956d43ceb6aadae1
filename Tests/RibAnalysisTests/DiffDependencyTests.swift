import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// `TreeDiff`'s Dependency and property changes, and the gates that read them.
final class DiffDependencyTests: XCTestCase {
    private static func superapp(_ name: String) throws -> TraceSide {
        let path = packageRoot.appendingPathComponent("samples/superapp/\(name).json").path
        return TraceSide(trace: LoadedTrace(try TraceDecoder().decode(contentsOfFile: path), source: path))
    }

    /// The generator's change, checked against scripts/generate-superapp.py: ProductReviews loses
    /// imageLoader, Checkout gains currency, OrderTracking's session comes from SuperAppComponent (6
    /// components above OrderStatusComponent instead of LoggedInComponent's 5); Chat, moved, takes its
    /// stream from its new parent; OrderSummary, now viewless, no longer takes the view services.
    func testPropertyChangesOfTheSuperapp() throws {
        let diff = try Diff(base: Self.superapp("base"), head: Self.superapp("head"))
        let changes = diff.diff.changes.filter { $0.property != nil }.map {
            "\($0.kind.rawValue) \($0.rib) \($0.detail)"
        }
        XCTAssertEqual(
            changes,
            [
                "property added Checkout currency (CheckoutDependency) from LoggedInComponent",
                "property added Chat profileNavigationStream (ChatDependency) from ProfileNavigationComponent",
                "property removed ProductReviews imageLoader (ProductReviewsDependency) from SuperAppComponent",
                "property removed OrderSummary analytics (OrderSummaryDependency) from SuperAppComponent",
                "property removed OrderSummary imageLoader (OrderSummaryDependency) from SuperAppComponent",
                "property removed Chat ordersNavigationStream (ChatDependency) from OrdersNavigationComponent",
                "property provider moved OrderTracking session (OrderTrackingDependency): LoggedInComponent → SuperAppComponent",
                "tunnel longer OrderTracking session (OrderTrackingDependency): passes through 5 → 6 components",
            ])
        XCTAssertEqual(diff.diff.dependencySummary(of: "OrderTracking"), "1 property provider moved, 1 tunnel longer")
        XCTAssertTrue(diff.diff.changed.isSuperset(of: ["Checkout", "ProductReviews", "OrderTracking"]))
        XCTAssertEqual(diff.title, "base SuperApp (main) → head SuperApp (feature/gift-cards): +2 −2 ~5")
    }

    /// A trace against itself with one property's provider moved up a level: a shorter tunnel, and the
    /// `any` gate fails on it.
    func testShorterTunnelFailsTheAnyGate() throws {
        let base = MetricsFixture.trace(
            [.screen("Root"), .screen("A"), .screen("B")],
            [.attach(nil, "Root"), .attach("Root", "A"), .attach("A", "B")],
            dependencies: [
                DependencyEdge(
                    child: "B", dependency: "BDependency", component: "AComponent",
                    properties: [DependencyProperty(name: "s", providedBy: "RootComponent")])
            ],
            components: [
                ComponentLink(component: "RootComponent", parent: nil),
                ComponentLink(component: "AComponent", parent: "RootComponent"),
            ])
        var head = base
        head.dependencies[0].properties[0].providedBy = "AComponent"
        let diff = try Diff(
            base: .init(trace: LoadedTrace(base, source: "base.json")),
            head: .init(trace: LoadedTrace(head, source: "head.json")))
        XCTAssertEqual(diff.diff.changes.map(\.kind), [.propertyProviderMoved, .tunnelShorter])
        XCTAssertEqual(diff.diff.changes.last?.detail, "s (BDependency): passes through 1 → 0 components")
        XCTAssertEqual(DiffGate.any.failure(of: diff, rules: .default), "the RIB tree changed (+0 −0 ~1)")
        XCTAssertNil(
            DiffGate.any.failure(
                of: try Diff(
                    base: .init(trace: LoadedTrace(base, source: "base.json")),
                    head: .init(trace: LoadedTrace(base, source: "b.json"))),
                rules: .default))
    }
}
