import Foundation

/// The steps of the head's actionable item, which a proposed RIB that takes the head's routes over adopts (see
/// ``SkeletonRIB/actionableItem(requirements:)``): MOIT-iOS's Root and workflows reach MOITList's detail through
/// `MOITListActionableItem.routeToDetail(id:)`, which MOITListInteractor took with its router's
/// `attachMOITDetail(id:)`, a route that is the navigation's now. Each step is the head's interactor's own body,
/// its router's calls made the proposed RIB's routes; a step whose body calls its router for something this RIB
/// does not route to is left to the team with a `#warning`.
struct ActionableItemText {
    let rib: SkeletonRIB
    let sources: SkeletonSources
    let item: BuildReturn

    var text: String {
        guard let head = rib.heads.first else { return "" }
        let interactor = rib.children[head].interactor
        let bodies = sources.routingBodies[interactor] ?? [:]
        var out = "\n    // MARK: - \(item.type)\n"
        out += "    // The steps \(interactor) took with its router: the routes are this RIB's now.\n"
        var helpers: [String] = []
        for text in sources.requirements[item.type] ?? [] {
            let requirement = ListenerRequirement(text: text)
            out += "\n    \(requirement.declaration) {\n"
            let rewritten = bodies[requirement.name].flatMap {
                TodaysAnswer.rewritten($0, in: rib, reporting: nil, by: interactor, sources: sources)
            }
            if let rewritten {
                out += "        // As \(interactor) did, with this RIB's route.\n        \(rewritten.text)\n    }\n"
                helpers += rewritten.helpers.filter { !helpers.contains($0) }
                continue
            }
            let call =
                bodies[requirement.name].flatMap(TodaysAnswer.firstRouterCall).map { " with its router's \($0)" } ?? ""
            out +=
                "        #warning(\"ribgraph flatten: \(interactor) took this step of \(item.type)\(call); take it with "
            out += "this RIB's routes\")\n"
            out += requirement.placeholder(saying: "\(requirement.name) is the team's to write")
            out += "    }\n"
        }
        let router = rib.routers[interactor] ?? "its router"
        return out
            + helpers.map { helper in
                // Declared in the router's body, so its lines after the first are indented for a member already.
                "\n    // As \(router) made this value for the route.\n    " + helper + "\n"
            }.joined()
    }
}
