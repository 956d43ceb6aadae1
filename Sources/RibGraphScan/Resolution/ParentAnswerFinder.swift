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

    /// The names of `child`'s listener methods that `parent`'s interactor answers with work of its own, in the
    /// interactor's order, each once.
    func answeredByParent(parent: Int, link: ChildLink) -> [String] {
        guard link.adapter == nil, let interactor = catalog.ribs[parent].interactor else { return [] }
        let index = catalog.index
        let listenerName = catalog.ribs[link.child].name + "Listener"
        guard let listener = index.resolve(listenerName, from: index.context(of: interactor)),
            index.types[listener].facts.kind == .protocol
        else { return [] }
        let required = Set(index.types[listener].functions.map(\.name))
        let own = Set(index.types[interactor].functions.map(\.name))
        var answered: [String] = []
        for function in index.types[interactor].functions
        where required.contains(function.name) && !answered.contains(function.name)
            && function.calls.contains(where: { Self.actsItself($0, own: own) })
        {
            answered.append(function.name)
        }
        return answered
    }

    /// Whether `call` is the interactor's own work: a call on its presenter or on itself (`changeVideoSpeed(…)`,
    /// one of `own`, its methods), a value of its own it binds or assigns (`if let asset =
    /// self.viewModel.currentAsset`); not a call on its router or its listener, nor on a call's result, nor a
    /// function of no type's (`print(…)`: Menual's DiaryHome logs each report it hands on).
    private static func actsItself(_ call: CallFacts, own: Set<String>) -> Bool {
        guard let receiver = call.receiver, call.name != "return" else { return false }
        if let first = receiver.first, ["router", "listener"].contains(first) { return false }
        return receiver.first == "presenter" || (receiver.isEmpty && own.contains(call.name)) || call.isAssignment
    }
}
