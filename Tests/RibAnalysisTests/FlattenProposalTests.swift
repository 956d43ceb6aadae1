import Foundation
import XCTest

@testable import RibAnalysis
@testable import RibTrace

/// The cases of `ribgraph flatten` that the seed app does not have: a change that would make the tree deeper,
/// reused RIBs that route to each other, a proposed parent asked for what its proposed child forwards, a
/// recording's live instances, and what is left alone.
final class FlattenProposalTests: XCTestCase {
    /// A source trace of viewful RIBs (a `*` before an id makes it viewless) with `routes` as `parent>child`,
    /// the first RIB the launch root.
    private func graph(_ ids: [String], _ routes: [String], dependencies: [DependencyEdge] = []) -> Trace {
        let ribs = ids.enumerated().map { index, name in
            let id = name.hasPrefix("*") ? String(name.dropFirst()) : name
            return RIB(
                id: id, view: name.hasPrefix("*") ? nil : "\(id)ViewController", builder: "\(id)Builder",
                dependency: "\(id)Dependency", component: "\(id)Component", isRoot: index == 0)
        }
        let links = routes.map { route -> Route in
            let ends = route.split(separator: ">").map(String.init)
            return Route(parent: ends[0], child: ends[1], builder: "\(ends[1])Builder")
        }
        return Trace(
            origin: .source, ribs: ribs, routes: links, dependencies: dependencies,
            components: ids.map { name in
                let id = name.hasPrefix("*") ? String(name.dropFirst()) : name
                return ComponentLink(component: "\(id)Component", parent: nil)
            })
    }

    /// `trace` with `ribs`, each route shown as `way` says.
    private func shown(_ trace: Trace, ribs: [RIB], way: (Route) -> [Presentation]) -> Trace {
        let routes = trace.routes.map { route in
            var shown = route
            shown.presentations = way(route)
            return shown
        }
        return Trace(
            origin: .source, ribs: ribs, routes: routes, dependencies: trace.dependencies, components: trace.components)
    }

    private func children(of parent: String, in trace: Trace) -> [String] {
        trace.routes.filter { $0.parent == parent }.map(\.child)
    }

    func testAReusedScreenWhoseFlowDecidesOnceIsLeftAlone() throws {
        // S is reused by A and B and opens L or M: one decision, which each caller may want as it is.
        let trace = graph(["Root", "A", "B", "S", "L", "M"], ["Root>A", "Root>B", "A>S", "B>S", "S>L", "S>M"])
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes, [], FlattenPlan(proposal).markdown)
        XCTAssertEqual(proposal.proposal, proposal.input, "nothing changes")
        // The same S whose M decides again is proposed: the flow decides twice.
        let deeper = graph(
            ["Root", "A", "B", "S", "L", "M", "M1", "M2"],
            ["Root>A", "Root>B", "A>S", "B>S", "S>L", "S>M", "M>M1", "M>M2"])
        XCTAssertEqual(try FlattenProposal(trace: deeper).changes.map(\.proposed), ["SWrapper"])
    }

    func testReusedScreensThatOpenEachOtherShareOneWrapperAndTheCycleIsGone() throws {
        // Story and Profile are both reused, and each opens the other: one drill-down, one wrapper for it all.
        // Comments only Story opens: it stays with Story. Search's S1 branch is as deep as Comments will be.
        let trace = graph(
            ["Root", "Home", "Search", "Story", "Profile", "Comments", "S1", "*S2", "S3"],
            [
                "Root>Home", "Root>Search", "Home>Story", "Search>Story", "Home>Profile", "Search>Profile",
                "Story>Profile", "Story>Comments", "Profile>Story", "Search>S1", "S1>S2", "S2>S3",
            ])
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["StoryWrapper"], FlattenPlan(proposal).markdown)
        XCTAssertEqual(children(of: "Story", in: proposal.proposal), ["Comments"], "its own child stays")
        XCTAssertEqual(children(of: "Profile", in: proposal.proposal), [])
        XCTAssertEqual(children(of: "Home", in: proposal.proposal), ["StoryWrapper"], "one route for both screens")
        XCTAssertEqual(children(of: "StoryWrapper", in: proposal.proposal), ["Story", "Profile"])
        let movedFrom = proposal.proposal.routes.filter { $0.parent == "StoryWrapper" }.map(\.movedFrom)
        XCTAssertEqual(movedFrom, [["Home", "Search", "Profile"], ["Home", "Search", "Story"]])
        let change = try XCTUnwrap(proposal.changes.first)
        XCTAssertEqual(
            change.replaced.map { "\($0.from)>\($0.child)" },
            ["Home>Story", "Search>Story", "Home>Profile", "Search>Profile"])
        XCTAssertEqual(
            change.moved.map { "\($0.from)>\($0.child)" },
            ["Home>Story", "Search>Story", "Profile>Story", "Home>Profile", "Search>Profile", "Story>Profile"],
            "every route the app has that disappears")
        XCTAssertEqual(
            change.kept.map { "\($0.parent)>\($0.child): \($0.reason)" },
            [
                "Story>Comments: only Story attaches it: part of its own flow"
            ])
        XCTAssertEqual(
            change.entryPoints.map(\.text),
            ["buildStory(viewController: ViewControllable)", "buildProfile(viewController: ViewControllable)"])
        XCTAssertEqual(
            change.requests.map(\.declaration), ["func profileDidRequestStory()", "func storyDidRequestProfile()"])
        XCTAssertEqual(RouteGraph(routesOf: proposal.proposal).ribsOnCycles, [], "the cycle is gone, not lifted")
        XCTAssertEqual(proposal.before.onCycles, ["Story", "Profile"])
    }

    /// The drill-down of the test above, with routes the scan found no code path takes (``Route/untaken``).
    private func drillDown(untaken: [String: String]) -> Trace {
        var trace = graph(
            ["Root", "Home", "Search", "Story", "Profile", "Comments", "Notes", "S1", "*S2", "S3"],
            [
                "Root>Home", "Root>Search", "Home>Story", "Search>Story", "Home>Profile", "Search>Profile",
                "Story>Profile", "Story>Comments", "Profile>Story", "Profile>Notes", "Search>S1", "S1>S2", "S2>S3",
            ])
        for index in trace.routes.indices {
            trace.routes[index].untaken = untaken["\(trace.routes[index].parent)>\(trace.routes[index].child)"]
        }
        return trace
    }

    func testARouteNoCodePathTakesStaysWhereItIsAndThePlanListsIt() throws {
        // Profile holds Notes' builder but never builds it: not part of the drill-down, it stays with Profile.
        let proposal = try FlattenProposal(
            trace: drillDown(untaken: ["Profile>Notes": "routeToNotes is never called"]))
        let change = try XCTUnwrap(proposal.changes.first, FlattenPlan(proposal).markdown)
        XCTAssertEqual(children(of: "StoryWrapper", in: proposal.proposal), ["Story", "Profile"])
        XCTAssertEqual(children(of: "Profile", in: proposal.proposal), ["Notes"])
        XCTAssertFalse(change.moved.contains { $0.child == "Notes" })
        XCTAssertEqual(
            change.kept.map { "\($0.parent)>\($0.child): \($0.reason)" },
            [
                "Story>Comments: only Story attaches it: part of its own flow",
                "Profile>Notes: no code path takes it (routeToNotes is never called): the team may delete the route",
            ])
        let plan = FlattenPlan(proposal).markdown
        XCTAssertTrue(
            plan.contains("## Routes no code path takes")
                && plan.contains("| Profile | Notes | routeToNotes is never called | - |"), plan)
        XCTAssertTrue(
            plan.contains("\nMeasured without the 1 route no code path takes (below), which `metrics` counts"), plan)
        XCTAssertFalse(
            FlattenPlan(try FlattenProposal(trace: drillDown(untaken: [:]))).markdown.contains("Measured without"),
            "nothing to say when every route is taken")
    }

    func testADrillDownWhoseWayBackIsNeverTakenIsNoDrillDown() throws {
        // Profile's route back to Story is dead code: no cycle is left, and Story decides once, so nothing moves.
        let proposal = try FlattenProposal(
            trace: drillDown(untaken: [
                "Profile>Story": "routeToStory is never called"
            ]))
        XCTAssertEqual(proposal.changes, [], FlattenPlan(proposal).markdown)
        XCTAssertTrue(FlattenPlan(proposal).markdown.contains("| Profile | Story | routeToStory is never called |"))
    }

    func testAValueAReplacedComponentRenamedIsAskedForUnderTheNameAbove() throws {
        // Story's component hands Comments `useCase { dependency.userUseCase }`; Comments, which Profile opens
        // too, moves to the wrapper, so the wrapper's component does the renaming and asks for `userUseCase`.
        let renamed = DependencyProperty(
            name: "useCase", type: "DashboardUseCase", providedBy: "RootComponent",
            via: [
                ProvenanceHop(component: "StoryComponent", name: "useCase"),
                ProvenanceHop(component: "RootComponent", name: "userUseCase"),
            ])
        let own = DependencyProperty(name: "userUseCase", type: "UserUseCase", providedBy: "RootComponent")
        var trace = drillDown(untaken: [:])
        trace.routes.append(Route(parent: "Profile", child: "Comments", builder: "CommentsBuilder"))
        trace.dependencies = [
            DependencyEdge(
                child: "Comments", parent: "Story", dependency: "CommentsDependency", component: "StoryComponent",
                properties: [renamed]),
            DependencyEdge(
                child: "Profile", parent: "Home", dependency: "ProfileDependency", component: "HomeComponent",
                properties: [own]),
        ]
        let proposal = try FlattenProposal(trace: trace)
        let change = try XCTUnwrap(proposal.changes.first, FlattenPlan(proposal).markdown)
        XCTAssertEqual(children(of: "StoryWrapper", in: proposal.proposal), ["Story", "Profile", "Comments"])
        XCTAssertEqual(
            change.transfers.filter { $0.kind == .forward }.map { "\($0.property)<-\($0.readAs ?? $0.property)" },
            ["useCase<-userUseCase"])
        let builder = try XCTUnwrap(
            SwiftSkeleton(proposal: proposal, sources: SkeletonSources(imports: ["RIBs"], requirements: [:])).files
                .first {
                    $0.path.hasSuffix("Builder.swift")
                }
        ).text
        XCTAssertTrue(builder.contains("    var useCase: DashboardUseCase { dependency.userUseCase }\n"), builder)
        XCTAssertTrue(builder.contains("    var userUseCase: UserUseCase { get }\n"), builder)
        XCTAssertFalse(builder.contains("var useCase: DashboardUseCase { get }"), "asked of no parent: \(builder)")
    }

    func testBuildersTheAppHandsDownAreReplacedWhereTheyAreMadeAndWhatTheLeavesNoLongerUseIsListed() throws {
        // Root's component makes Story's and Profile's builders and hands them down to Home and Search.
        var trace = drillDown(untaken: [:])
        for index in trace.routes.indices where ["Story", "Profile"].contains(trace.routes[index].child) {
            trace.routes[index].via = .ancestor
        }
        let builder = { (name: String, line: Int) in
            DependencyProperty(
                name: "\(SkeletonRIB.lowercasingFirst(name))Builder", type: "\(name)Buildable",
                providedBy: "RootComponent", providedIn: "Root.swift:\(line)")
        }
        trace.dependencies = ["Home", "Search"].map { parent in
            DependencyEdge(
                child: parent, parent: "Root", dependency: "\(parent)Dependency", component: "RootComponent",
                properties: [builder("Story", 7), builder("Profile", 9)])
        }
        let proposal = try FlattenProposal(trace: trace)
        let plan = FlattenPlan(proposal).markdown
        XCTAssertTrue(
            plan.contains(
                "- The app hands the builders of the screens it replaces down from RootComponent (Root.swift:7, "
                    + "Root.swift:9: storyBuilder, profileBuilder). Make its builder there, once, and hand it down the "
                    + "same way in their place, as storyWrapperBuilder: StoryWrapperBuildable, to Home, Search;"), plan)
        XCTAssertTrue(plan.contains("What the leaves no longer use, to delete with the change"), plan)
        XCTAssertTrue(
            plan.contains("| Story | Profile | ProfileBuilder | - |")
                && plan.contains("| Profile | Story | StoryBuilder | - |"), plan)
        // Parents that make the builders themselves are not told to take one handed down.
        XCTAssertFalse(
            FlattenPlan(try FlattenProposal(trace: drillDown(untaken: [:]))).markdown.contains("hands the builders"))
    }

    func testSkeletonsGoInTheModuleWhoseInternalTypesTheyUseAndPublishWhatOtherModulesBuild() throws {
        // Home and Search live in modules of their own; Profile's builder, Dependency and build argument are
        // internal to ProfileImpl, Story's builder and Dependency to StoryImpl; both Buildables are public in
        // StoryInterfaces.
        let modules = [
            "Home": "HomeFeature", "Search": "SearchFeature", "Story": "StoryImpl", "Profile": "ProfileImpl",
        ]
        func placed(_ module: (String) -> String) -> Trace {
            let trace = drillDown(untaken: [:])
            let ribs = trace.ribs.map { rib in
                var rib = rib
                rib.module = module(rib.id)
                if rib.id == "Profile" { rib.buildArguments = ["kind: ProfileKind"] }
                return rib
            }
            return Trace(origin: .source, ribs: ribs, routes: trace.routes, dependencies: trace.dependencies)
        }
        let proposal = try FlattenProposal(trace: placed { modules[$0] ?? "App" })
        XCTAssertEqual(proposal.changes.map(\.proposed), ["StoryWrapper"], FlattenPlan(proposal).markdown)
        typealias Home = SkeletonSources.Home
        let homes: [String: Home] = [
            "StoryBuildable": Home(module: "StoryInterfaces", isPublic: true, imports: ["RIBs"]),
            "ProfileBuildable": Home(module: "StoryInterfaces", isPublic: true, imports: ["RIBs"]),
            "StoryBuilder": Home(module: "StoryImpl", isPublic: false, imports: ["RIBs"]),
            "StoryDependency": Home(module: "StoryImpl", isPublic: false, imports: ["RIBs", "Combine"]),
            "ProfileBuilder": Home(module: "ProfileImpl", isPublic: false, imports: ["RIBs"]),
            "ProfileDependency": Home(module: "ProfileImpl", isPublic: false, imports: ["RIBs"]),
            "ProfileKind": Home(module: "ProfileImpl", isPublic: false, imports: []),
        ]
        let files = SwiftSkeleton(
            proposal: proposal, sources: SkeletonSources(imports: ["RIBs"], requirements: [:], homes: homes)
        ).files
        let builder = try XCTUnwrap(files.first { $0.path.hasSuffix("Builder.swift") }).text
        XCTAssertTrue(builder.contains("// It goes in ProfileImpl, with its Router and Interactor.\n"), builder)
        // Unless StoryImpl, whose builder it makes, imports ProfileImpl already (as MOIT-iOS's list module imports
        // its detail module): there it would make the two modules import each other, so it goes in StoryImpl.
        var cyclic = homes
        for type in ["StoryBuilder", "StoryDependency"] { cyclic[type]?.imports.append("ProfileImpl") }
        let beside = SkeletonPlacement(
            rib: SkeletonRIB(change: proposal.changes[0], proposal: proposal.proposal, input: proposal.input),
            proposal: proposal.proposal,
            sources: SkeletonSources(imports: ["RIBs"], requirements: [:], homes: cyclic))
        XCTAssertEqual(beside.module, "StoryImpl")
        XCTAssertTrue(
            builder.contains("\nimport RIBs\nimport StoryImpl\nimport StoryInterfaces\n\n#warning"),
            "StoryBuilder is StoryImpl's, the Buildables StoryInterfaces'; it names no type of Combine: \(builder)")
        // A file that names a type the app does not declare imports what the children's files import.
        let rib = SkeletonRIB(change: proposal.changes[0], proposal: proposal.proposal, input: proposal.input)
        let placement = SkeletonPlacement(
            rib: rib, proposal: proposal.proposal,
            sources: SkeletonSources(imports: ["RIBs"], requirements: [:], homes: homes))
        XCTAssertEqual(
            placement.imports(for: "var updates: AnyPublisher<Int, Never> { get }", in: "ProfileImpl"), ["Combine"])
        XCTAssertEqual(
            placement.imports(for: "// AnyPublisher, in a comment\nlet kind: ProfileKind", in: "ProfileImpl"), [])
        for type in ["StoryBuilder", "StoryDependency"] {
            XCTAssertTrue(
                builder.contains(
                    "#warning(\"ribgraph flatten: \(type) is internal to StoryImpl; make it public there, or move "
                        + "StoryWrapper into StoryImpl\")"), builder)
        }
        let interface = try XCTUnwrap(files.first { $0.path == "StoryWrapper/StoryWrapperInterface.swift" }).text
        XCTAssertTrue(
            interface.contains(
                "// Its Buildable and Listener go in StoryInterfaces, public: parents outside ProfileImpl build it.\n"),
            interface)
        XCTAssertTrue(
            interface.contains(
                "#warning(\"ribgraph flatten: ProfileKind is internal to ProfileImpl; make it public in "
                    + "StoryInterfaces for StoryWrapperBuildable\")"), interface)
        // An internal enum of cases only moves to the interfaces module, public, instead of a warning.
        var movable = homes
        movable["ProfileKind"]?.movable = "enum ProfileKind: String {\n    case reader\n}"
        let moved = try XCTUnwrap(
            SwiftSkeleton(
                proposal: proposal, sources: SkeletonSources(imports: ["RIBs"], requirements: [:], homes: movable)
            ).files.first { $0.path == "StoryWrapper/StoryWrapperInterface.swift" }
        ).text
        XCTAssertTrue(moved.contains("\npublic enum ProfileKind: String {\n    case reader\n}\n"), moved)
        XCTAssertFalse(moved.contains("#warning"), moved)
        XCTAssertFalse(moved.contains("import ProfileImpl"), "an interfaces module never imports an implementation")
        // A module name from a hostile manifest stays one identifier: no line of code gets out of it.
        var hostile = homes
        hostile["StoryBuilder"]?.module = "StoryImpl\npublic func pwned() {}"
        for file in SwiftSkeleton(
            proposal: proposal, sources: SkeletonSources(imports: ["RIBs"], requirements: [:], homes: hostile)
        ).files {
            XCTAssertFalse(file.text.contains("\npublic func pwned"), file.text)
        }
        // Every parent in the module the wrapper goes in: nothing is published.
        let together = SwiftSkeleton(
            proposal: try FlattenProposal(trace: placed { _ in "App" }),
            sources: SkeletonSources(
                imports: ["RIBs"], requirements: [:],
                homes: homes.mapValues { Home(module: "App", isPublic: false, imports: $0.imports) })
        ).files
        XCTAssertFalse(together.contains { $0.path.hasSuffix("Interface.swift") }, "\(together.map(\.path))")
        XCTAssertTrue(
            try XCTUnwrap(together.first { $0.path.hasSuffix("Builder.swift") }).text.contains(
                "protocol StoryWrapperBuildable: Buildable {"))
    }

    /// VideoMerger's PreviewVideo is built from a `PHAsset` or an `AVAsset`, and Home's router opens it with
    /// `openPreviewVideo(asset)`, unlabelled: the wrapper routes to it once per build, and repeats Home's answer
    /// with its own route's label.
    func testAChildWithTwoBuildsGetsARoutePerBuildAndAnUnlabelledAnswerIsRepeatedWithTheRoutesLabel() throws {
        let drawn = graph(
            ["Root", "Home", "Editor", "Preview", "Export", "Picker", "Adjust"],
            [
                "Root>Home", "Home>Editor", "Home>Picker", "Editor>Export", "Editor>Preview", "Export>Adjust",
                "Export>Preview",
            ])
        var ribs = drawn.ribs
        ribs[3].buildArguments = ["asset: PHAsset"]
        ribs[3].buildOverloads = ["(asset: PHAsset)", "(asset: AVAsset)"]
        let proposal = try FlattenProposal(trace: shown(drawn, ribs: ribs) { _ in [.push] })
        XCTAssertEqual(proposal.changes.map(\.proposed), ["HomeWrapper"], FlattenPlan(proposal).markdown)
        let files = SwiftSkeleton(
            proposal: proposal,
            sources: SkeletonSources(
                imports: ["RIBs"], requirements: ["PreviewListener": [], "ExportListener": ["func exportDidFinish()"]],
                routingBodies: ["EditorInteractor": ["exportDidFinish": "router?.openPreview(asset)"]])
        ).files
        let router = try XCTUnwrap(files.first { $0.path.hasSuffix("Router.swift") }).text
        XCTAssertTrue(router.contains("    func routeToPreview(asset: PHAsset) {\n"), router)
        XCTAssertTrue(router.contains("    func routeToPreview(asset: AVAsset) {\n"), router)
        let interactor = try XCTUnwrap(files.first { $0.path.hasSuffix("Interactor.swift") }).text
        XCTAssertTrue(
            interactor.contains(
                "        // As EditorInteractor did when Export reported this.\n        router?.routeToPreview(asset: asset)\n"
            ),
            interactor)
    }

    func testWhatTheAppDidWhenAChildReportedIsWhatTheWrapperDoes() throws {
        // Profile took Story off the screen when it closed, and opened Profile when Story asked: the wrapper does
        // the same inside the drill-down; what Home did for Profile is Home's (handed on, not repeated).
        let proposal = try FlattenProposal(trace: drillDown(untaken: [:]))
        let requirements = [
            "StoryListener": ["func storyDidClose()", "func storyDidOpenAuthor()", "func storyDidShare()"],
            "ProfileListener": [],
        ]
        let calls = [
            "ProfileInteractor": [
                "storyDidClose": "router?.detachStory()", "storyDidOpenAuthor": "self.router?.attachProfile()",
                "storyDidShare": "router?.share(animated: true)",
            ]
        ]
        let interactor = try XCTUnwrap(
            SwiftSkeleton(
                proposal: proposal,
                sources: SkeletonSources(imports: ["RIBs"], requirements: requirements, routingBodies: calls)
            )
            .files.first { $0.path.hasSuffix("Interactor.swift") }
        ).text
        XCTAssertTrue(
            interactor.contains(
                "            listener?.storyDidClose()\n            return\n        }\n"
                    + "        // As ProfileInteractor did when Story reported this.\n        router?.detach(\"Story\")\n"
            ),
            interactor)
        XCTAssertTrue(
            interactor.contains(
                "        // As ProfileInteractor did when Story reported this.\n        router?.routeToProfile()\n"),
            interactor)
        XCTAssertTrue(
            interactor.contains("    func storyDidShare() {\n        guard (router?.stackDepth ?? 0) > 1 else {\n")
                && interactor.contains("#warning(\"ribgraph flatten: Story reports here from inside the drill-down"),
            "a call that is not the wrapper's to repeat stays the team's: \(interactor)")
    }

    func testAChildOfTheDrillDownThatLeadsBackToItMovesAndOneThatDoesNotStays() throws {
        // Confirm, which only Story opens, opens Profile: it is on the cycle and moves. Notes, which only Profile
        // opens, leads nowhere: it stays with Profile.
        let trace = graph(
            ["Root", "Home", "Search", "Story", "Profile", "Confirm", "Notes", "S1", "*S2", "S3", "S4"],
            [
                "Root>Home", "Root>Search", "Home>Story", "Search>Story", "Home>Profile", "Search>Profile",
                "Story>Confirm", "Confirm>Profile", "Profile>Story", "Profile>Notes", "Search>S1", "S1>S2",
                "S2>S3", "S3>S4",
            ])
        let proposal = try FlattenProposal(trace: trace)
        let change = try XCTUnwrap(proposal.changes.first, FlattenPlan(proposal).markdown)
        XCTAssertEqual(children(of: "StoryWrapper", in: proposal.proposal), ["Story", "Profile", "Confirm"])
        XCTAssertEqual(children(of: "Confirm", in: proposal.proposal), [], "Confirm's route back moved")
        XCTAssertEqual(children(of: "Profile", in: proposal.proposal), ["Notes"])
        XCTAssertEqual(change.kept.map { "\($0.parent)>\($0.child)" }, ["Profile>Notes"])
        XCTAssertEqual(
            change.requests.map(\.declaration),
            ["func profileDidRequestStory()", "func confirmDidRequestProfile()", "func storyDidRequestConfirm()"])
    }

    /// A route whose way of showing the scan could not read is not moved: the proposed RIB could not show the
    /// child as it was (whatfle's Home, a tab whose navigation controller a component makes, would be presented).
    /// BooruViewer's shape: Root presents Feed in a navigation controller it makes; Feed pushes Detail and presents
    /// Filter; Detail's pages (Page, embedded) push Detail or Feed again. The drill-down runs through the pages, so
    /// it is one navigation controller's stack: a navigation takes Feed's place, the pages' routes move while the
    /// pages stay in Detail, and what a page asks for Detail hands on.
    private func pagedDrillDown(dependencies: [DependencyEdge] = []) -> Trace {
        let drawn = graph(
            ["Root", "Feed", "Detail", "Page", "Filter"],
            ["Root>Feed", "Feed>Detail", "Feed>Filter", "Detail>Page", "Page>Detail", "Page>Feed"],
            dependencies: dependencies)
        var ribs = drawn.ribs
        ribs[2].buildArguments = ["post: Post"]
        ribs[1].buildArguments = ["mode: FeedMode"]
        let parents = ["Feed": "Root", "Detail": "Feed", "Page": "Detail", "Filter": "Feed"]
        let chained = Trace(
            origin: .source, ribs: drawn.ribs, routes: drawn.routes, dependencies: drawn.dependencies,
            components: ribs.map {
                ComponentLink(component: "\($0.id)Component", parent: parents[$0.id].map { "\($0)Component" })
            })
        return shown(chained, ribs: ribs) { route in
            switch (route.parent, route.child) {
            case ("Detail", "Page"): [.embed]
            case ("Root", _), ("Feed", "Filter"): [.present]
            default: [.push]
            }
        }
    }

    func testADrillDownThroughThePagesOfAScreenIsOneNavigationsStack() throws {
        let proposal = try FlattenProposal(trace: pagedDrillDown())
        XCTAssertEqual(proposal.changes.map(\.proposed), ["FeedNavigation"], FlattenPlan(proposal).markdown)
        let change = try XCTUnwrap(proposal.changes.first)
        XCTAssertEqual(change.role, .navigation, "the heads push each other and no parent outside pushes one")
        XCTAssertEqual(children(of: "Root", in: proposal.proposal), ["FeedNavigation"])
        XCTAssertEqual(children(of: "FeedNavigation", in: proposal.proposal), ["Feed", "Detail"])
        XCTAssertEqual(children(of: "Feed", in: proposal.proposal), ["Filter"], "Feed keeps what it presents")
        XCTAssertEqual(children(of: "Detail", in: proposal.proposal), ["Page"], "the pages stay in Detail's screen")
        XCTAssertEqual(children(of: "Page", in: proposal.proposal), [])
        XCTAssertEqual(
            change.moved.map { "\($0.from)>\($0.child)" }, ["Root>Feed", "Page>Feed", "Feed>Detail", "Page>Detail"])
        XCTAssertEqual(
            change.requests.map { "\($0.declaration) via \($0.relayedBy)" },
            [
                "func pageDidRequestFeed(mode: FeedMode) via [\"Detail\"]",
                "func feedDidRequestDetail(post: Post) via []",
                "func pageDidRequestDetail(post: Post) via [\"Detail\"]",
            ])
        XCTAssertEqual(RouteGraph(routesOf: proposal.proposal).ribsOnCycles, [], "the drill-down is bounded")
        XCTAssertEqual(proposal.before.onCycles, ["Feed", "Detail", "Page"])
        let plan = FlattenPlan(proposal).markdown
        XCTAssertTrue(
            plan.contains(
                "| Page | PageListener, then DetailListener (Detail hands it on) | func pageDidRequestDetail("),
            plan)
    }

    /// Two sections that embed each other (a hand-written trace) in Detail, beside its page: the walk over the parts
    /// of a screen sees each once, and the drill-down through Detail's page is still found.
    func testSectionsThatEmbedEachOtherAreWalkedOnce() throws {
        let drawn = graph(
            ["Root", "Feed", "Detail", "Page", "Filter", "Left", "Right"],
            [
                "Root>Feed", "Feed>Detail", "Feed>Filter", "Detail>Page", "Page>Detail", "Page>Feed", "Detail>Left",
                "Left>Right", "Right>Left",
            ])
        let trace = shown(drawn, ribs: drawn.ribs) { route in
            switch (route.parent, route.child) {
            case ("Detail", "Page"), ("Detail", "Left"), ("Left", "Right"), ("Right", "Left"): [.embed]
            case ("Root", _), ("Feed", "Filter"): [.present]
            default: [.push]
            }
        }
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["FeedNavigation"], FlattenPlan(proposal).markdown)
    }

    /// BooruViewer's DetailFeed pages through the feed its parent's component makes: a value a navigation would have
    /// to make, so the drill-down is left, and the plan says which screen needs what.
    func testADrillDownWhoseScreenReadsItsParentsValueIsLeftAndThePlanSaysWhy() throws {
        let feed = DependencyEdge(
            child: "Detail", parent: "Feed", dependency: "DetailDependency", component: "FeedComponent",
            provider: "Feed",
            properties: [DependencyProperty(name: "feed", type: "Feed", providedBy: "FeedComponent")])
        let proposal = try FlattenProposal(trace: pagedDrillDown(dependencies: [feed]))
        XCTAssertEqual(proposal.changes.map(\.proposed), [], FlattenPlan(proposal).markdown)
        XCTAssertEqual(
            proposal.dropped.map { "\($0.head): \($0.reason)" }, ["Feed: Detail needs feed from FeedComponent"])
    }

    func testARouteShownInAWayTheScanCouldNotReadIsNotMoved() throws {
        let drawn = graph(
            ["Root", "Home", "Hub", "A", "B", "A1", "A2", "S1", "S2", "S3", "S4"],
            ["Root>Home", "Home>Hub", "Hub>A", "Hub>B", "A>A1", "A>A2", "Root>S1", "S1>S2", "S2>S3", "S3>S4"])
        let pushed = shown(drawn, ribs: drawn.ribs) { _ in [.push] }
        XCTAssertEqual(try FlattenProposal(trace: pushed).changes.map(\.proposed), ["HubWrapper"])
        let unread = shown(drawn, ribs: drawn.ribs) { $0.child == "Hub" ? [.unknown] : [.push] }
        let proposal = try FlattenProposal(trace: unread)
        XCTAssertEqual(proposal.changes.map(\.proposed), [], FlattenPlan(proposal).markdown)
    }

    func testAChainAndAFlowANavigationOfTheAppPushesJoinItAndNothingIsAdded() throws {
        // Nav is a UINavigationController RIB: it pushes List, which pushes Detail, which pushes Edit, which
        // pushes Preview (a chain of three pushes); and it pushes Hub, which decides between A and B, and A
        // between A1 and A2 (a nested flow).
        let drawn = graph(
            ["Root", "Nav", "List", "Detail", "Edit", "Preview", "Hub", "A", "B", "A1", "A2"],
            [
                "Root>Nav", "Nav>List", "List>Detail", "Detail>Edit", "Edit>Preview", "Nav>Hub", "Hub>A", "Hub>B",
                "A>A1", "A>A2",
            ])
        var ribs = drawn.ribs
        ribs[1].container = .navigation
        let trace = shown(drawn, ribs: ribs) { $0.parent == "Root" ? [.present] : [.push] }
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["Nav", "Nav"], FlattenPlan(proposal).markdown)
        XCTAssertEqual(proposal.changes.map(\.joins), [true, true])
        XCTAssertEqual(proposal.proposal.ribs.count, trace.ribs.count, "no RIB is added")
        XCTAssertEqual(
            children(of: "Nav", in: proposal.proposal),
            ["List", "Hub", "Detail", "Edit", "Preview", "A", "A1", "A2", "B"],
            "after its own routes, in the order the changes moved them")
        for screen in ["List", "Detail", "Edit", "Hub", "A"] {
            XCTAssertEqual(children(of: screen, in: proposal.proposal), [], "\(screen) reports to Nav instead")
        }
        let edit = try XCTUnwrap(proposal.proposal.routes.first { $0.parent == "Nav" && $0.child == "Edit" })
        XCTAssertEqual(edit.movedFrom, ["Detail"])
        XCTAssertEqual(edit.presentations, [.push], "pushed on Nav's own stack, as before")
        XCTAssertEqual(
            RoutingMetrics(trace: proposal.proposal, tree: RouteGraph(routesOf: proposal.proposal)).navigations,
            ["Nav"], "the app's navigation is still one")
    }

    func testAChainScreenThatAlsoPushesALeafOfItsOwnStaysInTheChainAndTheLeafMovesWithIt() throws {
        // atracker's sign-up: Root presents SignOut, which pushes Agreement, Nickname, Position and Success in a
        // row; Agreement also pushes its Terms page, which routes nowhere. Terms that routed on, or that another
        // screen pushed too, would be a decision of Agreement's, and the chain would stop there.
        let ids = ["Root", "SignOut", "Agreement", "Nickname", "Position", "Success", "Terms", "Other"]
        let chain = [
            "Root>SignOut", "SignOut>Agreement", "Agreement>Nickname", "Nickname>Position", "Position>Success",
        ]
        var trace = shown(graph(ids, chain + ["Agreement>Terms", "Root>Other"]), ribs: graph(ids, []).ribs) {
            $0.parent == "Root" ? [.present] : [.push]
        }
        // Each screen of the chain called `didSignUp` only to hand the next one's report on.
        for index in trace.routes.indices where !["Root", "Agreement>Terms"].contains(trace.routes[index].parent) {
            trace.routes[index].relayedByParent = trace.routes[index].child == "Terms" ? [] : ["didSignUp"]
        }
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.kind), [.pushChain], FlattenPlan(proposal).markdown)
        let plan = FlattenPlan(proposal).markdown
        XCTAssertTrue(
            plan.contains(
                "| - | - | - | AgreementListener's didSignUp(…), which it called only to hand Nickname's reports on |"),
            plan)
        XCTAssertEqual(
            children(of: "SignOutNavigation", in: proposal.proposal),
            ["SignOut", "Agreement", "Nickname", "Position", "Success", "Terms"])
        XCTAssertEqual(children(of: "Agreement", in: proposal.proposal), [], "Agreement reports to the navigation")
        let terms = try XCTUnwrap(
            proposal.proposal.routes.first { $0.parent == "SignOutNavigation" && $0.child == "Terms" })
        XCTAssertEqual(terms.presentations, [.push], "pushed on the navigation's stack, as on Agreement's before")
        // SignOut and Success both report the sign-up: the navigation hands it on once, and says so where Success's
        // listener would be.
        let requirements = ["SignOutListener": ["func didSignUp()"], "SuccessListener": ["func didSignUp()"]]
        let interactor = try XCTUnwrap(
            SwiftSkeleton(proposal: proposal, sources: SkeletonSources(imports: ["RIBs"], requirements: requirements))
                .files.first { $0.path.hasSuffix("Interactor.swift") }
        ).text
        XCTAssertEqual(interactor.components(separatedBy: "func didSignUp() {").count, 2, interactor)
        XCTAssertTrue(
            interactor.contains(
                "    // MARK: - SuccessListener\n    // Answered above, for the child that declared it first: didSignUp.\n"
            ),
            interactor)
        for side in ["Terms>Other", "Other>Terms"] {
            let branching = shown(
                graph(ids, chain + ["Agreement>Terms", "Root>Other", side]), ribs: graph(ids, []).ribs
            ) { $0.parent == "Root" ? [.present] : [.push] }
            XCTAssertEqual(try FlattenProposal(trace: branching).changes.map(\.kind), [], side)
        }
    }

    func testAFlowInsideAFlowLeftOutIsLookedAtAgain() throws {
        // Home decides between Search and Profile, and answers both with its own screen: they stay with it, and
        // Home's wrapper has nothing left to move. Profile's own flow (Restore, which decides between Confirm and
        // Backup, and Settings) still routes deep: Profile's wrapper takes it, on a second look.
        var trace = graph(
            ["Root", "Home", "Search", "Profile", "Restore", "Settings", "Confirm", "Backup"],
            [
                "Root>Home", "Home>Search", "Home>Profile", "Profile>Restore", "Profile>Settings", "Restore>Confirm",
                "Restore>Backup",
            ])
        for index in trace.routes.indices where trace.routes[index].parent == "Home" {
            trace.routes[index].answeredByParent = ["didClose"]
        }
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["ProfileWrapper"], FlattenPlan(proposal).markdown)
        XCTAssertEqual(proposal.dropped.map(\.head), ["Home"])
        XCTAssertEqual(children(of: "Home", in: proposal.proposal), ["Search", "ProfileWrapper"])
        XCTAssertEqual(children(of: "Restore", in: proposal.proposal), [], "Restore reports to the wrapper")
    }

    func testATabAndASectionAreNeverReplacedByAWrapper() throws {
        // Tabs shows Feed as a tab; Feed decides between Post and Story, and Post between Like and Share; Feed also
        // embeds Header. A wrapper may not take a tab's place, and a part is never a route that moves.
        let drawn = graph(
            ["Root", "Tabs", "Feed", "Header", "Post", "Story", "Like", "Share"],
            ["Root>Tabs", "Tabs>Feed", "Feed>Header", "Feed>Post", "Feed>Story", "Post>Like", "Post>Share"])
        let trace = shown(drawn, ribs: drawn.ribs) { route in
            route.parent == "Tabs" ? [.tab] : route.child == "Header" ? [.embed] : [.present]
        }
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertFalse(proposal.changes.contains { $0.head == "Feed" }, FlattenPlan(proposal).markdown)
        XCTAssertEqual(children(of: "Tabs", in: proposal.proposal), ["Feed"], "the tab stays a tab")
        XCTAssertTrue(children(of: "Feed", in: proposal.proposal).contains("Header"), "the section stays in Feed")
        // VideoMerger's Root makes Home the window's root: a viewless wrapper has no view to be it.
        let rooted = shown(drawn, ribs: drawn.ribs) { route in
            route.parent == "Tabs" ? [.root] : route.child == "Header" ? [.embed] : [.present]
        }
        let windowRoot = try FlattenProposal(trace: rooted)
        XCTAssertFalse(windowRoot.changes.contains { $0.head == "Feed" }, FlattenPlan(windowRoot).markdown)
        XCTAssertEqual(children(of: "Tabs", in: windowRoot.proposal), ["Feed"], "the window's root stays Feed")
        XCTAssertEqual(
            windowRoot.dropped.map(\.reason),
            ["Feed is the window's root, which Tabs makes it: a viewless wrapper there would show nothing"],
            "the plan says why the flow is left")
        let presented = shown(drawn, ribs: drawn.ribs) { route in route.child == "Header" ? [.embed] : [.present] }
        XCTAssertEqual(
            try FlattenProposal(trace: presented).changes.map(\.proposed), ["FeedWrapper"],
            "presented, the same flow is wrapped: the window's root alone stops it")
    }

    func testAProposedParentForwardsWhatItsProposedChildForwards() throws {
        // Outer (reused) attaches Inner (reused), whose child Leaf needs `token` from Root. Inner's wrapper forwards
        // it, so Outer's wrapper, its parent, must forward it too, under each of its own parents.
        let token = DependencyProperty(name: "token", type: "Token", providedBy: "RootComponent")
        let edges = [
            DependencyEdge(
                child: "Leaf", parent: "Inner", dependency: "LeafDependency", component: "InnerComponent",
                properties: [token]),
            DependencyEdge(child: "Inner", parent: "Outer", dependency: "InnerDependency", component: "OuterComponent"),
            DependencyEdge(child: "Inner", parent: "B", dependency: "InnerDependency", component: "BComponent"),
            DependencyEdge(child: "Outer", parent: "A", dependency: "OuterDependency", component: "AComponent"),
            DependencyEdge(child: "Outer", parent: "B", dependency: "OuterDependency", component: "BComponent"),
        ]
        // Each flow decides twice: Outer between Inner and O2, O2 between O3 and O4; Inner between Leaf and I2, I2
        // between I3 and I4.
        let trace = graph(
            ["Root", "A", "B", "Outer", "Inner", "Leaf", "O2", "O3", "O4", "I2", "I3", "I4"],
            [
                "Root>A", "Root>B", "A>Outer", "B>Outer", "B>Inner", "Outer>Inner", "Inner>Leaf", "Outer>O2", "O2>O3",
                "O2>O4", "Inner>I2", "I2>I3", "I2>I4",
            ], dependencies: edges)
        let proposal = try FlattenProposal(trace: trace)
        XCTAssertEqual(proposal.changes.map(\.proposed), ["OuterWrapper", "InnerWrapper"])
        for parent in ["A", "B"] {
            let edge = try XCTUnwrap(
                proposal.proposal.dependencies.first { $0.child == "OuterWrapper" && $0.parent == parent })
            XCTAssertEqual(edge.properties.map(\.name), ["token"], "OuterWrapper's Dependency under \(parent)")
            XCTAssertEqual(edge.properties.first?.providedBy, "RootComponent")
        }
        let inner = try XCTUnwrap(
            proposal.proposal.dependencies.first { $0.child == "InnerWrapper" && $0.parent == "OuterWrapper" })
        XCTAssertEqual(inner.component, "OuterWrapperComponent")
        XCTAssertEqual(inner.properties.map(\.name), ["token"])
        XCTAssertEqual(proposal.lostProviders, [])
    }

    func testARecordingIsFlattenedAsItsGraphOfRIBTypes() throws {
        // A recording where B was shown twice (B and B#2) under A and once under C: one RIB type with two parents.
        // B opens X or Y, and Y opens Y1 or Y2: its flow decides twice.
        let ribs = ["Root", "A", "C", "B", "B#2", "X", "Y", "Y1", "Y2"].map { RIB(id: $0, view: "V") }
        var events: [TraceEvent] = []
        let attaches: [(Int?, Int)] = [(nil, 0), (0, 1), (1, 3), (3, 5), (3, 6), (6, 7), (6, 8), (0, 2), (2, 4)]
        for (parent, child) in attaches {
            events.append(TraceEvent(seq: events.count + 1, kind: .attach, parent: parent, child: child))
        }
        let proposal = try FlattenProposal(trace: Trace(ribs: ribs, events: events))
        XCTAssertEqual(proposal.input.origin, .source)
        XCTAssertEqual(proposal.input.ribs.map(\.id), ["Root", "A", "C", "B", "X", "Y", "Y1", "Y2"])
        XCTAssertEqual(proposal.input.ribs.first?.isRoot, true, "what the recording launched")
        XCTAssertEqual(proposal.changes.map(\.proposed), ["BWrapper"])
        XCTAssertEqual(proposal.changes.first?.parents, ["A", "C"])
    }

    func testWhatIsFlatAlreadyIsLeftAlone() throws {
        // A viewless router with deciding children under it, a navigation of three screens, a screen deciding once.
        let trace = graph(
            ["Root", "*LoggedIn", "Game", "Score", "Nav", "P1", "P2", "P3", "Menu", "Left", "Right"],
            [
                "Root>LoggedIn", "LoggedIn>Game", "LoggedIn>Nav", "Game>Score", "Nav>P1", "Nav>P2", "Nav>P3",
                "Root>Menu", "Menu>Left", "Menu>Right",
            ])
        var ribs = trace.ribs
        ribs[4].container = .navigation
        let proposal = try FlattenProposal(
            trace: Trace(origin: .source, ribs: ribs, routes: trace.routes, components: trace.components))
        XCTAssertEqual(proposal.changes, [], FlattenPlan(proposal).summary)
        XCTAssertTrue(proposal.isEmpty)
    }
}
