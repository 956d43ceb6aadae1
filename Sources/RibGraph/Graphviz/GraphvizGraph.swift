import CGraphviz

/// A directed Graphviz graph built through the cgraph API, never through DOT text, so that names from
/// input files cannot inject syntax. Exists only inside ``Graphviz/perform(textSizing:_:)``.
final class GraphvizGraph {
    /// A node of this graph, opaque to callers.
    struct Node { fileprivate let pointer: UnsafeMutablePointer<Agnode_t> }
    /// An edge of this graph, opaque to callers.
    struct Edge { fileprivate let pointer: UnsafeMutablePointer<Agedge_t> }

    /// A subgraph that Graphviz's dot draws as a labelled frame around its nodes, opaque to callers.
    struct Cluster { fileprivate let pointer: UnsafeMutablePointer<Agraph_t> }

    private let session: GraphvizSession
    private let graph: UnsafeMutablePointer<Agraph_t>
    private var symbols: [Kind: [String: UnsafeMutablePointer<Agsym_t>]] = [:]
    private var laidOut = false

    /// Opens an empty graph called `name`.
    init(name: String, session: GraphvizSession) throws {
        self.session = session
        guard let graph = name.withMutableCString({ rg_open_directed($0) }) else {
            throw GraphvizError.graphRejected(messages: session.takeMessages())
        }
        self.graph = graph
    }

    deinit {
        Graphviz.shared.release(graph, laidOut: laidOut, session: session)
    }

    /// Sets a graph attribute.
    func setGraphAttribute(_ name: String, _ value: String) {
        setAttribute(on: UnsafeMutableRawPointer(graph), kind: .graph, name, value)
    }

    /// Sets the value every node has unless it sets its own; cheaper than setting it node by node.
    func setNodeDefault(_ name: String, _ value: String) {
        declare(.node, name, default: value)
    }

    /// Sets the value every edge has unless it sets its own.
    func setEdgeDefault(_ name: String, _ value: String) {
        declare(.edge, name, default: value)
    }

    /// Adds a node with a unique internal `name` (the DOT node id).
    func addNode(_ name: String) throws -> Node {
        // agwrite quotes names without escaping backslashes: a name ending in `\` (or holding `\"`) would
        // escape the closing quote and make the DOT unreadable. Doubled, they read back as written.
        let literal = GraphvizText.literal(name)
        guard let node = literal.withMutableCString({ agnode(graph, $0, 1) }) else {
            throw GraphvizError.graphRejected(messages: session.takeMessages())
        }
        return Node(pointer: node)
    }

    /// Adds an edge from `tail` to `head`.
    func addEdge(from tail: Node, to head: Node) throws -> Edge {
        guard let edge = agedge(graph, tail.pointer, head.pointer, nil, 1) else {
            throw GraphvizError.graphRejected(messages: session.takeMessages())
        }
        return Edge(pointer: edge)
    }

    /// Adds a cluster called `name` (dot frames a subgraph whose name starts with `cluster`).
    func addCluster(_ name: String) throws -> Cluster {
        guard let cluster = GraphvizText.literal("cluster" + name).withMutableCString({ agsubg(graph, $0, 1) }) else {
            throw GraphvizError.graphRejected(messages: session.takeMessages())
        }
        return Cluster(pointer: cluster)
    }

    /// Puts `node` inside `cluster`.
    func add(_ node: Node, to cluster: Cluster) {
        _ = agsubnode(cluster.pointer, node.pointer, 1)
    }

    /// Sets a plain attribute on a cluster; `value` is taken literally (``GraphvizText/literal(_:)``).
    func set(_ cluster: Cluster, _ name: String, _ value: String) {
        setAttribute(on: UnsafeMutableRawPointer(cluster.pointer), kind: .graph, name, value)
    }

    /// Sets a plain attribute on a node; `value` is taken literally (``GraphvizText/literal(_:)``).
    func set(_ node: Node, _ name: String, _ value: String) {
        setAttribute(on: UnsafeMutableRawPointer(node.pointer), kind: .node, name, value)
    }

    /// Sets a plain attribute on an edge; `value` is taken literally (``GraphvizText/literal(_:)``).
    func set(_ edge: Edge, _ name: String, _ value: String) {
        setAttribute(on: UnsafeMutableRawPointer(edge.pointer), kind: .edge, name, value)
    }

    /// Sets an HTML-like label on a node; `html` must be composed by ribgraph with every name escaped.
    func setHTMLLabel(_ node: Node, _ html: String) {
        setHTML(on: UnsafeMutableRawPointer(node.pointer), kind: .node, html)
    }

    /// Sets an HTML-like label on an edge; `html` must be composed by ribgraph with every name escaped.
    func setHTMLLabel(_ edge: Edge, _ html: String) {
        setHTML(on: UnsafeMutableRawPointer(edge.pointer), kind: .edge, html)
    }

    /// Runs a layout engine: "nop2" keeps pinned positions and routes edges, "dot" ranks the graph.
    func layout(engine: String) throws {
        guard session.hasPlugin(kind: "layout", name: engine) else {
            throw GraphvizError.missingPlugin(kind: "layout", name: engine)
        }
        let status = session.capturingStandardError { gvLayout(session.context, graph, engine) }
        // Warnings stay for the picture's output; only failures are taken here.
        let messages = session.peekMessages()
        if status != 0 || hasErrors(messages) { throw GraphvizError.layoutFailed(engine: engine, messages: messages) }
        laidOut = true
    }

    /// Where the layout put `node`'s centre, on the page (y grows down, the drawing's corner at 0, 0); only after
    /// ``layout(engine:)``.
    func center(of node: Node) -> LayoutPoint {
        var x = 0.0, y = 0.0
        rg_node_center(node.pointer, &x, &y)
        let box = boundingBox
        return LayoutPoint(x: x - box.minX, y: box.maxY - y)
    }

    /// The laid-out drawing's size; only after ``layout(engine:)``.
    var laidOutSize: LayoutSize {
        let box = boundingBox
        return LayoutSize(width: box.maxX - box.minX, height: box.maxY - box.minY)
    }

    private var boundingBox: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        var box = (minX: 0.0, minY: 0.0, maxX: 0.0, maxY: 0.0)
        rg_graph_box(graph, &box.minX, &box.minY, &box.maxX, &box.maxY)
        return box
    }

    /// Renders the laid-out graph in `format` ("svg", "png", "pdf", ...).
    func render(format: String) throws -> [UInt8] {
        guard session.hasPlugin(kind: "device", name: format) else {
            throw GraphvizError.missingPlugin(kind: "output format", name: format)
        }
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = session.capturingStandardError { rg_render_data(session.context, graph, format, &buffer, &length) }
        defer { if let buffer { gvFreeRenderData(buffer) } }
        let messages = session.peekMessages()
        guard status == 0, let buffer, !hasErrors(messages) else {
            throw GraphvizError.renderFailed(format: format, messages: messages)
        }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// The graph as DOT text, as built (no layout needed).
    func dotText() throws -> [UInt8] {
        var buffer: UnsafeMutablePointer<CChar>?
        var length = 0
        let status = rg_write_dot(graph, &buffer, &length)
        defer { free(buffer) }
        guard status == 0, let buffer else {
            throw GraphvizError.renderFailed(format: "dot", messages: session.takeMessages())
        }
        return buffer.withMemoryRebound(to: UInt8.self, capacity: length) {
            Array(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    private enum Kind { case graph, node, edge }

    private func symbol(_ kind: Kind, _ name: String) -> UnsafeMutablePointer<Agsym_t>? {
        if let symbol = symbols[kind]?[name] { return symbol }
        return declare(kind, name, default: "")
    }

    /// Declares (or redeclares) an attribute with its default value and caches its symbol.
    @discardableResult
    private func declare(_ kind: Kind, _ name: String, default value: String) -> UnsafeMutablePointer<Agsym_t>? {
        let symbol = name.withMutableCString { cName in
            GraphvizText.literal(value).withMutableCString { cValue in
                switch kind {
                case .graph: rg_declare_graph_attr(graph, cName, cValue)
                case .node: rg_declare_node_attr(graph, cName, cValue)
                case .edge: rg_declare_edge_attr(graph, cName, cValue)
                }
            }
        }
        symbols[kind, default: [:]][name] = symbol
        return symbol
    }

    private func setAttribute(on object: UnsafeMutableRawPointer, kind: Kind, _ name: String, _ value: String) {
        // Graphviz interprets escape sequences (\N, \n, \l) in most string attributes; a literal
        // backslash must be doubled to survive.
        let literal = GraphvizText.literal(value)
        guard let symbol = symbol(kind, name) else { return }
        literal.withMutableCString { _ = agxset(object, symbol, $0) }
    }

    private func setHTML(on object: UnsafeMutableRawPointer, kind: Kind, _ html: String) {
        guard let symbol = symbol(kind, "label") else { return }
        html.withMutableCString { cHTML in
            let stored = agstrdup_html(graph, cHTML)
            _ = agxset(object, symbol, stored)
            agstrfree(graph, stored)
        }
    }

    private func hasErrors(_ messages: [String]) -> Bool {
        messages.contains { $0.lowercased().hasPrefix("error") }
    }
}

extension String {
    /// Calls `body` with the string as cgraph's `char *` parameters want it. cgraph copies the strings it
    /// is given and never writes through these pointers; its headers just predate `const`.
    fileprivate func withMutableCString<T>(_ body: (UnsafeMutablePointer<CChar>) throws -> T) rethrows -> T {
        try withCString { try body(UnsafeMutablePointer(mutating: $0)) }
    }
}
