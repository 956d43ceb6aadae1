import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 20, serve item 1 (silent exit): idle, partial and abandoned connections cannot use up the
/// server, and running out of descriptors is logged and outlived, never a silent exit.
final class ServeConnectionTests: ServeTestCase {
    /// Issue 31: slots were taken before the token was checked, so anyone who reached the port kept the
    /// server answering 503. Idle connections without the token now give way; only token holders fill slots.
    func testConnectionsWithoutTheTokenCannotTakeTheSlotsOfThoseWhoHaveIt() throws {
        let server = try ServeProcess(runner, ["t.json", "--max-connections", "4", "--header-timeout", "30"])
        defer { server.stop() }
        let idle = try (0..<8).map { _ in try LoopbackClient(port: server.port) }
        let page = try LoopbackClient(port: server.port, timeout: 5)
        page.send(server.request(server.pageTarget))
        XCTAssertEqual(
            HTTPAnswer(page.readBytes()).status, 200, "8 idle connections do not keep the page from answering")
        XCTAssertTrue(
            server.standardError.contains("4 connections have not shown the token yet; dropping the oldest"),
            server.standardError)
        XCTAssertEqual(HTTPAnswer(idle[0].readBytes()).status, 0, "the oldest idle connection was dropped unanswered")
    }

    func testASecondContentLengthIsRefusedWith400() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        let answer = try server.exchange(
            server.request(server.pageTarget, extra: "Content-Length: 0\r\nContent-Length: 5\r\n") + "hello")
        XCTAssertEqual(answer.status, 400, answer.head)
        XCTAssertTrue(answer.text.contains("more than one Content-Length header"), answer.text)
    }

    func testAPartialRequestIsAnswered408WhenItsHeadTakesTooLong() throws {
        let server = try ServeProcess(runner, ["t.json", "--header-timeout", "1"])
        defer { server.stop() }
        let slow = try LoopbackClient(port: server.port)
        slow.send("GET \(server.pageTarget) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n")
        let answer = HTTPAnswer(slow.readBytes())
        XCTAssertEqual(answer.status, 408, answer.head)
    }

    func testEventStreamsWhoseBrowserLeftGiveBackTheirSlots() throws {
        let server = try ServeProcess(runner, ["t.json", "--max-connections", "2"])
        defer { server.stop() }
        /// An event stream, tried at most 100 times 0.1 s apart while the slots are taken (503).
        func openStream() -> LoopbackClient? {
            for _ in 0..<100 {
                if let stream = try? LoopbackClient(port: server.port) {
                    stream.send(server.request("/events?token=\(server.token)"))
                    if stream.read(until: ": watching").contains("text/event-stream") { return stream }
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            return nil
        }
        for round in 0..<3 {
            var streams = (0..<2).compactMap { _ in openStream() }
            XCTAssertEqual(streams.count, 2, "round \(round): the slots of the streams closed before are free again")
            let extra = try LoopbackClient(port: server.port)
            extra.send(server.request(server.pageTarget))
            let refused = HTTPAnswer(extra.readBytes())
            XCTAssertEqual(refused.status, 503, "both slots are taken by open streams")
            streams.removeAll()
        }
        XCTAssertEqual(try server.pageOnceItAnswers().status, 200)
    }

    func testRunningOutOfDescriptorsIsLoggedAndOutlived() throws {
        let server = try ServeProcess(runner, ["t.json", "--header-timeout", "30"], openFiles: 48)
        defer { server.stop() }
        var idle: [LoopbackClient] = []
        for _ in 0..<80 { if let client = try? LoopbackClient(port: server.port) { idle.append(client) } }
        for _ in 0..<100 where !server.standardError.contains("cannot accept connections now") {
            Thread.sleep(forTimeInterval: 0.1)
        }
        XCTAssertTrue(server.standardError.contains("cannot accept connections now"), server.standardError)
        idle.removeAll()
        XCTAssertEqual(try server.pageOnceItAnswers().status, 200, "it answers again once descriptors are free")
        XCTAssertTrue(server.process.isRunning, "serve ended: \(server.standardError)")
    }
}
