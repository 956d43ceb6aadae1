/// A call or an assignment in a function's body, reduced to what telling how a router shows a child needs:
/// what it is made on, its name and labels, and the names its arguments use.
struct CallFacts: Sendable {
    /// The chain of names the call is made on, `self` and optional chaining left out: `["navigationController"]`
    /// for `self.navigationController?.pushViewController(…)`, `[]` for a call on `self`; nil when it is made on
    /// something else (a call's result, a literal).
    var receiver: [String]?
    /// The called function's base name, a constructed type's name, or for an assignment the member assigned
    /// (`rootViewController` in `window.rootViewController = …`).
    var name: String
    /// The argument labels, nil for an unlabelled one; a trailing closure adds none.
    var labels: [String?]
    /// The name chains the arguments (an assignment's value) use, `offGame.viewControllable` as
    /// `["offGame", "viewControllable"]`, elements of array literals and arguments of nested calls included.
    var mentions: [[String]]
    /// An assignment `receiver.name = value` rather than a call.
    var isAssignment = false
    /// The local the call's value is bound to (`let nav = UINavigationController(…)`); for a local bound to a
    /// chain (`let page = done.viewControllable`, kept as an assignment), that local.
    var boundTo: String?

    /// Whether an argument uses one of `names` as the first name of its chain.
    func mentions(anyOf names: Set<String>) -> Bool {
        mentions.contains { $0.first.map(names.contains) == true }
    }

    /// `viewController.showX`: how a reason names the call.
    var spelled: String {
        ((receiver ?? ["…"]) + [name]).joined(separator: ".")
    }
}
