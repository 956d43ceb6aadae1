import RibTrace

/// One change a flatten proposal makes: a proposed RIB takes a RIB's place under its parents and attaches it
/// and what it routed to.
package struct FlattenChange: Sendable, Equatable, Codable {
    /// Which pattern it answers.
    package var kind: FlattenKind
    /// The proposed RIB's id.
    package var proposed: String
    /// A wrapper or a navigation.
    package var role: ProposedRole
    /// Whether ``proposed`` is a navigation the app has, which the members' routes join (nothing is added).
    package var joins: Bool
    /// The RIB whose place the proposed RIB takes.
    package var head: String
    /// How the parents build the proposed RIB: one entry point per head and build overload of a head.
    package var entryPoints: [EntryPoint]
    /// The RIBs that attached the head and now attach the proposed RIB instead, in route order.
    package var parents: [String]
    /// Each parent's route to the head, which now attaches the proposed RIB: where the parent changes.
    package var replaced: [MovedRoute]
    /// The proposed RIB's children, in order: the head first.
    package var children: [String]
    /// The RIBs whose routes all move to the proposed RIB: leaves now, reporting through their listeners.
    package var leaves: [String]
    /// Each route that moves (every one the app has, so a child two members attached has two): from which RIB,
    /// to which child, and where the old route is declared. A member's route back to the head is among them.
    package var moved: [MovedRoute]
    /// The routes of members that stay: the child reads a value the member's component makes; in a drill-down,
    /// only that member attaches it; or no code path takes the route.
    package var kept: [KeptRoute]
    /// The calls the leaves gain on their listeners, one per route a leaf loses: the proposed RIB attaches the
    /// child on each.
    package var requests: [ListenerCall]
    /// What happens to the properties of the RIBs that moved: forwards and takeovers, in edge order.
    package var transfers: [PropertyTransfer]
}

/// A route the proposal moves to a proposed RIB.
package struct MovedRoute: Sendable, Equatable, Codable {
    /// The RIB that attached the child.
    package var from: String
    /// The child.
    package var child: String
    /// Where the old route is declared, `path:line`, when known.
    package var declaredIn: String?
}

/// A route a change leaves where it is: the child reads a value its parent's component makes, business state a
/// wrapper must not take over; or, in a drill-down of reused screens, the child is its parent's alone (one
/// parent, one caller), part of that screen's own flow rather than of the drill-down; or no code path takes it
/// (`Route.untaken`), so it is no decision to move.
package struct KeptRoute: Sendable, Equatable, Codable {
    /// The member that keeps attaching the child.
    package var parent: String
    package var child: String
    /// The first property the child reads from the parent's component, and that component; nil for a child
    /// that stays because it is its parent's alone, or whose route no code path takes.
    package var property: String?
    package var provider: String?
    /// Why no code path takes the route, as the scan says it.
    package var untaken: String?
    /// The module that declares both the parent and the child, when it is not the head's: it may keep the child
    /// internal, so only it can build the child.
    package var module: String?
    /// Whether the parent presents the child over its own screen, under a proposed navigation, which pushes.
    package var presented = false
    /// The child's listener methods the parent answers with work of its own (`Route.answeredByParent`): the
    /// child's result is the parent's.
    package var answeredByParent: [String] = []

    /// Whether it stays for the parent's own state: the child reads a value the parent's component makes, or the
    /// parent answers its reports with work of its own. Such a route is a decision the parent still makes, unlike a
    /// child that is only its parent's own (a drill-down's, a module's, a modal under a navigation).
    package var keepsState: Bool { property != nil || !answeredByParent.isEmpty }

    /// Why it stays, as the plan says it.
    package var reason: String {
        if let untaken { return "no code path takes it (\(untaken)): the team may delete the route" }
        if let module { return "declared in \(module) with \(parent): that module's own flow" }
        if presented { return "presented over \(parent)'s screen: a navigation pushes, and a screen keeps its modals" }
        if let method = answeredByParent.first {
            let more = answeredByParent.count > 1 ? " and \(answeredByParent.count - 1) more" : ""
            return "reports to \(parent), which answers its \(method)\(more) with its own screen or state: the result "
                + "is \(parent)'s"
        }
        guard let property, let provider else { return "only \(parent) attaches it: part of its own flow" }
        return "needs \(property) from \(provider)"
    }
}

/// A call a leaf gains on its listener in place of a route it loses
/// (`storyDetailDidRequestUserProfile(userId: Int)`): the leaf calls it where its router attached the child, and
/// the proposed RIB implements it by attaching the child.
package struct ListenerCall: Sendable, Equatable, Codable {
    /// The leaf that routed, and the child it attached.
    package var leaf: String
    package var child: String
    /// The method's name: the leaf's stem lowercased, `DidRequest`, the child's stem.
    package var method: String
    /// The child's build arguments, `name: Type`, which the leaf hands on.
    package var arguments: [String]
    /// Where the route it replaces is declared, `path:line`, when known.
    package var declaredIn: String?
    /// For a leaf that is a part of another screen (a page that stays in its host), the screens that hand the call
    /// on, from the leaf's host up to a child of the proposed RIB: the leaf reports to its host, which is not the
    /// proposed RIB. Empty when the leaf reports to the proposed RIB itself.
    package var relayedBy: [String] = []

    /// `func storyDetailDidRequestUserProfile(userId: Int)`.
    package var declaration: String { "func \(method)(\(arguments.joined(separator: ", ")))" }
}

/// A change a pattern found that the proposal leaves out, because it would break an invariant.
package struct DroppedChange: Error, Sendable, Equatable, Codable {
    package var kind: FlattenKind
    /// The RIB whose place it would take.
    package var head: String
    /// The invariant it would break.
    package var reason: String
}
