/// Who may read the trace: requests that name the server by a loopback Host (`127.0.0.1:PORT`,
/// `localhost:PORT`, `[::1]:PORT`), which a page on another site reaching the port through DNS rebinding
/// cannot send, and that carry the random token of the address `serve` printed, which no other page knows.
/// A server listening beyond loopback (`--listen 0.0.0.0:PORT`) also answers to any IPv4 address with its
/// port, which is how a device names the Mac; DNS rebinding needs a host name, so that stays refused.
struct AccessPolicy: Sendable {
    /// The port the Host header must name.
    let port: UInt16
    /// 128 random bits in hex.
    let token: String
    /// Whether a Host that is an IPv4 address (`192.168.1.20:PORT`) is accepted too.
    let acceptsAddresses: Bool

    /// A policy for `port` with `token` (a fresh random one by default).
    init(port: UInt16, token: String = AccessPolicy.randomToken(), acceptsAddresses: Bool = false) {
        self.port = port
        self.token = token
        self.acceptsAddresses = acceptsAddresses
    }

    /// 128 bits from the system's secure random source, as 32 lowercase hex digits.
    static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<2).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    /// The Host values accepted.
    var hosts: [String] { ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"] }

    /// Refuses a request whose Host is missing or not one of ``hosts`` (421).
    func checkHost(of request: HTTPRequest) throws(HTTPRejection) {
        guard let host = request.header("host")?.lowercased(),
            hosts.contains(host) || (acceptsAddresses && ListenAddress(host)?.port == port)
        else {
            throw HTTPRejection(
                status: .misdirectedRequest,
                reason: "this server answers only to Host 127.0.0.1:\(port), localhost:\(port) or [::1]:\(port)")
        }
    }

    /// Refuses a request without the token in its query (401); compared in time independent of where
    /// the first difference is.
    func checkToken(of request: HTTPRequest) throws(HTTPRejection) {
        let given = Array((request.query("token") ?? "").utf8), expected = Array(token.utf8)
        var difference = given.count ^ expected.count
        for index in expected.indices { difference |= Int(expected[index] ^ (index < given.count ? given[index] : 0)) }
        guard difference == 0 else {
            throw HTTPRejection(
                status: .unauthorized, reason: "missing or wrong token: open the address ribgraph serve printed")
        }
    }
}
