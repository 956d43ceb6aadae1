/// Tells which of a child's listener methods its parent's interactor answers on its own screen: the method's body
/// calls the interactor's presenter (`self?.presenter.showToast(…)`, also inside a closure it hands on). Such a
/// child's result belongs to the parent, which shows it: MOIT-iOS's MOITDetail shows a toast when
/// AuthorizePayment reports a fine paid, so a proposal that moved AuthorizePayment away would lose the toast.
///
/// The child's listener protocol is the one named after it (`AuthorizePaymentListener`), as the RIBs templates
/// name it, resolved from the interactor's file; a child without one, or reached through an adapter (whose own
/// methods answer it), has none.
struct ScreenAnswerFinder {
    let catalog: RIBCatalog

    /// The names of `child`'s listener methods that `parent`'s interactor answers by calling its presenter, in
    /// the interactor's order, each once.
    func answeredOnScreen(parent: Int, link: ChildLink) -> [String] {
        guard link.adapter == nil, let interactor = catalog.ribs[parent].interactor else { return [] }
        let index = catalog.index
        let listenerName = catalog.ribs[link.child].name + "Listener"
        guard let listener = index.resolve(listenerName, from: index.context(of: interactor)),
            index.types[listener].facts.kind == .protocol
        else { return [] }
        let required = Set(index.types[listener].functions.map(\.name))
        var answered: [String] = []
        for function in index.types[interactor].functions
        where required.contains(function.name) && !answered.contains(function.name)
            && function.calls.contains(where: { $0.receiver?.first == "presenter" && !$0.isAssignment })
        {
            answered.append(function.name)
        }
        return answered
    }
}
