import RibTrace

/// A change one pattern found, before it is named and applied: which RIB's place the proposed RIB takes,
/// and whose routes move to it.
struct FlattenCandidate: Sendable, Equatable {
    var kind: FlattenKind
    /// What the proposed RIB is: a navigation where the screens are pushed (a push chain, a flow its head
    /// pushes), else a wrapper.
    var role: ProposedRole
    /// The RIB whose place under its parents the proposed RIB takes (a flow's head, a chain's first screen).
    var head: Int
    /// The RIBs whose routes all move to the proposed RIB, the head first, in preorder: a flow's routing
    /// screens, a chain's screens but the last (which keeps its own routes).
    var members: [Int]
    /// The navigation the app has that the members' routes join, instead of a proposed RIB.
    var joins: Int?
    /// The other reused screens of the head's drill-down (a cycle of reused screens), whose place the proposed
    /// RIB takes too; they are members.
    var otherHeads: [Int] = []
    /// Why no proposed RIB may take the head's place (``FlattenGraph/whyKept(_:from:)``): the candidate is only
    /// reported, in the plan's "Left out", and never applied.
    var blocked: String? = nil

    /// The head, then the other heads.
    var heads: [Int] { [head] + otherHeads }
}

/// Which RIBs a pattern already took: each RIB's routing moves at most once.
struct Claims {
    private var taken: [Bool]

    init(count: Int) { taken = Array(repeating: false, count: count) }

    func contains(_ rib: Int) -> Bool { taken[rib] }

    mutating func take(_ ribs: [Int]) { for rib in ribs { taken[rib] = true } }

    /// Frees `ribs` again: the members of a change left out, which another may take.
    mutating func release(_ ribs: [Int]) { for rib in ribs { taken[rib] = false } }
}
