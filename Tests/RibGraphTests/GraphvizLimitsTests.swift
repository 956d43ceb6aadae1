import Foundation
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// PNG and PDF of 20,000 RIBs: pages far beyond what cairo can rasterise (a tree about 10,000 levels
/// deep) and far wider than tall. Graphviz must give a picture it scaled down, or ribgraph an error that
/// says what happened, never a crash.
final class GraphvizLimitsTests: XCTestCase {
    private static let ribCount = 20_000

    /// `count` RIBs, each attached under one of the three RIBs made just before it (`deep`: about count/2
    /// levels, as `make bench`'s deep shape) or filled breadth-first twelve to a parent (`wide`: 4 levels), each
    /// with a dependency edge from its grandparent; every other RIB viewless.
    static func largeTrace(_ count: Int, deep: Bool) -> Trace {
        let parents = (0..<count).map { index in
            index == 0 ? nil : deep ? max(0, index - 1 - index * 7 % 3) : (index - 1) / 12
        }
        let ribs = (0..<count).map {
            RIB(
                id: "Feature\($0)", view: $0.isMultiple(of: 2) ? "Feature\($0)ViewController" : nil,
                component: "Feature\($0)Component")
        }
        let events = parents.enumerated().map {
            TraceEvent(seq: $0.offset + 1, kind: .attach, parent: $0.element, child: $0.offset)
        }
        let dependencies = parents.enumerated().compactMap { child, parent -> DependencyEdge? in
            guard let parent, let grandparent = parents[parent] else { return nil }
            return DependencyEdge(
                child: "Feature\(child)", dependency: "Feature\(child)Dependency",
                component: "Feature\(grandparent)Component", provider: "Feature\(grandparent)")
        }
        return Trace(app: deep ? "Deep" : "Wide", ribs: ribs, events: events, dependencies: dependencies)
    }

    private func draw(deep: Bool, format: OutputFormat) throws -> RenderedOutput {
        try Snapshot(
            trace: LoadedTrace(Self.largeTrace(Self.ribCount, deep: deep), source: "large.json"),
            options: SnapshotOptions()
        )
        .render(format: format)
    }

    /// The width and height a PNG's IHDR chunk gives.
    private func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    func testPNGOfTwentyThousandRIBsIsScaledToWhatCairoCanDraw() throws {
        for deep in [true, false] {
            let output = try draw(deep: deep, format: .png)
            let size = try XCTUnwrap(pngSize(output.bytes), "not a PNG")
            // cairo's image surfaces stop at 32,767 pixels a side; Graphviz scales the page to fit and says so,
            // which the warning restates.
            XCTAssertLessThanOrEqual(max(size.width, size.height), 32_767)
            XCTAssertGreaterThan(min(size.width, size.height), 0)
            XCTAssertTrue(
                output.warnings.contains {
                    $0.text.hasPrefix("the picture is larger than Graphviz draws bitmaps, so it was scaled down to ")
                },
                "\(deep ? "deep" : "wide"): \(output.warnings)")
        }
    }

    func testPDFOfTwentyThousandRIBsIsACompleteDocument() throws {
        for deep in [true, false] {
            let output = try draw(deep: deep, format: .pdf)
            XCTAssertTrue(output.bytes.starts(with: Array("%PDF-".utf8)))
            let tail = String(decoding: output.bytes.suffix(64), as: UTF8.self)
            XCTAssertTrue(tail.contains("%%EOF"), "the PDF is cut short")
        }
    }
}
