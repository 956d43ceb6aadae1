/// Decodes the trace's descriptive sections (routes, adapters, dependencies, components, listeners, leaks),
/// checking that every RIB id they mention exists in `ribs` (and every event seq in `events`).
struct ReferenceChecker {
    let trace: Trace

    private func rib(_ fields: inout FieldReader, at path: () -> String) throws -> String {
        let id = try fields.name(at: path())
        guard trace.index(ofRIB: id) != nil else {
            throw fields.fail(
                path(),
                "unknown RIB \(InputExcerpt.quoted(id))" + NameSuggestion.hint(for: id, among: trace.ribs.map(\.id)))
        }
        return id
    }

    /// Reads an array of objects at `key` (a top-level key, or the JSON path of a nested array), each with
    /// the `allowed` and `required` keys. `member` gets each
    /// key and its JSON path, built only when an error needs it (a large trace has a million members).
    private func records<Record>(
        _ fields: inout FieldReader, key: String, allowed: [String], required: [String],
        empty: Record, _ member: (inout FieldReader, inout Record, String, () -> String) throws -> Void
    )
        throws -> [Record]
    {
        var records: [Record] = []
        try fields.array(at: key) { fields, index in
            var record = empty
            func path() -> String { "\(key)[\(index)]" }
            try fields.object(at: path(), allowed: allowed, required: required) { fields, name in
                try member(&fields, &record, name, { "\(path()).\(name)" })
            }
            records.append(record)
        }
        return records
    }

    /// Reads routes; in a scan of the sources each (parent, child) pair is listed once.
    func decodeRoutes(_ fields: inout FieldReader) throws -> [Route] {
        let routes = try records(
            &fields, key: "routes",
            allowed: [
                "parent", "child", "builder", "adapter", "via", "declaredIn", "ambiguous", "presentation",
                "presentationReason",
            ]
                + (trace.origin == .source
                    ? [
                        "movedFrom", "untaken", "attachedBy", "answeredByParent", "relayedByParent", "heldIn",
                        "detachedBy", "calledFrom",
                    ]
                    : []),
            required: ["parent", "child"], empty: Route(parent: "", child: "")
        ) { fields, route, key, path in
            switch key {
            case "parent": route.parent = try rib(&fields, at: path)
            case "child": route.child = try rib(&fields, at: path)
            case "builder": route.builder = try fields.name(at: path())
            case "adapter":
                route.adapter = try fields.name(at: path())
                if route.via == .builder { route.via = .adapter }
            case "declaredIn": route.declaredIn = try fields.location(at: path())
            case "ambiguous": route.isAmbiguous = try fields.bool(at: path())
            case "movedFrom": route.movedFrom = try movedFrom(&fields, at: path)
            case "presentation": route.presentations = try presentations(&fields, at: path)
            case "presentationReason": route.presentationReason = try fields.name(at: path())
            case "untaken": route.untaken = try fields.name(at: path())
            case "attachedBy": route.attachedBy = try routeFunctions(&fields, at: path())
            case "detachedBy": route.detachedBy = try routeFunctions(&fields, at: path())
            case "calledFrom": route.calledFrom = try routeFunctions(&fields, at: path())
            case "heldIn": route.heldIn = try names(&fields, at: path, what: "member")
            case "answeredByParent": route.answeredByParent = try names(&fields, at: path, what: "method")
            case "relayedByParent": route.relayedByParent = try names(&fields, at: path, what: "method")
            default:
                let name = try fields.string(at: path())
                guard let value = Route.Via(rawValue: name) else {
                    let expected = Route.Via.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                    throw fields.fail(path(), "expected one of \(expected), found \(InputExcerpt.quoted(name))")
                }
                route.via = value
            }
        }
        guard trace.origin == .source else { return routes }
        var first: [TreeEdgeKey: Int] = [:]
        for (index, route) in routes.enumerated() {
            let key = TreeEdgeKey(parent: route.parent, child: route.child)
            if let earlier = first[key] {
                throw fields.fail(
                    "routes[\(index)]",
                    "a second route from \"\(route.parent)\" to \"\(route.child)\" "
                        + "(first at routes[\(earlier)]): a scan lists each route once")
            }
            first[key] = index
        }
        return routes
    }

    /// A route's `presentation`: one value, or a list of at least one, each once.
    private func presentations(_ fields: inout FieldReader, at path: () -> String) throws -> [Presentation] {
        try oneOrList(&fields, at: path, what: "way") { fields, path in
            let name = try fields.string(at: path)
            guard let value = Presentation(rawValue: name) else {
                let expected = Presentation.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw fields.fail(path, "expected one of \(expected), found \(InputExcerpt.quoted(name))")
            }
            return value
        }
    }

    /// A route's `attachedBy`: the router functions that build the child, each `{"function", "declaredIn"}`.
    private func routeFunctions(_ fields: inout FieldReader, at path: String) throws -> [RouteFunction] {
        try records(
            &fields, key: path, allowed: ["function", "declaredIn"], required: ["function", "declaredIn"],
            empty: RouteFunction(name: "", declaredIn: "")
        ) { fields, function, key, path in
            switch key {
            case "function": function.name = try fields.name(at: path())
            default: function.declaredIn = try fields.location(at: path())
            }
        }
    }

    /// A moved route's `movedFrom`: one RIB id, or a list of at least one, each once.
    private func movedFrom(_ fields: inout FieldReader, at path: () -> String) throws -> [String] {
        try oneOrList(&fields, at: path, what: "RIB") { fields, path in try rib(&fields, at: { path }) }
    }

    /// One value, or a list of at least one, each once: `value` reads one at its JSON path.
    /// A name, or a list of distinct names (``oneOrList(_:at:what:value:)``).
    private func names(_ fields: inout FieldReader, at path: () -> String, what: String) throws -> [String] {
        try oneOrList(&fields, at: path, what: what) { fields, path in try fields.name(at: path) }
    }

    private func oneOrList<Value: Equatable>(
        _ fields: inout FieldReader, at path: () -> String, what: String,
        value: (inout FieldReader, String) throws -> Value
    ) throws -> [Value] {
        guard try fields.json.peekKind() == .array else { return [try value(&fields, path())] }
        var values: [Value] = []
        try fields.array(at: path()) { fields, index in
            let found = try value(&fields, "\(path())[\(index)]")
            if values.contains(found) { throw fields.fail("\(path())[\(index)]", "\"\(found)\" twice") }
            values.append(found)
        }
        if values.isEmpty {
            throw fields.fail(path(), "must name at least one \(what) (leave the key out when not known)")
        }
        return values
    }

    func decodeAdapters(_ fields: inout FieldReader) throws -> [Adapter] {
        try records(
            &fields, key: "adapters", allowed: ["name", "parent", "child", "component"],
            required: ["name", "parent", "child"], empty: Adapter(name: "", parent: "", child: "")
        ) { fields, adapter, key, path in
            switch key {
            case "name": adapter.name = try fields.name(at: path())
            case "parent": adapter.parent = try rib(&fields, at: path)
            case "child": adapter.child = try rib(&fields, at: path)
            default: adapter.component = try fields.name(at: path())
            }
        }
    }

    /// Reads dependency edges; a `provider` must name a RIB or one of `adapters`.
    func decodeDependencies(_ fields: inout FieldReader, adapters: [Adapter]) throws -> [DependencyEdge] {
        try records(
            &fields, key: "dependencies",
            allowed: ["child", "parent", "dependency", "component", "provider", "properties"],
            required: ["child", "dependency", "component"],
            empty: DependencyEdge(child: "", dependency: "", component: "")
        ) { fields, edge, key, path in
            switch key {
            case "child": edge.child = try rib(&fields, at: path)
            case "parent": edge.parent = try rib(&fields, at: path)
            case "dependency": edge.dependency = try fields.name(at: path())
            case "component": edge.component = try fields.name(at: path())
            case "provider":
                let provider = try fields.name(at: path())
                guard trace.index(ofRIB: provider) != nil || adapters.contains(where: { $0.name == provider }) else {
                    throw fields.fail(
                        path(), "unknown provider \(InputExcerpt.quoted(provider)): not a RIB id nor an adapter name")
                }
                edge.provider = provider
            default: edge.properties = try decodeProperties(&fields, at: path)
            }
        }
    }

    private func decodeProperties(_ fields: inout FieldReader, at path: () -> String) throws -> [DependencyProperty] {
        try records(
            &fields, key: path(), allowed: ["name", "type", "providedBy", "declaredIn", "providedIn", "via"],
            required: ["name"], empty: DependencyProperty(name: "")
        ) { fields, property, key, path in
            switch key {
            case "name": property.name = try fields.name(at: path())
            case "type": property.type = try fields.name(at: path())
            case "providedBy": property.providedBy = try fields.name(at: path())
            case "declaredIn": property.declaredIn = try fields.location(at: path())
            case "via": property.via = try decodeHops(&fields, at: path)
            default: property.providedIn = try fields.location(at: path())
            }
        }
    }

    private func decodeHops(_ fields: inout FieldReader, at path: () -> String) throws -> [ProvenanceHop] {
        try records(
            &fields, key: path(), allowed: ["component", "name", "at"], required: ["component", "name"],
            empty: ProvenanceHop(component: "", name: "")
        ) { fields, hop, key, path in
            switch key {
            case "component": hop.component = try fields.name(at: path())
            case "name": hop.name = try fields.name(at: path())
            default: hop.at = try fields.location(at: path())
            }
        }
    }

    func decodeComponents(_ fields: inout FieldReader) throws -> [ComponentLink] {
        try records(
            &fields, key: "components", allowed: ["component", "parent"], required: ["component"],
            empty: ComponentLink(component: "", parent: nil)
        ) { fields, link, key, path in
            switch key {
            case "component": link.component = try fields.name(at: path())
            default: link.parent = try fields.null() ? nil : try fields.name(at: path())
            }
        }
    }

    func decodeListeners(_ fields: inout FieldReader) throws -> [Listener] {
        try records(
            &fields, key: "listeners", allowed: ["child", "listener"], required: ["child", "listener"],
            empty: Listener(child: "", listener: "")
        ) { fields, listener, key, path in
            switch key {
            case "child": listener.child = try rib(&fields, at: path)
            default: listener.listener = try fields.name(at: path())
            }
        }
    }

    /// Reads `leaks`: each names a RIB, the seq of a detach event, at least one of `router`/`interactor`
    /// (each once) and the seconds, at least 0, it was seen alive after that detach.
    func decodeLeaks(_ fields: inout FieldReader) throws -> [SuspectedLeak] {
        try records(
            &fields, key: "leaks", allowed: ["rib", "detach", "objects", "seconds"],
            required: ["rib", "detach", "objects", "seconds"],
            empty: SuspectedLeak(rib: "", detachSeq: 0, objects: [], seconds: 0)
        ) { fields, leak, key, path in
            switch key {
            case "rib": leak.rib = try rib(&fields, at: path)
            case "detach":
                let seq = try fields.integer(at: path())
                guard let index = trace.eventIndex(ofSeq: seq), trace.events[index].kind == .detach else {
                    throw fields.fail(path(), "expected the seq of a detach event, found \(seq)")
                }
                leak.detachSeq = seq
            case "objects":
                try fields.array(at: path()) { fields, index in
                    let name = try fields.string(at: "\(path())[\(index)]")
                    guard let object = LeakedObject(rawValue: name), !leak.objects.contains(object) else {
                        throw fields.fail(
                            "\(path())[\(index)]",
                            "expected \"router\" or \"interactor\", each once, found \(InputExcerpt.quoted(name))"
                        )
                    }
                    leak.objects.append(object)
                }
                if leak.objects.isEmpty { throw fields.fail(path(), "must name at least one object") }
            default:
                leak.seconds = try fields.number(at: path())
                if !(leak.seconds >= 0) || !leak.seconds.isFinite {
                    throw fields.fail(path(), "must be a number of seconds, at least 0")
                }
            }
        }
    }
}
