import Foundation
import XCTest

@testable import RibGraphProbe
@testable import RibTrace

/// `RibProbe.write(to:)`: the trace it writes decodes to what it recorded, and writing is atomic.
final class ProbeWriteTests: XCTestCase {
    func testWriteIsAtomicAndLeavesAnExistingFileOnFailure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("probe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let shop = makeShop()
        shop.launch()
        let probe = RibProbe(root: shop, app: "Shop")
        defer { withExtendedLifetime(shop) {} }
        probe.observe()
        let url = directory.appendingPathComponent("trace.json")
        try probe.write(to: url)
        let written = try Data(contentsOf: url)
        try probe.write(to: url)
        XCTAssertEqual(try Data(contentsOf: url), written, "the same recording gives the same bytes")
        XCTAssertThrowsError(try probe.write(to: directory.appendingPathComponent("missing/trace.json")))
        XCTAssertEqual(try Data(contentsOf: url), written)
        let decoded = try TraceDecoder().decode(contentsOfFile: url.path)
        XCTAssertEqual(decoded, probe.export())
        XCTAssertEqual(decoded.origin, .live)
        XCTAssertFalse(
            String(decoding: written, as: UTF8.self).contains("\"origin\""), "a live trace leaves origin out")
    }
}
