import XCTest

@testable import RibTrace

/// Bad `events`, keyed and row forms: unknown RIBs (with "did you mean"), malformed rows, out-of-range
/// indices, missing keys and seqs that do not increase — each with its exact message.
final class EventDecodingErrorTests: XCTestCase {
    private let ticTacToeIDs = [
        "Root", "LoggedOut", "LoggedIn", "OffGame", "BasicScoreBoard", "TicTacToe", "RandomWin",
    ]
    private let rowShape = "a row has 5 elements: [seq, time, kind, parentIndex, childIndex]"

    private func keyed(_ seq: Int, _ kind: String, _ parent: String?, _ child: String) -> String {
        #"{"seq": \#(seq), "kind": "\#(kind)", "parent": \#(parent.map { "\"\($0)\"" } ?? "null"), "child": "\#(child)"}"#
    }

    /// A trace over the three RIBs Root, LoggedIn, OffGame with the given events.
    private func threeRIBs(_ events: [String]) -> String {
        Fixture.trace(
            ribs: Fixture.ribs(["Root", "LoggedIn", "OffGame"]), events: "[" + events.joined(separator: ",\n") + "]")
    }

    // MARK: - Unknown RIBs

    func testTheThirteenthEventNamingOffGamIsReportedAsInTheIssue() {
        // The tictactoe session up to seq 12, then a 13th event with a typo.
        let events = [
            keyed(1, "attach", nil, "Root"), keyed(2, "attach", "Root", "LoggedOut"),
            keyed(3, "detach", "Root", "LoggedOut"),
            keyed(4, "attach", "Root", "LoggedIn"), keyed(5, "attach", "LoggedIn", "OffGame"),
            keyed(6, "attach", "OffGame", "BasicScoreBoard"), keyed(7, "detach", "LoggedIn", "OffGame"),
            keyed(8, "attach", "LoggedIn", "TicTacToe"), keyed(9, "detach", "LoggedIn", "TicTacToe"),
            keyed(10, "attach", "LoggedIn", "OffGame"), keyed(11, "attach", "OffGame", "BasicScoreBoard"),
            keyed(12, "detach", "LoggedIn", "OffGame"), keyed(13, "attach", "LoggedIn", "OffGam"),
        ]
        XCTAssertEqual(events.count, 13)
        let json = Fixture.trace(
            ribs: Fixture.ribs(ticTacToeIDs), events: "[\n" + events.joined(separator: ",\n") + "\n]")
        assertDecodeError(json, #"app.json: events[12].child: unknown RIB "OffGam" (did you mean "OffGame"?)"#)
    }

    func testUnknownParentWithSuggestion() {
        assertDecodeError(
            threeRIBs([keyed(1, "attach", nil, "Root"), keyed(2, "attach", "Rooot", "LoggedIn")]),
            #"app.json: events[1].parent: unknown RIB "Rooot" (did you mean "Root"?)"#)
    }

    func testUnknownRIBFarFromEveryIdHasNoSuggestion() {
        assertDecodeError(
            threeRIBs([keyed(1, "attach", nil, "Settings")]), #"app.json: events[0].child: unknown RIB "Settings""#)
    }

    func testIdsAreCaseSensitive() {
        assertDecodeError(
            threeRIBs([keyed(1, "attach", nil, "root")]),
            #"app.json: events[0].child: unknown RIB "root" (did you mean "Root"?)"#)
    }

    func testEventsMayComeBeforeRIBsAndStillBeChecked() {
        let json =
            #"{"events": [{"seq": 1, "kind": "attach", "parent": null, "child": "OffGam"}], "format": "ribgraph-trace", "ribs": [{"id": "OffGame"}], "version": 1}"#
        assertDecodeError(json, #"app.json: events[0].child: unknown RIB "OffGam" (did you mean "OffGame"?)"#)
    }

    // MARK: - Keyed events

    func testMissingKeysInKeyedEvents() {
        assertDecodeError(
            threeRIBs([#"{"kind": "attach", "parent": null, "child": "Root"}"#]),
            #"app.json: events[0]: missing required key "seq""#)
        assertDecodeError(
            threeRIBs([#"{"seq": 1, "parent": null, "child": "Root"}"#]),
            #"app.json: events[0]: missing required key "kind""#)
        assertDecodeError(
            threeRIBs([#"{"seq": 1, "kind": "attach", "parent": null}"#]),
            #"app.json: events[0]: missing required key "child""#)
        assertDecodeError(
            threeRIBs([keyed(1, "attach", nil, "Root"), #"{"seq": 2, "kind": "attach", "child": "LoggedIn"}"#]),
            #"app.json: events[1]: missing required key "parent" (use null to launch a root)"#)
    }

    func testWrongValuesInKeyedEvents() {
        assertDecodeError(
            threeRIBs([keyed(1, "add", nil, "Root")]),
            #"app.json: events[0].kind: expected "attach" or "detach", found "add""#)
        assertDecodeError(
            threeRIBs([#"{"seq": 1, "kind": "attach", "parent": null, "chlid": "Root"}"#]),
            "app.json: events[0].chlid: unknown key (expected one of: seq, time, kind, parent, child)")
        assertDecodeError(
            threeRIBs([#"{"seq": 1, "time": "0.5", "kind": "attach", "parent": null, "child": "Root"}"#]),
            "app.json: events[0].time: expected a number, found a string")
        assertDecodeError(
            threeRIBs([#"{"seq": 1, "kind": "attach", "parent": null, "child": 0}"#]),
            "app.json: events[0].child: expected a string, found a number")
        assertDecodeError(
            threeRIBs([#"{"seq": "1", "kind": "attach", "parent": null, "child": "Root"}"#]),
            "app.json: events[0].seq: expected a number, found a string")
        assertDecodeError(threeRIBs([#""attach Root""#]), "app.json: events[0]: expected an object, found a string")
    }

    func testFractionalSeqIsRejected() {
        assertDecodeError(
            threeRIBs([#"{"seq": 1.5, "kind": "attach", "parent": null, "child": "Root"}"#]),
            "app.json: events[0].seq: expected a whole number")
        assertDecodeError(threeRIBs(["[1.5, null, \"a\", null, 0]"]), "app.json: events[0][0]: expected a whole number")
    }

    func testSeqTooLargeForAnIntegerIsRejected() {
        assertDecodeError(
            threeRIBs(["[99999999999999999999, null, \"a\", null, 0]"]),
            "app.json: events[0][0]: expected a whole number")
    }

    // MARK: - Rows

    func testRowsWithFourOrSixElements() {
        assertDecodeError(threeRIBs(["[1, 0.0, \"a\", null]"]), "app.json: events[0]: \(rowShape), found 4")
        assertDecodeError(threeRIBs(["[1, 0.0, \"a\", null, 0, 7]"]), "app.json: events[0][5]: \(rowShape)")
        assertDecodeError(threeRIBs(["[1, 0.0, \"a\", null, 0]", "[]"]), "app.json: events[1]: \(rowShape), found 0")
    }

    func testRowIndexOutOfRange() {
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"a\", null, 3]"]),
            "app.json: events[0][4]: RIB index 3 is out of range (the trace has 3 ribs)")
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"a\", null, 0]", "[2, 0.1, \"a\", -1, 1]"]),
            "app.json: events[1][3]: RIB index -1 is out of range (the trace has 3 ribs)")
        assertDecodeError(
            Fixture.trace(ribs: "[]", events: "[[1, null, \"a\", null, 0]]"),
            "app.json: events[0][4]: RIB index 0 is out of range (the trace has 0 ribs)")
    }

    func testWrongValuesInRows() {
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"attach\", null, 0]"]),
            #"app.json: events[0][2]: expected "a" (attach) or "d" (detach), found "attach""#)
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"a\", null, null]"]), "app.json: events[0][4]: expected a number, found null")
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"a\", null, \"Root\"]"]), "app.json: events[0][4]: expected a number, found a string")
        assertDecodeError(
            threeRIBs(["[\"1\", 0.0, \"a\", null, 0]"]), "app.json: events[0][0]: expected a number, found a string")
        assertDecodeError(
            threeRIBs(["[1, \"0.0\", \"a\", null, 0]"]), "app.json: events[0][1]: expected a number, found a string")
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"a\", null, 0]", "[2, 0.0, \"a\", 0.0, 1]"]),
            "app.json: events[1][3]: expected a whole number")
        assertDecodeError(
            threeRIBs(["[1, 0.0, 97, null, 0]"]), "app.json: events[0][2]: expected a string, found a number")
    }

    // MARK: - Sequence numbers

    func testRepeatedSeqIsRejected() {
        assertDecodeError(
            threeRIBs([
                keyed(1, "attach", nil, "Root"), keyed(2, "attach", "Root", "LoggedIn"),
                keyed(2, "attach", "LoggedIn", "OffGame"),
            ]),
            "app.json: events[2].seq: 2 does not follow 2: seq must increase from event to event")
    }

    func testDecreasingSeqIsRejected() {
        assertDecodeError(
            threeRIBs([keyed(5, "attach", nil, "Root"), keyed(3, "attach", "Root", "LoggedIn")]),
            "app.json: events[1].seq: 3 does not follow 5: seq must increase from event to event")
    }

    func testNonIncreasingSeqInARowNamesTheRowElement() {
        assertDecodeError(
            threeRIBs(["[1, 0.0, \"a\", null, 0]", "[1, 0.1, \"a\", 0, 1]"]),
            "app.json: events[1][0]: 1 does not follow 1: seq must increase from event to event")
        assertDecodeError(
            threeRIBs([keyed(7, "attach", nil, "Root"), "[6, 0.1, \"a\", 0, 1]"]),
            "app.json: events[1][0]: 6 does not follow 7: seq must increase from event to event")
    }

    func testSeqsMayHaveGapsAndBeNegative() throws {
        let trace = try Fixture.decode(
            threeRIBs([
                keyed(-3, "attach", nil, "Root"), keyed(10, "attach", "Root", "LoggedIn"),
                "[1000, null, \"a\", 1, 2]",
            ]))
        XCTAssertEqual(trace.events.map(\.seq), [-3, 10, 1000])
    }

    func testEventsAreCheckedForReferencesNotForReplay() throws {
        // Decoding accepts an event sequence that replay rejects: consistency is the replayer's job.
        let trace = try Fixture.decode(threeRIBs([keyed(1, "detach", "Root", "OffGame")]))
        XCTAssertEqual(trace.events, [TraceEvent(seq: 1, kind: .detach, parent: 0, child: 2)])
    }
}
