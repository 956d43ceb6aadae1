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
        for text in sources.requirements[item.type] ?? [] {
            let requirement = ListenerRequirement(text: text)
            out += "\n    \(requirement.declaration) {\n"
            let body = bodies[requirement.name].flatMap { TodaysAnswer.rewritten($0, in: rib, reporting: nil) }
            if let body {
                out += "        // As \(interactor) did, with this RIB's route.\n        \(body)\n    }\n"
                continue
            }
            let call =
                bodies[requirement.name].flatMap(TodaysAnswer.firstRouterCall).map { " with its router's \($0)" } ?? ""
            out +=
                "        #warning(\"ribgraph flatten: \(interactor) took this step of \(item.type)\(call); take it with "
            out += "this RIB's routes\")\n"
            if requirement.returnsValue || requirement.isProperty {
                out += "        fatalError(\"ribgraph flatten: \(requirement.name) is the team's to write\")\n"
            }
            out += "    }\n"
        }
        return out
    }
}
