import RibTrace

/// A failure inside Graphviz's C library, carrying the messages Graphviz itself gave.
enum GraphvizError: LocatedError, Equatable {
    /// Graphviz has no plugin of that kind and name, usually because its plugin configuration is missing.
    case missingPlugin(kind: String, name: String)
    /// `gvLayout` failed.
    case layoutFailed(engine: String, messages: [String])
    /// `gvRenderData` (or writing DOT) failed.
    case renderFailed(format: String, messages: [String])
    /// Graphviz refused to create a graph, node or edge.
    case graphRejected(messages: [String])

    var kind: FailureKind { .internalFailure }

    var description: String {
        switch self {
        case .missingPlugin(let kind, let name):
            "graphviz: no \(kind) plugin \"\(name)\" is available. Graphviz's plugin configuration may be missing: "
                + "run `dot -c` as root, or reinstall graphviz (apt-get install libgraphviz-dev / brew reinstall graphviz)"
        case .layoutFailed(let engine, let messages):
            "graphviz: layout with \"\(engine)\" failed\(Self.detail(messages))"
        case .renderFailed(let format, let messages):
            "graphviz: rendering \(format) failed\(Self.detail(messages))"
        case .graphRejected(let messages):
            "graphviz: could not build the graph\(Self.detail(messages))"
        }
    }

    private static func detail(_ messages: [String]) -> String {
        messages.isEmpty ? "" : ": " + messages.joined(separator: "; ")
    }
}
