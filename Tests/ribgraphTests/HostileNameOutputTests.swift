import CGraphviz
import Foundation
import RibGraphTestSupport
import RibTrace
import XCTest

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Every output format of every subcommand, written by the built binary for a trace whose RIB ids, names,
/// type names, app name, dependencies and properties are hostile, and read back with that format's own
/// parser: the document stays well formed, a name injects nothing, and every name can still be read in it.
final class HostileNameOutputTests: XCTestCase {
    /// Each name is tagged `hN:` so that it can be found in any output, and so that names stay unique.
    static let payloads = [
        "quote \" and ' apostrophe",
        "back\\N slash \\l \\G \\\\ end\\",
        "<script>alert(1)</script>",
        "cdata ]]> end -- comment",
        "nul \u{0} byte",
        "cr \r lf \n ribgraph: forged line",
        "esc \u{1B}]0;title\u{7} \u{1B}[2J cleared",
        "rtl \u{200F} override \u{202E}desrever",
        "nonchar \u{FFFE} \u{FFFF} c1 \u{85}\u{9B} del \u{7F}",
        "<<b>x</b>>",
        "pipe | back`tick` *star* _under_ [link](x)",
        "%% comment\nclick r_Root call alert()",
        "colons :: error file=x,line=1::forged",
        "{record | <port> syntax}",
        "로그인 🎮 👩‍💻",
        String(repeating: "long-", count: 2_000),
    ]
    static let names = payloads.enumerated().map { "h\($0.offset):\($0.element)" }
    static let app = "App \u{1B}[2J <i>\n%% click"

    /// A trace of Root with every hostile RIB under it, hostile types, one dependency edge per RIB with a
    /// hostile property; `count` limits how many of the hostile RIBs it has (BASE of a diff has fewer).
    static func trace(count: Int = names.count) throws -> String {
        var ribs: [[String: Any]] = [["id": "Root", "view": "RootViewController", "component": "RootComponent"]]
        var events: [[String: Any]] = [["seq": 1, "kind": "attach", "parent": NSNull(), "child": "Root"]]
        var dependencies: [[String: Any]] = []
        for (index, name) in names.prefix(count).enumerated() {
            var rib: [String: Any] = [
                "id": name, "name": name, "router": name, "interactor": name, "builder": name,
                "dependency": name, "component": name,
            ]
            if index % 2 == 0 { rib["view"] = name }
            ribs.append(rib)
            events.append(["seq": index + 2, "kind": "attach", "parent": "Root", "child": name])
            dependencies.append([
                "child": name, "dependency": name, "component": "RootComponent",
                "properties": [["name": name, "type": name, "providedBy": "RootComponent"]],
            ])
        }
        let document: [String: Any] = [
            "format": "ribgraph-trace", "version": 1, "app": app, "ribs": ribs,
            "events": events, "dependencies": dependencies,
        ]
        let data = try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    /// Rules every hostile RIB breaks: each dependency must come from a component none is called.
    static let rules = #"{"providedBy": [{"dependency": "*", "component": "Nowhere"}], "maxFanOut": 1}"#

    private var rg: RibgraphRunner!

    override func setUpWithError() throws {
        rg = try RibgraphRunner()
        try rg.write(try Self.trace(), to: "head.json")
        try rg.write(try Self.trace(count: 3), to: "base.json")
        try rg.write(Self.rules, to: "rules.json")
    }

    override func tearDown() {
        rg?.tearDown()
    }

    // MARK: pictures and pages

    func testSnapshotSVGParsesAsXMLAndShowsEveryName() throws {
        let svg = try output(["snapshot", "head.json", "--dependencies", "all", "-o", "out.svg"], file: "out.svg")
        let texts = try XMLText.texts(of: svg, file: "snapshot svg")
        assertShowsEveryName(VisibleText.decode(texts.joined(separator: "\n")), format: "snapshot svg")
    }

    func testSnapshotDOTParsesBackWithGraphviz() throws {
        let dot = try output(["snapshot", "head.json", "--dependencies", "all", "-o", "out.dot"], file: "out.dot")
        let graph = try XCTUnwrap(dot.withCString { agmemread($0) }, "Graphviz cannot read the DOT back")
        defer { agclose(graph) }
        // Root, the hostile RIBs and the legend; one tree edge and one dependency edge per hostile RIB.
        XCTAssertEqual(agnnodes(graph), Int32(Self.names.count + 2))
        XCTAssertEqual(agnedges(graph), Int32(2 * Self.names.count))
        assertNoControls(dot, format: "snapshot dot")
        // Each RIB's label as Graphviz read it: HTML-like, with Graphviz's `\\` for a backslash.
        var labels: [String] = []
        var node = agfstnode(graph)
        while let current = node {
            if let label = "label".withCString({
                agget(UnsafeMutableRawPointer(current), UnsafeMutablePointer(mutating: $0))
            }) {
                labels.append(String(cString: label))
            }
            node = agnxtnode(graph, current)
        }
        let shown = HTMLText.decode(labels.joined(separator: "\n")).replacingOccurrences(of: "\\\\", with: "\\")
        assertShowsEveryName(VisibleText.decode(shown), format: "snapshot dot")
    }

    func testSnapshotJSONParses() throws {
        let json = try output(["snapshot", "head.json", "-o", "out.json"], file: "out.json")
        let strings = try JSONStrings.of(json, format: "snapshot json")
        assertShowsEveryName(VisibleText.decode(strings.joined(separator: "\n")), format: "snapshot json")
    }

    func testViewerPageKeepsItsDataAndPictureWellFormed() throws {
        let html = try output(["snapshot", "head.json", "-o", "out.html"], file: "out.html")
        assertNoControls(html, format: "viewer html")
        XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 2, "a name opened or closed a script element")
        let dataStart = try XCTUnwrap(html.range(of: "<script type=\"application/json\" id=\"ribgraph-data\">"))
        let dataEnd = try XCTUnwrap(html.range(of: "</script>", range: dataStart.upperBound..<html.endIndex))
        let strings = try JSONStrings.of(String(html[dataStart.upperBound..<dataEnd.lowerBound]), format: "viewer data")
        for name in Self.names {
            XCTAssertTrue(strings.contains(name), "the viewer's data lost \(name.debugDescription)")
        }
        let svgStart = try XCTUnwrap(html.range(of: "<svg"))
        let svgEnd = try XCTUnwrap(html.range(of: "</svg>"))
        _ = try XMLText.texts(of: String(html[svgStart.lowerBound..<svgEnd.upperBound]), file: "viewer svg")
        let titleStart = try XCTUnwrap(html.range(of: "<h1>")), titleEnd = try XCTUnwrap(html.range(of: "</h1>"))
        XCTAssertEqual(
            VisibleText.decode(HTMLText.decode(String(html[titleStart.upperBound..<titleEnd.lowerBound]))), Self.app)
    }

    func testFramesIndexAndFramesAreWellFormed() throws {
        let result = try rg.run(["frames", "head.json", "-o", "frames"])
        XCTAssertEqual(result.status, 0, result.stderr)
        assertTerminal(result.stderr, format: "frames stderr")
        let index = String(decoding: try rg.read("frames/index.html"), as: UTF8.self)
        assertNoControls(index, format: "frames index")
        XCTAssertEqual(
            index.components(separatedBy: "<script").count - 1, 2, "a name opened or closed a script element")
        XCTAssertEqual(index.components(separatedBy: "<li").count - 1, Self.names.count + 1, "one list item per event")
        assertShowsEveryName(VisibleText.decode(HTMLText.decode(index)), format: "frames index")
        let last = try rg.listing("frames").filter { $0.hasSuffix(".svg") }.sorted().last
        _ = try XMLText.texts(
            of: String(decoding: try rg.read("frames/\(try XCTUnwrap(last))"), as: UTF8.self), file: "frame")
    }

    func testCompareInEveryTextFormat() throws {
        let svg = try output(["compare", "base.json", "head.json", "-o", "out.svg"], file: "out.svg")
        assertShowsEveryName(
            VisibleText.decode(try XMLText.texts(of: svg, file: "compare svg").joined(separator: "\n")),
            format: "compare svg")
        let dot = try output(["compare", "base.json", "head.json", "-o", "out.dot"], file: "out.dot")
        let graph = try XCTUnwrap(dot.withCString { agmemread($0) }, "Graphviz cannot read the compare DOT back")
        agclose(graph)
        _ = try JSONStrings.of(
            try output(["compare", "base.json", "head.json", "-o", "out.json"], file: "out.json"),
            format: "compare json")
    }

    /// The whole picture: by default the three RIBs both sides share are one "+3 unchanged" box.
    func testDiffPicture() throws {
        let svg = try output(
            ["diff", "base.json", "head.json", "-o", "out.svg", "--context", "full"], file: "out.svg",
            stderrIsTerminal: true)
        assertShowsEveryName(
            VisibleText.decode(try XMLText.texts(of: svg, file: "diff svg").joined(separator: "\n")),
            format: "diff svg")
    }

    // MARK: reports

    func testDiffMarkdownKeepsOneRowPerRIBAndNoMarkup() throws {
        let markdown = try output(
            ["diff", "base.json", "head.json", "-o", "out.md"], file: "out.md", stderrIsTerminal: true)
        assertNoControls(markdown, format: "diff markdown")
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("#") }.count, 2, "a name made or broke a heading")
        let rows = lines.filter { $0.hasPrefix("|") }
        XCTAssertTrue(
            rows.allSatisfy { MarkdownTable.cells(of: $0) == 3 },
            "a name changed a row's cells:\n\(rows.joined(separator: "\n"))")
        // The header, its rule and one row per added RIB; then the metrics table.
        XCTAssertEqual(rows.prefix { !$0.hasPrefix("| metric") }.count, 2 + Self.names.count - 3)
        assertMarkdownInert(markdown, format: "diff markdown")
        assertShowsEveryName(MarkdownTable.decode(markdown), format: "diff markdown", skipping: 3)
    }

    func testDiffMermaidHasOneStatementPerLine() throws {
        let mermaid = try output(
            ["diff", "base.json", "head.json", "-o", "out.mmd"], file: "out.mmd", stderrIsTerminal: true)
        assertNoControls(mermaid, format: "mermaid")
        let lines = mermaid.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "graph TD")
        let statement = try NSRegularExpression(
            pattern:
                #"^(graph TD|%% [^\n]*|classDef [a-z]+ [^"]*|  r_[A-Za-z0-9_]+\["[^"]*"\]|  r_[A-Za-z0-9_]+ (-->|-\.->) r_[A-Za-z0-9_]+|class [A-Za-z0-9_,]+ [a-z]+|linkStyle [0-9,]+ [^"]*)$"#
        )
        for line in lines {
            XCTAssertNotNil(
                statement.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)),
                "not one Mermaid statement: \(line.debugDescription)")
        }
        XCTAssertEqual(lines.filter { $0.hasPrefix("%%") }.count, 1, "a name started a comment line")
        XCTAssertFalse(
            lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("click") }, "a click directive")
        XCTAssertEqual(lines.filter { $0.contains("[\"") }.count, Self.names.count + 1, "one node line per RIB")
        let labels = lines.filter { $0.contains("[\"") }.joined(separator: "\n")
        XCTAssertFalse(
            labels.contains("<") || labels.contains("%%") || labels.contains("`"), "markup in a label: \(labels)")
        assertShowsEveryName(VisibleText.decode(MermaidText.decode(labels)), format: "mermaid")
    }

    func testMetricsInEveryFormat() throws {
        let text = try rg.run(["metrics", "head.json"])
        XCTAssertEqual(text.status, 0, text.stderr)
        assertTerminal(text.stdoutText, format: "metrics text")
        XCTAssertTrue(VisibleText.decode(text.stdoutText).contains(Self.app), "metrics text names the app")

        let json = try rg.run(["metrics", "head.json", "--format", "json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        XCTAssertTrue(try JSONStrings.of(json.stdoutText, format: "metrics json").contains(Self.app))

        let markdown = try rg.run(["metrics", "head.json", "--format", "markdown"])
        XCTAssertEqual(markdown.status, 0, markdown.stderr)
        assertNoControls(markdown.stdoutText, format: "metrics markdown")
        let lines = markdown.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("#") }.count, 2, "a name made or broke a heading")
        XCTAssertTrue(
            lines.filter { $0.hasPrefix("|") }.allSatisfy { MarkdownTable.cells(of: $0) == 2 }, markdown.stdoutText)
        assertMarkdownInert(markdown.stdoutText, format: "metrics markdown")
        XCTAssertTrue(MarkdownTable.decode(markdown.stdoutText).contains(Self.app), "metrics markdown names the app")
    }

    func testCheckInEveryFormat() throws {
        let json = try rg.run(["check", "head.json", "--rules", "rules.json", "--format", "json"])
        XCTAssertEqual(json.status, 1, json.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout)) as? [String: Any])
        let violations = try XCTUnwrap(report["violations"] as? [[String: Any]])
        // One provider violation per hostile RIB, and Root's fan-out.
        XCTAssertEqual(violations.count, Self.names.count + 1)
        let strings = try JSONStrings.of(json.stdoutText, format: "check json").joined(separator: "\n")
        assertShowsEveryName(strings, format: "check json")

        let text = try rg.run(["check", "head.json", "--rules", "rules.json"])
        XCTAssertEqual(text.status, 1)
        assertTerminal(text.stdoutText + text.stderr, format: "check text")
        XCTAssertEqual(text.stdoutText.split(separator: "\n").count, violations.count, "one line per violation")
        assertShowsEveryName(VisibleText.decode(text.stdoutText), format: "check text")

        let markdown = try rg.run(["check", "head.json", "--rules", "rules.json", "--format", "markdown"])
        assertNoControls(markdown.stdoutText, format: "check markdown")
        let rows = markdown.stdoutText.split(separator: "\n").filter { $0.hasPrefix("|") }.map(String.init)
        XCTAssertEqual(rows.count, 2 + violations.count, "one row per violation")
        XCTAssertTrue(rows.allSatisfy { MarkdownTable.cells(of: $0) == 3 }, markdown.stdoutText)
        assertMarkdownInert(markdown.stdoutText, format: "check markdown")
        assertShowsEveryName(MarkdownTable.decode(markdown.stdoutText), format: "check markdown")

        let github = try rg.run(["check", "head.json", "--rules", "rules.json", "--format", "github"])
        assertTerminal(github.stdoutText, format: "check github")
        let commands = github.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(commands.count, violations.count, "one annotation per violation")
        for command in commands {
            // The properties end at the first `::` after the command's name: a name cannot add one.
            let end = try XCTUnwrap(
                command.range(of: "::", range: command.index(command.startIndex, offsetBy: 2)..<command.endIndex))
            XCTAssertTrue(
                ["::error file=head.json,title=provided-by", "::error file=head.json,title=max-fan-out"]
                    .contains(String(command[..<end.lowerBound])), command)
        }
        assertShowsEveryName(VisibleText.decode(GitHubText.decode(github.stdoutText)), format: "check github")
    }

    // MARK: the terminal

    func testValidateAndErrorsStayOnTheirLines() throws {
        let valid = try rg.run(["validate", "head.json"])
        XCTAssertEqual(valid.status, 0, valid.stderr)
        assertTerminal(valid.stdoutText, format: "validate")
        XCTAssertEqual(valid.stdoutText.split(separator: "\n").count, 1)

        // An event naming a RIB the trace does not declare: the error quotes the hostile id.
        for name in Self.names.prefix(12) {
            let trace = try Self.trace().replacingOccurrences(
                of: "\"child\":\"Root\"", with: "\"child\":\(try JSONStrings.literal(name + "!"))")
            try rg.write(trace, to: "bad.json")
            let result = try rg.run(["validate", "bad.json"])
            XCTAssertEqual(result.status, 65, name.debugDescription)
            assertTerminal(result.stderr, format: "validate error")
            XCTAssertEqual(
                result.stderr.split(separator: "\n").count, 1, "one error line: \(result.stderr.debugDescription)")
            XCTAssertTrue(result.stderr.hasPrefix("ribgraph: "), result.stderr)
            // A quoted input is an escaped excerpt (issue 41): `"` and `\` escaped, invisible characters as \u{X}.
            XCTAssertTrue(
                result.stderr.contains(InputExcerpt.quoted(name + "!")), "the error shows \(name.debugDescription)")
        }
    }

    // MARK: helpers

    /// Runs `arguments`, which must succeed, and returns `file`; its standard error must be terminal-safe.
    private func output(
        _ arguments: [String], file: String, stderrIsTerminal: Bool = true,
        line: UInt = #line
    ) throws -> String {
        let result = try rg.run(arguments)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)", line: line)
        if stderrIsTerminal { assertTerminal(result.stderr, format: "\(arguments[0]) stderr", line: line) }
        return String(decoding: try rg.read(file), as: UTF8.self)
    }

    /// No C0 control but `\n` and `\t`, no DEL, C1, bidi control or non-character.
    private func assertNoControls(_ text: String, format: String, line: UInt = #line) {
        let bad = text.unicodeScalars.filter { $0 != "\n" && $0 != "\t" && VisibleText.isHidden($0) }
        XCTAssertTrue(
            bad.isEmpty, "\(format) holds raw \(Set(bad.map { String($0.value, radix: 16) }).sorted())", line: line)
    }

    /// Terminal text: no controls, and every line one of ribgraph's own (a name cannot start one).
    private func assertTerminal(_ text: String, format: String, line: UInt = #line) {
        assertNoControls(text, format: format, line: line)
        XCTAssertFalse(text.contains("\r"), format, line: line)
        for forged in text.split(separator: "\n") where forged.contains("forged") {
            XCTAssertFalse(
                forged.hasPrefix("ribgraph: forged") || forged.hasPrefix(" ribgraph: forged"), "\(format): \(forged)",
                line: line)
        }
    }

    /// Markdown that GitHub renders without markup of a name's making.
    private func assertMarkdownInert(_ markdown: String, format: String, line: UInt = #line) {
        XCTAssertNil(markdown.range(of: "<"), "\(format) holds a raw <", line: line)
        XCTAssertFalse(markdown.contains("[link](x)"), "\(format) holds a live link", line: line)
        XCTAssertFalse(markdown.contains("`tick`"), "\(format) holds live code", line: line)
        XCTAssertFalse(markdown.contains("*star*"), "\(format) holds live emphasis", line: line)
    }

    /// Every hostile name (after the first `skipping`) is in `decoded`, character for character.
    private func assertShowsEveryName(_ decoded: String, format: String, skipping: Int = 0, line: UInt = #line) {
        for name in Self.names.dropFirst(skipping) {
            XCTAssertTrue(
                decoded.contains(name), "\(format) does not show \(name.prefix(60).debugDescription)", line: line)
        }
    }
}

/// The `\u{X}` notation ribgraph shows hidden characters in, as the tests read it back.
enum VisibleText {
    /// Whether `scalar` must never reach an output raw: C0, DEL, C1, bidi controls, line and paragraph
    /// separators, non-characters.
    static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || scalar.properties.isNoncharacterCodePoint
            || [0x061C, 0x200E, 0x200F, 0x2028, 0x2029].contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    /// `text` with every `\u{X}` replaced by the scalar it names.
    static func decode(_ text: String) -> String {
        var out = "", rest = Substring(text)
        while let start = rest.range(of: "\\u{") {
            out += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}"),
                let value = UInt32(rest[start.upperBound..<end], radix: 16), let scalar = Unicode.Scalar(value)
            else {
                out += rest[start]
                rest = rest[start.upperBound...]
                continue
            }
            out.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }
}

/// XML as Foundation's parser reads it.
enum XMLText {
    /// Every run of character data in `text`; throws what the parser says when it is not well formed.
    static func texts(of text: String, file: String) throws -> [String] {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        guard parser.parse() else {
            throw XMLError(
                description:
                    "\(file) is not XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
            )
        }
        return collector.texts
    }

    struct XMLError: Error, CustomStringConvertible { let description: String }

    private final class Collector: NSObject, XMLParserDelegate {
        var texts: [String] = []
        private var current = ""
        func parser(_ parser: XMLParser, foundCharacters string: String) { current += string }
        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
        ) {
            if !current.isEmpty { texts.append(current) }
            current = ""
        }
        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if !current.isEmpty { texts.append(current) }
            current = ""
            texts += attributes.values
        }
    }
}

/// JSON as Foundation's parser reads it.
enum JSONStrings {
    /// Every string (keys included) in the document `text`; throws when it is not JSON.
    static func of(_ text: String, format: String) throws -> [String] {
        do {
            var found: [String] = []
            collect(try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]), into: &found)
            return found
        } catch {
            throw XMLText.XMLError(description: "\(format) is not JSON: \(error)")
        }
    }

    /// `text` as a JSON string literal.
    static func literal(_ text: String) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: [text]), as: UTF8.self).dropFirst().dropLast()
            .description
    }

    private static func collect(_ value: Any, into found: inout [String]) {
        switch value {
        case let string as String: found.append(string)
        case let array as [Any]: for item in array { collect(item, into: &found) }
        case let object as [String: Any]:
            for (key, item) in object {
                found.append(key)
                collect(item, into: &found)
            }
        default: break
        }
    }
}

/// HTML text and attributes as a browser reads their entities.
enum HTMLText {
    static func decode(_ text: String) -> String {
        Codes.decode(text, [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")])
    }
}

/// Fixed escape codes read back, in order (the escape of the escape character last).
enum Codes {
    static func decode(_ text: String, _ codes: [(code: String, character: String)]) -> String {
        codes.reduce(text) { $0.replacingOccurrences(of: $1.code, with: $1.character) }
    }
}

/// Markdown table rows as GitHub reads them.
enum MarkdownTable {
    /// How many cells `row` has: its `|` that no backslash escapes, less one.
    static func cells(of row: String) -> Int {
        var pipes = 0, escaped = false
        for character in row {
            if escaped {
                escaped = false
                continue
            }
            if character == "\\" { escaped = true } else if character == "|" { pipes += 1 }
        }
        return pipes - 1
    }

    /// `markdown` with backslash escapes, entities and `\u{X}` read back.
    static func decode(_ markdown: String) -> String {
        var out = "", escaped = false
        for character in markdown {
            if escaped {
                // Keep `\u{` for VisibleText: a backslash before a letter is no Markdown escape.
                if character.isLetter { out += "\\" }
                out.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                out.append(character)
            }
        }
        return VisibleText.decode(HTMLText.decode(out))
    }
}

/// Mermaid's `#name;` and `#number;` entity codes.
enum MermaidText {
    static func decode(_ text: String) -> String {
        let pattern = try! NSRegularExpression(pattern: "#([0-9]+|quot|amp|lt|gt);")
        var out = "", last = text.startIndex
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let range = Range(match.range, in: text)!, code = String(text[Range(match.range(at: 1), in: text)!])
            out += text[last..<range.lowerBound]
            switch code {
            case "quot": out += "\""
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            default: out.unicodeScalars.append(Unicode.Scalar(UInt32(code)!)!)
            }
            last = range.upperBound
        }
        return out + text[last...]
    }
}

/// GitHub workflow commands' `%XX` escapes.
enum GitHubText {
    static func decode(_ text: String) -> String {
        Codes.decode(text, [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")])
    }
}
