import RibTrace

/// One line of a comparison's metrics tables: a metric, its value on each side, and which side is
/// better when the metric has a better direction.
package struct MetricRow: Sendable, Equatable {
    /// Which side of a comparison.
    package enum Side: Sendable, Equatable { case left, right }

    /// What the row measures, e.g. "maximum depth".
    package var label: String
    /// The left (or BASE) side's value, as written.
    package var left: String
    /// The right (or HEAD) side's value, as written.
    package var right: String
    /// The side with the better value; nil when the values tie or the metric has no better direction.
    package var better: Side?

    /// Creates a row; `lowerIsBetter` nil means neither direction is better (a size, a count of kinds).
    init(_ label: String, _ left: Double, _ right: Double, lowerIsBetter: Bool?, decimals: Int = 0) {
        self.label = label
        self.left = Self.format(left, decimals: decimals)
        self.right = Self.format(right, decimals: decimals)
        if let lowerIsBetter, left != right {
            better = (left < right) == lowerIsBetter ? .left : .right
        } else {
            better = nil
        }
    }

    /// Creates a row of values already written (`"3 (depths 2, 3, 4)"`), with the side that is better.
    init(_ label: String, left: String, right: String, better: Side?) {
        self.label = label
        self.left = left
        self.right = right
        self.better = better
    }

    /// The rows ribgraph compares, in table order. When both sides are scans' graphs of RIB types, the
    /// rows count RIB types and routes, add the graph's own figures (``GraphMetrics``) and name depth's
    /// measure (shortest path); otherwise they are a tree's.
    package static func rows(_ left: TreeMetrics, _ right: TreeMetrics) -> [MetricRow] {
        func deepestDecision(_ metrics: TreeMetrics) -> Double {
            Double(metrics.routing.decisionPoints.map(\.depth).max() ?? 0)
        }
        let graphs = left.graph.flatMap { l in right.graph.map { r in (l, r) } }
        let words = left.wording == right.wording ? left.wording : RecordedTree.wording
        let measured = words.depthMeasure.map { " (\($0))" } ?? ""
        var size = [MetricRow(words.ribsCounted, Double(left.size.ribs), Double(right.size.ribs), lowerIsBetter: nil)]
        if let (l, r) = graphs {
            size += [
                MetricRow("routes", Double(l.routes), Double(r.routes), lowerIsBetter: nil),
                MetricRow("shared RIB types", Double(l.shared.count), Double(r.shared.count), lowerIsBetter: nil),
                MetricRow(
                    "unreachable RIB types", Double(l.unreachable.count), Double(r.unreachable.count),
                    lowerIsBetter: true),
                MetricRow(
                    "RIB types on cycles", Double(l.onCycles.count), Double(r.onCycles.count), lowerIsBetter: true),
            ]
        }
        return size + [
            MetricRow(
                "viewless \(words.ribs)", Double(left.size.viewless),
                Double(right.size.viewless), lowerIsBetter: nil),
            MetricRow(
                "maximum depth\(measured)", Double(left.depth.maximum), Double(right.depth.maximum), lowerIsBetter: true
            ),
        ] + navigationRows(left, right) + [
            MetricRow(
                "mean leaf depth\(measured)", left.depth.meanLeafDepth, right.depth.meanLeafDepth, lowerIsBetter: true,
                decimals: 2),
            MetricRow(
                "longest viewless chain", Double(left.depth.longestViewlessChain),
                Double(right.depth.longestViewlessChain), lowerIsBetter: true),
            MetricRow(
                words.maximumFanOut, Double(left.fanOut.maximum),
                Double(right.fanOut.maximum), lowerIsBetter: nil),
            MetricRow(
                "routing decision points", Double(left.routing.decisionPoints.count),
                Double(right.routing.decisionPoints.count), lowerIsBetter: nil),
            MetricRow("deepest decision point", deepestDecision(left), deepestDecision(right), lowerIsBetter: true),
            MetricRow(
                "wrapper RIBs", Double(left.routing.wrappers.count), Double(right.routing.wrappers.count),
                lowerIsBetter: nil),
            MetricRow(
                "navigation RIBs", Double(left.routing.navigations.count), Double(right.routing.navigations.count),
                lowerIsBetter: nil),
            MetricRow(
                "longest dependency tunnel", Double(left.dependencies.maximumTunnel),
                Double(right.dependencies.maximumTunnel), lowerIsBetter: true),
            MetricRow(
                "mean dependency tunnel", left.dependencies.meanTunnel, right.dependencies.meanTunnel,
                lowerIsBetter: true, decimals: 2),
        ]
    }

    /// Navigation depth and composed screens, when both sides' routes say how each child is shown.
    private static func navigationRows(_ left: TreeMetrics, _ right: TreeMetrics) -> [MetricRow] {
        var rows: [MetricRow] = []
        if let l = left.depth.maximumNavigation, let r = right.depth.maximumNavigation {
            rows.append(MetricRow("navigation depth (screens)", Double(l), Double(r), lowerIsBetter: true))
        }
        if let l = left.routing.composedScreens, let r = right.routing.composedScreens {
            rows.append(MetricRow("screens composed of parts", Double(l.count), Double(r.count), lowerIsBetter: nil))
        }
        return rows
    }

    private static func format(_ value: Double, decimals: Int) -> String {
        decimals == 0 ? String(Int(value.rounded())) : DecimalText.fixed(value, decimals: decimals)
    }
}
