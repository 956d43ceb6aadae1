/// A `StaticString` over text known only at run time, for XCTest's `XCTFail(_:file:line:)`, whose `file` is the
/// only way to place a failure without the running `XCTestCase` (which XCTest does not hand to a library).
/// `StaticString` is frozen: a pointer to UTF-8 bytes, their count and flags (bit 0 clear: a pointer; bit 1 set:
/// ASCII). The bytes live until `body` returns, and XCTest copies the path into a `String` before that.
package enum StaticText {
    /// Calls `body` with `text` as a `StaticString`.
    package static func with<Result>(_ text: String, _ body: (StaticString) -> Result) -> Result {
        let bytes = Array(text.utf8) + [0]
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        return bytes.withUnsafeBufferPointer { buffer in
            let fields = (UInt(bitPattern: buffer.baseAddress), UInt(buffer.count - 1), UInt8(isASCII ? 0b10 : 0))
            return body(unsafeBitCast(fields, to: StaticString.self))
        }
    }
}
