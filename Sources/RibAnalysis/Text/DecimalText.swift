/// Numbers written with a fixed count of decimals, identical on every run and machine.
package enum DecimalText {
    /// `value` rounded to `decimals` places (1 to 16), written without Foundation's locale and slow
    /// `String(format:)`: the digits go right to left into a buffer on the stack, one string made at the end (a
    /// drawing of 20,000 RIBs writes a few hundred thousand coordinates).
    package static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        var rest = Int((abs(value) * Double(scale)).rounded())
        let isNegative = value < 0 && rest != 0
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            var start = buffer.count
            func put(_ byte: UInt8) {
                start -= 1
                buffer[start] = byte
            }
            for _ in 0..<decimals {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            }
            put(UInt8(ascii: "."))
            repeat {
                put(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if isNegative { put(UInt8(ascii: "-")) }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
