/// A page's script, written in a `.js` file beside the Swift that uses it and compiled into the binary by
/// SwiftPM (`resources: [.embedInCode(…)]` in Package.swift, read through `PackageResources`): node can
/// check the file, and the binary needs no resource bundle at run time.
package enum EmbeddedScript {
    /// The file's bytes as text, without the file's final line break: a page puts each script on lines of
    /// its own, so the break would only add a blank line. The bytes must be UTF-8.
    package static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes.last == UInt8(ascii: "\n") ? bytes.dropLast() : bytes[...], as: UTF8.self)
    }
}
