/// Makes PDF output byte-identical run after run: cairo stamps the time of rendering into the
/// document's `/CreationDate`, and ignores `SOURCE_DATE_EPOCH` in the versions Debian ships.
enum ReproduciblePDF {
    private static let marker = Array("/CreationDate (D:".utf8)
    /// The Unix epoch, as reproducible builds date their output; same length, so no offset in the
    /// PDF's cross-reference table moves.
    private static let epoch = Array("19700101000000".utf8)

    /// `pdf` with the creation date's fourteen digits set to the epoch; other bytes untouched.
    static func removingTimestamp(_ pdf: [UInt8]) -> [UInt8] {
        guard let start = firstIndex(of: marker, in: pdf), start + marker.count + epoch.count <= pdf.count else {
            return pdf
        }
        var stable = pdf
        let digits = start + marker.count
        guard stable[digits..<digits + epoch.count].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else {
            return pdf
        }
        stable.replaceSubrange(digits..<digits + epoch.count, with: epoch)
        return stable
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<start + needle.count].elementsEqual(needle) { return start }
        }
        return nil
    }
}
