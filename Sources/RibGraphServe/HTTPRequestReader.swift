/// Reads one request head from a connection within a deadline and a size limit: a client that sends
/// nothing, sends slowly, or sends too much cannot hold a thread for longer than the deadline.
struct HTTPRequestReader {
    /// The most bytes of head read; more is 431.
    let maxHeaderBytes: Int
    /// When the whole head must have arrived; after it, 408.
    let deadline: ContinuousClock.Instant

    /// What reading gave.
    enum Outcome {
        /// A whole, well-formed head, and what of the body arrived with it.
        case request(HTTPRequest, bodyStart: [UInt8])
        /// A head to refuse (400, 408, 431), with its answer.
        case rejected(HTTPRejection)
        /// The client left before sending a request, or the connection failed: nobody to answer.
        case gone
    }

    /// Reads until the empty line that ends the head (CRLF CRLF, or LF LF). A request line that cannot
    /// be HTTP/1.x is refused as soon as it is complete, without waiting for headers that will not come.
    func read(from connection: ClientConnection) -> Outcome {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        var checkedFirstLine = false
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                return received.isEmpty
                    ? .gone
                    : .rejected(
                        HTTPRejection(status: .requestTimeout, reason: "the request head did not arrive in time"))
            }
            switch connection.receive(into: &buffer, waitingAtMost: left.milliseconds) {
            case .bytes(let count):
                received += buffer[..<count]
            case .timedOut:
                continue
            case .closed:
                return received.allSatisfy(Self.isLineEnd)
                    ? .gone : .rejected(.badRequest("the request ended before its head did"))
            case .failed:
                return .gone
            }
            if !checkedFirstLine && Self.startsWithoutMethod(received) {
                return .rejected(.badRequest("the request does not start with a method"))
            }
            if !checkedFirstLine, let line = Self.firstLine(of: received) {
                checkedFirstLine = true
                do { _ = try HTTPRequest.requestLine(line) } catch { return .rejected(error) }
            }
            if let end = Self.endOfHead(in: received) {
                guard end <= maxHeaderBytes else { return .rejected(tooLarge) }
                do {
                    return .request(try HTTPRequest.parse(head: received[..<end]), bodyStart: Array(received[end...]))
                } catch {
                    return .rejected(error)
                }
            }
            if received.count > maxHeaderBytes { return .rejected(tooLarge) }
        }
    }

    private var tooLarge: HTTPRejection {
        HTTPRejection(
            status: .headerFieldsTooLarge, reason: "the request head is larger than \(maxHeaderBytes >> 10) KiB")
    }

    private static func isLineEnd(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Whether the bytes so far cannot begin a request line: something other than a method's letters comes
    /// before the first space (binary garbage, a TLS handshake). Refused at once, not after the timeout.
    static func startsWithoutMethod(_ bytes: [UInt8]) -> Bool {
        guard let start = bytes.firstIndex(where: { !isLineEnd($0) }) else { return false }
        let word = bytes[start...].prefix { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D }
        return word.count > 32 || !word.allSatisfy { HTTPRequest.isTokenByte($0) }
    }

    /// The first non-empty line, once its line end has arrived, without the line end.
    static func firstLine(of bytes: [UInt8]) -> Substring? {
        guard let start = bytes.firstIndex(where: { !isLineEnd($0) }),
            let end = bytes[start...].firstIndex(of: 0x0A)
        else { return nil }
        let line = bytes[start..<end].last == 0x0D ? bytes[start..<end - 1] : bytes[start..<end]
        return Substring(String(decoding: line, as: UTF8.self))
    }

    /// Where the head ends (the index after its closing empty line), counting leading empty lines as
    /// nothing; nil while it has not arrived.
    static func endOfHead(in bytes: [UInt8]) -> Int? {
        guard let start = bytes.firstIndex(where: { !isLineEnd($0) }) else { return nil }
        var index = start
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            let next = newline + 1
            if next < bytes.count && bytes[next] == 0x0A { return next + 1 }
            if next + 1 < bytes.count && bytes[next] == 0x0D && bytes[next + 1] == 0x0A { return next + 2 }
            index = next
        }
        return nil
    }
}
