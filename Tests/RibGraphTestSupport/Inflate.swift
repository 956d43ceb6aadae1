/// Decompresses a zlib stream (RFC 1950 around RFC 1951's deflate), so that tests can read the pixels of
/// the PNG files the binary writes: Foundation on Linux has no image decoder, and no zlib module either.
public enum Inflate {
    /// Why a stream could not be decompressed.
    public struct Malformed: Error, CustomStringConvertible {
        public let reason: String
        public var description: String { "malformed zlib stream: \(reason)" }
    }

    /// The bytes `stream` (a zlib header, deflate blocks, an Adler-32 checksum) decompresses to; the checksum
    /// is checked. Throws ``Malformed``.
    public static func zlib(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0,
            stream[1] & 0x20 == 0
        else { throw Malformed(reason: "no zlib header of a deflate stream without preset dictionary") }
        var reader = BitReader(bytes: stream, position: 2)
        var out: [UInt8] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            switch try reader.bits(2) {
            case 0: try copyStored(&reader, into: &out)
            case 1: try inflate(&reader, into: &out, literals: fixedLiterals, distances: fixedDistances)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try inflate(&reader, into: &out, literals: literals, distances: distances)
            default: throw Malformed(reason: "block type 3")
            }
        }
        let checksum = try reader.alignedBytes(4).reduce(0) { $0 << 8 | UInt32($1) }
        guard checksum == adler32(out) else { throw Malformed(reason: "Adler-32 checksum differs") }
        return out
    }

    /// Reads a deflate stream's bits, least significant first.
    private struct BitReader {
        let bytes: [UInt8]
        var position: Int
        var bit = 0

        mutating func bits(_ count: Int) throws -> Int {
            var value = 0
            for index in 0..<count {
                guard position < bytes.count else { throw Malformed(reason: "ends inside a block") }
                value |= Int(bytes[position] >> bit & 1) << index
                bit += 1
                if bit == 8 { (bit, position) = (0, position + 1) }
            }
            return value
        }

        /// The next `count` whole bytes, after skipping to a byte boundary.
        mutating func alignedBytes(_ count: Int) throws -> ArraySlice<UInt8> {
            if bit != 0 { (bit, position) = (0, position + 1) }
            guard position + count <= bytes.count else { throw Malformed(reason: "ends inside stored bytes") }
            defer { position += count }
            return bytes[position..<position + count]
        }
    }

    /// A canonical Huffman code, given by the number of codes of each length and the symbols in code order.
    private struct Code {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            for length in 1..<16 {
                symbols += lengths.indices.filter { lengths[$0] == length }
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + code - first] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Malformed(reason: "a code no table holds")
        }
    }

    private static let fixedLiterals = Code(
        lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112) + Array(repeating: 7, count: 24)
            + Array(repeating: 8, count: 8))
    private static let fixedDistances = Code(lengths: Array(repeating: 5, count: 30))

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which a dynamic block lists the lengths of the code-length code.
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private static func copyStored(_ reader: inout BitReader, into out: inout [UInt8]) throws {
        let header = Array(try reader.alignedBytes(4))
        let length = Int(header[0]) | Int(header[1]) << 8
        guard length ^ (Int(header[2]) | Int(header[3]) << 8) == 0xFFFF else {
            throw Malformed(reason: "a stored block's length and its complement differ")
        }
        out += try reader.alignedBytes(length)
    }

    private static func dynamicCodes(_ reader: inout BitReader) throws -> (literals: Code, distances: Code) {
        let literalCount = try reader.bits(5) + 257, distanceCount = try reader.bits(5) + 1
        let lengthCodeCount = try reader.bits(4) + 4
        var lengthCodeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<lengthCodeCount { lengthCodeLengths[codeLengthOrder[index]] = try reader.bits(3) }
        let lengthCode = Code(lengths: lengthCodeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try lengthCode.decode(&reader)
            switch symbol {
            case 0..<16: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw Malformed(reason: "a repeat with nothing before it") }
                lengths += Array(repeating: previous, count: 3 + (try reader.bits(2)))
            case 17: lengths += Array(repeating: 0, count: 3 + (try reader.bits(3)))
            default: lengths += Array(repeating: 0, count: 11 + (try reader.bits(7)))
            }
        }
        guard lengths.count == literalCount + distanceCount else { throw Malformed(reason: "too many code lengths") }
        return (Code(lengths: Array(lengths[..<literalCount])), Code(lengths: Array(lengths[literalCount...])))
    }

    private static func inflate(_ reader: inout BitReader, into out: inout [UInt8], literals: Code, distances: Code)
        throws
    {
        while true {
            let symbol = try literals.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBase.count else { throw Malformed(reason: "length symbol \(symbol)") }
            let length = lengthBase[lengthIndex] + (try reader.bits(lengthExtra[lengthIndex]))
            let distanceIndex = try distances.decode(&reader)
            guard distanceIndex < distanceBase.count else {
                throw Malformed(reason: "distance symbol \(distanceIndex)")
            }
            let distance = distanceBase[distanceIndex] + (try reader.bits(distanceExtra[distanceIndex]))
            guard distance <= out.count else { throw Malformed(reason: "a distance before the start") }
            for _ in 0..<length { out.append(out[out.count - distance]) }
        }
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var low: UInt32 = 1, high: UInt32 = 0
        for byte in bytes {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        return high << 16 | low
    }
}
