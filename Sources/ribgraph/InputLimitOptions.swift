import ArgumentParser
import RibTrace

/// `--max-input-size`, `--max-name-length` and `--max-nesting`: the limits (``InputLimits``) that keep a broken or hostile
/// input from exhausting memory, for every subcommand that reads traces or rules.
struct InputLimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The largest input read, in MiB (default: \(InputLimits.standard.maxBytes >> 20)); "
                + "a larger one is an error (65).", valueName: "MiB"))
    var maxInputSize: Int?

    @Option(
        help: ArgumentHelp(
            "The longest string read (a RIB id or name, a type or property name), in bytes "
                + "(default: \(InputLimits.standard.maxStringBytes)); a longer one is an error (65).",
            valueName: "bytes"))
    var maxNameLength: Int?

    @Option(
        help: ArgumentHelp(
            "The deepest nesting of JSON or YAML read (default: \(InputLimits.standard.maxNesting), "
                + "at most \(InputLimits.nestingCeiling)); deeper is an error (65).", valueName: "levels"))
    var maxNesting: Int?

    /// Checks the values and makes them the process's limits: argument parsing runs this before the
    /// subcommand reads anything.
    mutating func validate() throws {
        if let size = maxInputSize {
            guard size > 0, size <= Int.max >> 20 else {
                throw ValidationError("--max-input-size must be a positive number of MiB")
            }
            InputLimits.current.maxBytes = size << 20
        }
        if let length = maxNameLength {
            guard length > 0 else { throw ValidationError("--max-name-length must be a positive number of bytes") }
            InputLimits.current.maxStringBytes = length
        }
        if let levels = maxNesting {
            guard (1...InputLimits.nestingCeiling).contains(levels) else {
                throw ValidationError("--max-nesting must be between 1 and \(InputLimits.nestingCeiling)")
            }
            InputLimits.current.maxNesting = levels
        }
    }
}
