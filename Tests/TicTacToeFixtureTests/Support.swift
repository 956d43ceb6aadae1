import Foundation

@testable import TicTacToeFixture

/// The router tree as `Type(child, child)`.
func treeDescription(_ router: Routing) -> String {
    let name = String(describing: type(of: router))
    if router.children.isEmpty { return name }
    return name + "(" + router.children.map(treeDescription).joined(separator: ", ") + ")"
}

/// Every router of the tree, depth first.
func allRouters(_ router: Routing) -> [Routing] {
    [router] + router.children.flatMap(allRouters)
}

/// One level of a class's mirror chain: the level's type and its stored properties' labels.
struct MirrorLevel: Equatable, CustomStringConvertible {
    let type: String
    let labels: [String]
    var description: String { "\(type): \(labels)" }
}

/// The mirror chain of `subject`, from its own class up to the root class.
func mirrorLevels(_ subject: Any) -> [MirrorLevel] {
    var levels: [MirrorLevel] = []
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        levels.append(
            MirrorLevel(
                type: String(describing: current.subjectType),
                labels: current.children.map { $0.label ?? "_" }))
        mirror = current.superclassMirror
    }
    return levels
}

/// The value stored under `label` at any level of `subject`'s mirror chain, with optionals unwrapped.
func storedValue(_ subject: Any, _ label: String) -> Any? {
    var mirror: Mirror? = Mirror(reflecting: subject)
    while let current = mirror {
        if let child = current.children.first(where: { $0.label == label }) {
            return unwrapOptional(child.value)
        }
        mirror = current.superclassMirror
    }
    return nil
}

func unwrapOptional(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first.map { unwrapOptional($0.value) } ?? nil
}

/// Runs `body` with a recorder installed and returns it.
@discardableResult
func recording(_ body: (RIBsEventRecorder) -> Void) -> RIBsEventRecorder {
    let recorder = RIBsEventRecorder()
    RIBsEventLog.$recorder.withValue(recorder) {
        body(recorder)
    }
    return recorder
}

extension TicTacToeSession {
    var root: RootRouter { launchRouter as! RootRouter }
    var loggedIn: LoggedInRouter { root.children[0] as! LoggedInRouter }
    var loggedInComponent: LoggedInComponent {
        storedValue(storedValue(loggedIn, "offGameBuilder")!, "dependency") as! LoggedInComponent
    }
}

/// A prototype of the probe's walk: from `root`, every object of this module reachable through stored
/// properties (all mirror levels; optionals, arrays, dictionaries and tuples looked through), each visited
/// once. Objects of other modules (Foundation's lock, ...) are not entered.
func reachableObjects(from root: AnyObject) -> [AnyObject] {
    var visited = Set<ObjectIdentifier>()
    var found: [AnyObject] = []
    func visit(_ value: Any) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class {
            guard String(reflecting: type(of: value)).hasPrefix("TicTacToeFixture.") else { return }
            let object = value as AnyObject
            guard visited.insert(ObjectIdentifier(object)).inserted else { return }
            found.append(object)
        }
        var level: Mirror? = mirror
        while let current = level {
            for child in current.children {
                visit(child.value)
            }
            level = current.superclassMirror
        }
    }
    visit(root)
    return found
}

func typeName(_ object: AnyObject) -> String {
    String(describing: type(of: object))
}
