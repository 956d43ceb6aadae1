import Foundation
import RibGraphTestSupport
import XCTest

/// What part of a production-sized app (samples/superapp) `diff`, `compare` and `frames` draw: the diff's
/// changes with their context by default, `--focus`/`--depth` on each, and frames that say what they do
/// and stop before writing more than `--max`.
final class PictureScopeCommandTests: XCTestCase {
    private var runner: RibgraphRunner!

    override func setUpWithError() throws { runner = try RibgraphRunner() }
    override func tearDown() { runner.tearDown() }

    private let base = packageRoot.appendingPathComponent("samples/superapp/base.json").path
    private let head = packageRoot.appendingPathComponent("samples/superapp/head.json").path

    /// The SVG file `name`, with Graphviz's `&#45;` turned back into `-`.
    private func svg(_ name: String) throws -> String {
        String(decoding: try runner.read(name), as: UTF8.self).replacingOccurrences(of: "&#45;", with: "-")
    }

    /// The SVG ids of the RIB boxes in the SVG file `name`.
    private func ribs(in name: String) throws -> Set<String> {
        let svg = try svg(name)
        return Set(
            svg.components(separatedBy: "<g id=\"rib-").dropFirst().compactMap {
                $0.split(separator: "\"").first.map(String.init)
            })
    }

    func testDiffDrawsTheChangesWithTheirContextUnlessAskedForTheWholeTree() throws {
        XCTAssertEqual(try runner.run(["diff", base, head, "-o", "d.svg"]).status, 0)
        XCTAssertEqual(try runner.run(["diff", base, head, "-o", "full.svg", "--context", "full"]).status, 0)
        let context = try ribs(in: "d.svg"), full = try ribs(in: "full.svg")
        // The changes: GiftCard added, StoryViewer removed, Chat moved, OrderSummary turned viewless,
        // AddCard's and OrderTracking's providers, ProductReviews' and Checkout's properties.
        for changed in ["GiftCard", "StoryViewer", "Chat", "OrderSummary"] {
            XCTAssertTrue(context.contains(changed), changed)
        }
        // Their context: parents with their paths to the root (Chat's old and new ones), and children.
        for around in [
            "SuperApp", "LoggedIn", "MainTabBar", "ProfileNavigation", "OrdersNavigation", "OrderList", "ChatMessages",
        ] {
            XCTAssertTrue(context.contains(around), around)
        }
        // Not the rest: a screen of the Wallet tab, a leaf under an unchanged screen, and unchanged siblings
        // (Profile beside Chat, OrderFilter beside OrderSummary), which "+k unchanged" boxes count instead.
        for away in ["BankTransfer", "FeedCard", "SearchBar", "Profile", "OrderFilter"] {
            XCTAssertFalse(context.contains(away), away)
        }
        XCTAssertTrue(full.isSuperset(of: context))
        XCTAssertGreaterThan(full.count, 130)
        XCTAssertLessThan(context.count, full.count / 2, "\(context.count) of \(full.count)")
    }

    func testFocusAndDepthOnDiffCompareAndFrames() throws {
        let diff = try runner.run(["diff", base, head, "-o", "d.svg", "--context", "full", "--focus", "OrdersWrapper"])
        XCTAssertEqual(diff.status, 0, diff.stderr)
        let orders = try ribs(in: "d.svg")
        XCTAssertTrue(orders.contains("OrderTracking") && orders.contains("MainTabBar"), "\(orders.sorted())")
        XCTAssertFalse(orders.contains("Home") || orders.contains("Profile"), "\(orders.sorted())")

        XCTAssertEqual(try runner.run(["compare", base, head, "-o", "c.svg", "--depth", "2"]).status, 0)
        let compared = try svg("c.svg")
        XCTAssertTrue(compared.contains("left-more-MainTabBar") && compared.contains("right-more-MainTabBar"))
        XCTAssertFalse(compared.contains("left-rib-HomeWrapper"))

        let frames = try runner.run(["frames", base, "-o", "out", "--focus", "Checkout", "--every", "100"])
        XCTAssertEqual(frames.status, 0, frames.stderr)
        let frame = try svg("out/frame-0001.svg")
        XCTAssertTrue(frame.contains("rib-PaymentMethod"))
        XCTAssertFalse(frame.contains("rib-HomeBanner"))

        let unknown = try runner.run(["diff", base, head, "-o", "u.svg", "--focus", "Nope"])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.stderr.contains("--focus"), unknown.stderr)
    }

    func testFramesSayWhatTheyWriteShowProgressAndStopAtMax() throws {
        let every = try runner.run(["frames", base, "-o", "out", "--every", "100"])
        XCTAssertEqual(every.status, 0, every.stderr)
        // 422 events: events 1, 101, 201, 301, 401 and the last, 422.
        XCTAssertEqual(try runner.listing("out").filter { $0.hasPrefix("frame-") }.count, 6)
        XCTAssertTrue(every.stderr.contains("frames: writing 6 frames (svg) to out\n"), every.stderr)
        XCTAssertTrue(every.stderr.contains("frames: 6/6 written\n"), every.stderr)
        let index = String(decoding: try runner.read("out/index.html"), as: UTF8.self)
        XCTAssertTrue(index.contains("seq 422") || index.contains("\"seq\":422"), "the last event has a frame")

        let refused = try runner.run(["frames", base, "-o", "many", "--max", "100"])
        XCTAssertEqual(refused.status, 64)
        XCTAssertTrue(refused.stderr.contains("--max 100: this run would write 422 frames"), refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--every 5"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: runner.path("many")))
        XCTAssertEqual(try runner.run(["frames", base, "-o", "many", "--max", "100", "--every", "5"]).status, 0)
    }
}
