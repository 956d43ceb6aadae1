import RibTrace

/// Reads a request's body whole, within a deadline and a size limit: a probe's batch. Only bodies with a
/// `Content-Length` are taken (URLSession sends one for a body it is given); chunked bodies are refused,
/// so the limit is known before a byte is stored.
enum RequestBody {
    /// The body of `request`, of which `start` arrived with the head. Throws the answer: 411 without a
    /// length or with a transfer coding, 413 above `limit` bytes, 408 past `deadline`, 400 when the client
    /// stops before its length.
    static func read(
        _ request: HTTPRequest, start: [UInt8], from connection: ClientConnection, limit: Int,
        deadline: ContinuousClock.Instant
    ) throws(HTTPRejection) -> [UInt8] {
        guard request.header("transfer-encoding") == nil, let length = request.declaredLength else {
            throw HTTPRejection(
                status: .lengthRequired, reason: "send the batch with a Content-Length (no chunked encoding)")
        }
        guard length <= limit else {
            throw HTTPRejection(
                status: .contentTooLarge,
                reason: "a batch is at most \(ByteCount(limit)); this one declares \(length) bytes")
        }
        var body = Array(start.prefix(length))
        body.reserveCapacity(length)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while body.count < length {
            let left = deadline - ContinuousClock.now
            guard left > .zero else {
                throw HTTPRejection(status: .requestTimeout, reason: "the batch did not arrive in time")
            }
            switch connection.receive(into: &buffer, waitingAtMost: left.milliseconds) {
            case .bytes(let count): body += buffer[..<min(count, length - body.count)]
            case .timedOut: continue
            case .closed, .failed: throw .badRequest("the batch ended before its Content-Length")
            }
        }
        return body
    }
}
