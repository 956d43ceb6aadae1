import Foundation
import RibGraphProbe
import XCTest

@testable import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `probe.stream(to:session:)` against a server that never answers: a socket that listens on loopback
/// and never accepts, so every post is sent into the kernel's buffers and waits.
final class StreamTests: XCTestCase {
    /// A listening socket on 127.0.0.1 that never reads.
    private final class SilentListener {
        let fd: Int32
        let port: UInt16

        init() throws {
            #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
            #endif
            self.fd = fd
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0, listen(fd, 8) == 0 else { throw POSIXError(.EADDRINUSE) }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            port = UInt16(bigEndian: address.sin_port)
        }

        deinit { close(fd) }
    }

    func testAServerThatNeverAnswersCostsTheAppNothingBeyondTheBoundedQueue() throws {
        let silent = try SilentListener()
        let shop = makeShop()
        defer { withExtendedLifetime(shop) {} }
        let probe = RibProbe(root: shop, configuration: .init(leakDelay: nil))
        probe.stream(
            to: try XCTUnwrap(URL(string: "http://127.0.0.1:\(silent.port)/?token=0123456789abcdef")), session: "shop",
            every: 0.05, queueCapacity: 100)
        XCTAssertFalse(probe.flushStream(within: 0.3), "the state was posted and is never answered")
        Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: true)) {
            shop.launch()
            let feed = shop.home!.feed!
            for _ in 0..<1_000 { feed.removeCard(feed.addCard()) }
        }
        // Ticks go on while the post waits: they take the new events into the queue, which overflows.
        XCTAssertFalse(probe.flushStream(within: 0.3))
        let status = probe.streamStatus
        XCTAssertEqual(status.posts, 0)
        XCTAssertLessThanOrEqual(status.queuedEvents, 100, "the queue is bounded")
        XCTAssertGreaterThan(status.droppedEvents, 0, "what overflows the queue is dropped and counted")
        XCTAssertFalse(status.isCaughtUp)
        // Launch: Shop, Home, Feed and the Card Feed adds when it loads; then an attach and a detach per Card.
        XCTAssertEqual(probe.export().events.count, 4 + 2 * 1_000, "the app's own recording is whole")
        XCTAssertFalse(probe.stopStreaming(flushingWithin: 0.2), "the server took nothing")
    }
}
