import XCTest

@testable import RibAnalysis

/// What a child's `build` hands back besides its router, read from its Buildable's requirement as the app declares
/// it: the proposed RIB's route hands that back (issue 39, MOIT-iOS's `(ViewableRouting, MOITListActionableItem)`).
final class BuildReturnTests: XCTestCase {
    /// What `ListBuildable` hands back when `buildable` declares `build`, as `name: type`.
    private func read(_ build: String, in buildable: String = "ListBuildable") -> String? {
        BuildReturn(buildable: "ListBuildable", requirements: [buildable: ["var name: String { get }", build]]).map {
            "\($0.name): \($0.type)"
        }
    }

    func testAnUnlabelledPairHandsBackTheElementThatIsNotTheRouter() {
        let read = read("func build(withListener listener: ListListener) -> (ViewableRouting, ListActionableItem)")
        XCTAssertEqual(read, "item: ListActionableItem", "no label: the route binds it as `item`")
        let routerLast = self.read("func build(withListener listener: ListListener) -> (ListActionableItem, Routing)")
        XCTAssertEqual(routerLast, "item: ListActionableItem", "the router may come second")
    }

    func testALabelledPairNamesTheElementByItsLabel() {
        let read = read(
            "func build(withListener listener: ListListener, id: String) -> "
                + "(router: ViewableRouting, actionableItem: ListActionableItem)")
        XCTAssertEqual(read, "actionableItem: ListActionableItem")
    }

    func testCommasInsideGenericArgumentsAndNestedTuplesDoNotSplitTheElement() {
        XCTAssertEqual(
            read("func build(withListener listener: ListListener) -> (router: ViewableRouting, scores: [String: Int])"),
            "scores: [String: Int]")
        XCTAssertEqual(
            read("func build(withListener listener: ListListener) -> (ViewableRouting, Result<Item, Failure>)"),
            "item: Result<Item, Failure>")
        XCTAssertEqual(
            read("func build(withListener listener: ListListener) -> (ViewableRouting, (Int, String))"),
            "item: (Int, String)")
    }

    func testARouterAloneThreeElementsOrNoRouterHandBackNothing() {
        XCTAssertNil(read("func build(withListener listener: ListListener) -> ViewableRouting"))
        XCTAssertNil(
            read("func build(withListener listener: ListListener) -> (ViewableRouting, ListActionableItem, Int)"),
            "a tuple of three is not the app's pair")
        XCTAssertNil(read("func build(withListener listener: ListListener) -> (ListActionableItem, Int)"))
        XCTAssertNil(read("func build(withListener listener: ListListener) -> (ViewableRouting, Item)?"))
        XCTAssertNil(
            read("func build(withListener listener: ListListener) -> (ViewableRouting, Item)", in: "OtherBuildable"),
            "only the child's own Buildable counts")
    }
}
