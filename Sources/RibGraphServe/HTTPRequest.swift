/// A request's head as `serve` reads it: the request line (`METHOD target HTTP/1.x`) and the header
/// fields. Lines may end in CRLF or a bare LF. Anything else (HTTP/0.9's `GET /`, binary garbage, a
/// header line without a colon, folded lines, a second `Content-Length`, `Transfer-Encoding` or `Host`)
/// is refused with the reason (``HTTPRejection/badRequest(_:)``).
struct HTTPRequest: Equatable {
    /// `GET`, `HEAD`, `POST`, ...: case-sensitive, as HTTP says.
    let method: String
    /// The request target as sent: `/`, `/events?token=…`.
    let target: String
    /// `HTTP/1.0` or `HTTP/1.1`.
    let version: String
    /// The header fields in order, names lowercased, values trimmed.
    let headers: [(name: String, value: String)]

    static func == (left: HTTPRequest, right: HTTPRequest) -> Bool {
        left.method == right.method && left.target == right.target && left.version == right.version
            && left.headers.elementsEqual(right.headers) { $0.name == $1.name && $0.value == $1.value }
    }

    /// The target's path, before any `?`.
    var path: Substring { target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0] }

    /// The value of the query parameter `name` (`?token=…`), as sent (not percent-decoded); nil when absent.
    func query(_ name: String) -> Substring? {
        guard let mark = target.firstIndex(of: "?") else { return nil }
        for pair in target[target.index(after: mark)...].split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if parts[0] == name { return parts.count == 2 ? parts[1] : "" }
        }
        return nil
    }

    /// The first header field called `name` (any case).
    func header(_ name: String) -> String? {
        let name = name.lowercased()
        return headers.first { $0.name == name }?.value
    }

    /// Whether the request declares a body: a `Transfer-Encoding`, or a `Content-Length` above 0.
    var declaresBody: Bool {
        header("transfer-encoding") != nil || (declaredLength ?? 0) > 0
    }

    /// The `Content-Length`, when there is one.
    var declaredLength: Int? {
        header("content-length").flatMap { Int($0) }
    }

    /// Parses a request line; throws the 400 answer when it is not `METHOD target HTTP/1.x`.
    static func requestLine(_ line: Substring) throws(HTTPRejection) -> (
        method: String, target: String, version: String
    ) {
        let parts = line.split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3 else {
            throw .badRequest(
                parts.count == 2
                    ? "HTTP/0.9 requests are not served; send HTTP/1.1"
                    : "the request line is not METHOD TARGET HTTP/1.1")
        }
        guard !parts[0].isEmpty, parts[0].utf8.allSatisfy(isTokenByte) else {
            throw .badRequest("the method is not a word")
        }
        guard parts[1].hasPrefix("/"), parts[1].utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            throw .badRequest("the target is not a path")
        }
        guard parts[2] == "HTTP/1.1" || parts[2] == "HTTP/1.0" else {
            throw .badRequest("the version is not HTTP/1.0 or HTTP/1.1")
        }
        return (String(parts[0]), String(parts[1]), String(parts[2]))
    }

    /// Parses a whole head (the bytes up to and without the empty line that ends it). Throws the 400 answer.
    static func parse(head: ArraySlice<UInt8>) throws(HTTPRejection) -> HTTPRequest {
        // Split as bytes: as Characters, CR LF is one grapheme that no split at "\n" would find.
        var lines = head.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Substring(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard let first = lines.first else { throw .badRequest("the request is empty") }
        let line = try requestLine(first)
        var headers: [(name: String, value: String)] = []
        for field in lines.dropFirst() {
            guard let colon = field.firstIndex(of: ":"), colon > field.startIndex,
                field[..<colon].utf8.allSatisfy(isTokenByte)
            else {
                throw .badRequest("a header line is not Name: value")
            }
            headers.append((field[..<colon].lowercased(), field[field.index(after: colon)...].trimmingSpaces()))
        }
        // Two of these let a proxy and this server read two different requests (smuggling) or two hosts.
        for name in ["content-length", "transfer-encoding", "host"]
        where headers.lazy.filter({ $0.name == name }).count > 1 {
            throw .badRequest("the request has more than one \(name.capitalizedHeaderName) header")
        }
        let request = HTTPRequest(method: line.method, target: line.target, version: line.version, headers: headers)
        if let length = request.header("content-length"),
            Int(length) == nil || length.hasPrefix("+") || length.hasPrefix("-")
        {
            throw .badRequest("Content-Length is not a number")
        }
        return request
    }

    /// Whether `byte` may appear in an HTTP token (a method or a header name).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }
}

extension String {
    /// A lowercased header name as HTTP writes it: `Content-Length`.
    fileprivate var capitalizedHeaderName: String {
        split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: "-")
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
