import RibAnalysis
import RibOutput
import RibTrace

/// A self-contained HTML page that steps through a whole trace: one SVG of every RIB ever attached, at
/// stable positions, whose script shows the tree after each event (a slider, buttons, arrow keys, the
/// event list, which holds only the rows in sight), pans and zooms (``PanZoomScript``; Fit stays legible),
/// searches RIBs by name and zooms to each match, and, for a clicked RIB, highlights the Dependency edges it
/// requires and the RIBs whose components provide them. No network requests; works from `file://`.
///
/// The URL's hash drives it too: `page.html#seq=8&select=LoggedIn&search=Off&z=1.000&x=240&y=0`. The script
/// writes what it shows into `#status`'s `data-` attributes (seq, visible RIBs, selection, highlighted
/// edges, matches, the view, the event rows in the DOM).
///
/// A source trace (`TraceOrigin.source`) is no recording: its page shows the whole possible tree, titled
/// "from source", with no slider, event list or `seq` in the hash.
public struct ViewerPage: Sendable {
    /// The most events a page holds unless a caller asks for more: a page of 1,000,000 events is about
    /// 10 MB of data, built in seconds, and paints in a browser in a few; the builder's memory stays within a
    /// few times the trace's.
    public static let defaultMaxEvents = 1_000_000

    /// The trace, and the source the page's title and messages name.
    public let loaded: LoadedTrace
    public let options: SnapshotOptions
    /// The most events the page may hold (``defaultMaxEvents`` by default).
    public let maxEvents: Int

    /// A page for `trace`; `options` gives the first event shown (`seq`), the direction and
    /// the dependency detail. Focus and depth do not apply. A trace of more than `maxEvents` events is refused.
    public init(trace: LoadedTrace, options: SnapshotOptions, maxEvents: Int = defaultMaxEvents) {
        loaded = trace
        self.options = options
        self.maxEvents = maxEvents
    }

    /// The page's bytes (UTF-8). Throws ``ViewerError`` when the trace has more than ``maxEvents`` events,
    /// `InputError` when it does not replay or `seq` is unknown, ``GraphvizError`` when drawing fails.
    /// Replays the trace once (to validate it): the page's script replays the events itself.
    public func render() throws -> [UInt8] {
        let trace = loaded.trace
        guard trace.events.count <= maxEvents else {
            throw ViewerError.tooManyEvents(file: loaded.source, count: trace.events.count, limit: maxEvents)
        }
        let replayer = TraceReplayer(trace: loaded)
        try replayer.validate()
        let fromSource = trace.origin == .source
        let chosen = try options.seq.map(replayer.eventIndex(ofSeq:))
        var options = options
        options.layout = .tree
        let title = TraceCaption(trace: loaded).pageTitle
        let stable = try StableLayout(
            trace: loaded, history: AttachHistory(trace: loaded), options: options, title: title, reservingBadges: false
        )
        let svg = try SceneRenderer().render(
            stable.scene, layout: stable.layout, direction: options.direction,
            legend: options.legend, format: .svg)
        let initial = fromSource ? trace.events.count - 1 : chosen ?? (trace.events.count - 1)
        let model = ViewerModel(loaded: loaded, scene: stable.scene, initialEvent: max(initial, 0))
        return Array(page(title: title, svg: Self.inlineSVG(svg.bytes), data: model.json, history: !fromSource).utf8)
    }

    /// Graphviz's SVG document as an element to inline: from `<svg`, without comments (they repeat names).
    /// Works on the bytes: Foundation's `range(of:)` on a substring measures it from the string's start
    /// every time, which made a picture with thousands of comments take most of a minute.
    static func inlineSVG(_ bytes: [UInt8]) -> String {
        var index = firstIndex(of: "<svg", in: bytes, from: 0) ?? 0
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count - index)
        while let open = firstIndex(of: "<!--", in: bytes, from: index) {
            out += bytes[index..<open]
            guard let close = firstIndex(of: "-->", in: bytes, from: open + 4) else {
                index = bytes.count
                break
            }
            index = close + 3
        }
        out += bytes[index...]
        return String(decoding: out, as: UTF8.self)
    }

    /// Where `marker` (ASCII) first starts in `bytes` at or after `start`.
    private static func firstIndex(of marker: String, in bytes: [UInt8], from start: Int) -> Int? {
        let marker = Array(marker.utf8)
        guard bytes.count >= marker.count else { return nil }
        var index = start
        while index <= bytes.count - marker.count {
            if bytes[index] == marker[0] && bytes[index..<index + marker.count].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }

    /// The page; without `history` (a source trace) the event controls and list are left hidden.
    private func page(title: String, svg: String, data: String, history: Bool) -> String {
        let trace = loaded.trace
        let hidden = history ? "" : " hidden"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(WebEscaping.html(title)) — ribgraph</title>
            <style>
            \(PanZoomScript.css)
            \(ViewerStyle.css)
            </style>
            </head>
            <body>
            <header>
            <h1>\(WebEscaping.html(title))</h1>
            <button id="prev" type="button" title="Previous event (←)"\(hidden)>◀</button>
            <input id="slider" type="range" min="0" max="\(max(trace.events.count - 1, 0))" value="0" aria-label="event"\(hidden)>
            <button id="next" type="button" title="Next event (→)"\(hidden)>▶</button>
            <input id="search" type="search" placeholder="Search RIBs…" aria-label="search RIBs by name">
            <button id="search-prev" type="button" title="Previous match (Shift-Enter)">‹</button>
            <button id="search-next" type="button" title="Next match (Enter)">›</button>
            <button id="zoom-in" type="button" title="Zoom in (+)">+</button>
            <button id="zoom-out" type="button" title="Zoom out (−)">−</button>
            <button id="zoom-fit" type="button" title="Fit: the whole tree, or as much as stays legible (0)">Fit</button>
            <button id="zoom-selection" type="button" title="Zoom to the selected RIB (z)">Selected</button>
            </header>
            <div id="status" role="status"></div>
            <div id="canvas" class="pan-zoom">
            \(svg)
            </div>
            <aside>
            <section id="selection">
            <h2>Selected RIB</h2>
            <div id="details"><p class="hint">Click a RIB to see the Dependency edges it requires and who provides them.</p></div>
            </section>
            <h2\(hidden)>Events</h2>
            <div id="event-scroll"\(hidden)><div id="event-spacer"><ol id="events"\(hidden)></ol></div></div>
            </aside>
            <script type="application/json" id="ribgraph-data">\(data)</script>
            <script>
            \(PanZoomScript.javaScript)
            \(ViewerScript.javaScript)
            </script>
            </body>
            </html>

            """
    }
}
