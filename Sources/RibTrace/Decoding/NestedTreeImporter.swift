import Foundation

/// Turns a nested tree (`{"name", "children"}`, hand-written for docs or sent by RIBsTreeViewerClient)
/// into a trace whose events attach every node in document order, parents first.
struct NestedTreeImporter {
    private static let nodeKeys = [
        "name", "children", "viewless", "router", "interactor", "view", "builder",
        "dependency", "component",
    ]
    /// RIBsTreeViewerClient marks routers that own a view by this suffix on the name.
    private static let viewSuffix = "(View)"

    private var ribs: [RIB] = []
    private var events: [TraceEvent] = []
    private var uses: [String: Int] = [:]
    private var usedIDs: Set<String> = []

    /// Reads the document the reader stands before.
    mutating func importTree(_ fields: inout FieldReader) throws -> Trace {
        var app: String?
        try readNode(&fields, path: "", parent: nil) { fields, key in
            guard key == "app" else { return false }
            app = try fields.string(at: "app")
            return true
        }
        return Trace(app: app, ribs: ribs, events: events)
    }

    /// Reads one node and its subtree; `extra` may claim keys that only the top level allows.
    private mutating func readNode(
        _ fields: inout FieldReader, path: String, parent: Int?,
        extra: (inout FieldReader, String) throws -> Bool = { _, _ in false }
    ) throws {
        var rib = RIB(id: "")
        var viewless = false
        var hasChildren = false
        var childrenOffset = 0
        let allowed = path.isEmpty ? ["app"] + Self.nodeKeys : Self.nodeKeys
        try fields.object(at: path, allowed: allowed, required: ["name"]) { fields, key in
            let keyPath = fields.join(path, key)
            switch key {
            case "name": rib.name = try fields.name(at: keyPath)
            case "viewless": viewless = try fields.bool(at: keyPath)
            case "router": rib.router = try fields.name(at: keyPath)
            case "interactor": rib.interactor = try fields.name(at: keyPath)
            case "view": rib.view = try fields.name(at: keyPath)
            case "builder": rib.builder = try fields.name(at: keyPath)
            case "dependency": rib.dependency = try fields.name(at: keyPath)
            case "component": rib.component = try fields.name(at: keyPath)
            case "children":
                // Children are read after the node itself is attached, wherever the key appears.
                hasChildren = true
                fields.json.skipWhitespace()
                childrenOffset = fields.json.offset
                try fields.json.skipValue()
            default: _ = try extra(&fields, key)
            }
        }
        applyTreeViewerName(&rib, viewless: viewless)
        rib.id = uniqueID(for: rib.name)
        let index = ribs.count
        ribs.append(rib)
        events.append(TraceEvent(seq: events.count + 1, kind: .attach, parent: parent, child: index))
        guard hasChildren else { return }
        let resume = fields.json.offset
        fields.json.seek(to: childrenOffset)
        let childrenPath = fields.join(path, "children")
        try fields.array(at: childrenPath) { fields, position in
            try readNode(&fields, path: "\(childrenPath)[\(position)]", parent: index)
        }
        fields.json.seek(to: resume)
    }

    /// A name like `"LoggedOutRouter (View) "` becomes the RIB `LoggedOut`, router `LoggedOutRouter`,
    /// viewful; a bare `"LoggedInRouter"` becomes a viewless RIB. Hand-written names are viewful unless
    /// `viewless` says otherwise.
    private func applyTreeViewerName(_ rib: inout RIB, viewless: Bool) {
        var name = rib.name.trimmingCharacters(in: .whitespaces)
        let marksView = name.hasSuffix(Self.viewSuffix)
        if marksView { name = String(name.dropLast(Self.viewSuffix.count)).trimmingCharacters(in: .whitespaces) }
        let isTreeViewerName = marksView || (name.hasSuffix("Router") && name.count > "Router".count)
        if isTreeViewerName && name.hasSuffix("Router") {
            rib.router = rib.router ?? name
            name = String(name.dropLast("Router".count))
        }
        rib.name = name.isEmpty ? rib.name : name
        rib.isViewful = isTreeViewerName ? marksView : !viewless
    }

    /// The name itself for its first use, then `name#2`, `name#3`, skipping ids already taken
    /// (a node may be written as `A#2`).
    private mutating func uniqueID(for name: String) -> String {
        var count = uses[name] ?? 0
        var id: String
        repeat {
            count += 1
            id = count == 1 ? name : "\(name)#\(count)"
        } while usedIDs.contains(id)
        uses[name] = count
        usedIDs.insert(id)
        return id
    }
}
