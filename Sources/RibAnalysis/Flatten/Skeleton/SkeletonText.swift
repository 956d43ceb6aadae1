/// The text of one proposed RIB's Swift files (see ``SwiftSkeleton``).
struct SkeletonText {
    let rib: SkeletonRIB
    let framework: String
    let requirements: [String: [String]]

    private var header: String {
        "// Proposed by ribgraph flatten: \(rib.rib.id) is not in the app yet.\n\nimport \(framework)\n"
    }

    private var listener: String { rib.stem + "Listener" }
    private var routing: String { rib.stem + "Routing" }
    private var interactable: String { rib.stem + "Interactable" }
    private var viewControllable: String { rib.stem + "ViewControllable" }
    private var presentable: String { rib.stem + "Presentable" }

    /// The build's parameters besides the listener: a wrapper is handed the view controller its children are
    /// shown on.
    private var buildParameters: String {
        ([("withListener listener: \(listener)")] + rib.rib.buildArguments).joined(separator: ", ")
    }

    var builderFile: String {
        let forwarded = rib.members.filter { $0.takenOverFrom == nil }
        let conformances = Array(Set(rib.children.compactMap(\.dependency))).sorted()
        var out = header + "\n"
        out += "/// What \(rib.rib.id) needs from each parent: what its children need from above it.\n"
        out += "protocol \(rib.dependency): Dependency {\n"
        out += forwarded.map { "    var \($0.name): \($0.type) { get }\n" }.joined()
        out += "}\n\n"
        out += "final class \(rib.component): Component<\(rib.dependency)>"
        out += conformances.map { ", " + $0 }.joined() + " {\n"
        var members: [String] = forwarded.map { "    var \($0.name): \($0.type) { dependency.\($0.name) }\n" }
        for member in rib.members {
            guard let (component, at) = member.takenOverFrom else { continue }
            members.append(
                "    // \(component) makes it today\(at.map { " (\($0))" } ?? ""); it is no longer above the RIBs "
                    + "that use it.\n    var \(member.name): \(member.type) {\n"
                    + "        fatalError(\"ribgraph flatten: make \(member.name) here, as \(component) does today\")\n"
                    + "    }\n")
        }
        out += members.joined(separator: "\n") + "}\n\n// MARK: - Builder\n\n"
        out += "protocol \(rib.stem)Buildable: Buildable {\n"
        out += "    func build(\(buildParameters)) -> \(routing)\n}\n\n"
        out += "final class \(rib.builder): Builder<\(rib.dependency)>, \(rib.stem)Buildable {\n\n"
        out +=
            "    override init(dependency: \(rib.dependency)) {\n        super.init(dependency: dependency)\n    }\n\n"
        out += "    func build(\(buildParameters)) -> \(routing) {\n"
        out += "        let component = \(rib.component)(dependency: dependency)\n"
        if rib.isNavigation {
            out += "        let viewController = \(rib.rib.view ?? rib.stem + "Controller")()\n"
            out += "        let interactor = \(rib.interactor)(presenter: viewController)\n"
        } else {
            out += "        let interactor = \(rib.interactor)()\n"
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
        let arguments = child.arguments.compactMap { argument in
            argument.split(separator: ":").first.map { name in
                let label = name.trimmingCharacters(in: .whitespaces)
                return "\(label): \(label)"
            }
        }
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
        if child.isViewful {
            out += "        viewController.uiviewController.present(\n"
            out += "            router.viewControllable.uiviewController, animated: true, completion: nil)\n"
        }
        out += "    }\n\n    func detach\(child.stem)() {\n"
        out += "        guard let router = \(child.variable)Router else { return }\n"
        if child.isViewful {
            out += "        router.viewControllable.uiviewController.dismiss(animated: true, completion: nil)\n"
        }
        out += "        detachChild(router)\n        \(child.variable)Router = nil\n    }\n"
        return out
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
        out += "protocol \(listener): AnyObject {}\n\n"
        if rib.isNavigation {
            out +=
                "final class \(rib.interactor): PresentableInteractor<\(presentable)>, \(interactable), "
                + "\(rib.stem)PresentableListener {\n\n"
            out += "    weak var router: \(routing)?\n    weak var listener: \(listener)?\n\n"
            out += "    override init(presenter: \(presentable)) {\n        super.init(presenter: presenter)\n"
            out += "        presenter.listener = self\n    }\n"
        } else {
            out += "final class \(rib.interactor): Interactor, \(interactable) {\n\n"
            out += "    weak var router: \(routing)?\n    weak var listener: \(listener)?\n"
        }
        if let first = rib.children.first, first.arguments.isEmpty {
            out += "\n    override func didBecomeActive() {\n        super.didBecomeActive()\n"
            out += "        router?.routeTo\(first.stem)()\n    }\n"
        }
        var written = Set<String>()
        for child in rib.children {
            out += "\n    // MARK: - \(child.listener)\n"
            guard let methods = requirements[child.listener] else {
                out += "    // ribgraph flatten did not find \(child.listener) in the files it read: implement its\n"
                out += "    // methods here, routing to the next child as \(child.stem)'s result asks.\n"
                continue
            }
            if methods.isEmpty { out += "    // \(child.listener) declares no method yet.\n" }
            for method in methods where written.insert(method).inserted {
                out += "\n    // \(child.stem) reports here; which child comes next is the app's business rule.\n"
                out += "    " + Self.implementation(of: method) + "\n"
            }
        }
        return out + "}\n"
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

    /// A requirement written as a member with a body: an empty one for a method returning nothing.
    static func implementation(of requirement: String) -> String {
        if requirement.hasPrefix("var ") || requirement.contains(" var ") {
            let declaration =
                requirement.components(separatedBy: "{").first?.trimmingCharacters(in: .whitespaces) ?? requirement
            return declaration + " { fatalError(\"ribgraph flatten: the app decides this value\") }"
        }
        if requirement.contains("->") {
            return requirement + " {\n        fatalError(\"ribgraph flatten: the app decides this result\")\n    }"
        }
        return requirement + " {}"
    }
}
