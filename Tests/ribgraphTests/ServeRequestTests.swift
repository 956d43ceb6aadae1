import Foundation
import RibGraphTestSupport
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 20, serve item 5 (smaller bugs): standard input and FIFOs refused, the flags a limit names are
/// serve's own, and every odd request answered with its proper status instead of silence.
final class ServeRequestTests: ServeTestCase {
    func testStandardInputIsRefusedAsUsage() throws {
        let refusal = try XCTUnwrap(try ServeProcess.refusal(runner, ["-", "--port", "0"]), "serve - kept running")
        XCTAssertEqual(refusal.status, 64, refusal.stderr)
        XCTAssertTrue(refusal.stderr.contains("standard input (-) cannot be watched"), refusal.stderr)
    }

    func testAFIFOIsRefusedAtStartAndNeverBlocksAPage() throws {
        XCTAssertEqual(mkfifo(runner.path("pipe.json"), 0o600), 0)
        let refusal = try XCTUnwrap(
            try ServeProcess.refusal(runner, ["pipe.json", "--port", "0"]), "serve blocked on the FIFO")
        XCTAssertEqual(refusal.status, 66, refusal.stderr)
        XCTAssertTrue(refusal.stderr.contains("pipe.json: is a FIFO (named pipe), not a regular file"), refusal.stderr)

        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        XCTAssertEqual(rename(runner.path("pipe.json"), runner.path("t.json")), 0)
        for _ in 0..<3 {
            let answer = try server.exchange(server.request(server.pageTarget))
            XCTAssertEqual(answer.status, 200)
            XCTAssertTrue(answer.text.contains("t.json: is a FIFO (named pipe), not a regular file"), answer.text)
        }
    }

    func testATraceOverTheRIBLimitNamesOnlyFlagsServeTakes() throws {
        let server = try ServeProcess(
            runner, ["t.json", "--max-ribs", "3", "--direction", "LR", "--dependencies", "all", "--no-legend"])
        defer { server.stop() }
        let answer = try server.exchange(server.request(server.pageTarget))
        XCTAssertTrue(answer.text.contains("restart ribgraph serve with --max-ribs 7"), answer.text)
        for flag in ["--focus", "--depth", "--format", "--at"] {
            XCTAssertFalse(answer.text.contains(flag), answer.text)
        }
        let raised = try ServeProcess(runner, ["t.json", "--max-ribs", "7"])
        defer { raised.stop() }
        XCTAssertTrue(try raised.exchange(raised.request(raised.pageTarget)).text.contains("rib&#45;LoggedOut"))
    }

    func testAHeadOver64KiBIs431() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        let answer = try server.exchange(
            server.request(server.pageTarget, extra: "X-Padding: \(String(repeating: "a", count: 70_000))\r\n"))
        XCTAssertEqual(answer.status, 431, answer.head)
    }

    func testABodyIs405AndAHugeOneIs413AnsweredAtOnce() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        let post = try server.exchange(
            server.request(server.pageTarget, method: "POST", extra: "Content-Length: 5\r\n") + "hello")
        XCTAssertEqual(post.status, 405, post.head)
        XCTAssertEqual(post.header("Allow"), "GET, HEAD")
        let huge = try LoopbackClient(port: server.port)
        huge.send(
            server.request(server.pageTarget, method: "POST", extra: "Content-Length: 104857600\r\n")
                + String(repeating: "x", count: 4096))
        let answer = HTTPAnswer(huge.readBytes())
        XCTAssertEqual(answer.status, 413, answer.head)
    }

    func testLFOnlyRequestsAreServed() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        let answer = try server.exchange("GET \(server.pageTarget) HTTP/1.1\nHost: 127.0.0.1:\(server.port)\n\n")
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.text.contains("rib&#45;LoggedOut"))
    }

    func testHTTP09AndGarbageAre400() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        for request in [
            "GET /\r\n", "GET \(server.pageTarget)\r\n\r\n", "\u{16}\u{03}\u{01}\u{02}\u{00}binary",
            "hello there\r\n\r\n",
            "GET / HTTP/1.1\r\nno colon\r\n\r\n",
        ] {
            XCTAssertEqual(try server.exchange(request).status, 400, request.debugDescription)
        }
    }

    func testHEADIsAnsweredLikeGETWithoutABody() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        let get = try server.exchange(server.request(server.pageTarget))
        let head = try server.exchange(server.request(server.pageTarget, method: "HEAD"))
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Length"), String(get.body.count))
        XCTAssertEqual(head.header("Content-Type"), get.header("Content-Type"))
        XCTAssertTrue(head.body.isEmpty, "\(head.body.count) bytes of body")
        XCTAssertEqual(try server.exchange(server.request("/", method: "HEAD")).status, 401)
    }

    func testOtherMethodsAre405() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        for method in ["PUT", "DELETE", "OPTIONS", "PATCH", "BREW"] {
            let answer = try server.exchange(server.request(server.pageTarget, method: method))
            XCTAssertEqual(answer.status, 405, method)
            XCTAssertEqual(answer.header("Allow"), "GET, HEAD", method)
        }
    }
}
