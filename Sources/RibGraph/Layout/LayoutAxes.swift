/// A layered drawing's two axes named by role, so that code written once serves both directions: "along"
/// runs from level to level (down the page top to bottom, right left to right), "across" from sibling to
/// sibling.
struct LayoutAxes: Sendable {
    /// Whether levels run down the page (top to bottom) rather than across it.
    let vertical: Bool

    /// The axes of a drawing whose levels run in `direction`; `automatic` counts as top to bottom.
    init(_ direction: LayoutDirection) {
        vertical = direction.definite == .topToBottom
    }

    func along(_ p: LayoutPoint) -> Double { vertical ? p.y : p.x }
    func across(_ p: LayoutPoint) -> Double { vertical ? p.x : p.y }
    /// A box's extent along the level axis.
    func depth(_ s: LayoutSize) -> Double { vertical ? s.height : s.width }
    /// A box's extent along the sibling axis.
    func breadth(_ s: LayoutSize) -> Double { vertical ? s.width : s.height }
    func point(along a: Double, across c: Double) -> LayoutPoint {
        vertical ? LayoutPoint(x: c, y: a) : LayoutPoint(x: a, y: c)
    }

    /// The box of `size` centred at `center`, in this axes' terms.
    func rect(center: LayoutPoint, size: LayoutSize) -> AxisRect {
        let a = along(center), c = across(center), d = depth(size) / 2, b = breadth(size) / 2
        return AxisRect(alongMin: a - d, alongMax: a + d, acrossMin: c - b, acrossMax: c + b)
    }
}

/// A rectangle on ``LayoutAxes``: its extent from level to level (along) and from sibling to sibling (across).
struct AxisRect: Sendable, Equatable {
    var alongMin: Double
    var alongMax: Double
    var acrossMin: Double
    var acrossMax: Double

    var acrossCenter: Double { (acrossMin + acrossMax) / 2 }
    var breadth: Double { acrossMax - acrossMin }
}
