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

    /// The limits asked for, the standard ones elsewhere: what the subcommand hands every reader it calls.
    var limits: InputLimits {
        var limits = InputLimits.standard
        if let maxInputSize { limits.maxBytes = maxInputSize << 20 }
        if let maxNameLength { limits.maxStringBytes = maxNameLength }
        if let maxNesting { limits.maxNesting = maxNesting }
        return limits
    }

    func validate() throws {
        if let size = maxInputSize, !(size > 0 && size <= Int.max >> 20) {
            throw ValidationError("--max-input-size must be a positive number of MiB")
        }
        if let length = maxNameLength, length <= 0 {
            throw ValidationError("--max-name-length must be a positive number of bytes")
        }
        if let levels = maxNesting, !(1...InputLimits.nestingCeiling).contains(levels) {
            throw ValidationError("--max-nesting must be between 1 and \(InputLimits.nestingCeiling)")
        }
    }
}
