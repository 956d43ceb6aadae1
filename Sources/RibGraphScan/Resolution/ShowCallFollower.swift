import RibTrace

/// Tells how a call shows the view it is handed: UIKit's own calls by their names and the kind of object they are
/// made on (``ViewKind``), and the app's helpers by following them into their bodies: a method of a
/// `ViewControllable` protocol into the view controllers conforming to it, a method of a view controller class or
/// of its superclasses, an extension of a protocol it conforms to, of `ViewControllable`, `UIViewController`, a
/// UIKit container or RIBs' router types (`extension ViewableRouting { func pushRouter(…) }`). Where a helper
/// switches on an enum case the router handed it (`transitionType: .push`), only that case's branch counts.
/// Following stops `maxDepth` helpers down and reads at most `maxCalls` calls and `maxTargets` bodies per call,
/// and each function's outcome is kept, so a scan reads each function once per case, whatever calls it.
final class ShowCallFollower {
    /// What a call or a function shows: the ways recognised, or why none was.
    struct Shown {
        var ways: Set<Presentation> = []
        /// Why nothing was recognised (`calls viewController.showX, whose body was not found`).
        var reason: String?

        mutating func add(_ other: Shown) {
            ways.formUnion(other.ways)
            if reason == nil { reason = other.reason }
        }
    }

    /// Where a body is read: the type it belongs to (nil in an extension of a type no scanned file declares), and
    /// what `self` is.
    struct Place {
        var owner: Int?
        var selfKind: ViewKind?
        var function: FunctionFacts
        /// The view controller type a viewful router's `viewController` is (its `ViewableRouter`'s second argument).
        var routerView: TypeName? = nil
        /// The enum cases handed along with the child (`push` for `transitionType: .push`): in a `switch` over
        /// them, only their branches run.
        var cases: Set<String> = []
    }

    /// What a receiver stands for: the scanned types whose methods a call may run, and its UIKit kind.
    private struct Target {
        var types: [Int] = []
        var kind: ViewKind?
    }

    private static let maxDepth = 4
    private static let maxCalls = 96
    private static let maxTargets = 8
    /// What RIBs' router classes and protocols are, for the app's extensions of them.
    private static let ribsSupertypes: [String: [String]] = [
        "Router": ["Routing"],
        "ViewableRouter": ["Router", "Routing", "ViewableRouting"],
        "LaunchRouter": ["ViewableRouter", "Router", "Routing", "ViewableRouting", "LaunchRouting"],
        "ViewableRouting": ["Routing"],
        "LaunchRouting": ["ViewableRouting", "Routing"],
    ]

    let index: DeclarationIndex
    /// Each followed function's outcome, by its place and name; an entry is made before its body is read, so a
    /// helper calling itself ends.
    private var memo: [String: Shown] = [:]
    /// Each type's functions with where they are declared (``functions(of:)``), read once.
    private var functionsByType: [Int: [(function: FunctionFacts, owner: Int?, kind: ViewKind?)]] = [:]

    init(index: DeclarationIndex) {
        self.index = index
    }

    /// How `call`, made in `place`, shows what it is handed; nil for a call that shows nothing the scan knows.
    func shown(by call: CallFacts, in place: Place, depth: Int = 0) -> Shown? {
        let target = self.target(of: call.receiver, in: place)
        var helpers: [(FunctionFacts, Place)] = []
        if depth < Self.maxDepth {
            helpers = self.helpers(named: call, on: target, from: place)
            var found = Shown()
            for (function, inner) in helpers.prefix(Self.maxTargets) {
                found.add(self.shown(byBodyOf: function, in: inner, depth: depth + 1))
            }
            if !found.ways.isEmpty { return found }
            if let reason = found.reason { return Shown(reason: "calls \(call.spelled), which \(reason)") }
        }
        let ways = ViewKind.ways(of: call, on: target.kind)
        if !ways.isEmpty { return Shown(ways: ways) }
        guard helpers.isEmpty, !call.isAssignment, !target.types.isEmpty, call.receiver?.isEmpty == false else {
            return nil
        }
        return Shown(reason: "calls \(call.spelled), whose body was not found")
    }

    /// What the calls in `function`'s body show, read once per function.
    private func shown(byBodyOf function: FunctionFacts, in place: Place, depth: Int) -> Shown {
        let key = "\(function.place)\u{0}\(function.name)\u{0}\(place.cases.sorted())"
        if let known = memo[key] { return known }
        memo[key] = Shown()
        var result = Shown()
        for call in function.calls.lazy.filter({ $0.runs(given: place.cases) }).prefix(Self.maxCalls) {
            if let shown = shown(by: call, in: place, depth: depth) { result.add(shown) }
        }
        if result.ways.isEmpty { result.add(shownWhereKept(by: function, in: place, depth: depth)) }
        memo[key] = result
        return result
    }

    /// A hand-made container: a method of a type that keeps what it is handed in a member of its own
    /// (`tabViewControllers.append(viewController)`) and shows it from there in another of its methods
    /// (`addChild(tabViewControllers[index])` on a tab tap). What those methods do with the member is what the
    /// kept view is shown as.
    private func shownWhereKept(by function: FunctionFacts, in place: Place, depth: Int) -> Shown {
        guard let owner = place.owner, depth < Self.maxDepth else { return Shown() }
        let members = Set(index.types[owner].members.map(\.name))
        let kept = Set(
            function.calls.compactMap { call -> String? in
                let receiver = (call.receiver ?? []).filter { $0 != "self" }
                if call.isAssignment { return receiver.isEmpty && members.contains(call.name) ? call.name : nil }
                guard ["append", "insert"].contains(call.name), receiver.count == 1 else { return nil }
                return members.contains(receiver[0]) ? receiver[0] : nil
            })
        guard !kept.isEmpty else { return Shown() }
        var result = Shown()
        for other in index.types[owner].functions where other.place != function.place {
            var names = kept
            let inner = Place(owner: owner, selfKind: place.selfKind, function: other, cases: place.cases)
            for call in other.calls.prefix(Self.maxCalls) where call.mentions(anyOf: names) {
                if let bound = call.boundTo, call.isAssignment {
                    names.insert(bound)
                } else if let shown = shown(by: call, in: inner, depth: depth + 1) {
                    result.add(Shown(ways: shown.ways))
                }
            }
        }
        return result
    }

    /// The functions a call on `target` may run: those its types have (``functions(of:)``) and the app's
    /// extensions of UIKit's types, with the call's name and labels; for an assignment, the property's
    /// observers (`didSet`). Where the call's type declares the function (a protocol's requirement, a class's
    /// method), its implementations run, never an extension's function of the same name.
    private func helpers(named call: CallFacts, on target: Target, from place: Place) -> [(FunctionFacts, Place)] {
        var candidates: [(function: FunctionFacts, owner: Int?, kind: ViewKind?)] = []
        for id in target.types {
            let kind = ViewKind.of(id, in: index) ?? target.kind
            candidates += functions(of: id).map { ($0.function, $0.owner, $0.owner == nil ? $0.kind : kind) }
        }
        // `super.setViewControllers(…)` overrides nothing of the app's extensions: it is the superclass's own.
        if call.receiver != ["super"], !call.isAssignment {
            candidates += foreignFunctions(
                named: ["ViewControllable", "UIViewController"] + (target.kind.map { [$0.uikitName] } ?? []))
        }
        var matched = candidates.filter {
            call.isAssignment ? $0.function.observes && $0.function.name == call.name : Self.matches(call, $0.function)
        }
        let isConcrete = { (owner: Int?) in owner.map { !self.index.types[$0].facts.kind.isProtocolLike } ?? false }
        let declared = target.types.contains { id in index.types[id].facts.functions.contains { Self.matches(call, $0) }
        }
        if declared, matched.contains(where: { isConcrete($0.owner) }) {
            matched.removeAll { !isConcrete($0.owner) }
        }
        var seen: Set<String> = []
        var found: [(FunctionFacts, Place)] = []
        for (function, owner, kind) in matched {
            guard seen.insert("\(function.place)\u{0}\(function.name)").inserted else { continue }
            // A router's own helper still reads `viewController` as the router's view.
            let view = owner != nil && owner == place.owner ? place.routerView : nil
            found.append(
                (
                    function,
                    Place(owner: owner, selfKind: kind, function: function, routerView: view, cases: place.cases)
                ))
        }
        return found
    }

    /// Every function a value of type `id` has, with the type declaring it (nil for an extension of a type no
    /// scanned file declares) and that type's kind: its own and its extensions', its scanned superclasses', the
    /// extensions of the scanned protocols it conforms to, and the app's extensions of the frameworks' types it
    /// conforms to or inherits from (RIBs' router classes count as the protocols they adopt).
    private func functions(of id: Int) -> [(function: FunctionFacts, owner: Int?, kind: ViewKind?)] {
        if let known = functionsByType[id] { return known }
        var found: [(function: FunctionFacts, owner: Int?, kind: ViewKind?)] = []
        var queue = [id]
        var seen: Set<Int> = [id]
        var foreign: [String] = []
        while let current = queue.popLast() {
            let declared = index.types[current]
            // A protocol's own functions are requirements without bodies; its extensions' have them.
            let own = declared.facts.kind.isProtocolLike ? declared.extensions.flatMap(\.functions) : declared.functions
            let kind = ViewKind.of(current, in: index)
            found += own.map { ($0, current, kind) }
            let context = index.context(of: current)
            for conformance in declared.conformances {
                if let next = index.resolve(conformance.qualified, from: context) {
                    if seen.insert(next).inserted { queue.append(next) }
                } else {
                    foreign += [conformance.base] + (Self.ribsSupertypes[conformance.base] ?? [])
                }
            }
        }
        found += foreignFunctions(named: foreign)
        functionsByType[id] = found
        return found
    }

    /// The functions of the app's extensions of the frameworks' types `names`, each with its type's kind.
    private func foreignFunctions(named names: [String]) -> [(function: FunctionFacts, owner: Int?, kind: ViewKind?)] {
        Set(names).sorted().flatMap { name in
            (index.foreignExtensions[name] ?? []).flatMap(\.functions).map { ($0, nil, ViewKind.named(name)) }
        }
    }

    /// Whether `function` can be what `call` runs: the same name, and the call's labels those of its parameters
    /// (or their first ones, the rest left to default values or trailing closures).
    private static func matches(_ call: CallFacts, _ function: FunctionFacts) -> Bool {
        guard !function.observes, function.name == call.name, call.labels.count <= function.parameters.count,
            call.labels.count + call.trailingClosures >= function.requiredCount
        else { return false }
        return zip(call.labels, function.parameters).allSatisfy { $0 == $1.label }
    }

    /// What the chain `receiver` stands for in `place`: `self`, a local, a parameter or a member with a written
    /// type, a viewful router's `viewController`, else what its last name implies (`navigationController`).
    private func target(of receiver: [String]?, in place: Place) -> Target {
        guard let receiver else { return Target() }
        // `x.viewControllable.uiviewController` is `x`'s view: the same object for what a call does to it.
        let names =
            receiver.prefix(1) + receiver.dropFirst().filter { $0 != "uiviewController" && $0 != "viewControllable" }
        guard let first = names.first else {
            return Target(types: place.owner.map { [$0] } ?? [], kind: place.selfKind)
        }
        // `super.setViewControllers(…)` runs the superclass's method: UIKit's, unless the app declares it.
        if first == "super", names.count == 1 {
            return Target(types: place.owner.flatMap(index.superclass(of:)).map { [$0] } ?? [], kind: place.selfKind)
        }
        if names.count == 1, let type = typeOf(first, in: place) {
            // A local bound to `self` (`guard let strongSelf = self`) is the owner.
            if type.base == "Self" { return Target(types: place.owner.map { [$0] } ?? [], kind: place.selfKind) }
            return target(of: type, in: place)
        }
        return Target(kind: names.last.flatMap(ViewKind.implied(byName:)))
    }

    /// The written type of `name` in `place`: a local or parameter, a member of the owner, or the router's view.
    private func typeOf(_ name: String, in place: Place) -> TypeName? {
        if let local = place.function.parameters.first(where: { $0.name == name }) { return local.type }
        if let local = place.function.locals[name] {
            return TypeName(
                base: local.split(separator: ".").last.map(String.init) ?? local, qualified: local,
                arguments: [], normalized: local)
        }
        if let owner = place.owner, let member = index.types[owner].members.first(where: { $0.name == name }) {
            return member.type
        }
        return name == "viewController" || name == "viewControllable" ? place.routerView : nil
    }

    /// The scanned types a value of `type` may be (a protocol's conformers with the protocol, whose extensions
    /// hold helpers too), and its kind.
    private func target(of type: TypeName, in place: Place) -> Target {
        if let kind = ViewKind.named(type.base) { return Target(kind: kind) }
        guard let context = place.owner.map(index.context(of:)) ?? index.context(ofFile: place.function.place.path)
        else { return Target() }
        var target = Target()
        for id in index.candidates(type.qualified, from: context).prefix(Self.maxTargets) {
            target.types.append(id)
            guard index.types[id].facts.kind.isProtocolLike else { continue }
            target.types += index.conformers(ofProtocol: id).prefix(Self.maxTargets)
        }
        target.kind = target.types.lazy.compactMap { ViewKind.of($0, in: self.index) }.first
        return target
    }
}
