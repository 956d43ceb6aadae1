import Foundation
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

    /// The RIB proposed in the place of `heads` (one, or the reused screens of one drill-down), named after the
    /// first and built through one entry point per head and build overload (``EntryPoint``): its first entry
    /// point's arguments are its `buildArguments`, and when it has several, each is one of its `buildOverloads`.
    /// Its id has the head's module prefix when the head's has one (`Vato.RequestQuickSupport (…)` →
    /// `Vato.RequestQuickSupportWrapper`); a number is added when the name is taken by an id or a builder in
    /// `taken`.
    static func rib(replacing heads: [RIB], role: ProposedRole, taken: Set<String>) -> RIB {
        let head = heads[0]
        let word = role == .wrapper ? "Wrapper" : "Navigation"
        let prefix = head.module.map { $0 + "." }.flatMap { head.id.hasPrefix($0) ? $0 : nil } ?? ""
        var name = stem(of: head) + word
        var number = 2
        while taken.contains(prefix + name) || taken.contains(name + "Builder") {
            name = stem(of: head) + word + String(number)
            number += 1
        }
        let entryPoints = EntryPoint.all(heads: heads, role: role)
        var rib = RIB(
            id: prefix + name, router: name + "Router", interactor: name + "Interactor",
            view: role == .navigation ? name + "Controller" : nil, builder: name + "Builder",
            dependency: name + "Dependency", component: name + "Component", module: head.module,
            buildArguments: entryPoints.first?.arguments ?? [], proposed: role,
            container: role == .navigation ? .navigation : nil)
        rib.buildOverloads = entryPoints.count > 1 ? entryPoints.map(\.text) : []
        return rib
    }

    /// What a wrapper's build takes besides its listener: it has no view, so each parent hands it the view
    /// controller its children are shown on, as seed 002's dynamic dependency.
    static let wrapperViewArgument = "viewController: ViewControllable"
}
