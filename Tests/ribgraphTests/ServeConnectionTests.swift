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
    func testConnectionsPastTheCapAreAnswered503AndTheServerRecoversWhenTheyClose() throws {
        let server = try ServeProcess(runner, ["t.json", "--max-connections", "4"])
        defer { server.stop() }
        var idle = try (0..<4).map { _ in try LoopbackClient(port: server.port) }
        let extra = try LoopbackClient(port: server.port)
        let refused = HTTPAnswer(extra.readBytes())
        XCTAssertEqual(refused.status, 503, refused.head)
        idle.removeAll()
        XCTAssertEqual(try server.pageOnceItAnswers().status, 200, "slots free once the idle clients leave")
        XCTAssertTrue(server.standardError.contains("4 connections are open; answering 503"), server.standardError)
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
            let refused = HTTPAnswer(try LoopbackClient(port: server.port).readBytes())
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
