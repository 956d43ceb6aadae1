/// Tells which of a child's listener methods its parent's interactor answers with work of its own, not only by
/// routing or reporting on: the method's body calls the interactor's presenter (`self?.presenter.showToast(…)`,
/// also inside a closure it hands on) or its own methods (`changeVideoSpeed(…)`), or reads or writes its own state
/// (`self.viewModel.projectName`). Such a child's result belongs to the parent: MOIT-iOS's MOITDetail shows a toast
/// when AuthorizePayment reports a fine paid, VideoMerger's Editor applies what Adjustment reports to its video,
/// so a proposal that moved the child away would lose that work.
///
/// The child's listener protocol is the one named after it (`AuthorizePaymentListener`), as the RIBs templates
/// name it, resolved from the interactor's file; a child without one, or reached through an adapter (whose own
/// methods answer it), has none.
struct ParentAnswerFinder {
    let catalog: RIBCatalog

    /// What `parent`'s interactor does with `child`'s reports, its listener read once: the names of the child's
    /// listener methods it answers with work of its own (`answered`), and the parent's own listener methods it calls
    /// only where it hands one of them on (`relayed`: a method answering the child's listener that does nothing but
    /// call `listener`, for a method called nowhere else); each in the interactor's order, each once.
    func answers(parent: Int, link: ChildLink) -> (answered: [String], relayed: [String]) {
        guard let (answers, own) = answers(parent: parent, link: link),
            let interactor = catalog.ribs[parent].interactor
        else { return ([], []) }
        let answered = answers.filter { $0.calls.contains { Self.actsItself($0, own: own) } }.map(\.name)
        let relays = answers.filter { answer in
            let calls = answer.calls.filter { $0.name != "return" && !Self.logs($0, own: own) }
            return !calls.isEmpty && calls.allSatisfy { $0.receiver?.first == "listener" }
        }
        let relaySignatures = Set(relays.map(Self.signature(of:)))
        let elsewhere = Set(
            catalog.index.types[interactor].functions.filter { !relaySignatures.contains(Self.signature(of: $0)) }
                .flatMap { function in function.calls.filter { $0.receiver?.first == "listener" }.map(\.name) })
        var relayed: [String] = []
        for call in relays.flatMap(\.calls) where call.receiver?.first == "listener" {
            if !elsewhere.contains(call.name) && !relayed.contains(call.name) { relayed.append(call.name) }
        }
        return (answered, relayed)
    }

    /// The interactor's methods that answer `child`'s listener (the protocol named after it), each once, and the
    /// names of all the interactor's methods; nil when there is no such listener or the route goes through an
    /// adapter.
    private func answers(parent: Int, link: ChildLink) -> ([FunctionFacts], Set<String>)? {
        guard link.adapter == nil, let interactor = catalog.ribs[parent].interactor else { return nil }
        let index = catalog.index
        let listenerName = catalog.ribs[link.child].name + "Listener"
        guard let listener = index.resolve(listenerName, from: index.context(of: interactor)),
            index.types[listener].facts.kind == .protocol
        else { return nil }
        // By name and labels: MOIT-iOS's MOITList has its own `didTapAlarm(index:)` beside MOITAlarm's
        // `didTapAlarm(scheme:)`.
        let required = Set(index.types[listener].functions.map(Self.signature(of:)))
        var seen = Set<String>()
        let answers = index.types[interactor].functions.filter {
            required.contains(Self.signature(of: $0)) && seen.insert(Self.signature(of: $0)).inserted
        }
        return (answers, Set(index.types[interactor].functions.map(\.name)))
    }

    /// `didTapAlarm(scheme:)`: a function's name with its argument labels.
    private static func signature(of function: FunctionFacts) -> String {
        function.name + "(" + function.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// Whether `call` is a function of no type's, called without a receiver (`print(…)`): not one of `own`.
    private static func logs(_ call: CallFacts, own: Set<String>) -> Bool {
        call.receiver?.isEmpty == true && !own.contains(call.name)
    }

    /// Whether `call` is the interactor's own work: a call on its presenter or on itself (`changeVideoSpeed(…)`,
    /// one of `own`, its methods), a value of its own it binds or assigns (`if let asset =
    /// self.viewModel.currentAsset`); not a call on its router or its listener, nor on a call's result, nor a
    /// function of no type's (`print(…)`: Menual's DiaryHome logs each report it hands on).
    private static func actsItself(_ call: CallFacts, own: Set<String>) -> Bool {
        guard let receiver = call.receiver, call.name != "return" else { return false }
        if let first = receiver.first, ["router", "listener"].contains(first) { return false }
        return receiver.first == "presenter" || (receiver.isEmpty && !logs(call, own: own)) || call.isAssignment
    }
}
