import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph flatten` through the built binary on an app with a drill-down of reused screens
/// (Tests/ribgraphTests/Fixtures/Flatten/Drill): the leaf keeps its contract.
///
/// Root is a tab bar whose tabs are Feed and Search. Both push Story (built with a `storyId`) and Profile (built
/// with a `userId`, or, Search's way, with a `handle`: two build overloads). Story pushes Profile, and Profile
/// pushes Story: a cycle of reused screens, one drill-down. Each opens the other through a builder its
/// Dependency gives it (`profileBuilder`, `storyBuilder`), which RootComponent makes. Story also presents
/// Comment, which nothing else shows. Search presents History → HistoryDetail → Share, the app's deepest branch.
final class FlattenDrillDownTests: XCTestCase {
    static let drill = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/Flatten/Drill")

    /// Scans the app, written against `framework` (the fixture imports RIBs; each `import RIBs` becomes `import
    /// ModernRIBs` for ModernRIBs), flattens it with every output, and returns the proposal.
    private static func flatten(
        in rg: RibgraphRunner, framework: FlattenSkeletonTests.Framework = .ribs
    ) throws -> [String: Any] {
        let copy = rg.folder.appendingPathComponent("Drill")
        try FileManager.default.copyItem(at: drill, to: copy)
        for file in FlattenSkeletonTests.swiftFiles(copy) {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                line == "import RIBs" ? "import \(framework.rawValue)" : String(line)
            }
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: file))
        }
        let scan = try rg.run(["scan", "Drill", "-o", "app.json"])
        XCTAssertEqual(scan.status, 0, scan.stderr)
        let run = try rg.run([
            "flatten", "app.json", "-o", "proposal.json", "-o", "plan.md", "--emit-swift", "Proposed",
        ])
        XCTAssertEqual(run.status, 0, run.stderr)
        return try FlattenCommandTests.object(try rg.read("proposal.json"))
    }

    private static func text(_ path: String, in rg: RibgraphRunner) throws -> String {
        String(decoding: try rg.read(path), as: UTF8.self)
    }

    func testTheWrapperHasOneEntryPointPerScreenItTakesThePlaceOfWithThatScreensArguments() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let proposal = try Self.flatten(in: rg)
        let wrapper = try XCTUnwrap(FlattenCommandTests.rib("StoryWrapper", in: proposal))
        let entries = [
            "buildStory(viewController: ViewControllable, storyId: Int)",
            "buildProfile(viewController: ViewControllable, userId: String)",
            "buildProfile(viewController: ViewControllable, handle: String)",
        ]
        XCTAssertEqual(wrapper["buildOverloads"] as? [String], entries)
        XCTAssertEqual(wrapper["buildArguments"] as? [String], ["viewController: ViewControllable", "storyId: Int"])
        let plan = try Self.text("plan.md", in: rg)
        let builder = try Self.text("Proposed/StoryWrapper/StoryWrapperBuilder.swift", in: rg)
        for (head, entry) in zip(["Story", "Profile", "Profile"], entries) {
            let withListener = entry.replacingOccurrences(of: "(", with: "(withListener: StoryWrapperListener, ")
            XCTAssertTrue(plan.contains("- Its build for \(head): \(withListener).\n"), plan)
            let declared = entry.replacingOccurrences(of: "(", with: "(withListener listener: StoryWrapperListener, ")
            XCTAssertTrue(builder.contains("    func \(declared) -> StoryWrapperRouting {\n"), builder)
        }
        XCTAssertFalse(plan.contains("Its build takes"), "one line per entry point")
        XCTAssertTrue(
            builder.contains("interactor = StoryWrapperInteractor(firstRoute: { $0.routeToProfile(handle: handle) })"),
            "the handle is handed on to Profile's own overload: \(builder)")
    }

    func testTheSiblingBuildersLeaveTheLeavesForTheWrapper() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let proposal = try Self.flatten(in: rg)
        let edges = proposal["dependencies"] as? [[String: Any]] ?? []
        func names(of child: String, parent: String) -> [String] {
            edges.filter { $0["child"] as? String == child && $0["parent"] as? String == parent }
                .flatMap { $0["properties"] as? [[String: Any]] ?? [] }.compactMap { $0["name"] as? String }
        }
        XCTAssertEqual(names(of: "Story", parent: "StoryWrapper"), ["storyRepository"], "profileBuilder left Story")
        XCTAssertEqual(names(of: "Profile", parent: "StoryWrapper"), [], "storyBuilder left Profile")
        for parent in ["Feed", "Search"] {
            let own = edges.first { $0["child"] as? String == "StoryWrapper" && $0["parent"] as? String == parent }
            let properties = own?["properties"] as? [[String: Any]] ?? []
            XCTAssertEqual(
                Set(properties.map { "\($0["name"] as? String ?? "?") from \($0["providedBy"] as? String ?? "?")" }),
                ["profileBuilder from RootComponent", "storyBuilder from RootComponent"],
                "the wrapper's Dependency under \(parent): only the builders it routes with")
        }
        let story = edges.first { $0["child"] as? String == "Story" && $0["parent"] as? String == "StoryWrapper" }
        XCTAssertEqual(
            story?["component"] as? String, "RootComponent",
            "RootComponent makes Story's builder: it still satisfies StoryDependency, whoever attaches Story")
        let plan = try Self.text("plan.md", in: rg)
        XCTAssertTrue(plan.contains("Properties that leave the leaves' Dependencies for StoryWrapperDependency only"))
        XCTAssertTrue(plan.contains("| profileBuilder | ProfileBuildable | Story (StoryDependency) | RootComponent |"))
        XCTAssertTrue(plan.contains("| storyBuilder | StoryBuildable | Profile (ProfileDependency) | RootComponent |"))
        XCTAssertFalse(plan.contains("forwards from its parent"), "the wrapper forwards nothing to Story: \(plan)")
        let builder = try Self.text("Proposed/StoryWrapper/StoryWrapperBuilder.swift", in: rg)
        XCTAssertTrue(builder.contains("let storyBuilder = component.storyBuilder\n"), "injected as the app does")
        XCTAssertTrue(builder.contains("let profileBuilder = component.profileBuilder\n"), builder)
    }

    func testEachMovedRouteHasANamedListenerCallAndTheHeadsListenersArePassedThrough() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        _ = try Self.flatten(in: rg)
        let plan = try Self.text("plan.md", in: rg)
        XCTAssertTrue(
            plan.contains(
                "| Story | StoryListener | func storyDidRequestProfile(userId: String) | selectAuthor(userId:) "
                    + "(Drill/Story/Story.swift:64) | Drill/Story/Story.swift:"),
            "with where Story asks for it today: \(plan)")
        XCTAssertTrue(
            plan.contains(
                "| Profile | ProfileListener | func profileDidRequestStory(storyId: Int) | select(storyId:) "
                    + "(Drill/Profile/Profile.swift:61) | Drill/Profile/Profile.swift:"), plan)
        let interactor = try Self.text("Proposed/StoryWrapper/StoryWrapperInteractor.swift", in: rg)
        XCTAssertTrue(
            interactor.contains(
                "protocol StoryRequests: AnyObject {\n    func storyDidRequestProfile(userId: String)\n}"), interactor)
        XCTAssertTrue(
            interactor.contains(
                "protocol ProfileRequests: AnyObject {\n    func profileDidRequestStory(storyId: Int)\n}"))
        XCTAssertTrue(interactor.contains("Interactor, StoryWrapperInteractable, ProfileRequests, StoryRequests {"))
        XCTAssertTrue(
            interactor.contains(
                "    func storyDidRequestProfile(userId: String) {\n        router?.routeToProfile(userId: userId)\n    }"
            ))
        XCTAssertTrue(interactor.contains("    weak var listener: StoryWrapperListener?\n"))
        // What Story reported to Feed, Search or Profile goes to the parent that built the wrapper, through the
        // wrapper's own listener, which declares both heads' methods; the parents implement it in their place.
        XCTAssertTrue(
            interactor.contains("            listener?.storyDidDelete(storyId: storyId)\n            return\n"),
            interactor)
        XCTAssertTrue(interactor.contains("            listener?.profileDidTapClose()\n            return\n"))
        XCTAssertTrue(
            interactor.contains(
                "protocol StoryWrapperListener: AnyObject {\n    func storyDidTapClose()\n    func storyDidDelete(storyId: Int)\n"
            ),
            interactor)
        XCTAssertTrue(
            interactor.contains(
                "    override func willResignActive() {\n        super.willResignActive()\n"
                    + "        router?.cleanupViews()\n"), "what it showed leaves with it")
        let router = try Self.text("Proposed/StoryWrapper/StoryWrapperRouter.swift", in: rg)
        XCTAssertTrue(
            router.contains("    private var stack: [(router: Routing, pushed: Bool, screen: String)] = []\n"), router)
        XCTAssertFalse(router.contains("Router: ViewableRouting?"), "no optional per child type: \(router)")
        XCTAssertTrue(router.contains("        stack.append((router, true, \"Story\"))\n"), "Story is pushed")
        XCTAssertTrue(router.contains("        stack.append((router, true, \"Profile\"))\n"), "Profile is pushed")
        XCTAssertTrue(
            router.contains("        guard stack.last?.screen != \"Profile\" else { return }\n"),
            "a second tap on a story's author does not push the profile twice")
        XCTAssertTrue(
            router.contains(
                "                if navigation?.topViewController === shown.uiviewController {\n"
                    + "                    navigation?.popViewController(animated: true)\n"),
            "a screen the user swiped back from is not popped again: \(router)")
    }

    /// The scan names the router functions that build each child; the plan spells out, function by function,
    /// what each parent edits and what each leaf no longer uses (read from Feed.swift, Search.swift, Story.swift
    /// and Profile.swift).
    func testThePlanSpellsOutTheEditsFunctionByFunction() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        _ = try Self.flatten(in: rg)
        let scan = try FlattenCommandTests.object(try rg.read("app.json"))
        let routes = try XCTUnwrap(scan["routes"] as? [[String: Any]])
        func attachedBy(_ parent: String, _ child: String) -> [String] {
            let route = routes.first { $0["parent"] as? String == parent && $0["child"] as? String == child }
            return (route?["attachedBy"] as? [[String: String]] ?? []).map {
                "\($0["function"] ?? "?") \($0["declaredIn"] ?? "?")"
            }
        }
        XCTAssertEqual(attachedBy("Feed", "Story"), ["routeToStory(storyId:) Drill/Feed/Feed.swift:98"])
        XCTAssertEqual(attachedBy("Search", "Profile"), ["routeToProfile(handle:) Drill/Search/Search.swift:117"])
        XCTAssertEqual(
            attachedBy("Search", "Story"), ["routeToStory(storyId:) Drill/Search/Search.swift:109"],
            "historyBuilder is History's, not Story's")
        XCTAssertEqual(attachedBy("Story", "Comment"), ["routeToComment() Drill/Story/Story.swift:119"])
        let plan = try Self.text("plan.md", in: rg)
        let wrapper =
            "builds StoryWrapper with storyWrapperBuilder.buildStory(withListener:viewController:storyId:) and "
            + "attaches it, kept as a Routing (it has no view); StoryWrapper pushes Story on the view controller it "
            + "is handed |"
        XCTAssertTrue(
            plan.contains("| Feed | routeToStory(storyId:) (Drill/Feed/Feed.swift:98) | builds Story from "), plan)
        XCTAssertTrue(plan.contains("and pushes it | " + wrapper), plan)
        let profile =
            "| Search | routeToProfile(handle:) (Drill/Search/Search.swift:117) | builds Profile from ProfileBuilder and pushes "
            + "it | builds StoryWrapper with storyWrapperBuilder.buildProfile(withListener:viewController:userId:) or "
            + "storyWrapperBuilder.buildProfile(withListener:viewController:handle:) and attaches it"
        XCTAssertTrue(plan.contains(profile), plan)
        XCTAssertTrue(
            plan.contains(
                "| Search | routeToStory(storyId:) (Drill/Search/Search.swift:109) | builds Story from StoryBuilder and pushes it |"
            ),
            plan)
        let edits = plan.components(separatedBy: "\n").filter {
            $0.hasPrefix("| Feed | routeTo") || $0.hasPrefix("| Search | routeTo")
        }
        XCTAssertEqual(edits.count, 4, "two parents, two functions each: \(edits)")
        XCTAssertTrue(
            plan.contains(
                "| Feed | FeedRouter.current | holds Story's router once built (current: ViewableRouting?) | holds "
                    + "StoryWrapper's, a Routing?: it has no view |"), "where Feed holds it: \(plan)")
        XCTAssertTrue(
            plan.contains(
                "| Feed | detachCurrent() (Drill/Feed/Feed.swift:114) | takes Story off the screen and detaches it | "
                    + "detaches StoryWrapper alone (detachChild): it takes the screens it showed off itself as it "
                    + "resigns (cleanupViews) |"), "how Feed takes it off: \(plan)")
        XCTAssertTrue(
            plan.contains(
                "routeToProfile(userId:) (Drill/Story/Story.swift:111), detachCurrent() (Drill/Story/Story.swift:127) | "
                    + "current: ViewableRouting? | StoryInteractor: ProfileListener |"), plan)
        XCTAssertTrue(
            plan.contains(
                "routeToStory(storyId:) (Drill/Profile/Profile.swift:96), detachCurrent() (Drill/Profile/Profile.swift:104) "
                    + "| current: ViewableRouting? | ProfileInteractor: StoryListener |"), plan)
        XCTAssertTrue(plan.contains("Story (Drill/Story/Story.swift:24) (keeps its route to Comment), Profile ("), plan)
        XCTAssertTrue(
            plan.contains(
                "| Feed | FeedInteractor | conforms to StoryListener, which Story reports to | conforms to "
                    + "StoryWrapperListener instead: StoryWrapper reports what Story reported (every method of it, "
                    + "those of screens Feed does not build StoryWrapper for too, which are never called there) |"),
            plan)
        XCTAssertTrue(
            plan.contains("| holds StoryBuilder to build Story | holds StoryWrapperBuildable instead, "), plan)
        XCTAssertTrue(
            plan.contains(
                "| holds ProfileBuilder to build Profile | goes: the StoryWrapperBuildable that replaces Story's builder "
                    + "builds Profile too |"), "one Buildable per parent for both heads: \(plan)")
        XCTAssertTrue(
            plan.contains(
                "| Feed | FeedInteractor | conforms to ProfileListener, which Profile reports to | goes: its conformance "
                    + "to StoryWrapperListener, in place of Story's listener, covers it |"), plan)
        let picture = try rg.run(["flatten", "app.json", "-o", "plan.svg"])
        XCTAssertEqual(picture.status, 0, picture.stderr)
        let svg = try Self.text("plan.svg", in: rg)
        XCTAssertTrue(svg.contains("reports to StoryWrapper · keeps 1 route<"), "Story still routes to Comment")
        XCTAssertTrue(svg.contains("leaf: reports to StoryWrapper<"), "Profile routes no more")
    }

    func testAChildOnlyOneScreenOfTheDrillDownAttachesStaysWithIt() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let proposal = try Self.flatten(in: rg)
        XCTAssertEqual(FlattenCommandTests.children(of: "StoryWrapper", in: proposal), ["Story", "Profile"])
        XCTAssertEqual(FlattenCommandTests.children(of: "Story", in: proposal), ["Comment"])
        XCTAssertEqual(FlattenCommandTests.children(of: "Profile", in: proposal), [])
        XCTAssertEqual(FlattenCommandTests.children(of: "Feed", in: proposal), ["StoryWrapper"])
        let plan = try Self.text("plan.md", in: rg)
        XCTAssertTrue(plan.contains("| Story | Comment | only Story attaches it: part of its own flow |"), plan)
        let metrics = try rg.run(["metrics", "proposal.json"])
        XCTAssertEqual(metrics.status, 0)
        XCTAssertEqual(metrics.stderr, "", "metrics on the proposal warns of nothing")
    }

    func testTheSkeletonsTypeCheckWithTheApp() throws {
        try assertSkeletonsTypeCheck(framework: .ribs)
    }

    func testTheSkeletonsTypeCheckWithTheAppAgainstModernRIBs() throws {
        try assertSkeletonsTypeCheck(framework: .modernRIBs)
    }

    /// The app, written against `framework`, and its skeletons type-check against that framework's reproduction;
    /// the skeletons import the app's framework; a wrong argument in one makes the check fail.
    private func assertSkeletonsTypeCheck(framework: FlattenSkeletonTests.Framework) throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        _ = try Self.flatten(in: rg, framework: framework)
        XCTAssertEqual(try rg.listing("Proposed"), ["StoryWrapper"])
        let modules = try FlattenSkeletonTests.emitModules(in: rg, framework: framework)
        let app = FlattenSkeletonTests.swiftFiles(rg.folder.appendingPathComponent("Drill"))
        let skeletons = FlattenSkeletonTests.swiftFiles(rg.folder.appendingPathComponent("Proposed"))
        let typecheck = ["-typecheck", "-module-name", "Drill", "-I", modules.path]
        let alone = try FlattenSkeletonTests.swiftc(typecheck + app)
        XCTAssertEqual(alone.status, 0, "the fixture app itself must compile:\n\(alone.output)")
        let together = try FlattenSkeletonTests.swiftc(typecheck + app + skeletons)
        XCTAssertEqual(together.status, 0, together.output)
        for file in try rg.listing("Proposed/StoryWrapper") {
            let text = try Self.text("Proposed/StoryWrapper/\(file)", in: rg)
            XCTAssertFalse(text.contains("fatalError"), file)
            XCTAssertTrue(text.contains("import \(framework.rawValue)\n"), "\(file) imports the app's framework")
        }
        // The check sees an entry point that hands on what Profile's overload does not take.
        let path = "Proposed/StoryWrapper/StoryWrapperRouter.swift"
        let router = try Self.text(path, in: rg)
        let broken = router.replacingOccurrences(
            of: "withListener: interactor, handle: handle)", with: "withListener: interactor, nickname: handle)")
        XCTAssertNotEqual(broken, router)
        try Data(broken.utf8).write(to: rg.folder.appendingPathComponent(path))
        let failing = try FlattenSkeletonTests.swiftc(typecheck + app + skeletons)
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertTrue(failing.output.contains("nickname"), failing.output)
    }
}
