/// A size in bytes as messages write it: `512 bytes`, `16 KiB`, `256 MiB`, `1.5 GiB` (binary units, as
/// the limits' flags take them).
package struct ByteCount: CustomStringConvertible, Sendable {
    /// The size.
    package var bytes: Int

    /// Creates a size.
    package init(_ bytes: Int) { self.bytes = bytes }

    package var description: String {
        let units = ["KiB", "MiB", "GiB", "TiB"]
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = 0
        while value >= 1024 && unit < units.count - 1 {
            value /= 1024
            unit += 1
        }
        let tenths = (value * 10).rounded()
        let text = tenths.truncatingRemainder(dividingBy: 10) == 0 ? String(Int(tenths / 10)) : String(tenths / 10)
        return "\(text) \(units[unit])"
    }
}
