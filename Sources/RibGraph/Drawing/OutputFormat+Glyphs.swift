import RibOutput

extension OutputFormat {
    /// Whether the picture holds the glyphs of its text, drawn with the fonts installed here (PNG, PDF),
    /// rather than the text itself, which the viewer's fonts draw (SVG) or no one draws (DOT, JSON).
    var drawsGlyphs: Bool { self == .png || self == .pdf }
}
