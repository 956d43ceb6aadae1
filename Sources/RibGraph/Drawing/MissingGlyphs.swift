import RibAnalysis
import RibOutput

/// The text of a page that no installed font can draw, for the formats that draw glyphs (PNG, PDF): one
/// warning for each RIB or adapter whose box or incoming dependency edge shows a character no font has,
/// naming it and the characters, and one for the title when it has others (the title names RIBs too: "attach
/// X under Y", whose characters X's warning already names).
enum MissingGlyphs {
    /// The warnings for `page` drawn with `fonts`: each scene's nodes in order, then the title.
    static func warnings(on page: Page, fonts: FontCoverage = .installed) -> [OutputWarning] {
        var warnings: [OutputWarning] = []
        var named = Set<Unicode.Scalar>()
        for case .scene(let scene, _, _, _, _) in page.items {
            var missing = scene.nodes.map { node in
                fonts.missing(
                    in: [node.title, node.subtitle, node.badge].compactMap { $0 }.map(VisibleText.escape).joined())
            }
            // A dependency edge's label names the consumer's Dependency and its properties: the consumer owns it.
            for link in scene.dependencies {
                let label = fonts.missing(in: ([link.dependency] + link.properties).map(VisibleText.escape).joined())
                missing[link.consumer] += label.filter { !missing[link.consumer].contains($0) }
            }
            for (node, characters) in zip(scene.nodes, missing) where !characters.isEmpty {
                warnings.append(.missingGlyphs(owner: owner(node), characters: characters))
                named.formUnion(characters)
            }
        }
        let title = fonts.missing(in: VisibleText.escape(page.title)).filter { !named.contains($0) }
        if !title.isEmpty { warnings.append(.missingGlyphs(owner: "the title", characters: title)) }
        return warnings
    }

    /// The phrase that names `node` in a warning: `the RIB "Feed"`.
    private static func owner(_ node: Scene.Node) -> String {
        switch node.id {
        case .rib(let id): "the RIB \"\(id)\""
        case .adapter(let name, _): "the adapter \"\(name)\""
        case .collapsed(let rib): "the box of RIBs hidden below \"\(rib)\""
        }
    }
}
