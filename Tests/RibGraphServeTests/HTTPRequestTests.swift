import XCTest

@testable import RibGraphServe

/// How `serve` reads a request head: CRLF or bare LF, the parts of a target, and what it refuses as 400.
final class HTTPRequestTests: XCTestCase {
    private func parse(_ text: String) throws -> HTTPRequest {
        let bytes = Array(text.utf8)
        let end = try XCTUnwrap(HTTPRequestReader.endOfHead(in: bytes), "the head's end")
        return try HTTPRequest.parse(head: bytes[..<end])
    }

    private func rejection(_ text: String) -> HTTPRejection? {
        do {
            _ = try parse(text)
            return nil
        } catch { return error as? HTTPRejection }
    }

    func testCRLFAndBareLFHeadsReadTheSame() throws {
        let crlf = try parse("GET /?token=ab12&x=1 HTTP/1.1\r\nHost: localhost:80\r\nAccept:  text/html \r\n\r\n")
        let lf = try parse("GET /?token=ab12&x=1 HTTP/1.1\nHost: localhost:80\nAccept:  text/html \n\n")
        XCTAssertEqual(crlf, lf)
        XCTAssertEqual(crlf.method, "GET")
        XCTAssertEqual(crlf.path, "/")
        XCTAssertEqual(crlf.query("token"), "ab12")
        XCTAssertNil(crlf.query("tok"))
        XCTAssertEqual(crlf.header("ACCEPT"), "text/html")
        XCTAssertEqual(crlf.headers.map(\.name), ["host", "accept"])
    }

    func testTheHeadEndsAtTheFirstEmptyLineAndABodyMayFollow() {
        let bytes = Array("POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc".utf8)
        XCTAssertEqual(HTTPRequestReader.endOfHead(in: bytes), bytes.count - 3)
        XCTAssertNil(HTTPRequestReader.endOfHead(in: Array("GET / HTTP/1.1\r\nHost: a\r\n".utf8)))
    }

    func testHTTP09GarbageAndMalformedHeadersAre400() {
        XCTAssertEqual(rejection("GET /\r\n\r\n")?.status, .badRequest)
        XCTAssertEqual(rejection("GET / HTTP/2.0\r\n\r\n")?.status, .badRequest)
        XCTAssertEqual(rejection("GET http://evil/ HTTP/1.1\r\n\r\n")?.status, .badRequest)
        XCTAssertEqual(rejection("G(T / HTTP/1.1\r\n\r\n")?.status, .badRequest)
        XCTAssertEqual(rejection("GET / HTTP/1.1\r\nno colon here\r\n\r\n")?.status, .badRequest)
        XCTAssertEqual(rejection("GET / HTTP/1.1\r\nContent-Length: 12x\r\n\r\n")?.status, .badRequest)
        XCTAssertTrue(HTTPRequestReader.startsWithoutMethod([0x16, 0x03, 0x01, 0x00]))
        XCTAssertFalse(HTTPRequestReader.startsWithoutMethod(Array("GE".utf8)))
    }

    /// Issue 31: two of these let a proxy and the server read different requests, or two hosts.
    func testASecondContentLengthTransferEncodingOrHostIs400() throws {
        for (name, first, second) in [
            ("Content-Length", "4", "4"), ("Transfer-Encoding", "chunked", "identity"),
            ("Host", "127.0.0.1:1", "evil:1"),
        ] {
            let refused = rejection("POST / HTTP/1.1\r\n\(name): \(first)\r\n\(name.lowercased()): \(second)\r\n\r\n")
            XCTAssertEqual(refused?.status, .badRequest, name)
            XCTAssertEqual(refused?.reason, "the request has more than one \(name) header")
            XCTAssertEqual(try parse("POST / HTTP/1.1\r\n\(name): \(first)\r\n\r\n").header(name), first)
        }
    }

    func testADeclaredBodyIsSeen() throws {
        XCTAssertTrue(try parse("POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\n").declaresBody)
        XCTAssertTrue(try parse("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").declaresBody)
        XCTAssertFalse(try parse("GET / HTTP/1.1\r\nContent-Length: 0\r\n\r\n").declaresBody)
    }
}
