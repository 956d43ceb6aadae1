import Foundation
import XCTest

@testable import RibGraphProbe
@testable import RibTrace

/// `writeContinuously`: the file follows the recording, whole at every moment, and is left alone while
/// nothing changes.
final class ContinuousWritingTests: XCTestCase {
    private func waitUntil(_ condition: () -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        let deadline = Date().addingTimeInterval(10)
        while !condition() && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(condition(), "timed out", file: file, line: line)
    }

    private func bytes(_ url: URL) -> [UInt8]? {
        (try? Data(contentsOf: url)).map { [UInt8]($0) }
    }

    func testTheFileFollowsTheRecordingAndIsRewrittenOnlyWhenItChanges() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("live-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let shop = makeShop()
        let probe = RibProbe(root: shop, app: "Shop", configuration: .init(children: Mini.childrenAccessor))
        defer { withExtendedLifetime(shop) {} }
        probe.writeContinuously(to: url, every: 0.05)
        try Mini.$hooks.withValue(Mini.Hooks(probe: probe, routerHooks: true)) {
            shop.launch()
            waitUntil { bytes(url) == TraceEncoder.encode(probe.export()) }
            XCTAssertEqual(try replayedTree(TraceDecoder().decode(bytes(url)!, file: "live")), "Shop(Home(Feed(Card)))")
            let writes = probe.writer.sync { probe.writer.writes }
            Thread.sleep(forTimeInterval: 0.3)
            XCTAssertEqual(probe.writer.sync { probe.writer.writes }, writes, "nothing changed: nothing written")

            try XCTUnwrap(shop.home?.feed).addCard()
            waitUntil { bytes(url) == TraceEncoder.encode(probe.export()) }
            let decoded = try TraceDecoder().decode(bytes(url)!, file: "live")
            XCTAssertEqual(try replayedTree(decoded), "Shop(Home(Feed(Card, Card#2)))")
            XCTAssertEqual(decoded.events.map(\.seq), [1, 2, 3, 4, 5], "events written in pieces, seqs whole")

            probe.stopWriting()
            let last = probe.writer.sync { bytes(url) }
            shop.home!.routeToProfile()
            Thread.sleep(forTimeInterval: 0.3)
            XCTAssertEqual(bytes(url), last, "stopped: the file keeps its last version")
            XCTAssertNotEqual(TraceEncoder.encode(probe.export()), last!)
        }
    }
}
