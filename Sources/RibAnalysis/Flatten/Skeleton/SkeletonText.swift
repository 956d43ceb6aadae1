/// The text of one proposed RIB's Swift files (see ``SwiftSkeleton``).
struct SkeletonText {
    let rib: SkeletonRIB
    let framework: String
    let requirements: [String: [String]]

    private var header: String {
        "// Proposed by ribgraph flatten: \(rib.rib.id) is not in the app yet.\n\nimport \(framework)\n"
    }

    private var listener: String { rib.listener }
    private var routing: String { rib.stem + "Routing" }
    private var interactable: String { rib.stem + "Interactable" }
    private var viewControllable: String { rib.stem + "ViewControllable" }
    private var presentable: String { rib.stem + "Presentable" }

    /// The build's parameters: the first child's listener, which the parents implement; a wrapper is handed the
    /// view controller its children are shown on; then the first child's build arguments, which it hands on.
    private var buildParameters: String {
        ([("withListener listener: \(listener)")] + rib.rib.buildArguments).joined(separator: ", ")
    }

    var builderFile: String {
        let forwarded = rib.members
        let conformances = Array(Set(rib.children.compactMap(\.dependency))).sorted()
        var out = header + "\n"
        out += "/// What \(rib.rib.id) needs from each parent: what its children need from above it.\n"
        out += "protocol \(rib.dependency): Dependency {\n"
        out += forwarded.map { "    var \($0.name): \($0.type) { get }\n" }.joined()
        out += "}\n\n"
        out += "final class \(rib.component): Component<\(rib.dependency)>"
        out += conformances.map { ", " + $0 }.joined() + " {\n"
        let members: [String] = forwarded.map { "    var \($0.name): \($0.type) { dependency.\($0.name) }\n" }
        out += members.joined(separator: "\n") + "}\n\n// MARK: - Builder\n\n"
        out += "protocol \(rib.stem)Buildable: Buildable {\n"
        out += "    func build(\(buildParameters)) -> \(routing)\n}\n\n"
        out += "final class \(rib.builder): Builder<\(rib.dependency)>, \(rib.stem)Buildable {\n\n"
        out +=
            "    override init(dependency: \(rib.dependency)) {\n        super.init(dependency: dependency)\n    }\n\n"
        out += "    func build(\(buildParameters)) -> \(routing) {\n"
        out += "        let component = \(rib.component)(dependency: dependency)\n"
        let handedOn = Self.labels(of: rib.headArguments).map { "\($0): \($0)" }
        if rib.isNavigation {
            out += "        let viewController = \(rib.rib.view ?? rib.stem + "Controller")()\n"
            out +=
                "        let interactor = \(rib.interactor)("
                + (["presenter: viewController"] + handedOn).joined(separator: ", ") + ")\n"
        } else {
            out += "        let interactor = \(rib.interactor)(\(handedOn.joined(separator: ", ")))\n"
        }
        out += "        interactor.listener = listener\n"
        for child in rib.children {
            out += "        let \(child.variable)Builder = \(child.builder)(dependency: component)\n"
        }
        out += "        return \(rib.router)(\n            interactor: interactor, viewController: viewController"
        out += rib.children.map { ",\n            \($0.variable)Builder: \($0.variable)Builder" }.joined()
        out += ")\n    }\n}\n"
        return out
    }

    var routerFile: String {
        var out = header + "\n"
        let listeners = rib.children.map(\.listener)
        out += "protocol \(interactable): Interactable" + listeners.map { ", " + $0 }.joined() + " {\n"
        out += "    var router: \(routing)? { get set }\n    var listener: \(listener)? { get set }\n}\n\n"
        if rib.isNavigation {
            out += "protocol \(viewControllable): ViewControllable {\n"
            out += "    func push(viewController: ViewControllable, animated: Bool)\n"
            out += "    func popToRoot(animated: Bool)\n}\n\n"
            out +=
                "/// Pushes its children in the order the screens used to push one another; each reports through its\n"
            out += "/// listener, and the interactor decides what comes next.\n"
            out += "final class \(rib.router): ViewableRouter<\(interactable), \(viewControllable)>, \(routing) {\n\n"
        } else {
            out +=
                "/// Routes between its children, which report through their listeners; it has no view of its own and\n"
            out += "/// shows them on the view controller its parent hands it.\n"
            out += "final class \(rib.router): Router<\(interactable)>, \(routing) {\n\n"
        }
        let viewType = rib.isNavigation ? viewControllable : "ViewControllable"
        out += "    init(\n        interactor: \(interactable), viewController: \(viewType)"
        out += rib.children.map { ",\n        \($0.variable)Builder: \($0.buildable)" }.joined() + "\n    ) {\n"
        if !rib.isNavigation { out += "        self.viewController = viewController\n" }
        out += rib.children.map { "        self.\($0.variable)Builder = \($0.variable)Builder\n" }.joined()
        out +=
            rib.isNavigation
            ? "        super.init(interactor: interactor, viewController: viewController)\n"
            : "        super.init(interactor: interactor)\n"
        out += "        interactor.router = self\n    }\n"
        for child in rib.children { out += "\n" + routeMethods(child) }
        if rib.isNavigation {
            out += "\n    func popToRoot() {\n"
            out += "        for router in pushed.dropFirst().reversed() { detachChild(router) }\n"
            out += "        pushed = Array(pushed.prefix(1))\n"
            out += "        viewController.popToRoot(animated: true)\n    }\n"
        }
        out += "\n"
        if !rib.isNavigation { out += "    private let viewController: ViewControllable\n" }
        for child in rib.children {
            out += "    private let \(child.variable)Builder: \(child.buildable)\n"
            if !rib.isNavigation {
                out += "    private var \(child.variable)Router: \(child.isViewful ? "ViewableRouting" : "Routing")?\n"
            }
        }
        if rib.isNavigation { out += "    private var pushed: [ViewableRouting] = []\n" }
        return out + "}\n"
    }

    /// `routeToB` (and, for a wrapper, `detachB`) for one child.
    private func routeMethods(_ child: SkeletonRIB.Child) -> String {
        let parameters = child.arguments.joined(separator: ", ")
        let arguments = Self.labels(of: child.arguments).map { "\($0): \($0)" }
        let call =
            "\(child.variable)Builder.build(" + (["withListener: interactor"] + arguments).joined(separator: ", ") + ")"
        var out = "    func routeTo\(child.stem)(\(parameters)) {\n"
        if rib.isNavigation {
            out += "        let router = \(call)\n        attachChild(router)\n"
            out += "        viewController.push(viewController: router.viewControllable, animated: !pushed.isEmpty)\n"
            out += "        pushed.append(router)\n    }\n"
            return out
        }
        out += "        guard \(child.variable)Router == nil else { return }\n"
        out += "        let router = \(call)\n        \(child.variable)Router = router\n        attachChild(router)\n"
        let (show, hide) = Self.showing(child)
        out += show + "    }\n\n    func detach\(child.stem)() {\n"
        out += "        guard let router = \(child.variable)Router else { return }\n"
        out += hide + "        detachChild(router)\n        \(child.variable)Router = nil\n    }\n"
        return out
    }

    /// How a wrapper shows `child` and takes it away again, as the app's parent did: pushed on the navigation
    /// controller of the view controller it was handed, or presented over it.
    private static func showing(_ child: SkeletonRIB.Child) -> (show: String, hide: String) {
        guard child.isViewful else { return ("", "") }
        if child.presentations.contains(.push) {
            return (
                "        viewController.uiviewController.navigationController?.pushViewController(\n"
                    + "            router.viewControllable.uiviewController, animated: true)\n",
                "        viewController.uiviewController.navigationController?.popViewController(animated: true)\n"
            )
        }
        return (
            "        viewController.uiviewController.present(\n"
                + "            router.viewControllable.uiviewController, animated: true, completion: nil)\n",
            "        router.viewControllable.uiviewController.dismiss(animated: true, completion: nil)\n"
        )
    }

    /// The parameter names of `arguments` (`storyId` of `storyId: Int`).
    private static func labels(of arguments: [String]) -> [String] {
        arguments.compactMap { argument in
            argument.split(separator: ":").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        }
    }

    var interactorFile: String {
        var out = header + "\n"
        out += "protocol \(routing): \(rib.isNavigation ? "ViewableRouting" : "Routing") {\n"
        for child in rib.children {
            out += "    func routeTo\(child.stem)(\(child.arguments.joined(separator: ", ")))\n"
            if !rib.isNavigation { out += "    func detach\(child.stem)()\n" }
        }
        if rib.isNavigation { out += "    func popToRoot()\n" }
        out += "}\n\n"
        if rib.isNavigation {
            out += "protocol \(presentable): Presentable {\n"
            out += "    var listener: \(rib.stem)PresentableListener? { get set }\n}\n\n"
        }
        let stored = rib.headArguments
        if rib.isNavigation {
            out +=
                "final class \(rib.interactor): PresentableInteractor<\(presentable)>, \(interactable), "
                + "\(rib.stem)PresentableListener {\n\n"
            out += "    weak var router: \(routing)?\n    weak var listener: \(listener)?\n\n"
            out +=
                (stored.isEmpty ? "    override init(" : "    init(")
                + (["presenter: \(presentable)"] + stored).joined(separator: ", ") + ") {\n"
            out += Self.labels(of: stored).map { "        self.\($0) = \($0)\n" }.joined()
            out += "        super.init(presenter: presenter)\n        presenter.listener = self\n    }\n"
        } else {
            out += "final class \(rib.interactor): Interactor, \(interactable) {\n\n"
            out += "    weak var router: \(routing)?\n    weak var listener: \(listener)?\n"
            if !stored.isEmpty {
                out += "\n    init(\(stored.joined(separator: ", "))) {\n"
                out += Self.labels(of: stored).map { "        self.\($0) = \($0)\n" }.joined()
                out += "        super.init()\n    }\n"
            }
        }
        out += stored.map { "\n    private let \($0)\n" }.joined()
        if let first = rib.children.first {
            let handedOn = Self.labels(of: first.arguments).map { "\($0): \($0)" }.joined(separator: ", ")
            out += "\n    override func didBecomeActive() {\n        super.didBecomeActive()\n"
            out += "        router?.routeTo\(first.stem)(\(handedOn))\n    }\n"
        }
        return out + listenerMethods() + "}\n"
    }

    /// The children's listener methods, each once: the first child's are handed on to the proposed RIB's own
    /// listener, as its parents received them before (seed 004's pass-through); the others' were routed on by
    /// the RIB whose routes moved here, and what comes next is the team's decision, which a `#warning` says.
    private func listenerMethods() -> String {
        var out = ""
        var written = Set<String>()
        for (index, child) in rib.children.enumerated() {
            out += "\n    // MARK: - \(child.listener)\n"
            guard let methods = requirements[child.listener] else {
                out += "    // ribgraph flatten did not find \(child.listener) in the files it read: implement its\n"
                out += "    // methods here, routing to the next child as \(child.stem)'s result asks.\n"
                continue
            }
            if methods.isEmpty { out += "    // \(child.listener) declares no method yet.\n" }
            for method in methods where written.insert(method).inserted {
                out +=
                    "\n" + Self.implementation(of: ListenerRequirement(text: method), handedOn: index == 0, by: child)
            }
        }
        return out
    }

    var navigationControllerFile: String {
        let view = rib.rib.view ?? rib.stem + "Controller"
        var out = header + "import UIKit\n\n"
        out += "protocol \(rib.stem)PresentableListener: AnyObject {}\n\n"
        out += "final class \(view): UINavigationController, \(presentable), \(viewControllable) {\n\n"
        out += "    weak var listener: \(rib.stem)PresentableListener?\n\n"
        out += "    func push(viewController: ViewControllable, animated: Bool) {\n"
        out += "        pushViewController(viewController.uiviewController, animated: animated)\n    }\n\n"
        out += "    func popToRoot(animated: Bool) {\n        popToRootViewController(animated: animated)\n    }\n}\n"
        return out
    }

    /// A listener requirement written as a member with a body: handed on to `listener` when `handedOn`, else
    /// left to the team with a `#warning` naming who reports there.
    static func implementation(of requirement: ListenerRequirement, handedOn: Bool, by child: SkeletonRIB.Child)
        -> String
    {
        let decide =
            "        #warning(\"ribgraph flatten: \(child.stem) reports here; route to the next child as the app's "
            + "business rules say\")\n"
        if handedOn,
            let call = requirement.call(
                on: requirement.returnsValue || requirement.isProperty ? "listener!" : "listener?")
        {
            if requirement.isProperty { return "    \(requirement.declaration) { \(call) }\n" }
            return
                "    \(requirement.declaration) {\n        \(requirement.returnsValue ? "return " : "")\(call)\n    }\n"
        }
        if requirement.isProperty || requirement.returnsValue {
            return "    \(requirement.declaration) {\n" + decide
                + "        fatalError(\"ribgraph flatten: \(child.stem) asks for a value the app decides\")\n    }\n"
        }
        return "    \(requirement.declaration) {\n" + decide + "    }\n"
    }
}
