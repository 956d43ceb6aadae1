import RibTrace

/// The names a proposed RIB would have, in the RIBs templates' style: `BWrapper` with `BWrapperBuilder`,
/// `BWrapperRouter`, `BWrapperInteractor`, `BWrapperComponent`, `BWrapperDependency`; a navigation's view
/// controller is `CaseANavigationController`.
enum ProposedNames {
    /// The type-name stem of `rib`: its builder without `Builder`, else its router without `Router`, else its
    /// id without a module prefix and without the place a scan adds to tell two declarations apart.
    static func stem(of rib: RIB) -> String {
        for (type, suffix) in [(rib.builder, "Builder"), (rib.router, "Router")] {
            if let type, type.hasSuffix(suffix), type.count > suffix.count {
                return String(type.dropLast(suffix.count).split(separator: ".").last ?? "")
            }
        }
        let name = rib.id.components(separatedBy: " (").first ?? rib.id
        return String(name.split(separator: ".").last ?? Substring(name))
    }

    /// The RIB proposed in `head`'s place, named after it and built with the head's build arguments (its parents
    /// hand them on: the head is the first child it shows), its id with the head's module prefix when the head's
    /// has one (`Vato.RequestQuickSupport (…)` → `Vato.RequestQuickSupportWrapper`); a number is added when the
    /// name is taken by an id or a builder in `taken`.
    static func rib(replacing head: RIB, role: ProposedRole, taken: Set<String>) -> RIB {
        let word = role == .wrapper ? "Wrapper" : "Navigation"
        let prefix = head.module.map { $0 + "." }.flatMap { head.id.hasPrefix($0) ? $0 : nil } ?? ""
        var name = stem(of: head) + word
        var number = 2
        while taken.contains(prefix + name) || taken.contains(name + "Builder") {
            name = stem(of: head) + word + String(number)
            number += 1
        }
        return RIB(
            id: prefix + name, router: name + "Router", interactor: name + "Interactor",
            view: role == .navigation ? name + "Controller" : nil, builder: name + "Builder",
            dependency: name + "Dependency", component: name + "Component", module: head.module,
            buildArguments: (role == .wrapper ? [wrapperViewArgument] : []) + head.buildArguments, proposed: role,
            container: role == .navigation ? .navigation : nil)
    }

    /// What a wrapper's build takes besides its listener: it has no view, so each parent hands it the view
    /// controller its children are shown on, as seed 002's dynamic dependency.
    static let wrapperViewArgument = "viewController: ViewControllable"
}
