import Foundation
import RibGraphTestSupport

/// One Swift file of a target: the types it declares at top level, the capitalised names its code uses
/// (comments and string literals left out), and the modules it imports, each with its line. Read as text:
/// the declarations the test needs start a line, as every file here writes them.
struct SourceFile {
    /// A name and the line it is on.
    struct Mention: Equatable {
        var name: String
        var line: Int
    }

    /// The path from the package root, for messages.
    var path: String
    /// The folder right below the target's, or nil for a file at the target's root.
    var folder: String?
    var declaredTypes: [String] = []
    var uses: [Mention] = []
    var imports: [Mention] = []
    /// The imports marked `@_exported`, which hand the module on to every importer of this one.
    var reExports: [Mention] = []

    init(text: String, path: String, folder: String?) {
        self.path = path
        self.folder = folder
        let code = SwiftCode.blankingCommentsAndStrings(text)
        for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = Self.words(line)
            // Top-level declarations and imports start a line; nested ones are indented.
            if let first = line.unicodeScalars.first, !first.properties.isWhitespace,
                let keyword = words.firstIndex(where: Self.declarationKeywords.contains), keyword + 1 < words.count
            {
                var name = words[keyword + 1]
                if words[keyword] == "import", Self.typeKeywords.contains(name), keyword + 2 < words.count {
                    name = words[keyword + 2]
                }
                if words[keyword] == "import" {
                    imports.append(Mention(name: String(name), line: index + 1))
                    if words[..<keyword].contains("_exported") {
                        reExports.append(Mention(name: String(name), line: index + 1))
                    }
                }
                if Self.typeKeywords.contains(words[keyword]) { declaredTypes.append(String(name)) }
            }
            for word in words where word.first?.isUppercase == true {
                uses.append(Mention(name: String(word), line: index + 1))
            }
        }
    }

    /// The keywords that declare a type, and may follow `import` (`import struct Foundation.URL`).
    private static let typeKeywords: Set<Substring> = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    /// The keywords one of which a declaration's line names first, after its attributes and modifiers.
    private static let declarationKeywords = typeKeywords.union([
        "import", "extension", "func", "let", "var", "init",
        "macro", "precedencegroup", "operator",
    ])

    /// The identifiers and keywords of `line`, in order (digits start none).
    static func words(_ line: Substring) -> [Substring] {
        line.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }.filter { $0.first?.isNumber == false }
    }

    /// Every Swift file below `Sources/<target>/`, sorted by path.
    static func files(of target: String) throws -> [SourceFile] {
        let folder = packageRoot.appendingPathComponent("Sources/\(target)")
        let relatives = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try relatives.filter { $0.hasSuffix(".swift") }.sorted().map { relative in
            let parts = relative.components(separatedBy: "/")
            return SourceFile(
                text: try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8),
                path: "Sources/\(target)/\(relative)", folder: parts.count > 1 ? parts[0] : nil)
        }
    }
}
