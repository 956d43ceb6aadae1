import RibAnalysis
import RibOutput
import RibTrace

/// A flatten proposal drawn as ``Comparison`` draws two trees: the app today on the left, the proposal on the
/// right, each with its metrics. On the right, proposed RIBs are green and named as proposed, and every RIB a
/// proposed RIB now attaches is orange with the route into it; on the left the same RIBs and routes are orange,
/// so the eye finds what moves. A leaf that used to route says whom it reports to.
public struct FlattenPicture: Sendable {
    public let proposal: FlattenProposal
    /// Where the input was read, for the sides' captions.
    public let source: String
    public let options: SnapshotOptions

    /// Prepares the picture of `proposal`, read from `source`.
    public init(proposal: FlattenProposal, source: String, options: SnapshotOptions = SnapshotOptions()) {
        self.proposal = proposal
        self.source = source
        self.options = options
    }

    /// Draws it in `format`. Throws `SnapshotError` or ``GraphvizError``.
    public func render(format: OutputFormat) throws -> RenderedOutput {
        let today = TraceSide(trace: LoadedTrace(proposal.input, source: source), caption: "today")
        let proposed = TraceSide(
            trace: LoadedTrace(proposal.proposal, source: source + " (flatten proposal)"), caption: "proposed")
        return try Comparison(left: today, right: proposed, options: options).render(
            format: format, marks: marks, rows: proposal.before.rows(after: proposal.after, depths: false))
    }

    /// Whether every route into `rib` in `trace` that some code path takes comes from one of `parents`.
    private func onlyAttached(_ rib: String, by parents: [String], in trace: Trace) -> Bool {
        trace.routes.filter { $0.child == rib && $0.untaken == nil }.allSatisfy { parents.contains($0.parent) }
    }

    /// What each side marks.
    var marks: ComparisonMarks {
        var marks = ComparisonMarks(legend: Self.legend)
        for change in proposal.changes {
            for parent in change.parents {
                marks.right.routes[TreeEdgeKey(parent: parent, child: change.proposed)] = .added
            }
            // A box is filled only when every route into it moves: a child another parent keeps attaching
            // (HeatPick's ProfileStoryDashboardSeeAll, which MyPage keeps) shows only its moved route, or it would
            // read as moving from the parent it is drawn under.
            let moved = Set(change.moved.map { "\($0.from)>\($0.child)" })
            for child in change.children {
                if onlyAttached(child, by: [change.proposed], in: proposal.proposal) {
                    marks.right.nodes[child] = .moved
                }
                marks.right.routes[TreeEdgeKey(parent: change.proposed, child: child)] = .moved
            }
            for route in change.moved {
                let parents = proposal.input.routes.filter { $0.child == route.child }.map(\.parent)
                if parents.allSatisfy({ moved.contains("\($0)>\(route.child)") }) {
                    marks.left.nodes[route.child] = .moved
                }
                marks.left.routes[TreeEdgeKey(parent: route.from, child: route.child)] = .moved
            }
            marks.left.nodes[change.head] = .moved
            for parent in change.parents {
                marks.left.routes[TreeEdgeKey(parent: parent, child: change.head)] = .moved
            }
            for leaf in change.leaves {
                // A member whose own flow stays with it (StoryDetail's Comment) routes still: not a leaf.
                let kept = change.kept.filter { $0.parent == leaf }.count
                marks.right.badges[leaf] =
                    kept == 0
                    ? "leaf: reports to \(change.proposed)"
                    : "reports to \(change.proposed) · keeps \(kept) route\(kept == 1 ? "" : "s")"
            }
        }
        // A proposed RIB another proposed RIB attaches is new above all.
        for change in proposal.changes {
            marks.right.nodes[change.proposed] = .added
            marks.right.replacedBadges[change.proposed] =
                "proposed \(change.role.rawValue) · attaches \(change.children.count)"
        }
        return marks
    }

    /// The legend: the diff's colours with what they mean here, the routes' colours, the badges and the
    /// dependency edge (the ways routes are drawn go in a row under it: ``Comparison``).
    static var legend: String {
        func cell(_ mark: Scene.Mark, _ text: String) -> String {
            let (border, fill) = SceneStyle.markColors(mark)
            return "<TD BGCOLOR=\"\(fill)\" COLOR=\"\(border)\">\(text)</TD>"
        }
        func route(_ mark: Scene.Mark, _ text: String) -> String {
            "<TD BORDER=\"0\"><FONT COLOR=\"\(SceneStyle.markColors(mark).border)\">──▶ \(text)</FONT></TD>"
        }
        return "<TABLE BORDER=\"0\" CELLBORDER=\"1\" CELLSPACING=\"6\" CELLPADDING=\"4\"><TR>"
            + "<TD BORDER=\"0\"><B>Flatten</B></TD>"
            + "<TD BGCOLOR=\"#dbeafe\" COLOR=\"\(SceneStyle.badgeColor)\" BORDER=\"2\">routes: A · B  decides</TD>"
            + cell(.added, "proposed RIB (badge: proposed wrapper or navigation · how many it attaches)")
            + cell(.moved, "its route moves to a proposed RIB")
            + route(.added, "route into a proposed RIB") + route(.moved, "route that moves (left: today's)")
            + "<TD BORDER=\"0\"><FONT COLOR=\"#475569\">badge \"leaf: reports to …\": routes no more</FONT></TD>"
            + SceneStyle.cycleLegend + SceneStyle.dependencyLegend(nil) + "</TR></TABLE>"
    }
}
