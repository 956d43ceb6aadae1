import ArgumentParser

/// `-v`, `--verbose`: the stages of a run (`metrics`, `snapshot`) timed on standard error.
struct VerboseOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print each stage's time on standard error.")
    var verbose = false

    /// A clock started now, which times the stages when `--verbose` is given.
    var clock: StageClock { StageClock(enabled: verbose) }
}

/// Times the stages of a run for `--verbose`.
struct StageClock {
    let enabled: Bool
    private var last = ContinuousClock.now

    /// A clock started now; it says nothing unless `enabled`.
    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Says on standard error how long `stage` took: the time since the last lap, or since the start.
    mutating func lap(_ stage: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        FileHandleOutput.standardError("ribgraph: \(stage): \(now - last)")
        last = now
    }
}
