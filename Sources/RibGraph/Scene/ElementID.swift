/// The SVG element ids of what a picture draws, each made by one function: the viewer's script, the tests
/// and users' stylesheets find a RIB's box and its routes by these names, so a picture and the page that
/// steps through it must spell them alike. Ids are stable across runs and frames.
enum ElementID {
    /// A RIB's box: `rib-<id>`.
    static func rib(_ id: String) -> String { "rib-" + id }

    /// An adapter's box: `adapter-<name>`.
    static func adapter(_ name: String) -> String { "adapter-" + name }

    /// The "+k more" box below the RIB with this id: `more-<id>`.
    static func collapsed(below rib: String) -> String { "more-" + rib }

    /// The route from the box with element id `parent` to the box `child`: `tree-<parent>-<child>`,
    /// whichever parent places the child.
    static func route(from parent: String, to child: String) -> String { "tree-\(parent)-\(child)" }

    /// The frame of the RIB types no launched RIB attaches (its title: the same with `-title`).
    static let unreachableGroup = "group-unreachable"

    /// A route a diff's HEAD no longer has: `former-<parent>-<child>`.
    static func formerRoute(from parent: String, to child: String) -> String { "former-\(parent)-\(child)" }
}
