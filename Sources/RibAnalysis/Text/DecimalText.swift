/// Numbers written with a fixed count of decimals, identical on every run and machine.
package enum DecimalText {
    /// `value` rounded to `decimals` places, written without Foundation's locale and slow `String(format:)`.
    package static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return "\(value < 0 && scaled != 0 ? "-" : "")\(scaled / scale).\(padded)"
    }
}
