import Foundation

/// Test instrumentation, not part of RIBs: while a recorder is installed for the current task,
/// `attachChild`, `detachChild` and `launch(from:)` report themselves. It adds no stored property
/// to any RIBs class.
final class RIBsEventRecorder: @unchecked Sendable {
    /// What happened.
    enum Kind: String, Sendable {
        case launch, attach, detach
    }

    /// One call: its kind and the type names of the parent (none for a launch) and the child.
    struct Event: Equatable, Sendable, CustomStringConvertible {
        let kind: Kind
        let parent: String?
        let child: String

        var description: String {
            switch kind {
            case .launch: "launch \(child)"
            case .attach, .detach: "\(kind.rawValue) \(parent ?? "?") -> \(child)"
            }
        }
    }

    private let lock = NSLock()
    private var storage: [Event] = []

    var events: [Event] {
        lock.withLock { storage }
    }

    func append(_ event: Event) {
        lock.withLock { storage.append(event) }
    }

    /// Returns the events so far and forgets them.
    func drain() -> [Event] {
        lock.withLock {
            defer { storage.removeAll() }
            return storage
        }
    }
}

enum RIBsEventLog {
    @TaskLocal static var recorder: RIBsEventRecorder?

    static func typeName(_ object: AnyObject) -> String {
        String(describing: type(of: object))
    }

    static func record(_ kind: RIBsEventRecorder.Kind, parent: AnyObject?, child: AnyObject) {
        guard let recorder else { return }
        recorder.append(.init(kind: kind, parent: parent.map(typeName), child: typeName(child)))
    }
}
