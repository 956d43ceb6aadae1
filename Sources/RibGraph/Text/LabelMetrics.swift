import RibAnalysis

/// Estimates how wide a line of text is, so that ribgraph can size nodes itself: fixed node sizes keep
/// the layout identical on machines with different fonts.
struct LabelMetrics: Sendable {
    /// The font size, in points.
    var fontSize: Double
    /// Whether the text is bold, which runs wider; italic keeps the upright advance widths.
    var bold: Bool

    /// Creates metrics for text at `fontSize` points, bold or not.
    init(fontSize: Double, bold: Bool = false) {
        self.fontSize = fontSize
        self.bold = bold
    }

    /// How much wider bold text runs: Helvetica-Bold's (and Liberation Sans Bold's) lowercase letters average
    /// 0.61 em against 0.56, its capitals 0.74 against 0.68.
    private static let boldFactor = 1.1

    /// The room kept for fonts wider than Helvetica: where Helvetica is missing, Graphviz draws with DejaVu
    /// Sans, whose advance widths run about 5% wider, and a long badge would otherwise cross its box.
    private static let substituteFontFactor = 1.06

    /// The estimated width of `text` in points, on the generous side so labels stay inside their boxes;
    /// hidden characters count as the `\u{X}` a picture shows for them (`VisibleText`).
    func width(of text: String) -> Double {
        var ems = 0.0
        for scalar in VisibleText.escape(text).unicodeScalars {
            ems += Self.ems(scalar)
        }
        return ems * fontSize * (bold ? Self.boldFactor : 1) * Self.substituteFontFactor
    }

    /// Helvetica-like advance widths: wide CJK and emoji, narrow punctuation, average Latin.
    private static func ems(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: 0
        case 0x2190...0x21FF: 1.0
        case 0x1100...0x11FF, 0x2E80...0xA4CF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF00...0xFF60, 0x1F000...0x1FAFF:
            1.05
        case 0x20, 0x21, 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x49, 0x69, 0x6A, 0x6C, 0x7C: 0.30
        case 0x28, 0x29, 0x2D, 0x5B, 0x5D, 0x66, 0x72, 0x74: 0.36
        case 0x4D, 0x57, 0x6D, 0x77: 0.90
        case 0x41...0x5A: 0.70
        default: 0.58
        }
    }
}
