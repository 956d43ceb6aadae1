import Foundation
import RibTrace

/// What the RIBs that attached a child before flatten did when it reported a listener method, read from their
/// interactors, as the proposed RIB can do it: each call their routers made is made the proposed RIB's (a call that
/// takes a child off, `detachProfile()`, takes that child off while it is on top, `router?.detach("Profile")`; one
/// that attaches a child of the proposed RIB routes to it, `router?.routeToProfile(userId: id)`), and nothing is
/// done where they did nothing. Repeated when every one of them answered alike, with router calls alone
/// (MOIT-iOS's `showMOITDetailButtonDidTap(moitID:)` closes the code screen, then opens the meeting). Anything else
/// (business logic, a call on a child the proposed RIB does not attach, different answers) is the team's, as a
/// `#warning` says.
struct TodaysAnswer {
    /// The interactor's statements (empty where its answer was to do nothing), and whose answer it repeats.
    let statement: String
    let from: [String]

    /// The answer to `method` of `child` of `rib`, given each interactor's methods in `sources`; nil when it cannot
    /// be repeated as it was.
    init?(to method: String, of child: SkeletonRIB.Child, in rib: SkeletonRIB, sources: SkeletonSources) {
        let answers = child.formerParents.map { parent -> String? in
            guard let body = sources.routingBodies[parent]?[method],
                let rewritten = Self.rewritten(body, in: rib, reporting: child, by: parent, sources: sources),
                rewritten.helpers.isEmpty
            else { return nil }
            // Router calls alone: other statements may use the state of the interactor that made them.
            let lines = rewritten.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return lines.allSatisfy { $0.hasPrefix("router?.") } ? lines.joined(separator: "\n        ") : nil
        }
        guard let first = answers.first, let statement = first, answers.allSatisfy({ $0 == statement }) else {
            return nil
        }
        from = child.formerParents
        self.statement = statement
    }

    /// `body` of `interactor` with each call on the router (`self.router?.attachMOITDetail(id: id)`) made the
    /// proposed RIB's (`router?.routeToMOITDetail(moitID: id)`, `route(for:in:builds:)`; a call that takes a child
    /// off, the child its name names, else `reporting`, taken off while on top), and the declarations of the
    /// router's helpers those calls now make (`RouterBuild.helpers`); nil when one has none.
    static func rewritten(
        _ body: String, in rib: SkeletonRIB, reporting: SkeletonRIB.Child?, by interactor: String,
        sources: SkeletonSources
    ) -> (text: String, helpers: [String])? {
        let builds = rib.routers[interactor].flatMap { sources.routerBuilds[$0] } ?? [:]
        var out = ""
        var helpers: [String] = []
        var rest = Substring(body)
        while let match = rest.firstMatch(of: routerCall) {
            guard let close = closingParenthesis(in: rest, after: match.range.upperBound) else { return nil }
            let call = String(match.output.1) + rest[rest.index(before: match.range.upperBound)...close]
            guard
                let made = takenOff(call, in: rib, reporting: reporting).map({ (call: $0, helpers: [String]()) })
                    ?? route(for: call, in: rib, builds: builds)
            else { return nil }
            helpers += made.helpers.filter { !helpers.contains($0) }
            out += rest[..<match.range.lowerBound] + made.call
            rest = rest[rest.index(after: close)...]
        }
        return (out + rest, helpers)
    }

    /// The first call on the router in `body`, as written without the router (`attachMOITAttendance(id: id)`).
    static func firstRouterCall(in body: String) -> String? {
        guard let match = body.firstMatch(of: routerCall),
            let close = closingParenthesis(in: Substring(body), after: match.range.upperBound)
        else { return nil }
        return String(match.output.1) + body[body.index(before: match.range.upperBound)...close]
    }

    /// A call on the router, up to its opening parenthesis; the name called is its capture.
    private static var routerCall: Regex<(Substring, Substring)> {
        #/(?:self\??\.)?router[?!]?\.([A-Za-z_][A-Za-z0-9_]*)\(/#
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

    /// `router?.detach("Profile")` for a call that takes a child off (`detachProfile()`): the child of the proposed
    /// RIB its name names (the longest stem first), else `reporting`; nil for any other call.
    private static func takenOff(_ call: String, in rib: SkeletonRIB, reporting: SkeletonRIB.Child?) -> String? {
        guard takesOff(call) else { return nil }
        let callee = call.prefix { $0 != "(" }
        let named = rib.children.map(\.stem).sorted { $0.count > $1.count }.first { callee.contains($0) }
        return (named ?? reporting?.stem).map { "router?.detach(\"\($0)\")" }
    }

    /// The proposed RIB's route that does what a router call of the app did (`attachStoryDetail(storyId: id)`):
    /// `router?.routeToStoryDetail(storyId: id)`, for the child whose stem the callee names (the longest stem
    /// first: `attachStoryDetail` is StoryDetail's, not Story's) when a route of it takes the same labels; nil
    /// otherwise. Where no route takes the call's labels, one with as many arguments takes its values in order under
    /// its own labels: the app's router functions name their parameters as they like (MOIT-iOS's
    /// `attachMOITDetail(id: id)` builds MOITDetail with `moitID: id`, VideoMerger's `openPreviewImage(asset)` builds
    /// PreviewImage with `asset: asset`). Where neither fits, the router function's own build (`builds`, by function
    /// name) says which child it builds and with what: MOIT-iOS's `attachMOITAttendance(id: id)` is
    /// `router?.routeToMOITWeb(domain: .frontend, path: .attendance(id: id, keyboardHeight: self.getKeyboardHeight()))`,
    /// which needs the router's helpers the build calls.
    private static func route(
        for call: String, in rib: SkeletonRIB, builds: [String: RouterBuild]
    ) -> (call: String, helpers: [String])? {
        guard let open = call.firstIndex(of: "(") else { return nil }
        let callee = call[..<open]
        let arguments = ListenerRequirement.topLevelParts(of: String(call[call.index(after: open)...].dropLast()))
            .filter { !$0.isEmpty }
        let parts = arguments.map(labelled)
        let byStem = rib.children.indices.sorted { rib.children[$0].stem.count > rib.children[$1].stem.count }
        if let target = byStem.first(where: { callee.contains(rib.children[$0].stem) }) {
            let routes = rib.routeArguments(of: target).map(SkeletonText.labels)
            let stem = rib.children[target].stem
            if routes.contains(parts.map(\.label)) {
                return ("router?.routeTo\(stem)(\(arguments.joined(separator: ", ")))", [])
            }
            if let labels = routes.first(where: { $0.count == parts.count }) {
                let values = zip(labels, parts).map { "\($0): \($1.value)" }
                return ("router?.routeTo\(stem)(" + values.joined(separator: ", ") + ")", [])
            }
        }
        guard let build = builds[String(callee)], build.parameters.count == parts.count else { return nil }
        let builder = build.builder.split(separator: ".").last.map { $0.lowercased() } ?? ""
        guard let target = byStem.first(where: { builder.hasPrefix(rib.children[$0].stem.lowercased()) }),
            rib.routeArguments(of: target).map(SkeletonText.labels).contains(build.arguments.map { labelled($0).label })
        else { return nil }
        let values = Dictionary(zip(build.parameters, parts.map(\.value)), uniquingKeysWith: { first, _ in first })
        let made = build.arguments.map { substituting(values, in: $0) }
        return ("router?.routeTo\(rib.children[target].stem)(\(made.joined(separator: ", ")))", build.helpers)
    }

    /// `expression` with each name in `values` that stands alone (not a member after `.`, not a label before `:`)
    /// replaced by its value: the router function's parameters by what the call handed it.
    private static func substituting(_ values: [String: String], in expression: String) -> String {
        var out = ""
        var rest = Substring(expression)
        while let start = rest.firstIndex(where: { $0.isLetter || $0 == "_" }) {
            let name = rest[start...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            let before = start == rest.startIndex ? out.last : rest[rest.index(before: start)]
            let after = rest[name.endIndex...].first
            let standsAlone = before.map { $0 != "." && !$0.isLetter && !$0.isNumber && $0 != "_" } ?? true
            out += rest[..<start] + (standsAlone && after != ":" ? values[String(name)] ?? String(name) : String(name))
            rest = rest[name.endIndex...]
        }
        return out + rest
    }

    /// An argument's label and value (`_` for an unlabelled one).
    private static func labelled(_ argument: String) -> (label: String, value: String) {
        let halves = argument.split(separator: ":", maxSplits: 1).map {
            String($0).trimmingCharacters(in: .whitespaces)
        }
        return halves.count == 2 ? (label: halves[0], value: halves[1]) : (label: "_", value: argument)
    }

    /// Whether a router call only takes a child off the screen (`detachProfile()`, `dismissStoryDetail()`,
    /// TheMovieDB-RIB's `cleanupView(router?.movieChildRib)`).
    private static func takesOff(_ call: String) -> Bool {
        ["detach", "dismiss", "pop", "remove", "close", "cleanup"].contains { call.hasPrefix($0) }
    }
}
