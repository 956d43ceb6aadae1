import Foundation
import RibGraphTestSupport
import XCTest

/// Issue 20, serve item 4 (no Host check): only loopback Host names and requests with the printed
/// token get the trace, and an error page shows the place and the reason, escaped, and nothing else.
final class ServeAccessTests: ServeTestCase {
    func testAForeignHostIsRefusedAndLoopbackHostsAreServed() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        for host in ["evil.example:\(server.port)", "127.0.0.1:1", "localhost"] {
            let answer = try server.exchange(server.request(server.pageTarget, host: host))
            XCTAssertEqual(answer.status, 421, host)
            XCTAssertFalse(answer.text.contains("LoggedOut"), "no trace for Host \(host)")
        }
        let hostless = try server.exchange("GET \(server.pageTarget) HTTP/1.0\r\n\r\n")
        XCTAssertEqual(hostless.status, 421)
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "[::1]:\(server.port)"] {
            let answer = try server.exchange(server.request(server.pageTarget, host: host))
            XCTAssertEqual(answer.status, 200, host)
            XCTAssertTrue(answer.text.contains("rib&#45;LoggedOut"), host)
        }
    }

    func testTheAddressCarriesATokenThatEveryRequestNeeds() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        XCTAssertEqual(server.token.count, 32, server.url)
        XCTAssertTrue(server.token.allSatisfy(\.isHexDigit), server.url)
        let other = try ServeProcess(runner, ["t.json"])
        defer { other.stop() }
        XCTAssertNotEqual(server.token, other.token, "a fresh token per run")
        let wrong = String(server.token.reversed())
        for target in ["/", "/?token=", "/?token=\(wrong)", "/events", "/events?token=\(wrong)"] {
            let answer = try server.exchange(server.request(target))
            XCTAssertEqual(answer.status, 401, target)
            XCTAssertFalse(answer.text.contains("LoggedOut"), target)
        }
        let page = try server.exchange(server.request(server.pageTarget))
        XCTAssertEqual(page.status, 200)
        XCTAssertTrue(
            page.text.contains("new EventSource(\"/events?token=\(server.token)\")"),
            "the page's stream carries the token")
        let stream = try LoopbackClient(port: server.port)
        stream.send(server.request("/events?token=\(server.token)"))
        XCTAssertTrue(stream.read(until: ": watching").hasPrefix("HTTP/1.1 200 OK"))
    }

    func testAnErrorPageShowsOnlyThePlaceAndTheReasonEscaped() throws {
        let server = try ServeProcess(runner, ["t.json"])
        defer { server.stop() }
        try runner.write(
            """
            {"format": "ribgraph-trace", "version": 1, "app": "SECRET-APP",
             "ribs": [{"id": "Root", "name": "SECRET-NAME"}],
             "events": [{"seq": 1, "kind": "attach", "parent": null, "child": "<img src=x onerror=alert(1)>"}]}
            """, to: "t.json")
        let answer = try server.exchange(server.request(server.pageTarget))
        XCTAssertEqual(answer.status, 200)
        XCTAssertTrue(answer.text.contains("t.json: events[0].child: unknown RIB"), answer.text)
        XCTAssertTrue(answer.text.contains("&lt;img src=x onerror=alert(1)&gt;"), answer.text)
        XCTAssertFalse(answer.text.contains("<img"), answer.text)
        XCTAssertFalse(answer.text.contains("SECRET"), answer.text)
    }
}
