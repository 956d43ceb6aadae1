import Foundation
import RibTrace

/// The metrics of one trace as `ribgraph metrics` prints them: the tree at one event, and optionally the
/// whole trace's history, written as text, JSON or Markdown (``ReportFormat``).
public struct MetricsReport: Sendable, Equatable, Codable {
    /// The trace's app name, when it has one.
    public var app: String?
    /// The file the trace was read from.
    public var file: String
    /// The seq of the event the tree is measured after; nil when the trace has no events.
    public var seq: Int?
    /// The tree after event ``seq``.
    public var tree: TreeMetrics
    /// The history up to and including event ``seq``, when computed; never for a source trace, which has none.
    public var trace: TraceMetrics?
    /// Whether the trace was recorded or read from source (then ``tree`` is the whole possible tree).
    public var origin: TraceOrigin

    /// Creates a report from computed metrics.
    public init(
        app: String?, file: String, seq: Int?, tree: TreeMetrics, trace: TraceMetrics?, origin: TraceOrigin = .live
    ) {
        self.app = app
        self.file = file
        self.seq = seq
        self.tree = tree
        self.trace = trace
        self.origin = origin
    }

    /// Measures `trace` after the event with `seq` (nil: the last), with its history up to
    /// there. A source trace is measured whole and has no history (nor events): a `seq` throws
    /// `SnapshotError.stepOfSourceTrace(_:)`. Throws `InputError` when replay fails or `seq` is unknown.
    public init(trace loaded: LoadedTrace, at seq: Int?) throws {
        let trace = loaded.trace, file = loaded.source
        if trace.origin == .source, let seq { throw SnapshotError.stepOfSourceTrace(seq) }
        let tree = try TraceReplayer(trace: loaded).tree(at: seq)
        let last = trace.events.last?.seq
        if trace.origin == .source {
            self.init(
                app: trace.app, file: file, seq: nil, tree: TreeMetrics(trace: trace, tree: tree), trace: nil,
                origin: .source)
        } else {
            self.init(
                app: trace.app, file: file, seq: seq ?? last, tree: TreeMetrics(trace: trace, tree: tree),
                trace: try TraceMetrics(trace: loaded, through: seq))
        }
    }

    /// How many items of a list the text and Markdown forms show before "+k more".
    static let listLimit = 5

    /// The report in `format`, ending with a newline.
    public func rendered(as format: ReportFormat) throws -> String {
        switch format {
        case .text: text
        case .json: try json
        case .markdown: markdown
        }
    }

    /// The Codable structure as `StableJSON` writes it (keys sorted, indented, a final newline).
    package var json: String {
        get throws { try StableJSON.text(self) }
    }

    /// An aligned table of labels and values (one column for every section), one section for the tree
    /// and one for the trace.
    package var text: String {
        var out = ""
        let sections = sections
        let width = sections.flatMap(\.rows).map(\.label.count).max() ?? 0
        for section in sections {
            out += TerminalText.line(section.title) + "\n"
            for row in section.rows {
                out +=
                    "  " + row.label + String(repeating: " ", count: width - row.label.count + 2)
                    + TerminalText.line(row.value) + "\n"
            }
        }
        return out
    }

    /// A two-column Markdown table per section under a heading; titles and values escaped as Markdown text.
    package var markdown: String {
        var out = ""
        for (number, section) in sections.enumerated() {
            if number > 0 { out += "\n" }
            out +=
                "#### \(MarkdownText.escape(section.title))\n\n"
                + MarkdownTable(["metric", "value"], rows: section.rows.map { [$0.label, $0.value] }).text
        }
        return out
    }

    /// A titled list of label/value rows: what both the text and the Markdown forms show.
    struct Section: Sendable, Equatable {
        /// The section's heading.
        var title: String
        /// Its rows, in order.
        var rows: [(label: String, value: String)]

        static func == (lhs: Section, rhs: Section) -> Bool {
            lhs.title == rhs.title && lhs.rows.elementsEqual(rhs.rows) { $0.label == $1.label && $0.value == $1.value }
        }
    }

    /// The rows of the text and Markdown forms.
    var sections: [Section] {
        let name = app ?? file
        let size = tree.size, depth = tree.depth, routing = tree.routing, deps = tree.dependencies
        let graph = tree.graph, words = tree.wording
        // A scan counts RIB types, each once, and measures depth along the shortest path to each.
        let measured = depth.measure.map { " (\($0.rawValue))" } ?? ""
        var rows: [(label: String, value: String)] = [
            (words.ribs, "\(size.ribs) (\(size.viewful) viewful, \(size.viewless) viewless)")
        ]
        if let graph {
            rows += [
                ("routes", "\(graph.routes)"),
                ("shared RIB types", Self.counted(graph.shared.map { "\($0.rib) (\($0.parents) parents)" })),
                ("unreachable RIB types", Self.counted(graph.unreachable)),
                ("RIB types on cycles", Self.counted(graph.onCycles)),
            ]
        }
        rows.append(("max depth\(measured)", "\(depth.maximum)"))
        if let screens = depth.maximumNavigation { rows.append(("navigation depth (screens)", "\(screens)")) }
        rows += [
            ("mean leaf depth\(measured)", Self.decimal(depth.meanLeafDepth)),
            (
                "\(words.ribs) per level\(measured)",
                Self.list(depth.perLevel.map(String.init), limit: 12, separator: " ")
            ),
            ("longest viewless chain", "\(depth.longestViewlessChain)"),
            (words.fanOut, "max \(tree.fanOut.maximum), mean \(Self.decimal(tree.fanOut.mean))"),
            (
                "decision points",
                Self.counted(
                    routing.decisionPoints.map {
                        "\($0.rib) (depth \($0.depth), \($0.routes.count) routes)"
                    })
            ),
        ]
        if let composed = routing.composedScreens {
            let described = composed.map { "\($0.rib) (\($0.parts.count) part\($0.parts.count == 1 ? "" : "s"))" }
            rows.append(("screens composed of parts", Self.counted(described)))
        }
        rows += [
            ("wrappers", Self.counted(routing.wrappers)),
            ("navigations", Self.counted(routing.navigations)),
        ]
        rows.append(("tunnels", tunnelsLine))
        rows.append(("static from dynamic", Self.counted(deps.staticFromDynamic)))
        rows.append(
            (
                "top provider",
                deps.topProvider.map {
                    "\($0.component) (\($0.properties) \($0.properties == 1 ? "property" : "properties"))"
                } ?? "none"
            ))
        var sections = [Section(title: "\(name): \(TraceCaption.measured(seq: seq, origin: origin))", rows: rows)]
        if let trace { sections.append(Self.historySection(trace, name: name)) }
        return sections
    }

    /// The tunnels line: how many, the longest with its consumer, property and provider, and the mean.
    private var tunnelsLine: String {
        let deps = tree.dependencies
        let unknown = deps.unknownTunnels > 0 ? ", \(deps.unknownTunnels) of unknown length" : ""
        guard let longest = deps.tunnels.first(where: { $0.length == deps.maximumTunnel }), deps.maximumTunnel > 0
        else { return "\(deps.tunnels.count), longest 0\(unknown)" }
        // Which route makes it longest matters only for a RIB type several parents attach.
        let shared = tree.graph?.shared.contains { $0.rib == longest.consumer } == true
        let via = shared ? longest.parent.map { " under \($0)" } ?? "" : ""
        return "\(deps.tunnels.count), longest \(deps.maximumTunnel) (\(longest.consumer).\(longest.property) "
            + "from \(longest.providedBy)\(via)), mean \(Self.decimal(deps.meanTunnel))\(unknown)"
    }

    /// The section on the trace's history up to the event measured: depth ever, churn, leaks.
    private static func historySection(_ trace: TraceMetrics, name: String) -> Section {
        let moving = trace.churn.filter { $0.attaches > 1 || $0.detaches > 0 }
            .sorted { ($0.attaches + $0.detaches) > ($1.attaches + $1.detaches) }
        return Section(
            title: "\(name): the trace, \(trace.events) events",
            rows: [
                ("max depth ever", "\(trace.maximumDepth)" + (trace.deepestSeq.map { " (first at seq \($0))" } ?? "")),
                ("never attached", counted(trace.neverAttached)),
                ("ever attached", "\(trace.churn.count)"),
                ("churn (attach/detach)", counted(moving.map { "\($0.rib) \($0.attaches)/\($0.detaches)" })),
                ("suspected leaks", counted(trace.suspectedLeaks)),
            ])
    }

    /// "none", or "3: a, b, c", abbreviated after ``listLimit`` items.
    private static func counted(_ items: [String]) -> String {
        items.isEmpty ? "none" : "\(items.count): " + list(items, limit: listLimit, separator: ", ")
    }

    /// The first `limit` items joined, then "… +k more".
    private static func list(_ items: [String], limit: Int, separator: String) -> String {
        let shown = items.prefix(limit).joined(separator: separator)
        return items.count > limit ? shown + "\(separator)… +\(items.count - limit) more" : shown
    }

    /// Two decimals, without Foundation's locale.
    private static func decimal(_ value: Double) -> String { DecimalText.fixed(value, decimals: 2) }
}
