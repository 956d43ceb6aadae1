/// Estimates how wide a line of text is, so that ribgraph can size nodes itself: fixed node sizes keep
/// the layout identical on machines with different fonts.
public struct LabelMetrics: Sendable {
    /// The font size, in points.
    public var fontSize: Double

    /// Creates metrics for text at `fontSize` points.
    public init(fontSize: Double) {
        self.fontSize = fontSize
    }

    /// The estimated width of `text` in points, on the generous side so labels stay inside their boxes;
    /// hidden characters count as the `\u{X}` a picture shows for them (``VisibleText``).
    public func width(of text: String) -> Double {
        var ems = 0.0
        for scalar in VisibleText.escape(text).unicodeScalars {
            ems += Self.ems(scalar)
        }
        return ems * fontSize
    }

    /// Helvetica-like advance widths: wide CJK and emoji, narrow punctuation, average Latin.
    private static func ems(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: 0
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F000...0x1FAFF: 1.05
        case 0x20, 0x21, 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x49, 0x69, 0x6A, 0x6C, 0x7C: 0.30
        case 0x28, 0x29, 0x2D, 0x5B, 0x5D, 0x66, 0x72, 0x74: 0.36
        case 0x4D, 0x57, 0x6D, 0x77: 0.90
        case 0x41...0x5A: 0.70
        default: 0.58
        }
    }
}
