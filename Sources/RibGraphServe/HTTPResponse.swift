/// An answer: status, content type, body, any further header fields. Every answer closes the connection
/// and forbids caching and content sniffing.
struct HTTPResponse: Sendable {
    var status: HTTPStatus
    var type: String
    var body: [UInt8]
    var headers: [(String, String)] = []

    /// The status line and header fields, `Content-Length` being the body's length (also for HEAD).
    var head: [UInt8] {
        var text =
            "HTTP/1.1 \(status.rawValue) \(status.phrase)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
            + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        return Array((text + "\r\n").utf8)
    }

    /// Sends the answer, without its body for a HEAD request; false when the client is gone.
    func send(on connection: ClientConnection, body includingBody: Bool) -> Bool {
        connection.send(head[...]) && (!includingBody || connection.send(body[...]))
    }
}
