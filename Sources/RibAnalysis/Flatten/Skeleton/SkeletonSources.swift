import RibTrace

/// What the skeletons know of the app's own files (the scan reads them when `flatten --emit-swift` runs): the
/// RIBs framework, the listener protocols' requirements, how interactors answered their children, where each
/// type is declared, and the app's own helpers for pushing and popping.
package struct SkeletonSources: Sendable {
    /// Where a type is declared: its module, whether other modules see it, and what its file imports.
    package struct Home: Sendable, Equatable {
        package var module: String
        package var isPublic: Bool
        package var imports: [String]
        /// An internal enum of cases only, as declared (without `public`): what can move to another module.
        package var movable: String?

        /// A home.
        package init(module: String, isPublic: Bool, imports: [String], movable: String? = nil) {
            self.module = module
            self.isPublic = isPublic
            self.imports = imports
            self.movable = movable
        }
    }

    /// `RIBs` or `ModernRIBs`: the framework the app's files import.
    package var framework: String
    /// Each protocol's requirements as the app declares them, by protocol name; a listener not in it gets a
    /// comment instead of its methods.
    package var requirements: [String: [String]]
    /// Each interactor's methods that use its router, their statements as written, by class and method name
    /// (``ActionableItemText``).
    package var routingBodies: [String: [String: String]]
    /// How a router's function set up the navigation controller it made around a child, by class and function
    /// name (``SkeletonRIB/shownBy``).
    package var navigationSetups: [String: [String: [String]]]
    /// How a router's function built the child it attached, by class and function name (`RouterBuild`): what a
    /// proposed RIB's route is handed where the app's call names no build argument.
    package var routerBuilds: [String: [String: RouterBuild]]
    /// Where each type is declared, by name; empty when the app's files were not read.
    package var homes: [String: Home]
    /// The app's `ViewControllable` methods that take a view controllable first (`pushViewController(_:animated:)`),
    /// with the module declaring each.
    package var showHelpers: [String: String]

    /// What the skeletons are told of the app; `imports` are all the modules its files import.
    package init(
        imports: [String], requirements: [String: [String]], routingBodies: [String: [String: String]] = [:],
        navigationSetups: [String: [String: [String]]] = [:], routerBuilds: [String: [String: RouterBuild]] = [:],
        homes: [String: Home] = [:], showHelpers: [String: String] = [:]
    ) {
        framework = imports.contains("ModernRIBs") ? "ModernRIBs" : "RIBs"
        self.requirements = requirements
        self.routingBodies = routingBodies
        self.navigationSetups = navigationSetups
        self.routerBuilds = routerBuilds
        self.homes = homes
        self.showHelpers = showHelpers
    }

    /// How the first of `functions` (router class, function name) that made a navigation controller set it up.
    func navigationSetup(byAny functions: [(router: String, function: String)]) -> (setup: [String], by: String)? {
        for (router, function) in functions {
            if let setup = navigationSetups[router]?[function] { return (setup, "\(router)'s \(function)") }
        }
        return nil
    }

    /// The app's push, when it declares one on `ViewControllable` taking the screen and `animated:`.
    var push: String? { showHelpers["pushViewController(_:animated:)"] != nil ? "pushViewController" : nil }
    /// The app's pop of one given screen, when it declares one (it pops only the screen on top).
    var pop: String? { showHelpers["popViewController(_:animated:)"] != nil ? "popViewController" : nil }
}
