import Foundation
import RibGraphTestSupport
import XCTest

/// Two runs of the binary on the same input write the same bytes.
final class ReproducibleOutputTests: XCTestCase {
    func testTwoRunsWriteIdenticalBytes() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let cases: [(sample: String, options: [String])] = [
            ("tictactoe", []),
            ("tictactoe", ["--dependencies", "properties", "--at", "8"]),
            ("vertical", ["--direction", "LR"]),
            ("flattened", ["--layout", "dot"]),
            ("adapter", ["--depth", "0"]),
        ]
        for (index, item) in cases.enumerated() {
            for format in ["svg", "dot", "png", "pdf"] {
                let first = "\(index)-first.\(format)", second = "\(index)-second.\(format)"
                for name in [first, second] {
                    let result = try rg.run(["snapshot", SampleTraces.path(item.sample), "-o", name] + item.options)
                    XCTAssertEqual(result.status, 0, "\(item): \(result.stderr)")
                }
                let bytes = try rg.read(first)
                XCTAssertGreaterThan(bytes.count, 100)
                XCTAssertEqual(
                    bytes, try rg.read(second), "\(item.sample) \(item.options) as \(format) differs between runs")
            }
        }
    }
}
