import Foundation
import RibAnalysis
import RibTrace
import XCTest

/// `unprovided-property` on a scan's graph: a Dependency property without provider on a route is one
/// violation at that route, keyed `Dependency.property`; a provided one is none; a recording, which never knows
/// its providers by itself, is not checked; on by default at 0.
final class UnprovidedPropertyRuleTests: XCTestCase {
    /// Root attaches Main and Legacy; both attach Shake, whose `action` Main's component does not provide.
    private func trace(origin: TraceOrigin) -> Trace {
        let ribs = ["Root", "Main", "Legacy", "Shake"].map { RIB(id: $0, view: "\($0)ViewController") }
        var root = ribs[0]
        root.isRoot = true
        let routes = [("Root", "Main"), ("Root", "Legacy"), ("Main", "Shake"), ("Legacy", "Shake")].map {
            Route(parent: $0.0, child: $0.1)
        }
        let edge = { (parent: String, provider: String?) in
            DependencyEdge(
                child: "Shake", parent: parent, dependency: "ShakeDependency", component: "\(parent)Component",
                properties: [
                    DependencyProperty(
                        name: "action", type: "String", providedBy: provider, declaredIn: "Shake.swift:3")
                ])
        }
        return Trace(
            origin: origin, ribs: [root] + ribs.dropFirst(), routes: routes,
            dependencies: [edge("Main", nil), edge("Legacy", "RootComponent")])
    }

    /// `rules` on `trace`, replayed as its routes say (a recording's events would attach the same RIBs).
    private func check(_ trace: Trace, _ rules: RuleSet) throws -> [Violation] {
        RuleChecker(rules: rules).check(trace: trace, tree: RouteGraph(routesOf: trace))
    }

    func testEachPropertyWithoutProviderIsOneViolationAtItsRoute() throws {
        let found = try check(trace(origin: .source), .default)
        XCTAssertEqual(
            found.map(\.line),
            [
                #"unprovided-property: Main -> Shake: "action" (ShakeDependency) has no provider under Main: "#
                    + "MainComponent, which satisfies ShakeDependency there, neither declares it nor is handed it; "
                    + "maxUnprovidedProperties is 0"
            ])
        XCTAssertEqual(found.map(\.key), ["ShakeDependency.action"])
        XCTAssertEqual(found.map(\.declaredIn), ["Shake.swift:3"])
        XCTAssertEqual(
            try check(trace(origin: .source), RuleSet().with(\.maxUnprovidedProperties, 1)), [], "one is allowed")
        XCTAssertEqual(try check(trace(origin: .source), RuleSet()), [], "off without the key")
    }

    func testARecordingIsNotChecked() throws {
        XCTAssertEqual(try check(trace(origin: .live), .default).filter { $0.rule == .unprovidedProperty }, [])
    }
}
