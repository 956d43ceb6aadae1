import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph flatten --emit-swift` through the built binary on an app of modules in MOIT-iOS's shape
/// (Tests/ribgraphTests/Fixtures/Flatten/Meetups). Root presents MeetList inside a `UINavigationController` it makes;
/// MeetList pushes MeetDetail, the attendance page (Web) and Settings, which pushes Web too; MeetDetail pushes
/// Members, internal to the MeetDetail module, and Dues, whose payment it thanks for on its own screen (MOIT-iOS's
/// AuthorizePayment), and presents Share. MeetList's and Web's builders return their router
/// with an actionable item, and RootBuilder makes AppComponent before RootComponent, which sits on it.
final class FlattenNavigationModulesTests: XCTestCase {
    private static let meetups = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/Flatten/Meetups")
    /// The fixture's modules in the order they build (its Package.swift's).
    private static let modules = [
        "MeetListInterface", "Web", "Share", "Dues", "Settings", "MeetDetail", "MeetList", "MeetupsApp",
    ]
    private static let folder = "Proposed/MeetListNavigation/MeetListNavigation"

    private static func flatten(in rg: RibgraphRunner) throws {
        try FileManager.default.copyItem(at: meetups, to: rg.folder.appendingPathComponent("Meetups"))
        let scan = try rg.run(["scan", "Meetups", "-o", "app.json"])
        XCTAssertEqual(scan.status, 0, scan.stderr)
        let run = try rg.run(
            ["flatten", "app.json", "-o", "proposal.json", "-o", "plan.md", "--emit-swift", "Proposed"])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    private static func text(_ path: String, in rg: RibgraphRunner) throws -> String {
        String(decoding: try rg.read(path), as: UTF8.self)
    }

    func testTheRootsComponentIsTheOneOfItsDependencyNotTheOneMadeFirst() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let scan = try FlattenCommandTests.object(try rg.read("app.json"))
        let root = try XCTUnwrap(FlattenCommandTests.rib("Root", in: scan))
        XCTAssertEqual(root["builder"] as? String, "RootBuilder")
        XCTAssertEqual(
            root["component"] as? String, "RootComponent",
            "RootBuilder: Builder<AppDependency> makes AppComponent first, then RootComponent: Component<AppDependency>"
        )
    }

    /// MeetDetail's `duesDidPay(amount:)` detaches Dues and shows thanks through its presenter; `duesDidClose()` only
    /// detaches, and no other interactor answers a child with work of its own.
    func testTheScanNamesTheListenerMethodsAParentAnswersOnItsOwnScreen() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let scan = try FlattenCommandTests.object(try rg.read("app.json"))
        let answered = (scan["routes"] as? [[String: Any]] ?? []).compactMap { route -> String? in
            guard let methods = route["answeredByParent"] as? [String] else { return nil }
            return "\(route["parent"] ?? "") -> \(route["child"] ?? ""): \(methods.joined(separator: ", "))"
        }
        XCTAssertEqual(answered, ["MeetDetail -> Dues: duesDidPay"])
    }

    func testAFlowItsHeadPushesGoesUnderANavigationAndTheModulesOwnScreenStays() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let proposal = try FlattenCommandTests.object(try rg.read("proposal.json"))
        let proposed = (proposal["ribs"] as? [[String: Any]] ?? []).filter { $0["proposed"] != nil }
        XCTAssertEqual(proposed.compactMap { $0["id"] as? String }, ["MeetListNavigation"], "one change")
        let navigation = try XCTUnwrap(proposed.first)
        XCTAssertEqual(navigation["proposed"] as? String, "navigation", "MeetList pushes all it shows: not a wrapper")
        XCTAssertEqual(navigation["container"] as? String, "navigation")
        XCTAssertEqual(navigation["view"] as? String, "MeetListNavigationController")
        XCTAssertEqual(FlattenCommandTests.children(of: "Root", in: proposal), ["MeetListNavigation"])
        XCTAssertEqual(
            FlattenCommandTests.children(of: "MeetListNavigation", in: proposal),
            ["MeetList", "MeetDetail", "Web", "Settings"])
        XCTAssertEqual(
            FlattenCommandTests.children(of: "MeetDetail", in: proposal), ["Members", "Share", "Dues"],
            "Members is internal to the MeetDetail module: only MeetDetail can build it; Share is MeetDetail's sheet; "
                + "MeetDetail thanks for the dues on its own screen")
        let plan = try Self.text("plan.md", in: rg)
        XCTAssertTrue(plan.contains("- New: MeetListNavigation, a navigation RIB (UINavigationController): "), plan)
        XCTAssertTrue(plan.contains("one Navigation RIB, a UINavigationController, routes and shows every RIB"), plan)
        XCTAssertTrue(
            plan.contains("| MeetDetail | Members | declared in MeetDetail with MeetDetail: that module's own flow |"),
            plan)
        XCTAssertTrue(
            plan.contains(
                "| MeetDetail | Share | presented over MeetDetail's screen: a navigation pushes, and a screen keeps its "
                    + "modals |"), plan)
        XCTAssertTrue(
            plan.contains(
                "| MeetDetail | Dues | reports to MeetDetail, which answers its duesDidPay with its own screen or state: "
                    + "the result is MeetDetail's |"
            ),
            plan)
        XCTAssertFalse(plan.contains("| MeetDetail | Members | push |"), "Members is in no table of routes that move")
        XCTAssertTrue(
            plan.contains("| Root | MeetList | first on the stack |"), "Root presents the navigation: \(plan)")
        XCTAssertTrue(
            plan.contains(
                "presents it where it presents MeetList today; a UINavigationController it made around MeetList "
                    + "goes: MeetListNavigation's view controller is the navigation controller |"), plan)
        let metrics = try rg.run(["metrics", "proposal.json"])
        XCTAssertEqual(metrics.status, 0)
        XCTAssertEqual(metrics.stderr, "", "metrics on the proposal warns of nothing")
    }

    /// The guard against a second tap of a route to `stem`, whom the app's routers held one at a time.
    private static func guardLines(_ stem: String, returning: String = "") -> String {
        "        // A second tap before the first screen is up: the app's routers held one \(stem) at a time.\n"
            + "        guard pushed.last?.screen != \"\(stem)\" else { return\(returning) }\n"
    }

    func testRoutesToChildrenWhoseBuildReturnsATupleHandBackTheirActionableItem() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let router = try Self.text("\(Self.folder)Router.swift", in: rg)
        XCTAssertTrue(
            router.contains(
                "    @discardableResult\n    func routeToMeetList() -> MeetListActionableItem? {\n"
                    + Self.guardLines("MeetList", returning: " nil")
                    + "        let (router, item) = meetListBuilder.build(withListener: interactor)\n"), router)
        XCTAssertTrue(
            router.contains(
                "    @discardableResult\n    func routeToWeb(path: String) -> WebActionableItem? {\n"
                    + "        let (router, actionableItem) = webBuilder.build(withListener: interactor, path: path)\n"),
            "Web's tuple names its item; MeetList stacked attendance pages, so no guard: \(router)")
        XCTAssertTrue(router.contains("        return item\n    }\n"), router)
        XCTAssertTrue(
            router.contains(
                "    func routeToMeetDetail(meetingId: String) {\n" + Self.guardLines("MeetDetail")
                    + "        let router = meetDetailBuilder.build(withListener: interactor, meetingId: meetingId)\n"),
            "MeetDetail's build returns its router alone: \(router)")
        XCTAssertFalse(router.contains("routeToShare"), "MeetDetail keeps its Share sheet: \(router)")
        let interactor = try Self.text("\(Self.folder)Interactor.swift", in: rg)
        XCTAssertTrue(
            interactor.contains("    @discardableResult\n    func routeToMeetList() -> MeetListActionableItem?\n"),
            "the Routing protocol declares the route as the router does: \(interactor)")
    }

    /// Root reaches MeetList's steps through the item MeetList's build hands back (a deep link opens a meeting);
    /// the navigation, which takes MeetList's place and its routes, hands back the same item and takes the steps,
    /// and its view controller is set up as Root set up the navigation controller it made (no bar, full screen).
    func testTheNavigationHandsBackTheHeadsItemTakesItsStepsAndIsSetUpAsTheParentDid() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let builder = try Self.text("\(Self.folder)Builder.swift", in: rg)
        XCTAssertTrue(
            builder.contains(
                "    public func build(withListener listener: MeetListNavigationListener) -> (ViewableRouting, "
                    + "MeetListActionableItem) {"), "Root, in another module, builds and presents it: \(builder)")
        XCTAssertTrue(
            builder.contains(
                "        return (router(interactor: interactor, viewController: viewController), interactor)\n"),
            builder)
        XCTAssertTrue(
            builder.contains(
                "        let viewController = MeetListNavigationController()\n"
                    + "        // Set up as RootRouter's routeToMeetList set up the navigation controller it made around "
                    + "MeetList.\n        viewController.navigationBar.isHidden = true\n"
                    + "        viewController.modalPresentationStyle = .fullScreen\n"), "as Root set it up: \(builder)")
        XCTAssertTrue(builder.contains("\nimport UIKit\n"), "the set-up uses UIKit's members: \(builder)")
        let controller = try Self.text("\(Self.folder)Controller.swift", in: rg)
        XCTAssertTrue(
            controller.contains(
                "        guard topViewController === viewController.uiviewController else { return }\n"
                    + "        if presentedViewController != nil { dismiss(animated: false) }\n"),
            "a popped screen's modal (MeetDetail's Share sheet) leaves with it: \(controller)")
        let interactor = try Self.text("\(Self.folder)Interactor.swift", in: rg)
        XCTAssertTrue(interactor.contains(", SettingsRequests, MeetListActionableItem {"), interactor)
        XCTAssertTrue(
            interactor.contains(
                "    func openMeeting(id: String) {\n        // As MeetListInteractor did, with this RIB's route.\n"
                    + "        router?.routeToMeetDetail(meetingId: id)\n    }\n"), interactor)
        XCTAssertTrue(
            interactor.contains(
                "    func openAttendance(of meeting: String) {\n        // As MeetListInteractor did, with this RIB's "
                    + "route.\n        router?.routeToWeb(path: attendancePath(meeting))\n    }\n"),
            "MeetListRouter's attachAttendance(meetingId:) builds Web with a path of its own making: \(interactor)")
        XCTAssertTrue(
            interactor.contains(
                "    // As MeetListRouter made this value for the route.\n"
                    + "    private func attendancePath(_ meetingId: String) -> String {\n"
                    + "        \"/attendance/\\(meetingId)\"\n    }\n"), interactor)
    }

    func testTheSkeletonsCompileInTheModulesTheyNameAndMakeNoModulesImportEachOther() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let skeletons = try FlattenModulesTests.skeletonsByModule(in: rg.folder.appendingPathComponent("Proposed"))
        XCTAssertEqual(
            skeletons.mapValues { $0.map { URL(fileURLWithPath: $0).lastPathComponent } },
            [
                "MeetListInterface": ["MeetListNavigationInterface.swift"],
                "MeetList": [
                    "MeetListNavigationBuilder.swift", "MeetListNavigationController.swift",
                    "MeetListNavigationInteractor.swift", "MeetListNavigationRouter.swift",
                ],
            ], "beside MeetList's builder: the MeetDetail module, which MeetList imports, would import MeetList back")
        let list = try Self.text("Meetups/Sources/MeetList/MeetList.swift", in: rg)
        XCTAssertTrue(list.contains("import MeetDetail\n"), "the cycle the placement avoids")
        let builder = try Self.text("\(Self.folder)Builder.swift", in: rg)
        XCTAssertFalse(builder.contains("#warning"), "every type it names is visible from MeetList: \(builder)")
        let app = rg.folder.appendingPathComponent("Meetups")
        let built = try FlattenSkeletonTests.emitModules(in: rg)
        let alone = try FlattenModulesTests.compile(Self.modules, of: app, with: [:], into: built)
        XCTAssertNil(alone, "the fixture app itself must compile: \(alone.map { "\($0.module): \($0.output)" } ?? "")")
        let together = try FlattenModulesTests.compile(Self.modules, of: app, with: skeletons, into: built)
        XCTAssertNil(together, together.map { "\($0.module): \($0.output)" } ?? "")
        // The check sees a route that hands back nothing where the Routing protocol asks for the item.
        let path = "\(Self.folder)Router.swift"
        let router = try Self.text(path, in: rg)
        try Data(router.replacingOccurrences(of: "        return item\n", with: "").utf8).write(
            to: rg.folder.appendingPathComponent(path))
        let failing = try FlattenModulesTests.compile(Self.modules, of: app, with: skeletons, into: built)
        XCTAssertEqual(failing?.module, "MeetList")
        XCTAssertTrue(
            failing?.output.contains(
                "error: missing return in instance method expected to return '(any "
                    + "MeetListActionableItem)?'") == true, failing?.output ?? "")
    }
}
