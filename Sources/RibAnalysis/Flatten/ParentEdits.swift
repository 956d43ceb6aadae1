import RibTrace

/// What a change asks of the parents of the RIBs whose place the proposed RIB takes, function by function: each
/// router function that builds a head today (the scan's `Route.attachedBy`), what it does, and what it does
/// instead. A reviewer asked for the edits spelled out per file, not the lines where the routes are declared.
struct ParentEdits {
    /// One function's edit: the parent, the function with where it is declared, today, and with the change.
    private(set) var rows: [[String]] = []

    /// The edits `change` asks of its parents, read from the routes of `input` it replaces.
    init(_ change: FlattenChange, proposed: RIB?, input: Trace) {
        guard !change.joins else { return }
        let stem = proposed.map(ProposedNames.stem(of:)) ?? change.proposed
        let property = SkeletonRIB.lowercasingFirst(stem) + "Builder"
        let handedDown = BuilderHandOver(change, in: input) != nil
        for replaced in change.replaced {
            guard let route = input.routes.first(where: { $0.parent == replaced.from && $0.child == replaced.child })
            else { continue }
            // A head with several build overloads has an entry point for each: the parent calls the one it uses.
            let calls = change.entryPoints.filter { $0.head == replaced.child }.map { entry in
                "\(property).\(entry.name)(\(Self.labels(of: entry)))"
            }
            let call = calls.isEmpty ? "\(property).build(withListener:)" : calls.joined(separator: " or ")
            let shows = Self.verb(route.presentations)
            let today = "builds \(route.child) from \(route.builder ?? "its builder") and \(shows) it"
            let instead =
                proposed?.isViewful == false
                ? "builds \(change.proposed) with \(call) and attaches it, kept as a Routing (it has no view); "
                    + "\(change.proposed) \(shows) \(route.child) on the view controller it is handed"
                : "builds \(change.proposed) with \(call) and \(shows) it where it \(shows) \(route.child) today"
                    + (change.role == .navigation
                        ? "; a UINavigationController it made around \(route.child) goes: \(change.proposed)'s view "
                            + "controller is the navigation controller" : "")
            for function in route.attachedBy {
                rows.append([route.parent, function.description, today, instead])
            }
            takingOff(route, proposed: change.proposed, viewless: proposed?.isViewful == false, input: input)
            wiring(
                route, stem: stem, proposed: change.proposed, handedDown: handedDown,
                input: input)
        }
    }

    /// Where the parent keeps the head once built and takes it off again (the scan's `heldIn` and `detachedBy`):
    /// a viewless proposed RIB is a `Routing`, which the parent only detaches, since it takes the screens it showed
    /// off itself as it resigns; a navigation is taken off the way the head was.
    private mutating func takingOff(_ route: Route, proposed: String, viewless: Bool, input: Trace) {
        let router = input.rib(route.parent)?.router ?? route.parent + "Router"
        for member in route.heldIn {
            let name = member.split(separator: ":").first.map(String.init) ?? member
            rows.append([
                route.parent, "\(router).\(name)", "holds \(route.child)'s router once built (\(member))",
                viewless
                    ? "holds \(proposed)'s, a Routing?: it has no view"
                    : "holds \(proposed)'s, a ViewableRouting?",
            ])
        }
        for function in route.detachedBy {
            rows.append([
                route.parent, function.description, "takes \(route.child) off the screen and detaches it",
                viewless
                    ? "detaches \(proposed) alone (detachChild): it takes the screens it showed off itself as it "
                        + "resigns (cleanupViews)"
                    : "takes \(proposed) off the way it took \(route.child) off, and detaches it",
            ])
        }
    }

    /// The rest of a parent's edit for `route`: where it holds the head's builder (made there, or `handedDown` from
    /// a component above, as HeatPick's AppRootComponent hands them), and its interactor's conformance to the head's
    /// listener, each with what replaces it.
    /// A parent that built two heads (HeatPick's Home builds StoryDetail and UserProfile) holds one Buildable and
    /// conforms to one listener for both: the second head's builder and conformance go.
    private mutating func wiring(_ route: Route, stem: String, proposed: String, handedDown: Bool, input: Trace) {
        let first = wiredFor[route.parent]
        if first == nil { wiredFor[route.parent] = route.child }
        if let builder = route.builder, let place = route.declaredIn {
            let made =
                handedDown
                ? "handed down the way \(builder) is"
                : "a \(stem)Builder made on the same component, which conforms to "
                    + "\(stem)Dependency"
            rows.append([
                route.parent, place, "holds \(builder) to build \(route.child)",
                first.map { "goes: the \(stem)Buildable that replaces \($0)'s builder builds \(route.child) too" }
                    ?? "holds \(stem)Buildable instead, \(made)",
            ])
        }
        guard let interactor = input.rib(route.parent)?.interactor,
            input.listeners.contains(where: { $0.child == route.child && $0.listener == interactor }),
            let head = input.rib(route.child).map(ProposedNames.stem(of:))
        else { return }
        rows.append([
            route.parent, interactor, "conforms to \(head)Listener, which \(route.child) reports to",
            first.map { "goes: its conformance to \(stem)Listener, in place of \($0)'s listener, covers it" }
                ?? "conforms to \(stem)Listener instead: \(proposed) reports what \(route.child) reported (every "
                + "method of it, those of screens \(route.parent) does not build \(proposed) for too, which are never "
                + "called there)",
        ])
    }

    /// Per parent, the first head whose builder and listener the proposed RIB's replace there.
    private var wiredFor: [String: String] = [:]

    /// The plan's table, after a sentence saying what it is; empty when the scan named no function.
    var text: String {
        guard !rows.isEmpty else { return "" }
        return "\nEdits in the parents (each router function that builds a RIB whose place the proposed RIB takes, "
            + "where the router holds it once built and the functions that take it off, where the parent holds that "
            + "RIB's builder, and its interactor's conformance to that RIB's listener):\n\n"
            + MarkdownTable(["parent", "function", "today", "with the change"], rows: rows).text
    }

    /// `withListener:viewController:storyId:`: the labels `entry` takes after the listener.
    private static func labels(of entry: EntryPoint) -> String {
        let labels = entry.arguments.compactMap { $0.split(separator: ":").first }
        return (["withListener"] + labels.map(String.init)).map { $0 + ":" }.joined()
    }

    /// How a parent shows a child it shows in `ways`, as a verb: `pushes`, `presents or pushes`.
    private static func verb(_ ways: [Presentation]) -> String {
        let verbs = ways.compactMap { way -> String? in
            switch way {
            case .push: "pushes"
            case .present: "presents"
            case .embed: "embeds"
            case .tab: "shows as a tab"
            case .root: "makes the window's root"
            case .none, .unknown: nil
            }
        }
        return verbs.isEmpty ? "shows" : verbs.joined(separator: " or ")
    }
}
