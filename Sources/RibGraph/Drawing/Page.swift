/// One picture as ribgraph composes it before Graphviz draws it: a title, then scenes and panels (a legend,
/// captions, metrics tables) in drawing order, each placed on the page. Snapshots, frames, comparisons and
/// diffs each build one; ``SceneRenderer`` is the one code that draws it through Graphviz.
struct Page {
    /// One thing on the page, drawn in the order of ``items``.
    enum Item {
        /// `scene` at `layout`'s positions moved onto the page by `placement`, or ranked by Graphviz's dot
        /// without a layout; `keyPrefix` and `idPrefix` keep two scenes of one page apart.
        case scene(Scene, layout: SceneLayout?, placement: PagePlacement?, keyPrefix: String, idPrefix: String)
        /// A borderless node that shows `html`, centred at `center` when placed.
        case panel(key: String, id: String, html: String, center: LayoutPoint?, placement: PagePlacement?)

        /// The legend: `html` of the estimated `size` at the bottom left, in the band of `size.height + 16`
        /// points a pinned page keeps free under its drawing; where dot ranks the graph, wherever dot puts it.
        static func legend(_ html: String, size: LayoutSize, pinned: Bool) -> Item {
            .panel(
                key: "legend", id: "legend", html: html,
                center: pinned ? LayoutPoint(x: 12 + size.width / 2, y: 0) : nil,
                placement: pinned
                    ? PagePlacement(origin: LayoutPoint(x: 0, y: 0), pageHeight: size.height / 2 + 4) : nil)
        }
    }

    /// The graph's name, as DOT output shows it.
    var name: String
    var title: String
    var direction: LayoutDirection
    /// Whether every position is ribgraph's own (drawn with `nop2`) rather than ranked by Graphviz's dot.
    var isPinned: Bool
    var items: [Item] = []
}
