/// Reads typed JSON values on behalf of the decoders and turns every problem into an ``InputError`` that
/// names the file and the JSON path. Paths are passed as autoclosures so that the happy path of a
/// million-event trace never builds a path string.
struct FieldReader {
    var json: JSONReader
    let file: String
    /// The longest string accepted, among the rest of what any input may hold.
    private let limits: InputLimits

    init(bytes: [UInt8], file: String, limits: InputLimits) {
        self.json = JSONReader(bytes: bytes, limits: limits)
        self.file = file
        self.limits = limits
    }

    /// A value error at `path`.
    func fail(_ path: String, _ reason: String) -> InputError {
        InputError(file: file, path: path, reason: reason)
    }

    /// Converts a syntax error from the JSON reader into a located error with line and column.
    func located(_ error: JSONSyntaxError) -> InputError {
        let (line, column) = json.lineAndColumn(of: error.offset)
        return InputError(file: file, place: .text(line: line, column: column), reason: "invalid JSON: \(error.reason)")
    }

    private mutating func expect(_ kind: JSONKind, at path: () -> String) throws {
        let found = try json.peekKind()
        if found != kind { throw fail(path(), "expected \(kind.phrase), found \(found.phrase)") }
    }

    /// A string no longer than ``InputLimits/maxStringBytes``.
    mutating func string(at path: @autoclosure () -> String) throws -> String {
        try expect(.string, at: path)
        let value = try json.readString()
        if let refusal = limits.refusal(ofString: value.utf8.count, as: "a string") {
            throw fail(path(), refusal)
        }
        return value
    }

    /// A string that must not be empty (ids and type names).
    mutating func name(at path: @autoclosure () -> String) throws -> String {
        let value = try string(at: path())
        if value.isEmpty { throw fail(path(), "must not be empty") }
        return value
    }

    /// A `path:line` string (``SourceLocation``), kept as written.
    mutating func location(at path: @autoclosure () -> String) throws -> String {
        let value = try string(at: path())
        if SourceLocation(value) == nil {
            throw fail(
                path(), "expected \"path:line\" with a line number of 1 or more, found \(InputExcerpt.quoted(value))")
        }
        return value
    }

    mutating func integer(at path: @autoclosure () -> String) throws -> Int {
        try expect(.number, at: path)
        guard let value = try json.readInteger() else { throw fail(path(), "expected a whole number") }
        return value
    }

    mutating func number(at path: @autoclosure () -> String) throws -> Double {
        try expect(.number, at: path)
        return try json.readDouble()
    }

    mutating func bool(at path: @autoclosure () -> String) throws -> Bool {
        try expect(.bool, at: path)
        return try json.readBool()
    }

    /// Consumes a `null` and returns true, or leaves any other value unread and returns false.
    mutating func null() throws -> Bool {
        guard try json.peekKind() == .null else { return false }
        try json.readNull()
        return true
    }

    /// Reads an object whose keys must come from `allowed` (each at most once, at most 64 of them) and must
    /// include `required`.
    mutating func object(
        at path: @autoclosure () -> String, allowed: [String], required: [String] = [],
        _ member: (inout FieldReader, String) throws -> Void
    ) throws {
        try expect(.object, at: path)
        // One bit per allowed key: no allocation per object, which matters at a million objects.
        var seen: UInt64 = 0
        var json = self.json
        defer { self.json = json }
        try json.readObject { reader, key in
            guard let bit = allowed.firstIndex(of: key) else {
                throw fail(
                    join(path(), InputExcerpt.key(key)),
                    "unknown key (expected one of: \(allowed.joined(separator: ", ")))")
            }
            if seen & (1 << bit) != 0 { throw fail(join(path(), key), "duplicate key") }
            seen |= 1 << bit
            self.json = reader
            try member(&self, key)
            reader = self.json
        }
        if let missing = required.first(where: { seen & (1 << allowed.firstIndex(of: $0)!) == 0 }) {
            throw fail(path(), "missing required key \"\(missing)\"")
        }
    }

    /// Reads an array, calling `element` with each index.
    mutating func array(at path: @autoclosure () -> String, _ element: (inout FieldReader, Int) throws -> Void) throws {
        try expect(.array, at: path)
        var json = self.json
        defer { self.json = json }
        try json.readArray { reader, index in
            self.json = reader
            try element(&self, index)
            reader = self.json
        }
    }

    /// The JSON path of `key` inside the object at `path`.
    func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
