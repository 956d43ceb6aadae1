import Foundation
import RibTrace

/// One way a parent builds a proposed RIB: a build method for one RIB whose place it takes (a head), with that
/// head's build arguments. A proposed RIB that takes the place of several heads (a drill-down of reused
/// screens) has one per head, named after it (`buildStoryDetail`, `buildUserProfile`: seed 000's Builder with
/// several build methods), and one per build overload of a head; a proposed RIB of one head with one build has
/// one, `build`. Each takes the head's listener, which the parents already implement.
package struct EntryPoint: Sendable, Equatable, Codable {
    /// The build method's name: `build`, or `build` and the head's stem.
    package var name: String
    /// The head it shows first.
    package var head: String
    /// What it takes besides the listener, `name: Type`: a wrapper's view controller, then the head's build
    /// arguments, which it hands on.
    package var arguments: [String]

    /// `buildStoryDetail(viewController: ViewControllable, storyId: Int)`, as the proposal's `buildOverloads`
    /// and the plan write it.
    package var text: String { "\(name)(\(arguments.joined(separator: ", ")))" }

    /// The entry points of a proposed RIB of `role` taking the place of `heads`, in the heads' order, each
    /// head's overloads in declaration order.
    static func all(heads: [RIB], role: ProposedRole) -> [EntryPoint] {
        let own = role == .wrapper ? [ProposedNames.wrapperViewArgument] : []
        return heads.flatMap { head in
            let name = heads.count > 1 ? "build" + ProposedNames.stem(of: head) : "build"
            return builds(of: head).map { EntryPoint(name: name, head: head.id, arguments: own + $0) }
        }
    }

    /// The arguments of each of `rib`'s builds, in declaration order: its `buildOverloads`, or its one build.
    static func builds(of rib: RIB) -> [[String]] {
        rib.buildOverloads.isEmpty ? [rib.buildArguments] : rib.buildOverloads.map(parsedArguments)
    }

    /// The arguments of one of a scan's `buildOverloads`, `(name: Type, …)`.
    private static func parsedArguments(of overload: String) -> [String] {
        let inner = overload.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
        return ListenerRequirement.topLevelParts(of: String(inner)).filter { !$0.isEmpty }
    }
}
