import ArgumentParser
import Foundation
import RibGraphTestSupport
import XCTest

@testable import ribgraph

/// Every `ribgraph …` command line the README and docs/ show in a code block is one the argument parser
/// accepts (`RibGraphCommand.parseAsRoot`, which validates the options as a run does): a reader who copies one
/// gets the command it describes, never a usage error. A synopsis (`[--format svg|png]`, `PATH...`) is a
/// description, not a command line, and is left out; a pipe or a redirection ends the command.
final class DocsCommandLinesTests: XCTestCase {
    func testEveryDocumentedCommandLineParses() throws {
        let docs = packageRoot.appendingPathComponent("docs")
        let files =
            [packageRoot.appendingPathComponent("README.md")]
            + (try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil))
            .filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
        var checked = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (line, words) in Self.commandLines(in: text) {
                checked += 1
                do {
                    _ = try RibGraphCommand.parseAsRoot(Array(words.dropFirst()))
                } catch  where RibGraphCommand.exitCode(for: error) == .success {
                    continue  // `--version`, `--help`: the parser answers them itself
                } catch {
                    XCTFail(
                        "\(file.lastPathComponent):\(line): \(words.joined(separator: " ")): "
                            + RibGraphCommand.message(for: error))
                }
            }
        }
        XCTAssertGreaterThan(checked, 60, "the docs show some seventy command lines")
    }

    /// The splitting itself: comments, quotes, continuation lines, pipes and synopses.
    func testCommandLinesAreReadAsAShellReadsThem() {
        let text = """
            ```sh
            $ ribgraph scan App -o app.json --exclude '*/Demo'   # a comment
            ribgraph diff base.json head.json \\
                -o diff.svg
            ribgraph metrics t.json | head -3
            ribgraph diff BASE HEAD -o OUT [--format svg|png]
            ribgraph diff TRACE --base-at SEQ -o OUT
            ```
            ribgraph outside a block
            """
        XCTAssertEqual(
            Self.commandLines(in: text).map { "\($0.line): " + $0.words.joined(separator: " ") },
            [
                "2: ribgraph scan App -o app.json --exclude */Demo", "3: ribgraph diff base.json head.json -o diff.svg",
                "5: ribgraph metrics t.json",
            ])
    }

    /// The command lines of `markdown`'s fenced code blocks, each with the line it starts on and its words:
    /// a leading `$ ` dropped, `\` continuations joined, words split and unquoted as a shell does, stopped at
    /// a comment, a pipe, a redirection or a `;`; synopses (a word with `[`, `|` or `...`, or a placeholder in
    /// capitals, `SEQ`) left out.
    static func commandLines(in markdown: String) -> [(line: Int, words: [String])] {
        var found: [(line: Int, words: [String])] = []
        var inBlock = false
        var pending: (line: Int, text: String)?
        for (number, raw) in markdown.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("```") {
                inBlock.toggle()
                pending = nil
                continue
            }
            guard inBlock else { continue }
            var text = pending.map { $0.text + " " + line } ?? (line.hasPrefix("$ ") ? String(line.dropFirst(2)) : line)
            let start = pending?.line ?? number + 1
            if text.hasSuffix("\\") {
                text.removeLast()
                pending = (start, text)
                continue
            }
            pending = nil
            guard text.hasPrefix("ribgraph "), let words = words(of: text) else { continue }
            found.append((start, words))
        }
        return found
    }

    /// `text`'s words as a shell splits them, up to a comment, a pipe, a redirection or a `;`; nil for a
    /// synopsis.
    private static func words(of text: String) -> [String]? {
        var words: [String] = [], word = "", inWord = false, quote: Character?
        var characters = text.makeIterator()
        loop: while let character = characters.next() {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                if let next = characters.next() { word.append(next) }
                inWord = true
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "#" where !inWord, "|", ">", "<", ";", "&":
                break loop
            case "[", "…":
                return nil
            default:
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        let placeholder = { (word: String) in word.count > 1 && word.allSatisfy { $0.isUppercase || $0 == "_" } }
        if words.contains(where: { $0.contains("...") || placeholder($0) }) { return nil }
        return words.last.map { $0 == "2" } == true ? Array(words.dropLast()) : words
    }
}
