/// Decodes the `events` array, in either of its two forms: keyed objects that name RIBs by id, and
/// compact rows `[seq, time, "a"|"d", parentIndex, childIndex]` that a recorder writes.
struct EventDecoder {
    private static let keys = ["seq", "time", "kind", "parent", "child"]
    let trace: Trace

    /// Reads the array the reader stands before, checking references and that seqs increase.
    func decodeEvents(_ fields: inout FieldReader) throws -> [TraceEvent] {
        var events: [TraceEvent] = []
        try fields.array(at: "events") { fields, index in
            let isRow = try fields.json.peekKind() == .array
            let event = isRow ? try decodeRow(&fields, index: index) : try decodeKeyed(&fields, index: index)
            if let previous = events.last, event.seq <= previous.seq {
                throw fields.fail(
                    isRow ? "events[\(index)][0]" : path(index, "seq"),
                    "\(event.seq) does not follow \(previous.seq): seq must increase from event to event")
            }
            events.append(event)
        }
        return events
    }

    private func path(_ index: Int, _ key: String) -> String { "events[\(index)].\(key)" }

    private func decodeKeyed(_ fields: inout FieldReader, index: Int) throws -> TraceEvent {
        var event = TraceEvent(seq: 0, kind: .attach, parent: nil, child: 0)
        var hasParent = false
        try fields.object(at: "events[\(index)]", allowed: Self.keys, required: ["seq", "kind", "child"]) {
            fields, key in
            switch key {
            case "seq": event.seq = try fields.integer(at: path(index, key))
            case "time": event.time = try fields.null() ? nil : try fields.number(at: path(index, key))
            case "kind":
                let text = try fields.string(at: path(index, key))
                guard let kind = TraceEvent.Kind(rawValue: text) else {
                    throw fields.fail(
                        path(index, key), "expected \"attach\" or \"detach\", found \(InputExcerpt.quoted(text))")
                }
                event.kind = kind
            case "parent":
                hasParent = true
                event.parent = try fields.null() ? nil : try ribIndex(&fields, at: path(index, key))
            default: event.child = try ribIndex(&fields, at: path(index, key))
            }
        }
        if !hasParent && event.kind == .attach {
            throw fields.fail("events[\(index)]", "missing required key \"parent\" (use null to launch a root)")
        }
        return event
    }

    private func ribIndex(_ fields: inout FieldReader, at path: @autoclosure () -> String) throws -> Int {
        let id = try fields.string(at: path())
        guard let index = trace.index(ofRIB: id) else {
            throw fields.fail(path(), "unknown RIB \(InputExcerpt.quoted(id))\(suggestion(for: id))")
        }
        return index
    }

    private func suggestion(for id: String) -> String {
        NameSuggestion.hint(for: id, among: trace.ribs.map(\.id))
    }

    private func decodeRow(_ fields: inout FieldReader, index: Int) throws -> TraceEvent {
        var event = TraceEvent(seq: 0, kind: .attach, parent: nil, child: 0)
        var count = 0
        let ribCount = trace.ribs.count
        try fields.array(at: "events[\(index)]") { fields, position in
            let path = { "events[\(index)][\(position)]" }
            count = position + 1
            switch position {
            case 0: event.seq = try fields.integer(at: path())
            case 1: event.time = try fields.null() ? nil : try fields.number(at: path())
            case 2:
                switch try fields.string(at: path()) {
                case "a": event.kind = .attach
                case "d": event.kind = .detach
                case let other:
                    throw fields.fail(
                        path(), "expected \"a\" (attach) or \"d\" (detach), found \(InputExcerpt.quoted(other))")
                }
            case 3, 4:
                if position == 3, try fields.null() { return }
                let value = try fields.integer(at: path())
                guard value >= 0 && value < ribCount else {
                    throw fields.fail(path(), "RIB index \(value) is out of range (the trace has \(ribCount) ribs)")
                }
                if position == 3 { event.parent = value } else { event.child = value }
            default:
                throw fields.fail(path(), "a row has 5 elements: [seq, time, kind, parentIndex, childIndex]")
            }
        }
        if count < 5 {
            throw fields.fail(
                "events[\(index)]", "a row has 5 elements: [seq, time, kind, parentIndex, childIndex], found \(count)")
        }
        return event
    }
}
