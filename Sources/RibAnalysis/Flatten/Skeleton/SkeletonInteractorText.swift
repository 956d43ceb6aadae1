/// The text of a proposed RIB's interactor (see ``SwiftSkeleton``): it shows the head a parent built it for
/// first, attaches a child on each listener call a leaf gains in place of a route (declared in a protocol per
/// leaf, `StoryDetailRequests`, for the team to move into the leaf's listener), and implements the listener
/// protocols its children already declare: a head's methods are handed on to its own listener, which the parent
/// that built it implements (seed 004's pass-through), the others are left to the team with a `#warning`. As it
/// resigns, its router takes the children it showed off the screen.
struct SkeletonInteractorText {
    let rib: SkeletonRIB
    let sources: SkeletonSources
    /// Whether its listener protocol is published in an interfaces module (``SkeletonPlacement``), not here.
    let published: Bool

    private var requirements: [String: [String]] { sources.requirements }

    private var routing: String { rib.stem + "Routing" }
    private var presentable: String { rib.stem + "Presentable" }

    var text: String {
        var out = "protocol \(routing): \(rib.isNavigation ? "ViewableRouting" : "Routing") {\n"
        for (index, child) in rib.children.enumerated() {
            let returned = BuildReturn(buildable: child.buildable, requirements: requirements)
            out += rib.routeArguments(of: index).map {
                SkeletonText.routeDeclaration(child, $0, returning: returned) + "\n"
            }.joined()
        }
        out +=
            rib.isNavigation
            ? "    func popToRoot()\n    func detach(_ screen: String)\n"
            : "    var stackDepth: Int { get }\n    func detach(_ screen: String)\n"
        out += "    func cleanupViews()\n}\n\n"
        if !published { out += Self.listenerProtocol(of: rib, requirements: requirements, access: "") + "\n" }
        if rib.isNavigation {
            out += "protocol \(presentable): Presentable {\n"
            out += "    var listener: \(rib.stem)PresentableListener? { get set }\n}\n\n"
        }
        out += requestProtocols
        let item = rib.actionableItem(requirements: requirements)
        let requests = leaves.map { ", \($0)Requests" }.joined() + (item.map { ", \($0.type)" } ?? "")
        if rib.isNavigation {
            out +=
                "final class \(rib.interactor): PresentableInteractor<\(presentable)>, \(rib.stem)Interactable, "
                + "\(rib.stem)PresentableListener\(requests) {\n\n"
        } else {
            out += "final class \(rib.interactor): Interactor, \(rib.stem)Interactable\(requests) {\n\n"
        }
        out += "    weak var router: \(routing)?\n"
        out += "    weak var listener: \(rib.listener)?\n"
        out += "\n" + initializer
        out += "\n    override func didBecomeActive() {\n        super.didBecomeActive()\n"
        out += "        if let router { firstRoute(router) }\n    }\n\n"
        out += "    override func willResignActive() {\n        super.willResignActive()\n"
        out += "        router?.cleanupViews()\n    }\n\n"
        out += "    /// Shows the head the parent built it for, with the arguments the parent handed on.\n"
        out += "    private let firstRoute: (\(routing)) -> Void\n"
        let steps = item.map { ActionableItemText(rib: rib, sources: sources, item: $0).text } ?? ""
        return out + requestMethods + listenerMethods + steps + "}\n"
    }

    private var initializer: String {
        let parameter = "firstRoute: @escaping (\(routing)) -> Void"
        guard rib.isNavigation else {
            return "    init(\(parameter)) {\n        self.firstRoute = firstRoute\n        super.init()\n    }\n"
        }
        return "    init(presenter: \(presentable), \(parameter)) {\n        self.firstRoute = firstRoute\n"
            + "        super.init(presenter: presenter)\n        presenter.listener = self\n    }\n"
    }

    /// Its own listener: what the heads report to the parents that built it for them, which the parents implement
    /// already as those heads' listeners. A parent implements every one, those of a head it does not build the
    /// proposed RIB for included (never called: the proposed RIB hands a head's reports on only while that head is
    /// the first child): no default body lets a parent forget one.
    static func listenerProtocol(of rib: SkeletonRIB, requirements: [String: [String]], access: String) -> String {
        var declared: [ListenerRequirement] = []
        for head in rib.heads {
            for text in requirements[rib.children[head].listener] ?? []
            where !declared.contains(where: { $0.text == text }) {
                declared.append(ListenerRequirement(text: text))
            }
        }
        let heads = rib.heads.map { rib.children[$0].listener }
        var out =
            "/// What \(rib.stem) reports to the parent that built it: what "
            + heads.joined(separator: ", ") + " reported to it, handed on (seed 004's pass-through).\n"
        out +=
            "/// Each parent implements it in place of the listeners of the screens it built \(rib.stem) for; a method of a\n"
        out += "/// screen it does not build \(rib.stem) for is never called there.\n"
        return out + "\(access)protocol \(rib.listener): AnyObject {\n" + declared.map { "    \($0.text)\n" }.joined()
            + "}\n"
    }

    /// The leaves that gain listener calls, each once, in order.
    private var leaves: [String] {
        rib.requests.reduce(into: []) { leaves, request in
            if !leaves.contains(request.leaf) { leaves.append(request.leaf) }
        }
    }

    private var requestProtocols: String {
        leaves.map { leaf in
            let hosts = rib.requests.first { $0.leaf == leaf }?.relayedBy ?? []
            let relay =
                hosts.isEmpty
                ? ""
                : "\n/// \(leaf) is a part of \(hosts[0])'s screen and reports to it: add them to "
                    + hosts.map { "\($0)Listener" }.joined(separator: " and ") + " too, each of "
                    + hosts.map { "\($0)Interactor" }.joined(separator: " and ") + " handing them on to its listener."
            return "/// What \(leaf) asks for where its router attached a child before: \(leaf) reports, \(rib.stem) "
                + "routes (seed 000).\n/// Add these requirements to \(leaf)Listener, and call them where \(leaf) "
                + "attached the child." + relay + "\nprotocol \(leaf)Requests: AnyObject {\n"
                + rib.requests.filter { $0.leaf == leaf }.map { "    \(declaration(of: $0))\n" }.joined() + "}\n\n"
        }.joined()
    }

    private func declaration(of request: SkeletonRIB.Request) -> String {
        "func \(request.method)(\(request.arguments.joined(separator: ", ")))"
    }

    private var requestMethods: String {
        rib.requests.map { request in
            let arguments = SkeletonText.labels(of: request.arguments).map { "\($0): \($0)" }
            return "\n    \(declaration(of: request)) {\n        router?.routeTo\(rib.children[request.child].stem)("
                + arguments.joined(separator: ", ") + ")\n    }\n"
        }.joined()
    }

    /// The children's listener methods, each once: a head's handed on to the listener of the parent that built
    /// the proposed RIB for it; the others' were routed on by the RIB whose routes moved here, and what comes
    /// next is the team's decision, which a `#warning` says.
    private var listenerMethods: String {
        var out = ""
        var written = Set<String>()
        let drillDown = rib.heads.count > 1
        for (index, child) in rib.children.enumerated() {
            out += "\n    // MARK: - \(child.listener)\n"
            guard let methods = requirements[child.listener] else {
                out += "    // ribgraph flatten did not find \(child.listener) in the files it read: implement its\n"
                out += "    // methods here, routing to the next child as \(child.stem)'s result asks.\n"
                continue
            }
            if methods.isEmpty { out += "    // \(child.listener) declares no method yet.\n" }
            let answered = methods.filter(written.contains).map { ListenerRequirement(text: $0).name }
            if !methods.isEmpty, answered.count == methods.count {
                out +=
                    "    // Answered above, for the child that declared it first: \(answered.joined(separator: ", ")).\n"
            }
            let receiver = rib.heads.contains(index) ? "listener" : nil
            for method in methods where written.insert(method).inserted {
                let requirement = ListenerRequirement(text: method)
                let today = TodaysAnswer(to: requirement.name, of: child, in: rib, sources: sources)
                out +=
                    "\n"
                    + Self.implementation(
                        of: requirement, handedOnTo: receiver, nested: drillDown, by: child, today: today)
            }
        }
        return out
    }

    /// A listener requirement written as a member with a body: handed on to `receiver` when there is one (in a
    /// drill-down, only when the head reports as the first child, not from inside the drill-down), else left to
    /// the team with a `#warning` naming who reports there.
    static func implementation(
        of requirement: ListenerRequirement, handedOnTo receiver: String?, nested: Bool, by child: SkeletonRIB.Child,
        today: TodaysAnswer?
    ) -> String {
        let declaration = requirement.declaration
        let valued = requirement.returnsValue || requirement.isProperty
        let repeated = today.map {
            let did = "        // As \($0.from.joined(separator: ", ")) did when \(child.stem) reported this"
            return $0.statement.isEmpty ? did + ": nothing.\n" : did + ".\n        \($0.statement)\n"
        }
        if let receiver, let call = requirement.call(on: receiver + (valued ? "!" : "?")) {
            if requirement.isProperty { return "    \(declaration) { \(call) }\n" }
            if valued { return "    \(declaration) {\n        return \(call)\n    }\n" }
            guard nested else { return "    \(declaration) {\n        \(call)\n    }\n" }
            let unanswered =
                "        #warning(\"ribgraph flatten: \(child.stem) reports here from inside the drill-down, where a "
                + "screen of it attached \(child.stem) before; detach it (router?.detach(\\\"\(child.stem)\\\")) or "
                + "route on as that screen did\")\n"
            return "    \(declaration) {\n        guard (router?.stackDepth ?? 0) > 1 else {\n            \(call)\n"
                + "            return\n        }\n" + (repeated ?? unanswered) + "    }\n"
        }
        if let repeated, !valued { return "    \(declaration) {\n" + repeated + "    }\n" }
        let decide =
            "        #warning(\"ribgraph flatten: \(child.stem) reports here; route to the next child as the app's "
            + "business rules say\")\n"
        return "    \(declaration) {\n" + decide
            + requirement.placeholder(saying: "\(child.stem) asks for a value the app decides") + "    }\n"
    }
}
