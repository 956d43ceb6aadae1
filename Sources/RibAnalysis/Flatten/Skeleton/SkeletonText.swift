import Foundation
import RibTrace

/// The text of one proposed RIB's Swift files (see ``SwiftSkeleton``).
struct SkeletonText {
    let rib: SkeletonRIB
    let sources: SkeletonSources
    let placement: SkeletonPlacement

    private var proposedLine: String { "// Proposed by ribgraph flatten: \(rib.rib.id) is not in the app yet.\n" }

    /// A Builder, Router or Interactor whose code is `body`, under its first lines: the module it goes in, the
    /// imports its code needs (and `also`, what it uses of a module no name of it says), and a `#warning` per
    /// internal type of another module it names.
    private func headed(_ body: String, also: [String] = []) -> String {
        var out = proposedLine
        if let module = placement.module { out += "// It goes in \(module), with its Router and Interactor.\n" }
        out += "\nimport \(sources.framework)\n"
        let imports = Set(placement.imports(for: body, in: placement.module)).union(also).sorted()
        out += imports.map { "import \($0)\n" }.joined()
        let named = Set(SkeletonPlacement.typeNames(in: [body]))
        for (type, module) in placement.unreachable where named.contains(type) {
            out += "\n#warning(\"ribgraph flatten: \(type) is internal to \(module); make it public there, or move "
            out += "\(rib.stem) into \(module)\")\n"
        }
        return out + "\n" + body
    }

    /// What a build method returns: its own Routing, or where its Buildable is published for parents of other
    /// modules, `Routing` for a wrapper, which they only attach and detach, and `ViewableRouting` for a
    /// navigation, whose view controller they show (MOIT-iOS's Root presents it).
    private var builtRouting: String {
        placement.interfaces == nil ? routing : rib.isNavigation ? "ViewableRouting" : "Routing"
    }

    private var routing: String { rib.stem + "Routing" }
    private var interactable: String { rib.stem + "Interactable" }
    private var viewControllable: String { rib.stem + "ViewControllable" }
    private var presentable: String { rib.stem + "Presentable" }

    /// One entry point's declaration: its own listener, which the parents implement; a wrapper is handed
    /// the view controller its children are shown on; then the head's build arguments, which it hands on.
    private func signature(_ entry: SkeletonRIB.Entry) -> String {
        let parameters = ["withListener listener: \(rib.listener)"] + entry.arguments
        let returned = item.map { "(\(builtRouting), \($0.type))" } ?? builtRouting
        return "func \(entry.name)(\(parameters.joined(separator: ", "))) -> \(returned)"
    }

    /// The head's actionable item, which the build hands back with the router, as the head's build did.
    private var item: BuildReturn? { rib.actionableItem(requirements: sources.requirements) }

    var builderFile: String {
        let made = rib.children.filter { $0.injected == nil }
        let conformances = Array(Set(made.compactMap(\.dependency))).sorted()
        var out = "/// What \(rib.rib.id) needs from each parent: what its children need from above it.\n"
        out += "\(access)protocol \(rib.dependency): Dependency {\n"
        out += rib.dependencyMembers.map { "    var \($0.name): \($0.type) { get }\n" }.joined()
        out += "}\n\n"
        out += "final class \(rib.component): Component<\(rib.dependency)>"
        out += conformances.map { ", " + $0 }.joined() + " {\n"
        let members: [String] = rib.members.map { "    var \($0.name): \($0.type) { dependency.\($0.source) }\n" }
        out += members.joined(separator: "\n") + "}\n\n// MARK: - Builder\n\n"
        if placement.interfaces == nil { out += buildable(access: "") + "\n" }
        out += "\(access)final class \(rib.builder): Builder<\(rib.dependency)>, \(rib.stem)Buildable {\n\n"
        out += "    \(access)override init(dependency: \(rib.dependency)) {\n"
        out += "        super.init(dependency: dependency)\n    }\n"
        for entry in rib.entries { out += "\n" + entryMethod(entry) }
        // The parent's set-up of its navigation controller uses UIKit's members (`navigationBar`).
        let setUp = rib.isNavigation && sources.navigationSetup(byAny: rib.shownBy) != nil
        return headed(out + "\n" + routerMaker + "}\n", also: setUp ? ["UIKit"] : [])
    }

    /// `public ` where the Buildable is published: a component of another module (where the app makes the
    /// screens' builders, HeatPick's AppRootComponent) makes the Builder and provides its Dependency.
    private var access: String { placement.interfaces == nil ? "" : "public " }

    /// The Buildable protocol, declared with `access` (`public ` in an interfaces module).
    private func buildable(access: String) -> String {
        "/// One build method per screen whose place it takes (seed 000's Builder with several build methods).\n"
            + "\(access)protocol \(rib.stem)Buildable: Buildable {\n"
            + rib.entries.map { "    \(signature($0))\n" }.joined() + "}\n"
    }

    /// The published Buildable and Listener, for parents in other modules; nil when every parent is in the
    /// module the proposed RIB goes in.
    var interfaceFile: String? {
        guard let interfaces = placement.interfaces, let module = placement.module else { return nil }
        let body =
            buildable(access: "public ") + "\n"
            + SkeletonInteractorText.listenerProtocol(of: rib, requirements: sources.requirements, access: "public ")
        var out = proposedLine
        out += "// Its Buildable and Listener go in \(interfaces), public: parents outside \(module) build it.\n"
        out += "\nimport \(sources.framework)\n"
        let moved = placement.unpublished.compactMap { type, home in
            sources.homes[type]?.movable.map { (type, home, $0) }
        }
        // An interfaces module never imports the implementations: what it needs from them moves here.
        out += placement.imports(for: body, in: interfaces).filter { $0 != module }.map { "import \($0)\n" }.joined()
        for (type, home) in placement.unpublished where !moved.contains(where: { $0.0 == type }) {
            out += "\n#warning(\"ribgraph flatten: \(type) is internal to \(home); make it public in \(interfaces) for "
            out += "\(rib.stem)Buildable\")\n"
        }
        for (_, home, declaration) in moved {
            out +=
                "\n/// Moved here from \(home), where it was internal: \(rib.stem)Buildable takes it. Delete it there.\n"
            out += "public " + declaration + "\n"
        }
        return out + "\n" + body
    }

    /// An entry point: the interactor shows the head first, with the arguments handed on, and reports to the
    /// head's listener.
    private func entryMethod(_ entry: SkeletonRIB.Entry) -> String {
        let head = rib.children[entry.head]
        let handedOn = Self.labels(of: rib.isNavigation ? entry.arguments : Array(entry.arguments.dropFirst()))
        let firstRoute =
            "firstRoute: { $0.routeTo\(head.stem)(\(handedOn.map { "\($0): \($0)" }.joined(separator: ", "))) }"
        var out = "    \(access)\(signature(entry)) {\n"
        if rib.isNavigation {
            out += "        let viewController = \(rib.rib.view ?? rib.stem + "Controller")()\n"
            if let (setup, by) = sources.navigationSetup(byAny: rib.shownBy) {
                out += "        // Set up as \(by) set up the navigation controller it made around \(head.stem).\n"
                out += setup.map { "        viewController.\($0)\n" }.joined()
            }
            out += "        let interactor = \(rib.interactor)(presenter: viewController, \(firstRoute))\n"
        } else {
            out += "        let interactor = \(rib.interactor)(\(firstRoute))\n"
        }
        out += "        interactor.listener = listener\n"
        let made = "router(interactor: interactor, viewController: viewController)"
        return out + "        return \(item == nil ? made : "(\(made), interactor)")\n    }\n"
    }

    /// The router, with each child's builder: the one the app injects (through the Dependency), else made here.
    private var routerMaker: String {
        let viewType = rib.isNavigation ? viewControllable : "ViewControllable"
        var out =
            "    private func router(interactor: \(rib.interactor), viewController: \(viewType)) -> \(rib.router) {\n"
        out += "        let component = \(rib.component)(dependency: dependency)\n"
        for child in rib.children {
            let made = child.injected.map { "component.\($0)" } ?? "\(child.builder)(dependency: component)"
            out += "        let \(child.variable)Builder = \(made)\n"
        }
        out += "        return \(rib.router)(\n            interactor: interactor, viewController: viewController"
        out += rib.children.map { ",\n            \($0.variable)Builder: \($0.variable)Builder" }.joined()
        return out + ")\n    }\n"
    }

    var routerFile: String {
        var out = ""
        let listeners = rib.children.map(\.listener)
        out += "protocol \(interactable): Interactable" + listeners.map { ", " + $0 }.joined() + " {\n"
        out += "    var router: \(routing)? { get set }\n"
        out += "    var listener: \(rib.listener)? { get set }\n}\n\n"
        if rib.isNavigation {
            out += "protocol \(viewControllable): ViewControllable {\n"
            out += "    func push(viewController: ViewControllable, animated: Bool)\n"
            out += "    func pop(viewController: ViewControllable, animated: Bool)\n"
            out += "    func popToRoot(animated: Bool)\n}\n\n"
            out +=
                "/// Pushes its children in the order the screens used to push one another; each reports through its\n"
            out += "/// listener, and the interactor decides what comes next.\n"
            out += "final class \(rib.router): ViewableRouter<\(interactable), \(viewControllable)>, \(routing) {\n\n"
        } else {
            out +=
                "/// Routes between its children, which report through their listeners; it has no view of its own and\n"
            out +=
                "/// shows them on the view controller its parent hands it, keeping those it attached on a stack (a\n"
            out += "/// drill-down shows a screen again above another).\n"
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
        for (index, child) in rib.children.enumerated() {
            for arguments in rib.routeArguments(of: index) { out += "\n" + routeMethod(child, arguments) }
        }
        out += "\n" + (rib.isNavigation ? Self.popToRoot : stackMethods) + "\n"
        if !rib.isNavigation { out += "    private let viewController: ViewControllable\n" }
        for child in rib.children { out += "    private let \(child.variable)Builder: \(child.buildable)\n" }
        out +=
            rib.isNavigation
            ? "    private var pushed: [(router: ViewableRouting, screen: String)] = []\n"
            : "    private var stack: [(router: Routing, pushed: Bool, screen: String)] = []\n"
        return headed(out + "}\n")
    }

    private static let popToRoot = """
            /// Takes the pushed screens off: its parent detaches it (RIBs' `cleanupViews`).
            func cleanupViews() {
                for screen in pushed.reversed() { detachChild(screen.router) }
                pushed = []
            }

            func popToRoot() {
                for screen in pushed.dropFirst().reversed() { detachChild(screen.router) }
                pushed = Array(pushed.prefix(1))
                viewController.popToRoot(animated: true)
            }

            /// Pops `screen` when it is on top, above the first: a report from a screen no longer on top (a late
            /// close after a swipe back, which popped it already) changes nothing.
            func detach(_ screen: String) {
                guard pushed.count > 1, let top = pushed.last, top.screen == screen else { return }
                pushed.removeLast()
                viewController.pop(viewController: top.router.viewControllable, animated: true)
                detachChild(top.router)
            }

        """

    private var stackMethods: String {
        """
            /// How many children are attached: the first is the one a parent asked for, more a drill-down.
            var stackDepth: Int { stack.count }

            /// Takes every child it attached off the screen, the top one first: its parent detaches it
            /// (RIBs' `cleanupViews`, which the interactor calls as it resigns).
            func cleanupViews() {
                while !stack.isEmpty { detachTopChild() }
            }

            /// Takes `screen` off when it is the top child: a report from a screen no longer on top (a late close
            /// after a swipe back) changes nothing.
            func detach(_ screen: String) {
                guard stack.last?.screen == screen else { return }
                detachTopChild()
            }

            /// Pops or dismisses the top child, unless the user already took it off (a swipe back), then detaches it.
            private func detachTopChild() {
                guard let top = stack.popLast() else { return }
                if let shown = (top.router as? ViewableRouting)?.viewControllable {
                    if top.pushed {
        \(pop)
                    } else {
                        shown.uiviewController.dismiss(animated: true, completion: nil)
                    }
                }
                detachChild(top.router)
            }

        """
    }

    /// Pops `shown` only while it is on top: the app's own pop when it has one.
    private var pop: String {
        if let pop = sources.pop { return "                viewController.\(pop)(shown, animated: true)" }
        return """
                            let navigation = viewController.uiviewController.navigationController
                            if navigation?.topViewController === shown.uiviewController {
                                navigation?.popViewController(animated: true)
                            }
            """
    }

    /// `routeToB(…)` for one child and one of its builds: attached, shown as the app's parent showed it, and,
    /// for a wrapper, put on its stack.
    private func routeMethod(_ child: SkeletonRIB.Child, _ arguments: [String]) -> String {
        let handedOn = Self.labels(of: arguments).map { "\($0): \($0)" }
        let call =
            "\(child.variable)Builder.build(" + (["withListener: interactor"] + handedOn).joined(separator: ", ") + ")"
        let returned = BuildReturn(buildable: child.buildable, requirements: sources.requirements)
        var out = Self.routeDeclaration(child, arguments, returning: returned) + " {\n"
        if !child.showsItself && child.heldOneAtATime {
            let top = rib.isNavigation ? "pushed.last?.screen" : "stack.last?.screen"
            out +=
                "        // A second tap before the first screen is up: the app's routers held one \(child.stem) at a time.\n"
            out += "        guard \(top) != \"\(child.stem)\" else { return\(returned == nil ? "" : " nil") }\n"
        }
        out +=
            "        let \(returned.map { "(router, \($0.name))" } ?? "router") = \(call)\n        attachChild(router)\n"
        if rib.isNavigation {
            out += "        viewController.push(viewController: router.viewControllable, animated: !pushed.isEmpty)\n"
            out += "        pushed.append((router, \"\(child.stem)\"))\n"
        } else {
            let pushed = child.isViewful && child.presentations.contains(.push)
            out += showing(child) + "        stack.append((router, \(pushed), \"\(child.stem)\"))\n"
        }
        return out + (returned.map { "        return \($0.name)\n" } ?? "") + "    }\n"
    }

    /// `func routeToB(…)`, in the router and its Routing protocol alike: when `child`'s build hands back more than
    /// its router (``BuildReturn``), the route hands that back, and a caller may ignore it.
    static func routeDeclaration(_ child: SkeletonRIB.Child, _ arguments: [String], returning returned: BuildReturn?)
        -> String
    {
        let declaration = "func routeTo\(child.stem)(\(arguments.joined(separator: ", ")))"
        guard let returned else { return "    " + declaration }
        return "    @discardableResult\n    \(declaration) -> \(returned.type)?"
    }

    /// How a wrapper shows `child`, as the app's parent did: pushed on the navigation controller of the view
    /// controller it was handed (with the app's own push when it has one), or presented over it.
    private func showing(_ child: SkeletonRIB.Child) -> String {
        guard child.isViewful else { return "" }
        if child.presentations.contains(.push) {
            if let push = sources.push {
                return "        viewController.\(push)(router.viewControllable, animated: true)\n"
            }
            return "        viewController.uiviewController.navigationController?.pushViewController(\n"
                + "            router.viewControllable.uiviewController, animated: true)\n"
        }
        return "        viewController.uiviewController.present(\n"
            + "            router.viewControllable.uiviewController, animated: true, completion: nil)\n"
    }

    /// The parameter names of `arguments` (`storyId` of `storyId: Int`).
    static func labels(of arguments: [String]) -> [String] {
        arguments.compactMap { argument in
            argument.split(separator: ":").first.map { String($0).trimmingCharacters(in: .whitespaces) }
        }
    }

    var interactorFile: String {
        headed(SkeletonInteractorText(rib: rib, sources: sources, published: placement.interfaces != nil).text)
    }

    var navigationControllerFile: String {
        let view = rib.rib.view ?? rib.stem + "Controller"
        var out = "protocol \(rib.stem)PresentableListener: AnyObject {}\n\n"
        out += "final class \(view): UINavigationController, \(presentable), \(viewControllable) {\n\n"
        out += "    weak var listener: \(rib.stem)PresentableListener?\n\n"
        out += "    func push(viewController: ViewControllable, animated: Bool) {\n"
        out += "        pushViewController(viewController.uiviewController, animated: animated)\n    }\n\n"
        out +=
            "    /// Pops `viewController` only while it is on top: after a swipe back UIKit popped it already. What it\n"
        out += "    /// presented over the stack leaves with it: its RIBs are detached with it.\n"
        out += "    func pop(viewController: ViewControllable, animated: Bool) {\n"
        out += "        guard topViewController === viewController.uiviewController else { return }\n"
        out += "        if presentedViewController != nil { dismiss(animated: false) }\n"
        out += "        popViewController(animated: animated)\n    }\n\n"
        out += "    func popToRoot(animated: Bool) {\n        popToRootViewController(animated: animated)\n    }\n}\n"
        return headed(out)
    }
}
