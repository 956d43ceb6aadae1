import Foundation

/// What an SVG was drawn from, written into the SVG as a comment so that a rerun can tell a stale picture
/// from one that another Graphviz drew: `<!-- ribgraph-drawing VERSION HASH -->` on the SVG's second line.
///
/// The hash is FNV-1a (64 bits) of ribgraph's DOT for the trace: the graph ribgraph builds, with every
/// position pinned, before Graphviz lays out or renders anything. So an SVG rendered on macOS (another
/// Graphviz, other fonts, other bytes) of the same drawing reads as current on Linux, and a change to the
/// trace or to ribgraph's version reads as stale. Not a security hash: it only spots change.
struct DrawingFingerprint: Equatable {
    let text: String

    /// The fingerprint of drawing `dot` with ribgraph `version`.
    init(dot: Data, version: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in dot {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        text = "<!-- ribgraph-drawing \(version) \(String(hash, radix: 16)) -->"
    }

    /// Whether `svg` carries this fingerprint.
    func marks(_ svg: Data) -> Bool {
        guard let svg = String(data: svg.prefix(4096), encoding: .utf8) else { return false }
        return svg.split(separator: "\n", maxSplits: 3).contains { $0 == text }
    }

    /// `svg` with the fingerprint after its first line (the XML declaration Graphviz writes).
    func stamped(_ svg: Data) -> Data {
        guard let newline = svg.firstIndex(of: UInt8(ascii: "\n")) else { return svg + Data((text + "\n").utf8) }
        return svg[...newline] + Data((text + "\n").utf8) + svg[svg.index(after: newline)...]
    }
}
