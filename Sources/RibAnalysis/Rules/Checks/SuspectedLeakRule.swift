import RibTrace

extension Violation.Rule {
    /// ``SuspectedLeakRule``'s id.
    public static let suspectedLeak = Violation.Rule(id: "suspected-leak")
}

extension RuleSet {
    /// At most this many suspected leaks in the trace (`Trace.leaks`); 0 fails on any.
    public var maxSuspectedLeaks: Int? {
        get { value() }
        set { setValue(newValue) }
    }
}

/// `suspected-leak`: no more than `maxSuspectedLeaks` suspected leaks in the whole trace (`Trace.leaks`),
/// whatever event the tree is checked at; each leak is one violation.
struct SuspectedLeakRule: ArchitectureRule {
    let id = Violation.Rule.suspectedLeak
    let options = [RuleOption.limit("maxSuspectedLeaks", \.maxSuspectedLeaks)]
    let summary =
        "the trace (whole, whatever `--at`) holds more [suspected leaks](trace-format.md#leaks): detached RIBs "
        + "whose router or interactor a recorder saw alive later; reported once per leak"
    let reportedAt = "the RIB's id (it is detached)"

    func check(_ context: RuleContext) -> [Violation] {
        let trace = context.trace
        guard let limit = context.rules.maxSuspectedLeaks, trace.leaks.count > limit else { return [] }
        // A leaked RIB is detached, so it has no place in the tree: its id is where it is.
        return trace.leaks.map { leak in
            Violation(
                rule: id, location: leak.rib,
                what:
                    "its \(leak.objects.map(\.rawValue).joined(separator: " and ")) stayed alive \(leak.seconds) s after "
                    + "its detach (seq \(leak.detachSeq)); maxSuspectedLeaks is \(limit)",
                key: leak.rib, declaredIn: trace.rib(leak.rib)?.declaredIn)
        }
    }
}
