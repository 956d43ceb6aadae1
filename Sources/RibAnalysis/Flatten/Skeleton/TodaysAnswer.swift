import Foundation

/// What the RIBs that attached a child before flatten did when it reported a listener method, read from their
/// interactors (`func detachUserProfile() { router?.detachProfile() }`), as the proposed RIB can do it: when
/// every one of them only took the child off the screen, it takes the child off while it is on top; when every one attached the
/// same child of the proposed RIB with the same arguments, it routes to it. Anything else (several statements,
/// business logic, different answers) is the team's, as a `#warning` says.
struct TodaysAnswer {
    /// The interactor's statement, and whose answer it repeats.
    let statement: String
    let from: [String]

    /// The answer to `method` of `child` of `rib`, given each interactor's one router call per method name
    /// (`calls`, by interactor name); nil when it cannot be repeated as it was.
    init?(to method: String, of child: SkeletonRIB.Child, in rib: SkeletonRIB, calls: [String: [String: String]]) {
        let answers = child.formerParents.compactMap { calls[$0]?[method] }
        guard !answers.isEmpty, answers.count == child.formerParents.count else { return nil }
        from = child.formerParents
        if answers.allSatisfy(Self.takesOff) {
            statement = "router?.detach(\"\(child.stem)\")"
            return
        }
        guard Set(answers).count == 1, let answer = answers.first, let open = answer.firstIndex(of: "(") else {
            return nil
        }
        let callee = answer[..<open]
        let arguments = String(answer[answer.index(after: open)...].dropLast())
        let labels = ListenerRequirement.topLevelParts(of: arguments).map {
            $0.split(separator: ":", maxSplits: 1).first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        }.filter { !$0.isEmpty }
        // The longest stem first: `attachStoryDetail` is StoryDetail's, not Story's.
        let target = rib.children.indices.sorted { rib.children[$0].stem.count > rib.children[$1].stem.count }
            .first { callee.contains(rib.children[$0].stem) }
        guard let target,
            rib.routeArguments(of: target).contains(where: { SkeletonText.labels(of: $0) == labels })
        else { return nil }
        statement = "router?.routeTo\(rib.children[target].stem)(\(arguments))"
    }

    /// Whether a router call only takes a child off the screen (`detachProfile()`, `dismissStoryDetail()`,
    /// TheMovieDB-RIB's `cleanupView(router?.movieChildRib)`).
    private static func takesOff(_ call: String) -> Bool {
        ["detach", "dismiss", "pop", "remove", "close", "cleanup"].contains { call.hasPrefix($0) }
    }
}
