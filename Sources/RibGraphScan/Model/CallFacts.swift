/// A call or an assignment in a function's body, reduced to what telling how a router shows a child needs:
/// what it is made on, its name and labels, and the names its arguments use. A `return value` is kept as a call
/// named `return`, made on nothing.
struct CallFacts: Sendable {
    /// The chain of names the call is made on, `self` and optional chaining left out: `["navigationController"]`
    /// for `self.navigationController?.pushViewController(…)`, `[]` for a call on `self`, `["super"]` on `super`; nil when it is made on
    /// something else (a call's result, a literal).
    var receiver: [String]?
    /// The called function's base name, a constructed type's name, or for an assignment the member assigned
    /// (`rootViewController` in `window.rootViewController = …`).
    var name: String
    /// The argument labels, nil for an unlabelled one; a trailing closure adds none.
    var labels: [String?]
    /// How many trailing closures follow the arguments.
    var trailingClosures = 0
    /// The name chains the arguments (an assignment's value) use, `offGame.viewControllable` as
    /// `["offGame", "viewControllable"]`, elements of array literals and arguments of nested calls included;
    /// a nested call of a function on `self` is `["attachList()"]`.
    var mentions: [[String]]
    /// An assignment `receiver.name = value` rather than a call.
    var isAssignment = false
    /// The local the call's value is bound to (`let nav = UINavigationController(…)`); for a local bound to a
    /// chain (`let page = done.viewControllable`, kept as an assignment), that local.
    var boundTo: String?
    /// The enum cases the call names: the one it makes (`TransitionType.modal(…)`, or a local bound to
    /// `TransitionType.push`), and its arguments' (`push` for `transitionType: .push`): what a helper's
    /// `switch` may choose its way by.
    var caseArguments: [String] = []
    /// The `switch` cases the call sits in, outermost first; only switches over cases written with a leading dot.
    var branches: [Branch] = []

    /// One `case` of a `switch` over an enum: the case names the whole `switch` lists, and those of this case
    /// (none for `default`).
    struct Branch: Sendable {
        var switchCases: Set<String>
        var caseNames: Set<String>
    }

    /// Whether the call runs when the value switched on is one of `cases`: a `switch` that lists none of them is
    /// over something else, so it does not decide.
    func runs(given cases: Set<String>) -> Bool {
        branches.allSatisfy { $0.switchCases.isDisjoint(with: cases) || !$0.caseNames.isDisjoint(with: cases) }
    }

    /// Whether an argument uses one of `names` as the first name of its chain.
    func mentions(anyOf names: Set<String>) -> Bool {
        mentions.contains { $0.first.map(names.contains) == true }
    }

    /// `viewController.showX`: how a reason names the call.
    var spelled: String {
        ((receiver ?? ["…"]) + [name]).joined(separator: ".")
    }
}
