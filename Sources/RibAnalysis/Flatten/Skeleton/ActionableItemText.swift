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
            if let body = bodies[requirement.name].flatMap(rewritten) {
                out += "        // As \(interactor) did, with this RIB's route.\n        \(body)\n    }\n"
                continue
            }
            let call = bodies[requirement.name].flatMap(Self.firstRouterCall).map { " with its router's \($0)" } ?? ""
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

    /// The first call on the router in `body`, as written without the router (`attachMOITAttendance(id: id)`).
    private static func firstRouterCall(in body: String) -> String? {
        guard let match = body.firstMatch(of: routerCall),
            let close = closingParenthesis(in: Substring(body), after: match.range.upperBound)
        else { return nil }
        return String(match.output.1) + body[body.index(before: match.range.upperBound)...close]
    }

    /// A call on the router, up to its opening parenthesis; the name called is its capture.
    private static var routerCall: Regex<(Substring, Substring)> {
        #/(?:self\.)?router[?!]?\.([A-Za-z_][A-Za-z0-9_]*)\(/#
    }

    /// `body` with each call on the router (`self.router?.attachMOITDetail(id: id)`) made the route of this RIB
    /// that does the same (`router?.routeToMOITDetail(id: id)`); nil when one has none.
    private func rewritten(_ body: String) -> String? {
        var out = ""
        var rest = Substring(body)
        while let match = rest.firstMatch(of: Self.routerCall) {
            guard let close = Self.closingParenthesis(in: rest, after: match.range.upperBound),
                let route = TodaysAnswer.route(
                    for: String(match.output.1) + rest[rest.index(before: match.range.upperBound)...close], in: rib)
            else { return nil }
            out += rest[..<match.range.lowerBound] + route
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The index of the `)` closing the parenthesis opened just before `start`.
    private static func closingParenthesis(in text: Substring, after start: String.Index) -> String.Index? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}
