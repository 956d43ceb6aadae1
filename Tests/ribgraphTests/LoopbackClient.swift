import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A blocking client of 127.0.0.1:`port` (never another address) whose every read gives up after
/// `timeout` seconds without data, so no test can hang on a server that does not answer.
final class LoopbackClient {
    let fd: Int32

    init(port: UInt16, timeout: Int = 10) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
    }

    deinit { close(fd) }

    /// Sends `text` (or as much as the server takes).
    func send(_ text: String) { send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { chunk in
                #if canImport(Glibc)
                Glibc.send(fd, chunk.baseAddress!, chunk.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(fd, chunk.baseAddress!, chunk.count, 0)
                #endif
            }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Reads until the server closes, `text` has arrived, or the read timeout passes; returns all read.
    func read(until text: String? = nil) -> String {
        String(decoding: readBytes(until: text), as: UTF8.self)
    }

    func readBytes(until text: String? = nil) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
            if let text, String(decoding: received, as: UTF8.self).contains(text) { break }
        }
        return received
    }

    /// One whole exchange on a fresh connection: `request` sent, the answer read to the end.
    static func exchange(port: UInt16, _ request: String) throws -> HTTPAnswer {
        let client = try LoopbackClient(port: port)
        client.send(request)
        return HTTPAnswer(client.readBytes())
    }
}

/// An answer as the client received it.
struct HTTPAnswer {
    let raw: [UInt8]

    init(_ raw: [UInt8]) { self.raw = raw }

    private var split: (head: String, body: [UInt8]) {
        let marker = Array("\r\n\r\n".utf8)
        guard raw.count >= 4, let end = (0...(raw.count - 4)).first(where: { raw[$0..<$0 + 4].elementsEqual(marker) })
        else {
            return (String(decoding: raw, as: UTF8.self), [])
        }
        return (String(decoding: raw[..<end], as: UTF8.self), Array(raw[(end + 4)...]))
    }

    /// The status code; 0 when nothing (or no status line) arrived.
    var status: Int {
        let line = split.head.split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        return parts.count >= 2 && parts[0].hasPrefix("HTTP/1.") ? Int(parts[1]) ?? 0 : 0
    }

    /// The head's lines after the status line.
    var head: String { split.head }

    /// A header's value (any case).
    func header(_ name: String) -> String? {
        for line in split.head.split(separator: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2 && parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    var body: [UInt8] { split.body }
    var text: String { String(decoding: split.body, as: UTF8.self) }
}
