import RibTrace

/// Where a parent's code touches a route besides the router functions that build the child (`Route.attachedBy`):
/// the router's members that hold the child's router once built, the router's functions that take it off again, and
/// the parent's interactor's functions that ask the router for it. What a team edits when flatten moves the route or
/// puts a proposed RIB in the child's place: HeatPick's HomeRouter keeps StoryDetail in `storyDetailRouting`, takes
/// it off in `detachStoryDetail()`, and HomeInteractor asks for it in `didTapStory(storyId:)`.
struct RouteSitesFinder {
    let catalog: RIBCatalog

    /// What `parent`'s code does with the child its router's `building` functions build.
    func sites(parent: Int, building: [FunctionFacts]) -> (
        held: [String], detachedBy: [RouteFunction], calledFrom: [RouteFunction]
    ) {
        guard let router = catalog.ribs[parent].router, !building.isEmpty else { return ([], [], []) }
        let index = catalog.index
        let members = index.types[router].members
        // Stored where a building function assigns one of the router's own members (`self.storyDetailRouting = …`)
        // of a routing type: not the actionable item a tuple build hands back beside it (MOIT-iOS's Root keeps both).
        let held = members.filter { member in
            member.type?.normalized.contains("Routing") == true
                && building.contains { function in
                    function.calls.contains { $0.isAssignment && $0.receiver == [] && $0.name == member.name }
                }
        }
        let heldNames = Set(held.map(\.name))
        let buildingPlaces = Set(building.map(\.place.description))
        let detaching = index.types[router].functions.filter { function in
            function.name != "init" && !buildingPlaces.contains(function.place.description)
                && function.calls.contains { call in Self.takeOff.contains { call.name.hasPrefix($0) } }
                // One that attaches a child too shows another screen in its place (Drill's `routeToProfile`).
                && !function.calls.contains { $0.name == "attachChild" }
                && function.calls.contains { call in
                    call.receiver?.first.map(heldNames.contains) == true || call.mentions(anyOf: heldNames)
                        || call.isAssignment && call.receiver == [] && heldNames.contains(call.name)
                }
        }
        let names = Set(building.map(\.name))
        let asking =
            catalog.ribs[parent].interactor.map { interactor in
                index.types[interactor].functions.filter { function in
                    function.calls.contains { Self.isOnRouter($0) && names.contains($0.name) }
                }
            } ?? []
        return (
            held.map { member in member.type.map { "\(member.name): \($0.normalized)" } ?? member.name },
            detaching.map(Self.routeFunction), asking.map(Self.routeFunction)
        )
    }

    /// Whether `call` is made on the interactor's router: `router?.…`, `self?.router?.…`, or inside a closure on the
    /// name it bound the interactor to (`owner.router?.…` after RxSwift's `withUnretained(self)`, as MOIT-iOS's
    /// `bind()` does).
    private static func isOnRouter(_ call: CallFacts) -> Bool {
        guard let receiver = call.receiver, receiver.last == "router" else { return false }
        return receiver.count <= 2
    }

    /// How a call that takes a child off starts: `detachChild`, the app's `popRouter`, `dismiss`.
    private static let takeOff = ["detach", "pop", "dismiss", "remove"]

    /// `detachStoryDetail()` with where it is declared.
    static func routeFunction(_ function: FunctionFacts) -> RouteFunction {
        let labels = function.parameters.map { ($0.label ?? "_") + ":" }.joined()
        return RouteFunction(name: "\(function.name)(\(labels))", declaredIn: function.place.description)
    }
}
