/// The pixels of a PNG file, for tests that look at what the binary drew: 8-bit RGB or RGBA, not interlaced
/// (what Graphviz's cairo renderer writes).
public struct PNGImage {
    /// Why a file could not be read as such a PNG.
    public struct Unreadable: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { "unreadable PNG: \(reason)" }
    }

    public let width: Int
    public let height: Int
    /// Red, green, blue and alpha of each pixel, row by row.
    private let pixels: [UInt8]

    /// Decodes `bytes`; throws ``Unreadable`` (or ``Inflate/Malformed``) for anything but an 8-bit RGB or
    /// RGBA PNG without interlacing.
    public init(_ bytes: [UInt8]) throws {
        guard bytes.starts(with: RibgraphRunner.pngSignature) else { throw Unreadable(reason: "no PNG signature") }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var position = 8
        var header: ArraySlice<UInt8> = []
        var compressed: [UInt8] = []
        while position + 8 <= bytes.count {
            let length = word(position), type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
            guard position + 12 + length <= bytes.count else { throw Unreadable(reason: "chunk \(type) is cut short") }
            let data = bytes[position + 8..<position + 8 + length]
            if type == "IHDR" { header = data }
            if type == "IDAT" { compressed += data }
            if type == "IEND" { break }
            position += 12 + length
        }
        guard header.count == 13 else { throw Unreadable(reason: "no IHDR chunk") }
        let start = header.startIndex
        let (depth, colorType, interlace) = (header[start + 8], header[start + 9], header[start + 12])
        guard depth == 8, colorType == 2 || colorType == 6, interlace == 0 else {
            throw Unreadable(reason: "bit depth \(depth), colour type \(colorType), interlace \(interlace)")
        }
        width = header[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        height = header[start + 4..<start + 8].reduce(0) { $0 << 8 | Int($1) }
        let channels = colorType == 6 ? 4 : 3
        let rows = try Self.unfiltered(
            try Inflate.zlib(compressed), rowBytes: width * channels, height: height, pixelBytes: channels)
        pixels =
            channels == 4
            ? rows : stride(from: 0, to: rows.count, by: 3).flatMap { rows[$0..<$0 + 3] + [255] }
    }

    /// The pixel at column `x`, row `y` (from the top left).
    public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let at = (y * width + x) * 4
        return (pixels[at], pixels[at + 1], pixels[at + 2], pixels[at + 3])
    }

    /// The rows of `data` with PNG's per-row filters undone (the filter bytes dropped).
    private static func unfiltered(_ data: [UInt8], rowBytes: Int, height: Int, pixelBytes: Int) throws -> [UInt8] {
        guard data.count == (rowBytes + 1) * height else {
            throw Unreadable(reason: "\(data.count) bytes of pixels, not \((rowBytes + 1) * height)")
        }
        var out = [UInt8](repeating: 0, count: rowBytes * height)
        for row in 0..<height {
            let filter = data[row * (rowBytes + 1)], input = row * (rowBytes + 1) + 1, at = row * rowBytes
            for index in 0..<rowBytes {
                let left = index >= pixelBytes ? Int(out[at + index - pixelBytes]) : 0
                let up = row > 0 ? Int(out[at + index - rowBytes]) : 0
                let upLeft = row > 0 && index >= pixelBytes ? Int(out[at + index - rowBytes - pixelBytes]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (toLeft, toUp, toUpLeft) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
                default: throw Unreadable(reason: "row \(row) has filter \(filter)")
                }
                out[at + index] = UInt8((Int(data[input + index]) + predicted) & 0xFF)
            }
        }
        return out
    }
}
