import Foundation
import RibGraph
import RibTrace
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the HTML viewer of one trace file on the loopback interface (127.0.0.1) and reloads open
/// pages when the file changes: the live view of a probe that writes continuously (a simulator's
/// Documents folder is on the Mac's disk).
///
/// Foundation and POSIX sockets only, so the CLI gains no dependency: `GET /` renders the viewer from
/// the file as it is now, `GET /events` is a server-sent event stream that sends `data: changed` each time
/// the file is replaced or rewritten (checked every `pollInterval` seconds by modification date, size and
/// file number), and the page reloads itself on it. One thread per connection; meant for one developer's
/// browser, not for a network.
public final class LiveServer: @unchecked Sendable {
    /// The port it listens on (the one the system chose when asked for port 0).
    public let port: UInt16
    private let listener: Int32
    private let path: String
    private let options: SnapshotOptions
    private let pollInterval: Double
    private let lock = NSLock()
    private var isStopped = false

    /// Listens on 127.0.0.1:`port` (0: any free port) for pages of the trace at `path`. Throws
    /// ``LiveServerError/cannotListen(port:reason:)`` when the port is taken or sockets are unavailable.
    public init(trace path: String, port: UInt16 = 0, options: SnapshotOptions = SnapshotOptions(),
                pollInterval: Double = 0.2) throws {
        self.path = path
        self.options = options
        self.pollInterval = pollInterval
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw LiveServerError.cannotListen(port: port, reason: String(cString: strerror(errno))) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = Self.loopback(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(fd, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(fd)
            throw LiveServerError.cannotListen(port: port, reason: reason)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        listener = fd
        self.port = UInt16(bigEndian: address.sin_port)
    }

    /// 127.0.0.1:`port` as a socket address.
    static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        return address
    }

    /// The page's address.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// Accepts connections until ``stop()``, answering each on its own thread. Blocks the caller.
    public func run() {
        while !stopped {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            #if canImport(Darwin)
            var yes: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
            Thread.detachNewThread { [self] in
                answer(connection)
                close(connection)
            }
        }
    }

    /// Stops accepting and ends open event streams at their next check.
    public func stop() {
        lock.withLock { isStopped = true }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private var stopped: Bool { lock.withLock { isStopped } }

    private func answer(_ connection: Int32) {
        guard let requestLine = Self.readRequestLine(connection) else { return }
        let parts = requestLine.split(separator: " ")
        guard parts.count >= 2, parts[0] == "GET" else {
            send(connection, status: "405 Method Not Allowed", type: "text/plain", body: Array("GET only\n".utf8))
            return
        }
        switch parts[1] {
        case "/": send(connection, status: "200 OK", type: "text/html; charset=utf-8", body: page())
        case "/events": stream(connection)
        default: send(connection, status: "404 Not Found", type: "text/plain", body: Array("not found\n".utf8))
        }
    }

    /// The viewer of the file as it is now, with the script that reloads it; an error page if it does not decode.
    private func page() -> [UInt8] {
        let reload = "<script>new EventSource(\"/events\").onmessage = function () { location.reload(); };</script>"
        do {
            let trace = try TraceDecoder().load(contentsOfFile: path)
            var html = String(decoding: try ViewerPage(trace: trace, options: options).render(),
                              as: UTF8.self)
            if let end = html.range(of: "</body>", options: .backwards) {
                html.insert(contentsOf: reload, at: end.lowerBound)
            } else {
                html += reload
            }
            return Array(html.utf8)
        } catch {
            let message = WebEscaping.html("\(error)")
            return Array("<!doctype html><meta charset=utf-8><title>ribgraph</title><pre>\(message)</pre>\(reload)".utf8)
        }
    }

    /// Server-sent events: `data: changed` whenever the file's identity changes, until the browser leaves.
    private func stream(_ connection: Int32) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n: watching\n\n"
        guard write(connection, Array(head.utf8)) else { return }
        var last = fileIdentity()
        while !stopped {
            Thread.sleep(forTimeInterval: pollInterval)
            let now = fileIdentity()
            if now != last {
                last = now
                guard write(connection, Array("data: changed\n\n".utf8)) else { return }
            }
        }
    }

    /// Modification date, size and file number: an atomic replace changes the number, a rewrite the rest.
    private func fileIdentity() -> [String] {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: path)) ?? [:]
        return [FileAttributeKey.modificationDate, .size, .systemFileNumber].map { "\(attributes[$0] ?? "-")" }
    }

    private func send(_ connection: Int32, status: String, type: String, body: [UInt8]) {
        let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n"
        _ = write(connection, Array(head.utf8) + body)
    }

    /// Writes all of `bytes`; false when the peer is gone.
    private func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { chunk in
                #if canImport(Glibc)
                Glibc.send(connection, chunk.baseAddress!, chunk.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(connection, chunk.baseAddress!, chunk.count, 0)
                #endif
            }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    /// The request's first line; the headers after it are read and ignored.
    private static func readRequestLine(_ connection: Int32) -> String? {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < 65_536 {
            let count = read(connection, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer[0..<count]
            if bytes.count >= 4, bytes.suffix(4).elementsEqual(Array("\r\n\r\n".utf8)) { break }
        }
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\r")) else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }
}

/// Why ``LiveServer`` could not start.
public enum LiveServerError: LocatedError {
    case cannotListen(port: UInt16, reason: String)

    /// A port that is taken or refused is the command line's to change.
    public var kind: FailureKind { .usage }

    public var description: String {
        switch self {
        case let .cannotListen(port, reason): "cannot listen on 127.0.0.1:\(port): \(reason)"
        }
    }
}
