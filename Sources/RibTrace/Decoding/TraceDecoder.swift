import Foundation

/// Reads a trace strictly: trace format v1 or v2, a hand-written nested tree, or RIBsTreeViewerClient's JSON.
/// Every problem becomes an ``InputError`` naming the file and the JSON path or line and column.
public struct TraceDecoder: Sendable {
    /// The trace format versions this build reads. A recording means the same in both; a scan of the
    /// sources is version 2 (the graph of RIB types), and a version 1 scan (shared RIBs copied once per
    /// parent) is refused with a message saying how to scan again.
    static let supportedVersions = 1...2
    /// The version ``TraceEncoder`` writes for a scan of the sources; recordings stay version 1.
    static let sourceVersion = 2

    private static let topLevelKeys = [
        "format", "version", "app", "origin", "ribs", "routes", "events", "dependencies",
        "components", "adapters", "listeners", "droppedEvents", "leaks",
    ]

    /// What one trace may hold: its size in bytes, its longest string, its deepest nesting.
    public var limits: InputLimits

    /// Creates a decoder that refuses a trace past `limits`.
    public init(limits: InputLimits = .standard) {
        self.limits = limits
    }

    /// Reads and decodes the file at `path` (standard input for `-`), known by the name
    /// ``InputFile/displayName(_:)`` gives it. Throws ``InputError``: no input when it is missing, a
    /// directory or unreadable, bad data past ``limits`` or when the JSON is wrong.
    public func load(contentsOfFile path: String) throws -> LoadedTrace {
        try load(
            [UInt8](InputFile.contents(of: path, kind: "a trace file", limits: limits)),
            source: InputFile.displayName(path))
    }

    /// Decodes `bytes`, known as `source` in error messages and afterwards.
    public func load(_ bytes: [UInt8], source: String) throws -> LoadedTrace {
        LoadedTrace(try decode(bytes, file: source), source: source)
    }

    /// The trace alone of ``load(contentsOfFile:)``.
    public func decode(contentsOfFile path: String) throws -> Trace {
        try load(contentsOfFile: path).trace
    }

    /// Decodes `bytes`, naming them `file` in error messages.
    public func decode(_ bytes: [UInt8], file: String) throws -> Trace {
        try decodeDocument(bytes, file: file).trace
    }

    /// The form a decoded document was written in.
    package enum Form: Sendable, Equatable {
        /// A ribgraph trace (`"format": "ribgraph-trace"`).
        case trace
        /// A nested tree (`{"name": …, "children": […]}`, by hand or RIBsTreeViewerClient's), made a trace.
        case nestedTree
    }

    /// ``decode(_:file:)``, and which form the document had: what a stream's batch must keep.
    package func decodeDocument(_ bytes: [UInt8], file: String) throws -> (trace: Trace, form: Form) {
        var fields = FieldReader(bytes: bytes, file: file, limits: limits)
        do {
            let offsets = try Self.topLevelOffsets(&fields)
            if offsets["format"] != nil {
                return (try decodeTrace(&fields, offsets: offsets), .trace)
            }
            if offsets["name"] != nil {
                fields.json.rewind()
                var importer = NestedTreeImporter()
                return (try importer.importTree(&fields), .nestedTree)
            }
            throw fields.fail(
                "",
                "not a ribgraph trace: expected \"format\": \"ribgraph-trace\", or a nested tree with \"name\" and \"children\""
            )
        } catch let error as JSONSyntaxError {
            throw fields.located(error)
        }
    }

    /// Checks the whole document's syntax and returns where each top-level value starts, so that `ribs`
    /// can be read before `events` whatever the key order.
    private static func topLevelOffsets(_ fields: inout FieldReader) throws -> [String: Int] {
        var offsets: [String: Int] = [:]
        var json = fields.json
        defer { fields.json = json }
        let found = try json.peekKind()
        guard found == .object else {
            throw fields.fail("", "expected an object at the top of the document, found \(found.phrase)")
        }
        let file = fields.file
        try json.readObject { reader, key in
            if offsets[key] != nil { throw InputError(file: file, path: key, reason: "duplicate key") }
            reader.skipWhitespace()
            offsets[key] = reader.offset
            try reader.skipValue()
        }
        try json.expectEnd()
        return offsets
    }

    private func decodeTrace(_ fields: inout FieldReader, offsets: [String: Int]) throws -> Trace {
        if let unknown = offsets.keys.sorted().first(where: { !Self.topLevelKeys.contains($0) }) {
            throw fields.fail(
                InputExcerpt.key(unknown), "unknown key (expected one of: \(Self.topLevelKeys.joined(separator: ", ")))"
            )
        }
        func seek(_ key: String) -> Bool {
            guard let offset = offsets[key] else { return false }
            fields.json.seek(to: offset)
            return true
        }
        _ = seek("format")
        let format = try fields.string(at: "format")
        guard format == "ribgraph-trace" else {
            throw fields.fail("format", "expected \"ribgraph-trace\", found \(InputExcerpt.quoted(format))")
        }
        guard seek("version") else { throw fields.fail("", "missing required key \"version\"") }
        let version = try fields.integer(at: "version")
        guard Self.supportedVersions.contains(version) else {
            throw fields.fail(
                "version",
                "this build of ribgraph reads trace versions \(Self.supportedVersions.lowerBound) "
                    + "to \(Self.supportedVersions.upperBound), the file is version \(version)")
        }
        let app = seek("app") ? try fields.string(at: "app") : nil
        let origin = seek("origin") ? try decodeOrigin(&fields) : .live
        if origin == .source && version < Self.sourceVersion {
            throw fields.fail(
                "version",
                "this scan of the sources is version \(version), which lists a RIB that several parents "
                    + "attach once per parent (Name#2, Name#3…); scan the sources again with this ribgraph "
                    + "(ribgraph scan DIR -o FILE) to get version \(Self.sourceVersion), one node per RIB type")
        }
        guard seek("ribs") else { throw fields.fail("", "missing required key \"ribs\"") }
        let ribs = try decodeRIBs(&fields, origin: origin)
        var trace = Trace(app: app, origin: origin, ribs: ribs)
        if origin == .source {
            if seek("events") { try Self.expectNoEvents(&fields) }
        } else {
            guard seek("events") else { throw fields.fail("", "missing required key \"events\"") }
            trace.events = try EventDecoder(trace: trace).decodeEvents(&fields)
        }
        let references = ReferenceChecker(trace: trace)
        if seek("routes") { trace.routes = try references.decodeRoutes(&fields) }
        if seek("adapters") { trace.adapters = try references.decodeAdapters(&fields) }
        if seek("dependencies") {
            trace.dependencies = try references.decodeDependencies(&fields, adapters: trace.adapters)
        }
        if seek("components") { trace.components = try references.decodeComponents(&fields) }
        if seek("listeners") { trace.listeners = try references.decodeListeners(&fields) }
        if seek("droppedEvents") {
            trace.droppedEvents = try fields.integer(at: "droppedEvents")
            if trace.droppedEvents < 0 { throw fields.fail("droppedEvents", "must not be negative") }
        }
        if seek("leaks") { trace.leaks = try references.decodeLeaks(&fields) }
        return trace
    }

    /// A scan's graph is its routes: it has no events to replay.
    private static func expectNoEvents(_ fields: inout FieldReader) throws {
        try fields.array(at: "events") { fields, index in
            throw fields.fail(
                "events[\(index)]", "a scan of the sources has no events: its graph is its ribs and routes")
        }
    }

    private func decodeOrigin(_ fields: inout FieldReader) throws -> TraceOrigin {
        try Self.named(TraceOrigin.self, &fields, at: "origin")
    }

    /// A string that must be one of `Value`'s raw values.
    private static func named<Value: RawRepresentable & CaseIterable>(
        _: Value.Type, _ fields: inout FieldReader, at path: String
    ) throws -> Value where Value.RawValue == String {
        let name = try fields.string(at: path)
        guard let value = Value(rawValue: name) else {
            let expected = Value.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw fields.fail(path, "expected \(expected), found \(InputExcerpt.quoted(name))")
        }
        return value
    }

    private func decodeRIBs(_ fields: inout FieldReader, origin: TraceOrigin) throws -> [RIB] {
        var ribs: [RIB] = []
        var firstIndex: [String: Int] = [:]
        let keys =
            [
                "id", "name", "router", "interactor", "view", "builder", "dependency", "component", "declaredIn",
                "buildArguments", "container",
            ] + (origin == .source ? ["module", "root", "proposed", "buildOverloads", "fingerprint"] : [])
        try fields.array(at: "ribs") { fields, index in
            var rib = RIB(id: "")
            try fields.object(at: "ribs[\(index)]", allowed: keys, required: ["id"]) { fields, key in
                func path() -> String { "ribs[\(index)].\(key)" }
                switch key {
                case "id": rib.id = try fields.name(at: path())
                case "name": rib.name = try fields.name(at: path())
                case "router": rib.router = try fields.name(at: path())
                case "interactor": rib.interactor = try fields.name(at: path())
                case "view":
                    rib.view = try fields.name(at: path())
                    rib.isViewful = true
                case "builder": rib.builder = try fields.name(at: path())
                case "dependency": rib.dependency = try fields.name(at: path())
                case "component": rib.component = try fields.name(at: path())
                case "declaredIn": rib.declaredIn = try fields.location(at: path())
                case "module": rib.module = try fields.name(at: path())
                case "fingerprint": rib.fingerprint = try fields.name(at: path())
                case "buildOverloads":
                    try fields.array(at: path()) { fields, number in
                        rib.buildOverloads.append(try fields.name(at: "\(path())[\(number)]"))
                    }
                case "root": rib.isRoot = try fields.bool(at: path())
                case "proposed": rib.proposed = try Self.named(ProposedRole.self, &fields, at: path())
                case "container": rib.container = try Self.named(ViewContainer.self, &fields, at: path())
                default:
                    try fields.array(at: path()) { fields, number in
                        rib.buildArguments.append(try fields.name(at: "\(path())[\(number)]"))
                    }
                }
            }
            if rib.name.isEmpty { rib.name = rib.id }
            if let first = firstIndex[rib.id] {
                throw fields.fail(
                    "ribs[\(index)].id", "duplicate id \(InputExcerpt.quoted(rib.id)) (first at ribs[\(first)])")
            }
            firstIndex[rib.id] = index
            ribs.append(rib)
        }
        return ribs
    }
}
