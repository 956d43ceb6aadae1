import RibTrace

/// A flatten proposal written for people: each change with its pattern, the seeds' reason, the RIBs involved
/// with their source lines, the routes that move and what the proposed component forwards or takes over; the
/// figures before and after; the changes left out; and whether the invariants hold.
package struct FlattenPlan: Sendable {
    package let proposal: FlattenProposal

    /// The plan of `proposal`.
    package init(_ proposal: FlattenProposal) {
        self.proposal = proposal
    }

    /// The one-line count of changes standard output and `--check` print.
    package var summary: String {
        let changes = proposal.changes
        guard !changes.isEmpty else { return "no change proposed: the tree is already flat where flatten can tell" }
        let kinds = FlattenKind.allCases.compactMap { kind -> String? in
            let count = changes.filter { $0.kind == kind }.count
            return count == 0 ? nil : "\(count) \(kind.title)"
        }
        return "\(changes.count) change\(changes.count == 1 ? "" : "s") proposed (\(kinds.joined(separator: ", "))): "
            + changes.map { "\($0.proposed) for \($0.head)" }.joined(separator: ", ")
    }

    /// The plan as GitHub-flavoured Markdown, ending with a newline.
    package var markdown: String {
        let input = proposal.input
        let app = input.app ?? "the app"
        var out = "# Flatten plan: \(MarkdownText.escape(app))\n\n\(MarkdownText.escape(summary)).\n\n"
        out += "## Before and after\n\n" + figures.text
        let untaken = input.routes.filter { $0.untaken != nil }.count
        if untaken > 0 {
            // `metrics` on the same file counts them: the figures would seem to disagree without this line.
            out +=
                "\nMeasured without the \(untaken) route\(untaken == 1 ? "" : "s") no code path takes (below), which "
                + "`metrics` counts: a screen only they reach is reached by nothing here, and decides nothing.\n"
        }
        for (number, change) in proposal.changes.enumerated() {
            out += "\n" + section(change, number: number + 1)
        }
        if !proposal.dropped.isEmpty {
            out += "\n## Left out\n\n"
            for dropped in proposal.dropped {
                out += "- \(MarkdownText.escape("\(dropped.kind.title) at \(dropped.head): \(dropped.reason)"))\n"
            }
        }
        out += untakenRoutes
        out += "\n## Invariants\n\n"
        for (rule, broken) in invariants {
            out +=
                "- \(MarkdownText.escape(rule)): "
                + (broken.isEmpty ? "holds" : "**broken**: \(MarkdownText.escape(broken))")
                + "\n"
        }
        out += "\n## What flatten does not know\n\n" + Self.unknowns.map { "- \(MarkdownText.escape($0))\n" }.joined()
        return out
    }

    /// The routes the scan finds no code path takes: no decisions, so flatten moves none of them; a team
    /// flattening the app would delete them first.
    private var untakenRoutes: String {
        let untaken = proposal.input.routes.filter { $0.untaken != nil }
        guard !untaken.isEmpty else { return "" }
        return "\n## Routes no code path takes\n\nThe parent holds the child's builder, but nothing attaches it: not a "
            + "decision, so nothing here moves; delete the route or call it.\n\n"
            + MarkdownTable(
                ["parent", "child", "why", "declared in"],
                rows: untaken.map { [$0.parent, $0.child, $0.untaken ?? "", $0.declaredIn ?? "-"] }
            ).text
    }

    /// What a proposal cannot say, whatever the app: the plan and docs/flatten.md list it.
    package static let unknowns = [
        "Business rules: which result of a leaf leads the wrapper to which child; the routes are the ones the "
            + "app has, the order in which they are taken is the interactors' business.",
        "How a child leaves: the scan reads how each child is shown (push, present, embed, tab), and the proposal "
            + "shows it the same way; how it is dismissed or popped is the routers' business.",
        "What a listener's result means: the leaves report through the listener protocols they already declare, "
            + "and through the calls this plan names in place of the routes they lose; where each is called, and what "
            + "a wrapper does when a screen inside a drill-down reports, are the team's.",
    ]

    /// The figures table: today's value, the proposal's, a tick where the proposal is better and a cross where
    /// it is worse.
    private var figures: MarkdownTable {
        MarkdownTable(
            columns: [("figure", .left), ("today", .right), ("proposed", .right)],
            rows: proposal.before.rows(after: proposal.after).map { row in
                [row.label, row.left, row.right + (row.better == .right ? " ✓" : row.better == .left ? " ✗" : "")]
            })
    }

    /// One change's section.
    private func section(_ change: FlattenChange, number: Int) -> String {
        let input = proposal.input
        let rib = proposal.proposal.rib(change.proposed)
        // A scan already names the place of a RIB type two modules declare (`Vato.Wallet (Vato/…/WalletBuilder.swift:38)`).
        func place(_ id: String) -> String {
            input.rib(id)?.declaredIn.flatMap { id.contains($0) ? nil : "\(id) (\($0))" } ?? id
        }
        let what =
            change.role == .wrapper ? "a viewless routing-only wrapper" : "a navigation RIB (UINavigationController)"
        let types = [rib?.builder, rib?.router, rib?.interactor, rib?.component, rib?.dependency, rib?.view].compactMap
        { $0 }
        var out = "## \(number). \(MarkdownText.escape(change.proposed)): \(change.kind.title)\n\n"
        out += MarkdownText.escape(change.kind.reason(for: change.role)) + "\n\n"
        if change.joins {
            out +=
                "- Joins \(MarkdownText.escape(place(change.proposed))), a navigation the app has (its view controller "
                + "is a UINavigationController): nothing is added, and the routes below move to it.\n"
        } else {
            out +=
                "- New: \(MarkdownText.escape(change.proposed)), \(what): "
                + "\(MarkdownText.escape(types.joined(separator: ", "))).\n"
            // Its own listener, which the parents implement in place of the heads' (the skeletons declare it).
            let listener = (rib.map(ProposedNames.stem(of:)) ?? change.proposed) + "Listener"
            for entry in change.entryPoints {
                let parameters = ["withListener: \(listener)"] + entry.arguments
                out +=
                    "- Its build for \(MarkdownText.escape(entry.head)): "
                    + MarkdownText.escape("\(entry.name)(\(parameters.joined(separator: ", ")))") + ".\n"
            }
            var heads: [String] = []
            for route in change.replaced where !heads.contains(route.child) { heads.append(route.child) }
            for head in heads {
                let attaches = change.replaced.filter { $0.child == head }.map { route in
                    "\(route.from)" + (route.declaredIn.map { " (\($0))" } ?? "")
                }
                out +=
                    "- Takes the place of \(MarkdownText.escape(place(head))) where "
                    + MarkdownText.escape(attaches.joined(separator: ", ")) + " attaches it, shown as it was.\n"
            }
            if rib?.isViewful == false {
                out +=
                    "- It has no view: each parent attaches it (attachChild, and detachChild when its listener reports "
                    + "the head closed) where it pushed or presented the head's router; the proposed RIB shows the head "
                    + "on the view controller it is handed.\n"
            }
            if let handOver = BuilderHandOver(change, in: input) {
                let stem = rib.map(ProposedNames.stem(of:)) ?? change.proposed
                let line = handOver.line(
                    buildable: stem + "Buildable", property: SkeletonRIB.lowercasingFirst(stem) + "Builder")
                out += MarkdownText.escape(line) + ".\n"
            }
        }
        out += "- Attaches, in order: \(MarkdownText.escape(change.children.joined(separator: ", "))).\n"
        out +=
            "- Report through their listeners instead of routing: "
            + MarkdownText.escape(reporting(change, place: place).joined(separator: ", ")) + ".\n\n"
        out += routeTables(change)
        out += ParentEdits(change, proposed: rib, input: input).text
        return out + transfers(change, component: rib?.component ?? change.proposed)
    }

    /// The RIBs of `change` that report instead of routing, each as `place` names it, with the routes of its own
    /// flow it keeps (StoryDetail keeps Comment: it is no leaf).
    private func reporting(_ change: FlattenChange, place: (String) -> String) -> [String] {
        change.leaves.map { leaf in
            let kept = change.kept.filter { $0.parent == leaf }.map(\.child)
            return place(leaf) + (kept.isEmpty ? "" : " (keeps its route to \(kept.joined(separator: ", ")))")
        }
    }

    /// Every route the change moves, with how the child is shown now (as it was), and the routes that stay for
    /// business state, with why.
    private func routeTables(_ change: FlattenChange) -> String {
        var out = ""
        out += "Routes that move to \(MarkdownText.escape(change.proposed)), each shown as it was:\n\n"
        let proposed = proposal.proposal
        out +=
            MarkdownTable(
                ["from", "child", "shown as", "declared in"],
                rows: change.moved.map { moved in
                    let shown = proposed.routes.first { $0.parent == change.proposed && $0.child == moved.child }
                    // A navigation's head is its stack's first screen; the parent shows the navigation as it
                    // showed the head.
                    let isRoot = change.role == .navigation && change.replaced.contains { $0.child == moved.child }
                    let ways =
                        isRoot
                        ? "first on the stack" : shown?.presentations.map(\.rawValue).joined(separator: ", ")
                    return [
                        moved.from, moved.child, ways.flatMap { $0.isEmpty ? nil : $0 } ?? "-", moved.declaredIn ?? "-",
                    ]
                }
            ).text
        out += leavesNoLongerUse(change)
        if !change.kept.isEmpty {
            out +=
                "\nRoutes that stay: business state a routing RIB must not take over (seed 000), a child one screen "
            out +=
                "of a drill-down alone attaches, a RIB its module keeps to itself, a modal a screen keeps under a "
                + "navigation, or a route no code path takes:\n\n"
            out +=
                MarkdownTable(
                    ["parent", "child", "why"],
                    rows: change.kept.map { [$0.parent, $0.child, $0.reason] }
                ).text
        }
        return out + listenerCalls(change)
    }

    /// The calls the leaves gain on their listeners, each with where the leaf asks for the child today.
    private func listenerCalls(_ change: FlattenChange) -> String {
        guard !change.requests.isEmpty else { return "" }
        return
            "\nListener calls the leaves gain, each in place of a route it loses "
            + "(\(MarkdownText.escape(change.proposed)) attaches the child on it):\n\n"
            + MarkdownTable(
                [
                    "leaf", "listener", "call", "called where the leaf's interactor asks its router today",
                    "replaces the route declared in",
                ],
                rows: change.requests.map { call in
                    let listeners = ([call.leaf] + call.relayedBy).map { leaf in
                        (proposal.input.rib(leaf).map(ProposedNames.stem(of:)) ?? leaf) + "Listener"
                    }
                    let relay =
                        call.relayedBy.isEmpty ? "" : " (\(call.relayedBy.joined(separator: ", ")) hands it on)"
                    let asking =
                        proposal.input.routes.first { $0.parent == call.leaf && $0.child == call.child }?
                        .calledFrom.map(\.description) ?? []
                    return [
                        call.leaf, listeners.joined(separator: ", then ") + relay, call.declaration,
                        asking.isEmpty ? "-" : asking.joined(separator: ", "), call.declaredIn ?? "-",
                    ]
                }
            ).text
    }

    /// What the leaves of `change` no longer use, to delete with it: per route that moves from a leaf, the
    /// builder, the router functions that attached the child and the listener conformance that goes dead.
    private func leavesNoLongerUse(_ change: FlattenChange) -> String {
        let unused = change.moved.filter { change.leaves.contains($0.from) }
        guard !unused.isEmpty else { return "" }
        return
            "\nWhat the leaves no longer use, to delete with the change: the builder each held for a route that "
            + "moves, where it is declared, the router's functions that attached the child and took it off again, "
            + "the members that held it once built, the interactor's "
            + "conformance to the child's listener (the proposed RIB hears the child now) and the component's "
            + "conformance to the child's Dependency (a Dependency property that handed the builder down goes once "
            + "no route of the RIB uses it), with the methods of the leaf's own listener it called only to hand the "
            + "child's reports on:\n\n"
            + MarkdownTable(
                ["leaf", "child", "builder", "declared in", "router functions", "held in", "listener"],
                rows: unused.map { moved in
                    let input = proposal.input
                    let route = input.routes.first { $0.parent == moved.from && $0.child == moved.child }
                    let functions = ((route?.attachedBy ?? []) + (route?.detachedBy ?? [])).map(\.description)
                    let held = route?.heldIn ?? []
                    let interactor = input.rib(moved.from)?.interactor
                    let hears = input.listeners.contains { $0.child == moved.child && $0.listener == interactor }
                    let listener = input.rib(moved.child).map(ProposedNames.stem(of:)).map { $0 + "Listener" }
                    let conformance = hears ? "\(interactor ?? moved.from): \(listener ?? moved.child)" : nil
                    let heard = [conformance, relaysGone(route, from: moved.from)].compactMap { $0 }
                        .joined(separator: "; ")
                    return [
                        moved.from, moved.child, route?.builder ?? "-", moved.declaredIn ?? "-",
                        functions.isEmpty ? "-" : functions.joined(separator: ", "),
                        held.isEmpty ? "-" : held.joined(separator: ", "),
                        heard.isEmpty ? "-" : heard,
                    ]
                }
            ).text
    }

    /// `SignUpAgreementListener's didSignUp(…), which it called only to hand SignUpNickname's reports on`: the
    /// methods of `leaf`'s own listener that its interactor called only to hand `route`'s child's reports on (the
    /// scan's `relayedByParent`), when no route the leaf keeps relays them too.
    private func relaysGone(_ route: Route?, from leaf: String) -> String? {
        let kept = Set(proposal.proposal.routes.filter { $0.parent == leaf }.flatMap(\.relayedByParent))
        let gone = (route?.relayedByParent ?? []).filter { !kept.contains($0) }
        guard !gone.isEmpty else { return nil }
        let own = (proposal.input.rib(leaf).map(ProposedNames.stem(of:)) ?? leaf) + "Listener"
        let child = route.map(\.child) ?? "the child"
        return "\(own)'s " + gone.map { $0 + "(…)" }.joined(separator: ", ")
            + ", which it called only to hand \(child)'s reports on"
    }

    /// What `component`, the new RIB's, forwards from its parent and what it must provide itself, for the
    /// RIBs `change` moves under it.
    private func transfers(_ change: FlattenChange, component: String) -> String {
        let forwards = change.transfers.filter { $0.kind == .forward }
        let takeovers = change.transfers.filter { $0.kind == .takeover }
        let moved = change.transfers.filter { $0.kind == .moved }
        var out = ""
        if !moved.isEmpty {
            let dependency = proposal.proposal.rib(change.proposed)?.dependency ?? change.proposed
            out +=
                "\nProperties that leave the leaves' Dependencies for \(MarkdownText.escape(dependency)) only (a "
                + "sibling's builder a leaf held to route: the leaf can no longer route to it):\n\n"
            out +=
                MarkdownTable(
                    ["property", "type", "leaves", "provided by"],
                    rows: moved.map { [$0.property, $0.type ?? "?", "\($0.consumer) (\($0.dependency))", $0.provider] }
                ).text
        }
        if !forwards.isEmpty {
            out +=
                "\n\(MarkdownText.escape(component)) forwards from its parents (a property named `a ← b` is read as `b`, "
                + "the name the component it replaces renamed it from; each parent provides it as it does today):\n\n"
            out +=
                MarkdownTable(
                    ["property", "type", "for", "provided by"],
                    rows: forwards.map { forward in
                        [
                            forward.readAs.map { "\(forward.property) ← \($0)" } ?? forward.property,
                            forward.type ?? "?",
                            "\(forward.consumer) (\(forward.dependency))",
                            providers(of: forward.readAs ?? forward.property, in: change),
                        ]
                    }
                ).text
        }
        if !takeovers.isEmpty {
            out +=
                "\n\(MarkdownText.escape(component)) must provide itself (its provider is no longer above the consumer):\n\n"
            out +=
                MarkdownTable(
                    ["property", "type", "for", "provided today by", "at"],
                    rows: takeovers.map {
                        [
                            $0.property, $0.type ?? "?", "\($0.consumer) (\($0.dependency))", $0.provider,
                            $0.providedIn ?? "-",
                        ]
                    }
                ).text
        }
        if forwards.isEmpty && takeovers.isEmpty && moved.isEmpty {
            out += "\nNo Dependency property of the moved RIBs is known to the trace: nothing to forward.\n"
        }
        return out
    }

    /// Which component provides the proposed RIB's Dependency property `name` under each of `change`'s parents:
    /// one name when all agree, else each with the parents it is provided under.
    private func providers(of name: String, in change: FlattenChange) -> String {
        var parentsByProvider: [(provider: String, parents: [String])] = []
        for edge in proposal.proposal.dependencies where edge.child == change.proposed {
            guard let provider = edge.properties.first(where: { $0.name == name })?.providedBy else { continue }
            let parent = edge.parent ?? "?"
            if let index = parentsByProvider.firstIndex(where: { $0.provider == provider }) {
                parentsByProvider[index].parents.append(parent)
            } else {
                parentsByProvider.append((provider, [parent]))
            }
        }
        guard parentsByProvider.count > 1 else { return parentsByProvider.first?.provider ?? "?" }
        return parentsByProvider.map { "\($0.provider) (under \($0.parents.joined(separator: ", ")))" }
            .joined(separator: "; ")
    }

    /// Each invariant and what breaks it (empty when it holds).
    package var invariants: [(rule: String, broken: String)] {
        let violation = FlattenInvariants(proposal.input).violation(in: proposal.proposal) ?? ""
        func part(_ words: String) -> String { violation.contains(words) ? violation : "" }
        return [
            ("every RIB type of the app is kept", part("lost")),
            ("every reachable RIB stays reachable from a launch RIB", part("reachable")),
            ("no RIB type of the app is on a new cycle", part("cycle")),
            ("the tree is no deeper", part("deep")),
            ("every Dependency property keeps a provider", proposal.lostProviders.joined(separator: ", ")),
        ]
    }

}
