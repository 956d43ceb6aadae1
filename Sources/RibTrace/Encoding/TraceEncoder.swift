/// Writes a ``Trace`` as ribgraph-trace JSON, the format ``TraceDecoder`` reads (version 1 for a recording,
/// version 2 for a scan of the sources, which has no events): keys sorted,
/// one record per line, events as compact rows `[seq, time, "a"|"d", parentIndex, childIndex]`. The same
/// trace always gives the same bytes, so a recorder or a scan rerun on unchanged input changes no byte.
public enum TraceEncoder {
    /// The JSON text of `trace`, UTF-8 encoded, ending in a newline. Optional keys are written only when
    /// they carry something: `origin` only for `.source`, `root` only when true, `leaks` only when there
    /// are some. Decoding the result gives
    /// back `trace`, provided its RIB ids are unique, its events refer to valid indices and every
    /// `declaredIn`/`providedIn` is `path:line` (what ``TraceDecoder`` checks); a viewful RIB with no `view`
    /// type is written with the view `<id>View`.
    public static func encode(_ trace: Trace) -> [UInt8] {
        var out = beforeEvents(trace)
        if trace.origin == .live { out += "  \"events\": " + list(trace.events, row) + ",\n" }
        return Array((out + afterEvents(trace)).utf8)
    }

    /// The text of ``encode(_:)`` that follows the last event row of a live `trace` that has events: the
    /// list's close and every member after `events`. A writer that keeps a session's file as `encode` writes
    /// it appends events by writing, where this text began, ``appended(_:)`` of each new event and then
    /// this text of the grown trace; the bytes before it never change while ``beforeEvents(_:)`` does not.
    package static func afterLastEvent(_ trace: Trace) -> String { "\n  ],\n" + afterEvents(trace) }

    /// What one more event adds to the events list of ``encode(_:)``, after its last row.
    package static func appended(_ event: TraceEvent) -> String { ",\n    " + row(event) }

    /// The text of ``encode(_:)`` before the `events` member: its keys sort before `events`.
    package static func beforeEvents(_ trace: Trace) -> String {
        var out = "{\n"
        out +=
            "  \"adapters\": "
            + list(trace.adapters) { a in
                object([
                    ("child", string(a.child)), ("component", a.component.map(string)), ("name", string(a.name)),
                    ("parent", string(a.parent)),
                ])
            } + ",\n"
        if let app = trace.app { out += "  \"app\": \(string(app)),\n" }
        out +=
            "  \"components\": "
            + list(trace.components) { c in
                object([("component", string(c.component)), ("parent", c.parent.map(string) ?? "null")])
            } + ",\n"
        out +=
            "  \"dependencies\": "
            + list(trace.dependencies) { d in
                object([
                    ("child", string(d.child)), ("component", string(d.component)),
                    ("dependency", string(d.dependency)),
                    ("parent", d.parent.map(string)),
                    (
                        "properties",
                        inline(d.properties) { p in
                            object([
                                ("declaredIn", p.declaredIn.map(string)), ("name", string(p.name)),
                                ("providedBy", p.providedBy.map(string)),
                                ("providedIn", p.providedIn.map(string)),
                                ("type", p.type.map(string)),
                                (
                                    "via",
                                    inline(p.via) { hop in
                                        object([
                                            ("at", hop.at.map(string)), ("component", string(hop.component)),
                                            ("name", string(hop.name)),
                                        ])
                                    }
                                ),
                            ])
                        }
                    ),
                    ("provider", d.provider.map(string)),
                ])
            } + ",\n"
        out += "  \"droppedEvents\": \(trace.droppedEvents),\n"
        return out
    }

    /// One event as a compact row, `[seq, time, "a"|"d", parentIndex, childIndex]`.
    private static func row(_ e: TraceEvent) -> String {
        "[\(e.seq), \(e.time.map(number) ?? "null"), \(e.kind == .attach ? "\"a\"" : "\"d\""), \(e.parent.map(String.init) ?? "null"), \(e.child)]"
    }

    /// The text of ``encode(_:)`` after the `events` member: its keys sort after `events`.
    private static func afterEvents(_ trace: Trace) -> String {
        var out = "  \"format\": \"ribgraph-trace\",\n"
        if !trace.leaks.isEmpty {
            out +=
                "  \"leaks\": "
                + list(trace.leaks) { l in
                    object([
                        ("detach", String(l.detachSeq)),
                        ("objects", inline(l.objects) { string($0.rawValue) } ?? "[]"),
                        ("rib", string(l.rib)), ("seconds", number(l.seconds)),
                    ])
                } + ",\n"
        }
        out +=
            "  \"listeners\": "
            + list(trace.listeners) { l in
                object([("child", string(l.child)), ("listener", string(l.listener))])
            } + ",\n"
        if trace.origin != .live { out += "  \"origin\": \(string(trace.origin.rawValue)),\n" }
        out +=
            "  \"ribs\": "
            + list(trace.ribs) { r in
                object([
                    ("buildArguments", inline(r.buildArguments, string)),
                    ("buildOverloads", inline(r.buildOverloads, string)),
                    ("builder", r.builder.map(string)), ("component", r.component.map(string)),
                    ("container", r.container.map { string($0.rawValue) }), ("declaredIn", r.declaredIn.map(string)),
                    ("dependency", r.dependency.map(string)), ("fingerprint", r.fingerprint.map(string)),
                    ("id", string(r.id)),
                    ("interactor", r.interactor.map(string)),
                    ("module", r.module.map(string)), ("name", r.name == r.id ? nil : string(r.name)),
                    ("proposed", r.proposed.map { string($0.rawValue) }), ("root", r.isRoot ? "true" : nil),
                    ("router", r.router.map(string)),
                    ("view", r.view.map(string) ?? (r.isViewful ? string("\(r.id)View") : nil)),
                ])
            } + ",\n"
        out +=
            "  \"routes\": "
            + list(trace.routes) { r in
                object([
                    ("adapter", r.adapter.map(string)), ("ambiguous", r.isAmbiguous ? "true" : nil),
                    ("answeredByParent", inline(r.answeredByParent, string)),
                    ("attachedBy", functions(r.attachedBy)),
                    ("builder", r.builder.map(string)), ("calledFrom", functions(r.calledFrom)),
                    ("child", string(r.child)), ("declaredIn", r.declaredIn.map(string)),
                    ("detachedBy", functions(r.detachedBy)), ("heldIn", inline(r.heldIn, string)),
                    ("movedFrom", inline(r.movedFrom, string)),
                    ("parent", string(r.parent)),
                    ("presentation", inline(r.presentations) { string($0.rawValue) }),
                    ("presentationReason", r.presentationReason.map(string)),
                    ("relayedByParent", inline(r.relayedByParent, string)), ("untaken", r.untaken.map(string)),
                    ("via", r.via == .implied(byAdapter: r.adapter) ? nil : string(r.via.rawValue)),
                ])
            } + ",\n"
        out += "  \"version\": \(trace.origin == .source ? TraceDecoder.sourceVersion : 1)\n}\n"
        return out
    }

    /// `[]`, or one element per line.
    private static func list<T>(_ items: [T], _ element: (T) -> String) -> String {
        guard !items.isEmpty else { return "[]" }
        var text = "[\n"
        for (index, item) in items.enumerated() {
            text += "    " + element(item) + (index + 1 < items.count ? ",\n" : "\n")
        }
        return text + "  ]"
    }

    /// `[a, b]` on one line, each element as `element` writes it; nil for none, so that the member is left out.
    /// A route's functions, each `{"declaredIn", "function"}`; nil when there are none.
    private static func functions(_ functions: [RouteFunction]) -> String? {
        inline(functions) { object([("declaredIn", string($0.declaredIn)), ("function", string($0.name))]) }
    }

    private static func inline<T>(_ items: [T], _ element: (T) -> String) -> String? {
        items.isEmpty ? nil : "[" + items.map(element).joined(separator: ", ") + "]"
    }

    /// An object of the members whose value is not nil, in the order given (callers give sorted keys).
    private static func object(_ members: [(String, String?)]) -> String {
        "{" + members.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }.joined(separator: ", ") + "}"
    }

    /// A finite number in Swift's shortest round-trip form, which is valid JSON (`0.021`, `5e-06`).
    private static func number(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }

    /// Short for the many optional members above (`r.builder.map(string)`).
    private static func string(_ text: String) -> String {
        JSONStringLiteral.quote(text)
    }
}
