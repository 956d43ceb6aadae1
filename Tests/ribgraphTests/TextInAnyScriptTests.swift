import Foundation
import RibGraphTestSupport
import XCTest

/// Names in any script reach the picture: PNG and PDF draw their glyphs with the installed fonts (Hangul, kana,
/// Cyrillic, emoji), a name with a character no installed font has gets one warning naming its RIB, and SVG
/// keeps the text as text for the viewer's fonts.
final class TextInAnyScriptTests: XCTestCase {
    /// Characters of Unicode's last private-use plane: no font has them, so cairo draws each as a box.
    private static let noFont = "\u{10FFF0}\u{10FFF1}\u{10FFF2}"

    /// A one-RIB tree named `name`, drawn as a PNG by the binary.
    private func png(ofRIBNamed name: String, in rg: RibgraphRunner) throws -> (image: PNGImage, stderr: String) {
        let file = "rib-\(name.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: "-"))"
        let json = String(
            decoding: try JSONSerialization.data(withJSONObject: ["app": "Scripts", "name": name]), as: UTF8.self)
        try rg.write(json, to: file + ".json")
        let result = try rg.run(["snapshot", file + ".json", "-o", file + ".png"])
        XCTAssertEqual(result.status, 0, result.stderr)
        return (try PNGImage(try rg.read(file + ".png")), result.stderr)
    }

    func testHangulKanaCyrillicAndEmojiNamesAreDrawnAsGlyphsNotAsBoxes() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let latin = closedFrames(in: try png(ofRIBNamed: "Abc", in: rg).image)
        // The check must see the boxes a name no font has is drawn with, or it proves nothing about the others:
        // three characters, each in the title ("attach X (root)") and in the RIB's box.
        XCTAssertEqual(
            closedFrames(in: try png(ofRIBNamed: Self.noFont, in: rg).image), latin + 6,
            "three characters no font has, drawn twice, should be six boxes more than a Latin name's picture has")
        for name in ["가나다", "ひらカナ", "Жук", "🔴🥝"] {
            XCTAssertEqual(
                closedFrames(in: try png(ofRIBNamed: name, in: rg).image), latin,
                "\(name) is drawn as boxes: no installed font has it (scripts/install-deps.sh installs the fonts)")
        }
    }

    func testAnEmojiIsDrawnInItsColours() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let red = { (image: PNGImage) in
            (0..<image.height).reduce(0) { count, y in
                count
                    + (0..<image.width).filter { x in
                        let pixel = image.rgba(x: x, y: y)
                        // Noto Color Emoji's 🔴 is about (244, 67, 54); the legend's orange adapter border (180, 83,
                        // 9) is not this red.
                        return pixel.red > 210 && pixel.green < 100 && pixel.blue < 100
                    }.count
            }
        }
        XCTAssertEqual(red(try png(ofRIBNamed: "Abc", in: rg).image), 0, "a Latin name's picture has no red")
        XCTAssertGreaterThan(
            red(try png(ofRIBNamed: "🔴", in: rg).image), 20,
            "🔴 is not drawn as a red circle: no colour emoji font (scripts/install-deps.sh installs one)")
    }

    /// Root with children in four scripts and `Q` plus a character no font has, whose Dependency (satisfied
    /// by Root, its grandparent, so its edge is drawn and labelled) names that character too.
    private let scriptsTrace = """
        {"format": "ribgraph-trace", "version": 1, "app": "Scripts",
         "ribs": [
           {"id": "Root", "view": "RootViewController", "component": "RootComponent"},
           {"id": "가나다", "view": "가나다ViewController", "dependency": "가나다Dependency", "component": "가나다Component"},
           {"id": "ひらがな", "view": "ひらがなViewController"},
           {"id": "Жук", "view": "ЖукViewController"},
           {"id": "🔴", "view": "🔴ViewController"},
           {"id": "Q\u{10FFFD}", "view": "Q\u{10FFFD}ViewController", "dependency": "Q\u{10FFFD}Dependency"}
         ],
         "events": [
           {"seq": 1, "kind": "attach", "parent": null, "child": "Root"},
           {"seq": 2, "kind": "attach", "parent": "Root", "child": "가나다"},
           {"seq": 3, "kind": "attach", "parent": "Root", "child": "ひらがな"},
           {"seq": 4, "kind": "attach", "parent": "Root", "child": "Жук"},
           {"seq": 5, "kind": "attach", "parent": "Root", "child": "🔴"},
           {"seq": 6, "kind": "attach", "parent": "가나다", "child": "Q\u{10FFFD}"}
         ],
         "dependencies": [
           {"child": "Q\u{10FFFD}", "dependency": "Q\u{10FFFD}Dependency", "component": "RootComponent",
            "properties": [{"name": "q\u{10FFFD}", "type": "String", "providedBy": "RootComponent"}]}
         ]}
        """

    /// The lines of `stderr` that are ribgraph's warnings.
    private func warnings(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("ribgraph: warning: ") }
    }

    func testANameNoFontHasGetsOneWarningNamingTheRIBInPNGAndPDF() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(scriptsTrace, to: "scripts.json")
        for output in ["scripts.png", "scripts.pdf"] {
            for dependencies in ["edges", "properties"] {
                let result = try rg.run(["snapshot", "scripts.json", "-o", output, "--dependencies", dependencies])
                XCTAssertEqual(result.status, 0, result.stderr)
                let found = warnings(result.stderr)
                XCTAssertEqual(found.count, 1, "\(output), --dependencies \(dependencies): \(result.stderr)")
                let warning = try XCTUnwrap(found.first)
                XCTAssertTrue(warning.hasPrefix("ribgraph: warning: \(output): the RIB \"Q\u{10FFFD}\""), warning)
                XCTAssertTrue(warning.contains("U+10FFFD,") || warning.contains("U+10FFFD "), warning)
                XCTAssertEqual(warning.components(separatedBy: "U+").count, 2, "one character: \(warning)")
                XCTAssertTrue(warning.contains("drawn as a box"), warning)
            }
        }
        let frames = try rg.run(["frames", "scripts.json", "-o", "frames", "--format", "png"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        XCTAssertEqual(warnings(frames.stderr).count, 1, "once for all six frames: \(frames.stderr)")
        let compare = try rg.run(["compare", "scripts.json", "scripts.json", "-o", "compare.png"])
        XCTAssertEqual(compare.status, 0, compare.stderr)
        XCTAssertEqual(warnings(compare.stderr).count, 1, "once for both sides: \(compare.stderr)")
    }

    func testFormatsThatKeepTextAsTextGiveNoWarningAndSVGHoldsTheNames() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try rg.write(scriptsTrace, to: "scripts.json")
        for output in ["scripts.svg", "scripts.dot", "scripts.json.out", "scripts.html"] {
            let format = output == "scripts.json.out" ? ["--format", "json"] : []
            let result = try rg.run(["snapshot", "scripts.json", "-o", output] + format)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertEqual(result.stderr, "", output)
        }
        let svg = String(decoding: try rg.read("scripts.svg"), as: UTF8.self)
        for name in ["가나다", "ひらがな", "Жук", "🔴", "Q\u{10FFFD}"] {
            XCTAssertTrue(svg.contains(">\(name)</text>"), "\(name) is not kept as text in the SVG")
        }
        XCTAssertTrue(svg.contains(">Q\u{10FFFD}Dependency</text>"), "the dependency edge's label is not text")
    }

    /// How many ink shapes of `image` are closed rectangular frames: each box a character no font has is drawn
    /// as, and the picture's own (the RIB's border, the legend's cells). A glyph is no closed frame: 가, カ, Ж
    /// and 🔴 leave at least one side of their bounding box open.
    private func closedFrames(in image: PNGImage) -> Int {
        let (width, height) = (image.width, image.height)
        var ink = [Bool](repeating: false, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = image.rgba(x: x, y: y)
                ink[y * width + x] = pixel.alpha > 127 && Int(pixel.red) + Int(pixel.green) + Int(pixel.blue) < 3 * 160
            }
        }
        var seen = [Bool](repeating: false, count: width * height)
        var frames = 0
        for start in ink.indices where ink[start] && !seen[start] {
            seen[start] = true
            var stack = [start], shape: [Int] = []
            while let at = stack.popLast() {
                shape.append(at)
                let (x, y) = (at % width, at / width)
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, nx < width, ny >= 0, ny < height else { continue }
                        let next = ny * width + nx
                        if ink[next] && !seen[next] {
                            seen[next] = true
                            stack.append(next)
                        }
                    }
                }
            }
            let xs = shape.map { $0 % width }, ys = shape.map { $0 / width }
            let (left, right, top, bottom) = (xs.min()!, xs.max()!, ys.min()!, ys.max()!)
            guard right - left >= 4, bottom - top >= 6 else { continue }
            let member = Set(shape)
            let inked = { (points: [(Int, Int)]) in
                Double(points.filter { member.contains($0.1 * width + $0.0) }.count) / Double(points.count)
            }
            let sides = [
                inked((left...right).map { ($0, top) }), inked((left...right).map { ($0, bottom) }),
                inked((top...bottom).map { (left, $0) }), inked((top...bottom).map { (right, $0) }),
            ]
            if sides.allSatisfy({ $0 >= 0.85 }) { frames += 1 }
        }
        return frames
    }
}
