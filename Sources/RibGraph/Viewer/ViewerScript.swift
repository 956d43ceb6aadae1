/// The viewer page's script: replays the embedded event rows, pans and zooms the SVG (``PanZoomScript``),
/// searches and selects RIBs, and mirrors its state into `#status`'s `data-` attributes and the URL's hash.
///
/// `RibViewer` holds the logic as pure functions (the replay with its checkpoints, captions, search, the
/// event list's window of rows); it runs without a DOM, in `node`, so tests can check it against Swift's replay.
enum ViewerScript {
    /// The script (Viewer/ViewerScript.js); defines `RibViewer`. It saves the replay's state every 2048
    /// events (`EVERY`), so showing any event replays at most that many rows.
    static let javaScript = EmbeddedScript.text(PackageResources.ViewerScript_js)
}
