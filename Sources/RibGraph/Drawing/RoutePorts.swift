/// Where on its boxes' sides each edge of a scene leaves and enters, so that two edges of different parents
/// and children never share a point there and run on together: edges leave a box by the side where others
/// enter it only when they go against the levels (up, or to a box of the same level), and enter by the side
/// where others leave it likewise; those ends stand apart from the rest.
///
/// - With the levels (leaving by the side facing the next level, entering by the side facing the one before):
///   routes in the middle, where one parent's routes share a stem and a child's parents meet at its port;
///   dependency edges ``beside`` the middle, on the side the other end lies on.
/// - Leaving against them: ``leavingAgainst`` the middle, between the routes and the dependency edges that
///   enter there, and short of the labels in front of the box, which start past ``beside``.
/// - Entering against them: ``enteringAgainst`` the middle, past the dependency edges that leave there.
struct RoutePorts {
    let rects: [AxisRect]
    /// Knows each box's level.
    let probe: EdgeRouter

    /// Of a box's breadth, how far off the middle a dependency edge with the levels ends.
    static let beside = 0.25
    /// Of a box's breadth, how far off the middle an edge leaving against the levels starts: an eighth of the
    /// box (9 points at the least, for a 72-point box) from the middle and from ``beside``.
    static let leavingAgainst = 0.125
    /// Of a box's breadth, how far off the middle an edge entering against the levels ends.
    static let enteringAgainst = 0.375

    /// How far off the middle, in breadths, an edge entering by `side` ends at its head.
    static func offset(entering side: EdgeRouter.Side) -> Double { side == .after ? enteringAgainst : beside }

    /// Where across the edge from `box` to `head` leaves `box`: with the levels, a route (`side` nil) in the
    /// middle and a dependency edge beside it on `side`; against them, ``leavingAgainst`` the middle.
    func tail(of box: Int, toward head: Int, side: Double?) -> Double {
        let rect = rects[box]
        let offset = probe.leavesBefore(from: box, to: head) ? Self.leavingAgainst : (side ?? 0) * Self.beside
        return rect.acrossCenter + offset * rect.breadth
    }
}
