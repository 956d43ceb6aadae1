import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// A hand-built trace that breaks every rule once, for the rules tests:
///
/// ```
/// Root (view)
/// ├─ LoginWrapper "Login Wrapper" (viewless)
/// │  └─ FormWrapper (viewless)
/// │     └─ Form (viewless)
/// │        └─ Field (view)          depth 5; its "session" comes from RootComponent, 3 components up
/// └─ Tabs (view)
///    ├─ T1 (view)                    Old was attached under T1 at seq 9 and detached at seq 10
///    ├─ T2 (view)
///    └─ T3 (view)                    its Dependency is satisfied by RootComponent, not TabsComponent
/// ```
enum RulesFixtures {
    static let ids = ["Root", "LoginWrapper", "FormWrapper", "Form", "Field", "Tabs", "T1", "T2", "T3", "Old"]
    static let viewless: Set<String> = ["LoginWrapper", "FormWrapper", "Form"]
    /// Where Field, the deepest RIB, is.
    static let field = "Root/LoginWrapper/FormWrapper/Form/Field"

    /// `(parent, child)` attach events in order, then Old's detach.
    static let attaches: [(String?, String)] = [
        (nil, "Root"), ("Root", "LoginWrapper"), ("LoginWrapper", "FormWrapper"), ("FormWrapper", "Form"),
        ("Form", "Field"), ("Root", "Tabs"), ("Tabs", "T1"), ("Tabs", "T2"), ("T1", "Old"),
    ]

    static func trace() -> Trace {
        let ribs = ids.map { id in
            RIB(
                id: id, name: id == "LoginWrapper" ? "Login Wrapper" : nil, interactor: "\(id)Interactor",
                view: viewless.contains(id) ? nil : "\(id)ViewController", component: "\(id)Component")
        }
        var trace = Trace(ribs: ribs)
        func index(_ id: String) -> Int { trace.index(ofRIB: id)! }
        var seq = 0
        for (parent, child) in attaches {
            seq += 1
            trace.events.append(TraceEvent(seq: seq, kind: .attach, parent: parent.map(index), child: index(child)))
        }
        trace.events.append(TraceEvent(seq: 10, kind: .detach, parent: index("T1"), child: index("Old")))
        trace.events.append(TraceEvent(seq: 11, kind: .attach, parent: index("Tabs"), child: index("T3")))
        trace.dependencies = [
            DependencyEdge(
                child: "Field", dependency: "FieldDependency", component: "FormComponent",
                properties: [
                    DependencyProperty(name: "session", providedBy: "RootComponent"),
                    DependencyProperty(name: "formState", providedBy: "FormComponent"),
                ]),
            DependencyEdge(child: "T1", dependency: "T1Dependency", component: "TabsComponent"),
            DependencyEdge(child: "T2", dependency: "T2Dependency", component: "TabsComponent"),
            DependencyEdge(child: "T3", dependency: "T3Dependency", component: "RootComponent"),
            DependencyEdge(
                child: "Old", dependency: "OldDependency", component: "RootComponent",
                properties: [
                    DependencyProperty(name: "session", providedBy: "AppComponent")
                ]),
        ]
        trace.components = [
            ComponentLink(component: "AppComponent", parent: nil),
            ComponentLink(component: "RootComponent", parent: "AppComponent"),
            ComponentLink(component: "LoginWrapperComponent", parent: "RootComponent"),
            ComponentLink(component: "FormWrapperComponent", parent: "LoginWrapperComponent"),
            ComponentLink(component: "FormComponent", parent: "FormWrapperComponent"),
            ComponentLink(component: "FieldComponent", parent: "FormComponent"),
            ComponentLink(component: "TabsComponent", parent: "RootComponent"),
        ]
        return trace
    }

    /// The violations of `rules` on the fixture after the event with `seq` (default: the last).
    static func check(_ rules: RuleSet, at seq: Int? = nil) throws -> [Violation] {
        let trace = trace()
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: "fixture")).tree(at: seq)
        return RuleChecker(rules: rules).check(trace: trace, tree: tree)
    }

    /// The violations of `rules` on the sample `name` (samples/NAME/trace.json), as text lines.
    static func checkSample(_ name: String, rules: RuleSet) throws -> [String] {
        let trace = try SampleTraces.trace(name)
        let tree = try TraceReplayer(trace: LoadedTrace(trace, source: name)).tree()
        return RuleChecker(rules: rules).check(trace: trace, tree: tree).map(\.line)
    }

    /// The text lines of `violations`.
    static func lines(_ violations: [Violation]) -> [String] { violations.map(\.line) }

    /// A fresh temporary folder.
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-rules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
