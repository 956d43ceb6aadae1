import Foundation

/// What the RIBs that attached a child before flatten did when it reported a listener method, read from their
/// interactors (`func detachUserProfile() { router?.detachProfile() }`), as the proposed RIB can do it: when
/// every one of them only took the child off the screen, it takes the child off while it is on top; when every one attached the
/// same child of the proposed RIB with the same arguments, it routes to it. Anything else (several statements,
/// business logic, different answers) is the team's, as a `#warning` says.
struct TodaysAnswer {
    /// The interactor's statement (empty where its answer was to do nothing), and whose answer it repeats.
    let statement: String
    let from: [String]

    /// The answer to `method` of `child` of `rib`, given each interactor's one router call per method name
    /// (`calls`, by interactor name); nil when it cannot be repeated as it was.
    init?(to method: String, of child: SkeletonRIB.Child, in rib: SkeletonRIB, calls: [String: [String: String]]) {
        let answers = child.formerParents.compactMap { calls[$0]?[method] }
        guard !answers.isEmpty, answers.count == child.formerParents.count else { return nil }
        from = child.formerParents
        if answers.allSatisfy(\.isEmpty) {
            statement = ""
            return
        }
        if answers.allSatisfy(Self.takesOff) {
            statement = "router?.detach(\"\(child.stem)\")"
            return
        }
        guard Set(answers).count == 1, let answer = answers.first, let route = Self.route(for: answer, in: rib) else {
            return nil
        }
        statement = route
    }

    /// The proposed RIB's route that does what a router call of the app did (`attachStoryDetail(storyId: id)`):
    /// `router?.routeToStoryDetail(storyId: id)`, for the child whose stem the callee names (the longest stem
    /// first: `attachStoryDetail` is StoryDetail's, not Story's) when a route of it takes the same labels; nil
    /// otherwise. Where no route takes the call's labels, one with as many arguments takes its values in order under
    /// its own labels: the app's router functions name their parameters as they like (MOIT-iOS's
    /// `attachMOITDetail(id: id)` builds MOITDetail with `moitID: id`, VideoMerger's `openPreviewImage(asset)` builds
    /// PreviewImage with `asset: asset`).
    static func route(for call: String, in rib: SkeletonRIB) -> String? {
        guard let open = call.firstIndex(of: "(") else { return nil }
        let callee = call[..<open]
        let arguments = ListenerRequirement.topLevelParts(of: String(call[call.index(after: open)...].dropLast()))
            .filter { !$0.isEmpty }
        let parts = arguments.map { argument in
            let halves = argument.split(separator: ":", maxSplits: 1).map {
                String($0).trimmingCharacters(in: .whitespaces)
            }
            return halves.count == 2 ? (label: halves[0], value: halves[1]) : (label: "_", value: argument)
        }
        let target = rib.children.indices.sorted { rib.children[$0].stem.count > rib.children[$1].stem.count }
            .first { callee.contains(rib.children[$0].stem) }
        guard let target else { return nil }
        let routes = rib.routeArguments(of: target).map(SkeletonText.labels)
        let stem = rib.children[target].stem
        if routes.contains(parts.map(\.label)) {
            return "router?.routeTo\(stem)(\(arguments.joined(separator: ", ")))"
        }
        guard let labels = routes.first(where: { $0.count == parts.count }) else { return nil }
        return "router?.routeTo\(stem)(" + zip(labels, parts).map { "\($0): \($1.value)" }.joined(separator: ", ") + ")"
    }

    /// Whether a router call only takes a child off the screen (`detachProfile()`, `dismissStoryDetail()`,
    /// TheMovieDB-RIB's `cleanupView(router?.movieChildRib)`).
    private static func takesOff(_ call: String) -> Bool {
        ["detach", "dismiss", "pop", "remove", "close", "cleanup"].contains { call.hasPrefix($0) }
    }
}
