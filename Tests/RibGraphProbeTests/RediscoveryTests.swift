import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

private protocol WrapDependency: Mini.Dependency {}
private protocol GiftDependency: Mini.Dependency { var recipient: String { get } }

private final class WrapComponent: Mini.Component<Mini.EmptyDependency>, WrapDependency {}

/// Seeds 002/004's shape with a late builder: the adapter makes Gift's builder, with a component of its
/// own that turns the dynamic `recipient` into Gift's static dependency, only when it builds Gift. When
/// Wrap's router is first discovered the adapter holds no builder at all.
private final class GiftAdapter {
    final class Component: Mini.Component<WrapDependency>, GiftDependency {
        let recipient: String
        init(parent: WrapDependency, recipient: String) {
            self.recipient = recipient
            super.init(dependency: parent)
        }
    }

    private let parent: WrapComponent
    private var giftBuilder: GiftBuilder?

    init(parent: WrapComponent) { self.parent = parent }

    func build(recipient: String) -> GiftRouter {
        let builder = GiftBuilder(dependency: Component(parent: parent, recipient: recipient))
        giftBuilder = builder
        return builder.build(listener: self)
    }
}

private final class GiftBuilder: Mini.Builder<GiftDependency> {
    func build(listener: GiftAdapter) -> GiftRouter {
        let interactor = GiftInteractor()
        interactor.listener = listener
        return GiftRouter(interactor: interactor)
    }
}

private final class GiftInteractor: Mini.Interactor {
    weak var listener: GiftAdapter?
}

private final class GiftRouter: Mini.Router<GiftInteractor> {}

private final class WrapInteractor: Mini.Interactor {}

/// A viewless router that shows one Gift at a time; also attaches a Note that no builder explains.
private final class WrapRouter: Mini.Router<WrapInteractor> {
    private let adapter = GiftAdapter(parent: WrapComponent(dependency: Mini.EmptyComponent()))

    func show(recipient: String) {
        for child in children { detachChild(child) }
        attachChild(adapter.build(recipient: recipient))
    }

    func attachNote() { attachChild(NoteRouter(interactor: NoteInteractor())) }
}

private final class NoteInteractor: Mini.Interactor {}
private final class NoteRouter: Mini.Router<NoteInteractor> {}

/// A child whose builder its parent's first discovery could not see is explained by discovering the
/// parent again, once.
final class RediscoveryTests: XCTestCase {
    private func record(hooks: Bool) throws -> Trace {
        let wrap = WrapRouter(interactor: WrapInteractor())
        let probe = RibProbe(root: wrap, configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(wrap) {} }
        try Mini.$hooks.withValue(hooks ? Mini.Hooks(probe: probe, routerHooks: true) : nil) {
            wrap.launch()
            probe.observe()  // Wrap discovered: its adapter holds no builder yet
            XCTAssertTrue(probe.export().dependencies.isEmpty)
            wrap.show(recipient: "Alice")
            probe.observe()
            wrap.show(recipient: "Bob")
            probe.observe()
            wrap.attachNote()
            probe.observe()
            XCTAssertEqual(try replayedTree(probe.export()), "Wrap(Gift, Note)")
        }
        return probe.export()
    }

    func testAnAdapterBuiltChildWithItsOwnComponentCarriesItsDependencyEdge() throws {
        for hooks in [false, true] {
            let trace = try record(hooks: hooks)
            XCTAssertEqual(
                trace.dependencies,
                [
                    DependencyEdge(
                        child: "Gift", dependency: "GiftDependency", component: "GiftAdapter.Component",
                        provider: "GiftAdapter", properties: [])
                ], "hooks: \(hooks)")
            XCTAssertEqual(trace.rib("Gift")?.builder, "GiftBuilder")
            XCTAssertEqual(trace.rib("Gift")?.dependency, "GiftDependency")
            XCTAssertEqual(
                trace.routes, [Route(parent: "Wrap", child: "Gift", builder: "GiftBuilder", adapter: "GiftAdapter")])
            XCTAssertEqual(
                trace.adapters,
                [Adapter(name: "GiftAdapter", parent: "Wrap", child: "Gift", component: "GiftAdapter.Component")])
            XCTAssertEqual(
                trace.components.map { "\($0.component)->\($0.parent ?? "-")" },
                [
                    "GiftAdapter.Component->WrapComponent", "WrapComponent->Mini.EmptyComponent",
                    "Mini.EmptyComponent->-",
                ])
            XCTAssertNil(
                trace.rib("Note")?.builder, "nothing builds Note: rediscovery finds nothing and records nothing")
        }
    }
}
