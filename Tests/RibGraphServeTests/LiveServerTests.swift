import Foundation
import XCTest

@testable import RibGraphServe
@testable import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ribgraph serve`'s server on a free loopback port: the page is the viewer of the file, and a change
/// to the file reaches an open event stream.
final class LiveServerTests: XCTestCase {
    /// A blocking loopback client with a read timeout.
    private final class Client {
        let fd: Int32
        init(port: UInt16) throws {
            #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = ListenAddress.loopback(port: port).socketAddress
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        }
        deinit { close(fd) }

        func get(_ path: String, port: UInt16) {
            let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8)
            _ = request.withUnsafeBytes { write(fd, $0.baseAddress!, $0.count) }
        }

        /// Reads until `text` has arrived, the peer closes or 5 s pass without data; returns all read.
        func read(until text: String? = nil) -> String {
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = recv(fd, &buffer, buffer.count, 0)
                if count <= 0 { break }
                received += buffer[0..<count]
                if let text, String(decoding: received, as: UTF8.self).contains(text) { break }
            }
            return String(decoding: received, as: UTF8.self)
        }
    }

    private func traceBytes(_ ids: [String]) -> [UInt8] {
        let ribs = ids.map { RIB(id: $0) }
        let events = ids.indices.map { TraceEvent(seq: $0 + 1, kind: .attach, parent: $0 == 0 ? nil : 0, child: $0) }
        return TraceEncoder.encode(Trace(app: "Live", ribs: ribs, events: events))
    }

    func testThePageIsTheViewerAndAChangeReachesTheEventStream() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ribgraph.json")
        try Data(traceBytes(["Root", "LoggedOut"])).write(to: file)
        let server = try LiveServer(
            trace: file.path, settings: ServeSettings(listen: .loopback(port: 0), pollInterval: 0.05), log: { _ in })
        XCTAssertNotEqual(server.port, 0)
        Thread.detachNewThread { try? server.run() }
        defer { server.stop() }

        let page = try Client(port: server.port)
        page.get("/?token=\(server.token)", port: server.port)
        let html = page.read()
        XCTAssertTrue(html.hasPrefix("HTTP/1.1 200 OK\r\n"), String(html.prefix(80)))
        XCTAssertTrue(html.contains("<g id=\"rib&#45;LoggedOut\""), "the viewer's drawing of the file")
        XCTAssertTrue(html.contains("new EventSource(\"/events?token=\(server.token)\")"))

        let events = try Client(port: server.port)
        events.get("/events?token=\(server.token)", port: server.port)
        XCTAssertTrue(events.read(until: ": watching").contains("Content-Type: text/event-stream"))
        try Data(traceBytes(["Root", "LoggedIn"])).write(to: file, options: .atomic)
        XCTAssertTrue(events.read(until: "data: changed").contains("data: changed"), "the change reaches the stream")

        let again = try Client(port: server.port)
        again.get("/?token=\(server.token)", port: server.port)
        let reloaded = again.read()
        XCTAssertTrue(
            reloaded.contains("<g id=\"rib&#45;LoggedIn\"") && !reloaded.contains("<g id=\"rib&#45;LoggedOut\""))

        let missing = try Client(port: server.port)
        missing.get("/nothing", port: server.port)
        XCTAssertTrue(missing.read().hasPrefix("HTTP/1.1 404 Not Found"))
        XCTAssertThrowsError(
            try LiveServer(
                trace: file.path, settings: ServeSettings(listen: .loopback(port: server.port)), log: { _ in })
        ) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot listen on 127.0.0.1:\(server.port): "), "\(error)")
        }
    }
}
