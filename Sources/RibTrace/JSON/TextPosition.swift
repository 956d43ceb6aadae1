/// A 1-based line and column in a UTF-8 text, the way editors and messages name a place.
struct TextPosition: Sendable, Equatable {
    /// The line, counting line feeds.
    var line: Int
    /// Counts characters, not bytes, so a name with accents does not shift the column.
    var column: Int

    /// The position of byte `offset` in `bytes`, whose first line starts at `start` (past a byte-order
    /// mark, say). An offset past the end is the end.
    init<Bytes: Collection<UInt8>>(offset: Int, in bytes: Bytes, start: Bytes.Index) where Bytes.Index == Int {
        var line = 1
        var lineStart = start
        let limit = min(max(offset, bytes.startIndex), bytes.endIndex)
        for index in bytes.startIndex..<limit where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        column = String(decoding: bytes[lineStart..<limit], as: UTF8.self).count + 1
    }
}
