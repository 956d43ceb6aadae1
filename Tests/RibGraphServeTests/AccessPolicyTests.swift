import XCTest

@testable import RibGraphServe

/// Only loopback Host names with the server's port, and only requests with the token, are served.
final class AccessPolicyTests: XCTestCase {
    private func request(host: String?, target: String = "/") -> HTTPRequest {
        HTTPRequest(method: "GET", target: target, version: "HTTP/1.1", headers: host.map { [("host", $0)] } ?? [])
    }

    func testOnlyLoopbackHostsWithThePortPass() {
        let policy = AccessPolicy(port: 8123, token: "00ff")
        for host in ["127.0.0.1:8123", "localhost:8123", "LOCALHOST:8123", "[::1]:8123"] {
            XCTAssertNoThrow(try policy.checkHost(of: request(host: host)), host)
        }
        for host in [
            "evil.example:8123", "127.0.0.1:8124", "127.0.0.1", "localhost", "127.0.0.1:8123.evil.example", "",
        ] {
            XCTAssertThrowsError(try policy.checkHost(of: request(host: host)), host) { error in
                XCTAssertEqual((error as? HTTPRejection)?.status, .misdirectedRequest)
            }
        }
        XCTAssertThrowsError(try policy.checkHost(of: request(host: nil)))
    }

    func testOnlyTheExactTokenPasses() {
        let policy = AccessPolicy(port: 1, token: "0123abcd")
        XCTAssertNoThrow(try policy.checkToken(of: request(host: nil, target: "/events?x=1&token=0123abcd")))
        for target in ["/", "/?token=", "/?token=0123abc", "/?token=0123abcde", "/?token=0123ABCD", "/?tok=0123abcd"] {
            XCTAssertThrowsError(try policy.checkToken(of: request(host: nil, target: target)), target) { error in
                XCTAssertEqual((error as? HTTPRejection)?.status, .unauthorized)
            }
        }
    }

    func testTokensAre128RandomBitsInHex() {
        let tokens = (0..<20).map { _ in AccessPolicy.randomToken() }
        XCTAssertEqual(Set(tokens).count, tokens.count)
        for token in tokens {
            XCTAssertEqual(token.count, 32)
            XCTAssertTrue(token.allSatisfy(\.isHexDigit), token)
        }
    }
}
