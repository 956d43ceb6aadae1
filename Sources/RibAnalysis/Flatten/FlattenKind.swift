import RibTrace

/// The three shapes `ribgraph flatten` recognises, each changed the way seed 000 advises (docs/flatten.md says
/// exactly how each is recognised).
public enum FlattenKind: String, Sendable, Equatable, CaseIterable, Codable {
    /// A RIB type that two or more parents attach and that itself routes: it becomes a leaf that reports
    /// through its listener, and a routing-only wrapper takes its place under each parent.
    case reused
    /// A RIB that decides between children below another deciding RIB of one flow: the flow's wrapper owns
    /// them all as siblings.
    case nested
    /// Three or more screens that each attach only the next one: a Navigation RIB pushes them all.
    case pushChain = "push-chain"

    /// The seeds' reason for the change, as the plan prints it, for the RIB `role` proposes.
    package func reason(for role: ProposedRole) -> String {
        switch (self, role) {
        case (.reused, _):
            "A reused RIB that routes must be changed for each new caller (seed 000, Reusability): as a leaf "
                + "it reports through its listener, and the wrapper each caller attaches does the routing."
        case (.nested, .wrapper):
            "Routing decided deep inside a flow makes branching multiply with depth (seed 000, Tree Depth): "
                + "the flow's wrapper routes, and every RIB of the flow is its child, side by side."
        case (.nested, .navigation):
            "Routing decided deep inside a flow makes branching multiply with depth (seed 000, Tree Depth), and "
                + "its screens are pushed (seed 000, Navigation RIB): one Navigation RIB, a UINavigationController, "
                + "routes and shows every RIB of the flow as it was, side by side."
        case (.pushChain, _):
            "Screens pushed one from the next must each handle the navigation bar, pops and new branches "
                + "(seed 000, Navigation RIB): one Navigation RIB, a UINavigationController, pushes them all."
        }
    }

    /// A short name for tables: "reused RIB that routes", "routing deep in a flow", "push chain".
    package var title: String {
        switch self {
        case .reused: "reused RIB that routes"
        case .nested: "routing deep in a flow"
        case .pushChain: "push chain"
        }
    }
}
