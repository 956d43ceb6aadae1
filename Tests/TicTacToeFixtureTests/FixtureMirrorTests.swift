import XCTest

@testable import TicTacToeFixture

/// What `Mirror` sees in the fixture: the stored-property layout a probe reads, and what it can reach.
final class FixtureMirrorTests: XCTestCase {
    private static let router = [
        "interactor", "interactable", "children", "deinitDisposable", "lifecycleSubject", "didLoadFlag",
    ]
    private static let viewableRouter = ["viewController", "viewControllable", "viewControllerDisappearExpectation"]
    private static let interactor = ["isActiveSubject", "activenessDisposable"]
    private static let component = ["dependency", "sharedInstances", "lock"]
    private static let viewController = [
        "presentedViewController", "presentingViewController", "childViewControllers", "parentViewController",
    ]

    private static func viewfulRouter(_ name: String, _ own: [String] = []) -> [MirrorLevel] {
        let generics = "\(name)Interactable, \(name)ViewControllable"
        return [
            MirrorLevel(type: "\(name)Router", labels: own),
            MirrorLevel(type: "ViewableRouter<\(generics)>", labels: viewableRouter),
            MirrorLevel(type: "Router<\(name)Interactable>", labels: router),
        ]
    }

    private static func presentableInteractor(_ name: String, _ own: [String]) -> [MirrorLevel] {
        [
            MirrorLevel(type: "\(name)Interactor", labels: own),
            MirrorLevel(type: "PresentableInteractor<\(name)Presentable>", labels: ["presenter"]),
            MirrorLevel(type: "Interactor", labels: interactor),
        ]
    }

    private static func builder(_ name: String) -> [MirrorLevel] {
        [
            MirrorLevel(type: "\(name)Builder", labels: []),
            MirrorLevel(type: "Builder<\(name)Dependency>", labels: ["dependency"]),
        ]
    }

    private static func view(_ name: String, _ own: [String]) -> [MirrorLevel] {
        [MirrorLevel(type: name, labels: own), MirrorLevel(type: "UIViewControllerStandIn", labels: viewController)]
    }

    /// Every class of the app reachable from the root router at some step of the script, and its mirror chain.
    private static let layout: [String: [MirrorLevel]] = [
        "RootRouter": [
            MirrorLevel(type: "RootRouter", labels: ["loggedOutBuilder", "loggedInBuilder", "loggedOut"]),
            MirrorLevel(type: "LaunchRouter<RootInteractable, RootViewControllable>", labels: []),
            MirrorLevel(type: "ViewableRouter<RootInteractable, RootViewControllable>", labels: viewableRouter),
            MirrorLevel(type: "Router<RootInteractable>", labels: router),
        ],
        "LoggedInRouter": [
            MirrorLevel(type: "LoggedInRouter", labels: ["viewController", "offGameBuilder", "currentChild"]),
            MirrorLevel(type: "Router<LoggedInInteractable>", labels: router),
        ],
        "LoggedOutRouter": viewfulRouter("LoggedOut"),
        "OffGameRouter": viewfulRouter("OffGame", ["scoreBoardBuilder"]),
        "BasicScoreBoardRouter": viewfulRouter("BasicScoreBoard"),
        "TicTacToeRouter": viewfulRouter("TicTacToe"),
        "RandomWinRouter": viewfulRouter("RandomWin"),

        "RootInteractor": presentableInteractor("Root", ["router", "listener", "loggedInActionableItemSubject"]),
        "LoggedInInteractor": [
            MirrorLevel(type: "LoggedInInteractor", labels: ["router", "listener", "games"]),
            MirrorLevel(type: "Interactor", labels: interactor),
        ],
        "LoggedOutInteractor": presentableInteractor("LoggedOut", ["router", "listener"]),
        "OffGameInteractor": presentableInteractor("OffGame", ["router", "listener"]),
        "BasicScoreBoardInteractor": presentableInteractor("BasicScoreBoard", ["router", "listener", "scoreStream"]),
        "TicTacToeInteractor": presentableInteractor(
            "TicTacToe", ["router", "listener", "mutableScoreStream", "currentPlayer", "board"]),
        "RandomWinInteractor": presentableInteractor("RandomWin", ["router", "listener", "mutableScoreStream"]),

        "LoggedOutBuilder": builder("LoggedOut"),
        "LoggedInBuilder": builder("LoggedIn"),
        "OffGameBuilder": builder("OffGame"),
        "BasicScoreBoardBuilder": builder("BasicScoreBoard"),
        "TicTacToeBuilder": builder("TicTacToe"),
        "RandomWinBuilder": builder("RandomWin"),

        "AppComponent": [
            MirrorLevel(type: "AppComponent", labels: []),
            MirrorLevel(type: "Component<EmptyDependency>", labels: component),
        ],
        "EmptyComponent": [MirrorLevel(type: "EmptyComponent", labels: [])],
        "RootComponent": [
            MirrorLevel(type: "RootComponent", labels: ["rootViewController"]),
            MirrorLevel(type: "Component<RootDependency>", labels: component),
        ],
        "LoggedInComponent": [
            MirrorLevel(type: "LoggedInComponent", labels: ["player1Name", "player2Name"]),
            MirrorLevel(type: "Component<LoggedInDependency>", labels: component),
        ],
        "OffGameComponent": [
            MirrorLevel(type: "OffGameComponent", labels: []),
            MirrorLevel(type: "Component<OffGameDependency>", labels: component),
        ],

        "TicTacToeAdapter": [
            MirrorLevel(type: "TicTacToeAdapter", labels: ["id", "name", "ticTacToeBuilder", "gameListener"])
        ],
        "RandomWinAdapter": [
            MirrorLevel(type: "RandomWinAdapter", labels: ["id", "name", "randomWinBuilder", "listener"])
        ],
        "ScoreStreamImpl": [MirrorLevel(type: "ScoreStreamImpl", labels: ["variable"])],

        "RootViewController": view("RootViewController", ["listener", "targetViewController", "animationInProgress"]),
        "LoggedOutViewController": view("LoggedOutViewController", ["listener"]),
        "OffGameViewController": view("OffGameViewController", ["listener", "games"]),
        "BasicScoreBoardViewController": view(
            "BasicScoreBoardViewController", ["listener", "player1Name", "player2Name", "score"]),
        "TicTacToeViewController": view(
            "TicTacToeViewController", ["listener", "player2Name", "player1Name", "cells"]),
        "RandomWinViewController": view("RandomWinViewController", ["listener", "player1Name", "player2Name"]),
    ]

    func testTheStoredPropertyLayoutOfEveryReachableClass() {
        let session = TicTacToeSession()
        var seen: [String: [MirrorLevel]] = [:]
        session.play { _ in
            for object in reachableObjects(from: session.rootRouter) where !typeName(object).hasPrefix("StandIn") {
                seen[typeName(object)] = mirrorLevels(object)
            }
        }
        XCTAssertEqual(Set(seen.keys), Set(Self.layout.keys))
        for (name, levels) in Self.layout {
            XCTAssertEqual(seen[name], levels, name)
        }
    }

    /// Components and builders the tutorial creates and drops are never reachable.
    func testWhatIsReachableAfterTheFullScript() {
        let session = TicTacToeSession()
        var everSeen = Set<String>()
        session.play { _ in everSeen.formUnion(reachableObjects(from: session.rootRouter).map(typeName)) }
        for dropped in [
            "RootBuilder", "LoggedOutComponent", "BasicScoreBoardComponent", "TicTacToeComponent", "RandomWinComponent",
        ] {
            XCTAssertFalse(everSeen.contains(dropped), dropped)
        }
        let atTheEnd = reachableObjects(from: session.rootRouter).map(typeName).filter { !$0.hasPrefix("StandIn") }
        XCTAssertEqual(
            atTheEnd.sorted(),
            [
                "AppComponent", "BasicScoreBoardBuilder", "BasicScoreBoardInteractor", "BasicScoreBoardRouter",
                "BasicScoreBoardViewController", "EmptyComponent", "LoggedInBuilder", "LoggedInComponent",
                "LoggedInInteractor", "LoggedInRouter", "LoggedOutBuilder", "OffGameBuilder", "OffGameComponent",
                "OffGameInteractor", "OffGameRouter", "OffGameViewController", "RandomWinAdapter", "RandomWinBuilder",
                "RootComponent", "RootInteractor", "RootRouter", "RootViewController", "ScoreStreamImpl",
                "TicTacToeAdapter", "TicTacToeBuilder",
            ])
    }

    func testTheViewlessLoggedInRouterThroughMirror() {
        let session = TicTacToeSession()
        session.play(Array(TicTacToeSession.scriptedSteps.prefix(2)))
        let loggedIn: AnyObject = session.loggedIn

        let children = storedValue(loggedIn, "children") as? [Routing]
        XCTAssertEqual(children?.count, 1)
        XCTAssertTrue(children?.first is OffGameRouter)
        XCTAssertTrue(storedValue(loggedIn, "currentChild") as AnyObject === children?.first)

        let interactable = storedValue(loggedIn, "interactable") as AnyObject
        XCTAssertTrue(interactable is LoggedInInteractor)
        XCTAssertTrue(storedValue(loggedIn, "interactor") as AnyObject === interactable)

        // Viewless, yet it stores Root's view controller as `viewController` (no `viewControllable`).
        XCTAssertFalse(loggedIn is ViewableRouting)
        XCTAssertTrue(storedValue(loggedIn, "viewController") is RootViewController)
        XCTAssertNil(storedValue(loggedIn, "viewControllable"))

        // The builders: OffGame's on the router, the games' in the adapters the interactor holds.
        XCTAssertTrue(storedValue(loggedIn, "offGameBuilder") is OffGameBuilder)
        let games = storedValue(interactable, "games") as? [Any] ?? []
        XCTAssertEqual(games.map { String(describing: type(of: $0)) }, ["RandomWinAdapter", "TicTacToeAdapter"])
        XCTAssertTrue(storedValue(games[0], "randomWinBuilder") is RandomWinBuilder)
        XCTAssertTrue(storedValue(games[1], "ticTacToeBuilder") is TicTacToeBuilder)
        XCTAssertNil(storedValue(games[1], "gameListener"), "set only when the game is built")
    }

    /// What `Mirror` prints for a builder's superclass: the Dependency protocol, without `any`.
    func testBuilderSuperclassTypeNamesNameTheDependencyProtocol() {
        let session = TicTacToeSession()
        session.play(Array(TicTacToeSession.scriptedSteps.prefix(2)))
        let offGameBuilder = storedValue(session.loggedIn, "offGameBuilder") as! OffGameBuilder
        let superclass = Mirror(reflecting: offGameBuilder).superclassMirror!.subjectType
        XCTAssertEqual(String(describing: superclass), "Builder<OffGameDependency>")
        XCTAssertEqual("\(superclass)", "Builder<OffGameDependency>")
        XCTAssertEqual(String(reflecting: superclass), "TicTacToeFixture.Builder<TicTacToeFixture.OffGameDependency>")
        XCTAssertEqual(String(describing: Builder<any OffGameDependency>.self), "Builder<OffGameDependency>")
        XCTAssertEqual(String(describing: (any OffGameDependency).self), "OffGameDependency")

        XCTAssertTrue(type(of: offGameBuilder.dependency) == LoggedInComponent.self)
        XCTAssertEqual(String(describing: type(of: offGameBuilder.dependency)), "LoggedInComponent")
        XCTAssertEqual(String(describing: type(of: storedValue(offGameBuilder, "dependency")!)), "LoggedInComponent")

        let games = storedValue(session.loggedIn.interactable, "games") as! [Any]
        let gameBuilders = [storedValue(games[0], "randomWinBuilder")!, storedValue(games[1], "ticTacToeBuilder")!]
        XCTAssertEqual(
            gameBuilders.map { String(describing: Mirror(reflecting: $0).superclassMirror!.subjectType) },
            ["Builder<RandomWinDependency>", "Builder<TicTacToeDependency>"])
        for builder in gameBuilders {
            XCTAssertTrue(storedValue(builder, "dependency") as AnyObject === session.loggedInComponent)
        }

        let scoreBoardBuilder = storedValue(session.loggedIn.children[0], "scoreBoardBuilder")!
        XCTAssertEqual(
            String(describing: Mirror(reflecting: scoreBoardBuilder).superclassMirror!.subjectType),
            "Builder<BasicScoreBoardDependency>")
        XCTAssertTrue(storedValue(scoreBoardBuilder, "dependency") is OffGameComponent)
        for label in ["loggedOutBuilder", "loggedInBuilder"] {
            XCTAssertTrue(storedValue(storedValue(session.root, label)!, "dependency") is RootComponent, label)
        }
    }

    /// From OffGame's component up through `dependency`, and what each component keeps.
    func testTheComponentChain() {
        let session = TicTacToeSession()
        session.play(Array(TicTacToeSession.scriptedSteps.prefix(2)))
        var component: Any? = storedValue(storedValue(session.loggedIn.children[0], "scoreBoardBuilder")!, "dependency")
        var chain: [String] = []
        while let current = component {
            let mirror = Mirror(reflecting: current)
            chain.append("\(mirror.subjectType) : \(mirror.superclassMirror.map { "\($0.subjectType)" } ?? "-")")
            component = storedValue(current, "dependency")
        }
        XCTAssertEqual(
            chain,
            [
                "OffGameComponent : Component<OffGameDependency>",
                "LoggedInComponent : Component<LoggedInDependency>",
                "RootComponent : Component<RootDependency>",
                "AppComponent : Component<EmptyDependency>",
                "EmptyComponent : -",
            ])

        let loggedInComponent = session.loggedInComponent
        let shared = storedValue(loggedInComponent, "sharedInstances") as! [String: Any]
        XCTAssertEqual(shared.keys.sorted(), ["games", "mutableScoreStream"])
        XCTAssertTrue(shared["mutableScoreStream"] is ScoreStreamImpl)
        XCTAssertEqual(storedValue(loggedInComponent, "player1Name") as? String, "Alice")
        XCTAssertEqual(storedValue(loggedInComponent, "player2Name") as? String, "Bob")
        // OffGame's members are computed: nothing of them is stored.
        let offGameComponent = storedValue(
            storedValue(session.loggedIn.children[0], "scoreBoardBuilder")!, "dependency")!
        XCTAssertEqual(Mirror(reflecting: offGameComponent).children.count, 0)
        XCTAssertTrue((storedValue(offGameComponent, "sharedInstances") as! [String: Any]).isEmpty)
        XCTAssertTrue(
            storedValue(storedValue(loggedInComponent, "dependency")!, "rootViewController") as AnyObject
                === session.root.viewControllable.uiviewController)
    }

    /// The walk terminates on the adapter cycle and on weak back references (interactor → router).
    func testTheWalkVisitsEachObjectOnce() {
        let session = TicTacToeSession()
        session.play()
        let objects = reachableObjects(from: session.rootRouter)
        XCTAssertEqual(Set(objects.map(ObjectIdentifier.init)).count, objects.count)
        XCTAssertEqual(objects.filter { $0 is Routing }.count, 4)
        XCTAssertEqual(objects.filter { $0 is LoggedInComponent }.count, 1)
    }
}
