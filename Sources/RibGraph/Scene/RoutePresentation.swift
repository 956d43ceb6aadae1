import RibTrace

/// How a parent shows the child at the end of a drawn route (`Route.presentations`): every way the
/// trace names, and why an unknown one is. A route the trace says nothing about has none, and is drawn as
/// every route was before presentations were read.
struct RoutePresentation: Sendable, Equatable {
    /// The route's ways, in the trace's order, never empty.
    let ways: [Presentation]
    /// Why the way is `Presentation.unknown`, when it is.
    let reason: String?

    /// The presentation of `route`, or nil when the trace does not say.
    init?(_ route: Route) {
        self.init(ways: route.presentations, reason: route.presentationReason)
    }

    /// `ways` with `reason`, or nil when `ways` is empty.
    init?(ways: [Presentation], reason: String? = nil) {
        guard !ways.isEmpty else { return nil }
        self.ways = ways
        self.reason = reason
    }

    /// The presentation of each route of `trace` that has one, by its ends' RIB ids (the first route of two
    /// with the same ends).
    static func byEdge(in trace: Trace) -> [TreeEdgeKey: RoutePresentation] {
        var presentations: [TreeEdgeKey: RoutePresentation] = [:]
        for route in trace.routes {
            let key = TreeEdgeKey(parent: route.parent, child: route.child)
            if presentations[key] == nil, let presentation = RoutePresentation(route) {
                presentations[key] = presentation
            }
        }
        return presentations
    }

    /// The way the edge is drawn as: the first that moves the user to another screen, since that is what the
    /// reader follows through the app; else the first.
    var drawn: Presentation {
        ways.first(where: \.isNavigation) ?? ways[0]
    }

    /// Every way in words, for a tooltip and the viewer's details: `push and present`, `unknown: <reason>`.
    var description: String {
        let words = ways.map { way in
            way == .unknown ? reason.map { "unknown: \($0)" } ?? "unknown" : way.rawValue
        }
        return words.count <= 2
            ? words.joined(separator: " and ")
            : words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }
}
