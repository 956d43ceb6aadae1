/// `index.html` of a frames directory: one frame at a time, with previous/next buttons, arrow keys, a
/// slider and the list of events, panned and zoomed as the HTML viewer is (``PanZoomScript``: wheel, drag,
/// `+` `−` `Fit`, kept in the hash: `index.html#3&z=0.500&x=120&y=0`). Self-contained: no network
/// requests, works from `file://`.
struct FramesIndexPage: Sendable {
    /// One frame: its file, its event's seq and what the event did.
    struct Entry: Sendable, Equatable {
        var file: String
        var seq: Int
        var caption: String
    }

    let title: String
    let entries: [Entry]

    /// A page titled `title` over `entries`, in event order.
    init(title: String, entries: [Entry]) {
        self.title = title
        self.entries = entries
    }

    /// The page's own script (Frames/FramesIndexScript.js): steps through the frames and keeps the view in the hash.
    private static let script = EmbeddedScript.text(PackageResources.FramesIndexScript_js)

    /// The page's style: the frame beside the list of its events.
    private static let style = """
        body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; display: flex; height: 100vh; color: #0f172a; }
        main { flex: 1; display: flex; flex-direction: column; min-width: 0; }
        header { display: flex; gap: 8px; align-items: center; padding: 8px 12px; border-bottom: 1px solid #e2e8f0; }
        header input[type=range] { flex: 1; }
        #caption { padding: 6px 12px; font-weight: 600; }
        \(PanZoomScript.css)
        #stage { flex: 1; border-top: 1px solid #e2e8f0; }
        #stage img { position: absolute; left: 0; top: 0; transform-origin: 0 0; max-width: none; user-select: none; -webkit-user-drag: none; }
        nav { width: 300px; overflow: auto; border-left: 1px solid #e2e8f0; }
        nav ol { list-style: none; margin: 0; padding: 0; }
        nav a { display: flex; gap: 4px; padding: 4px 10px; color: inherit; text-decoration: none; border-bottom: 1px solid #f1f5f9; }
        nav a.current { background: #dbeafe; font-weight: 600; }
        .seq { flex: none; min-width: 2.5em; color: #64748b; font-variant-numeric: tabular-nums; }
        """

    /// The page.
    var html: String {
        let data =
            "["
            + entries.map { entry in
                "{\"file\":\(WebEscaping.jsonString(entry.file)),\"seq\":\(entry.seq),\"caption\":\(WebEscaping.jsonString(entry.caption))}"
            }.joined(separator: ",\n") + "]"
        let items = entries.enumerated().map { index, entry in
            "<li><a href=\"#\(index + 1)\" data-frame=\"\(index)\"><span class=\"seq\">\(entry.seq)</span> "
                + "\(WebEscaping.html(entry.caption))</a></li>"
        }.joined(separator: "\n")
        let first =
            entries.first.map { "<img id=\"frame\" src=\"\(WebEscaping.html($0.file))\" alt=\"\">" }
            ?? "<p>No events.</p>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(WebEscaping.html(title)) — frames</title>
            <style>
            \(Self.style)
            </style>
            </head>
            <body>
            <main>
            <header>
            <button id="prev" type="button" title="Previous event (←)">◀ Prev</button>
            <button id="next" type="button" title="Next event (→)">Next ▶</button>
            <input id="slider" type="range" min="0" max="\(max(entries.count - 1, 0))" value="0" aria-label="event">
            <span id="position"></span>
            <button id="zoom-in" type="button" title="Zoom in (+)">+</button>
            <button id="zoom-out" type="button" title="Zoom out (−)">−</button>
            <button id="zoom-fit" type="button" title="Fit: the whole frame, or as much as stays legible (0)">Fit</button>
            </header>
            <div id="caption"></div>
            <div id="stage" class="pan-zoom">\(first)</div>
            </main>
            <nav><ol id="events">
            \(items)
            </ol></nav>
            <script type="application/json" id="frames">\(data)</script>
            <script>
            \(PanZoomScript.javaScript)
            \(Self.script)
            </script>
            </body>
            </html>

            """
    }
}
