import XCTest

@testable import RibGraph

/// The order of a gap's lanes where edges turn (issue 42).
final class LaneOrderTests: XCTestCase {
    /// Two edges that cross over each other in a gap: run 0 comes from the low side at 100 and goes to the high
    /// side at 200, run 1 from 199 to 104. Run 1's low piece lies a point from run 0's high piece, run 0's low
    /// piece 4 points from run 1's high piece: each pair asks for its own order, and the nearer pair's wins, run 1's
    /// lane first (in a picture of a scanned fixture the other order drew the two a point apart for 20 points).
    func testTheNearerPairOrdersTwoEdgesThatCrossOver() {
        let pieces = [
            LaneOrder.Piece(run: 0, low: true, across: 100, tail: 0, head: 1),
            LaneOrder.Piece(run: 0, low: false, across: 200, tail: 0, head: 1),
            LaneOrder.Piece(run: 1, low: true, across: 199, tail: 2, head: 3),
            LaneOrder.Piece(run: 1, low: false, across: 104, tail: 2, head: 3),
        ]
        XCTAssertEqual(LaneOrder.positions(count: 2, numberOfRun: [0: 0, 1: 1], pieces: pieces), [1, 0])
    }

    /// A low piece beside a high piece of another parent's edge: its lane goes first, whatever the numbers say.
    func testALowPieceNearAHighPieceGoesFirst() {
        let pieces = [
            LaneOrder.Piece(run: 0, low: false, across: 50, tail: 0, head: 1),
            LaneOrder.Piece(run: 1, low: true, across: 51, tail: 2, head: 3),
        ]
        XCTAssertEqual(LaneOrder.positions(count: 2, numberOfRun: [0: 0, 1: 1], pieces: pieces), [1, 0])
    }
}
