import XCTest

@testable import RibAnalysis

/// What a skeleton writes for a requirement whose result the team has to write: an empty value where the type has
/// one, so that the step compiles and does nothing, else a trap that says whose it is.
final class ListenerRequirementTests: XCTestCase {
    func testAResultWithAnEmptyValueGetsItAndAnyOtherATrap() {
        let cases: [(String, String?)] = [
            ("func routeToWeb(id: String) -> Observable<(WebActionableItem, ())>", ".empty()"),
            ("func refresh() -> Completable", ".empty()"),
            ("func values() -> AnyPublisher<Int, Never>", "Empty().eraseToAnyPublisher()"),
            ("var title: String? { get }", "nil"),
            ("func count() -> Int", nil),
            ("func run(completion: () -> Int?)", nil),
            ("func close()", nil),
        ]
        for (text, empty) in cases {
            XCTAssertEqual(ListenerRequirement(text: text).emptyResult, empty, text)
        }
        XCTAssertEqual(
            ListenerRequirement(text: "func routeToWeb(id: String) -> Observable<(WebActionableItem, ())>")
                .placeholder(saying: "routeToWeb is the team's to write"), "        return .empty()\n")
        XCTAssertEqual(
            ListenerRequirement(text: "func count() -> Int").placeholder(saying: "count is the team's to write"),
            "        fatalError(\"ribgraph flatten: count is the team's to write\")\n")
        XCTAssertEqual(ListenerRequirement(text: "func close()").placeholder(saying: "never said"), "")
    }
}
