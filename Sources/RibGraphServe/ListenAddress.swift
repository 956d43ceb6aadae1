#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `serve` listens: an IPv4 address and a port, `127.0.0.1:8080` unless `--listen` says otherwise.
/// Only 127.0.0.1 keeps everything off this machine out; any other address (`0.0.0.0` for every
/// interface, a LAN address for a device) is a choice the command line makes explicitly.
public struct ListenAddress: Sendable, Equatable, CustomStringConvertible {
    /// The four bytes of the IPv4 address, most significant first.
    let octets: [UInt8]
    /// The port (0: any free port).
    public let port: UInt16

    /// 127.0.0.1:`port`.
    public static func loopback(port: UInt16) -> ListenAddress { ListenAddress(octets: [127, 0, 0, 1], port: port) }

    private init(octets: [UInt8], port: UInt16) {
        self.octets = octets
        self.port = port
    }

    /// Parses `ADDRESS:PORT`: a dotted IPv4 address (or `localhost`) and a port; nil for anything else.
    public init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let port = UInt16(text[text.index(after: colon)...]) else {
            return nil
        }
        let host = text[..<colon]
        if host == "localhost" {
            self.init(octets: [127, 0, 0, 1], port: port)
            return
        }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        let octets = parts.compactMap { part in part.count <= 3 && part.allSatisfy(\.isASCII) ? UInt8(part) : nil }
        guard parts.count == 4, octets.count == 4 else { return nil }
        self.init(octets: octets, port: port)
    }

    /// Whether only this machine can connect (127.0.0.0/8).
    public var isLoopback: Bool { octets[0] == 127 }

    /// `a.b.c.d:port`.
    public var description: String { octets.map(String.init).joined(separator: ".") + ":\(port)" }

    /// The same address with another port (the one the system chose for port 0).
    func with(port: UInt16) -> ListenAddress { ListenAddress(octets: octets, port: port) }

    /// The address as `bind` takes it.
    var socketAddress: sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = octets.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }.bigEndian
        return address
    }
}
