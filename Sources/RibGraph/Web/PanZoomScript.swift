/// The pan and zoom both HTML pages share (the viewer's inline SVG, a frames index's image): the view's
/// arithmetic as pure functions (fit, zoom about a point, zoom to a box, the URL hash's `z`, `x`, `y`),
/// then `RibPanZoom.attach`, which wires a canvas element's wheel, drag, keys and buttons to them.
///
/// A view is `{x, y, s}`: the content point at the canvas's top-left corner and the scale (canvas pixels
/// per content unit). The script runs without a DOM too (in `node`), so its arithmetic can be tested.
enum PanZoomScript {
    /// The script (Web/PanZoomScript.js); defines `RibPanZoom`.
    static let javaScript = EmbeddedScript.text(PackageResources.PanZoomScript_js)

    /// The style both pages give the canvas: a grab cursor, grabbing while dragged.
    static let css = """
        .pan-zoom { position: relative; overflow: hidden; cursor: grab; background: white; min-height: 0; touch-action: none; }
        .pan-zoom.dragging { cursor: grabbing; }
        """
}
