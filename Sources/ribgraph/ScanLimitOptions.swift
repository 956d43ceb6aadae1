import ArgumentParser
import RibGraphScan

/// `--max-file-size`, `--max-nesting`, `--max-bracket-nesting`, `--max-parse-seconds`, `--max-glob-alternatives`
/// and `--max-ribs`: the
/// limits (``ScanLimits``) that keep a hostile source tree from crashing a scan or holding it for hours. A
/// file past a file limit is left out with a warning; past `--max-ribs` the scan stops (65).
struct ScanLimitOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The largest Swift file read, in MiB (default: \(ScanLimits.standard.maxFileBytes >> 20)); "
                + "a larger one is left out with a warning.", valueName: "MiB"))
    var maxFileSize: Int?

    @Option(
        help: ArgumentHelp(
            "The deepest nesting of brackets, braces, #if and string interpolation in a Swift file "
                + "(default: \(ScanLimits.standard.maxNesting), at most \(Self.nestingCeiling)); "
                + "a deeper file is left out with a warning.", valueName: "levels"))
    var maxNesting: Int?

    @Option(
        help: ArgumentHelp(
            "The deepest nesting of square brackets, whose parsing time doubles with each level "
                + "(default: \(ScanLimits.standard.maxBracketNesting), at most \(Self.bracketCeiling)); "
                + "a deeper file is left out with a warning.", valueName: "levels"))
    var maxBracketNesting: Int?

    @Option(
        help: ArgumentHelp(
            "The longest one Swift file may take to parse, in seconds (default: "
                + "\(Int(ScanLimits.standard.parseSeconds))); a slower file is left out with a warning.",
            valueName: "seconds"))
    var maxParseSeconds: Double?

    @Option(
        help: ArgumentHelp(
            "The most patterns the braces of one Package.swift or Project.swift glob may stand for (default: "
                + "\(ScanLimits.standard.maxGlobAlternatives)); a target with more is left out with a warning.",
            valueName: "n"))
    var maxGlobAlternatives: Int?

    @Option(
        name: .customLong("max-ribs"),
        help: ArgumentHelp(
            "The most RIB types one scan writes (default: \(ScanLimits.standard.maxRIBs)); "
                + "more is an error (65).", valueName: "n"))
    var maxRIBs: Int?

    /// The parser and the readers of its tree recurse on a thread of `FileReaderPool`'s stack size: past
    /// these, even that stack would not do.
    static let nestingCeiling = 1_000
    static let bracketCeiling = 40
    /// Each pattern is matched against every file under its manifest.
    static let globCeiling = 65_536

    /// The limits asked for, the standard ones elsewhere.
    var limits: ScanLimits {
        var limits = ScanLimits.standard
        if let maxFileSize { limits.maxFileBytes = maxFileSize << 20 }
        if let maxNesting { limits.maxNesting = maxNesting }
        if let maxBracketNesting { limits.maxBracketNesting = maxBracketNesting }
        if let maxParseSeconds { limits.parseSeconds = maxParseSeconds }
        if let maxRIBs { limits.maxRIBs = maxRIBs }
        if let maxGlobAlternatives { limits.maxGlobAlternatives = maxGlobAlternatives }
        return limits
    }

    func validate() throws {
        if let size = maxFileSize, !(1...(Int.max >> 21)).contains(size) {
            throw ValidationError("--max-file-size must be a positive number of MiB")
        }
        if let levels = maxNesting, !(1...Self.nestingCeiling).contains(levels) {
            throw ValidationError("--max-nesting must be between 1 and \(Self.nestingCeiling)")
        }
        if let levels = maxBracketNesting, !(1...Self.bracketCeiling).contains(levels) {
            throw ValidationError("--max-bracket-nesting must be between 1 and \(Self.bracketCeiling)")
        }
        if let seconds = maxParseSeconds, !(seconds > 0 && seconds <= 86_400) {
            throw ValidationError("--max-parse-seconds must be a number of seconds above 0, at most 86400")
        }
        if let count = maxRIBs, count < 1 {
            throw ValidationError("--max-ribs must be a positive number")
        }
        if let count = maxGlobAlternatives, !(1...Self.globCeiling).contains(count) {
            throw ValidationError("--max-glob-alternatives must be between 1 and \(Self.globCeiling)")
        }
    }
}
