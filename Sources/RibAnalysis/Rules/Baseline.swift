import Foundation

/// The violations a project has accepted for now, so that `ribgraph check --baseline FILE` fails only on
/// new ones. Written by `--write-baseline FILE` as JSON:
///
/// ```json
/// {"format": "ribgraph-baseline", "version": 1, "violations": [{"rule": "max-depth", "where": "A/AA/B/가/나", "key": "나", "what": "…"}]}
/// ```
///
/// A current violation is known when the baseline holds one with the same ``Violation/fingerprint``
/// (rule, where and key; never the sentence, whose numbers may change). Each baseline entry accounts for
/// one current violation.
public struct Baseline: Sendable, Equatable, Codable {
    /// The `format` value that marks a baseline file.
    public static let format = "ribgraph-baseline"
    /// The baseline version this build reads and writes.
    public static let version = 1

    /// The accepted violations, in the order `check` reported them.
    public var violations: [Violation]

    /// Creates a baseline of `violations`.
    public init(violations: [Violation]) {
        self.violations = violations
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case format, version, violations }

    /// Reads a baseline strictly.
    public init(from decoder: Decoder) throws {
        try StrictDecoding.rejectUnknownKeys(decoder, allowed: CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorrupted(.init(codingPath: [CodingKeys.format],
                                                    debugDescription: "expected \"\(Self.format)\", found \"\(format)\""))
        }
        let version = try StrictDecoding.count(container, .version)
        guard version == Self.version else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: [CodingKeys.version],
                debugDescription: "this build of ribgraph reads baseline version \(Self.version), the file is version \(version.map(String.init) ?? "null")"))
        }
        violations = try container.decode([Violation].self, forKey: .violations)
    }

    /// Writes `format`, `version` and `violations`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        // Line numbers move with every edit of the sources: a baseline keeps only what its fingerprints need.
        try container.encode(violations.map { violation in
            var kept = violation
            kept.declaredIn = nil
            return kept
        }, forKey: .violations)
    }

    /// Reads the baseline file at `path` (always JSON). Throws ``RuleFileError``.
    public static func load(contentsOfFile path: String) throws -> Baseline {
        try RuleFileReader.decode(Baseline.self, contentsOfFile: path, allowYAML: false)
    }

    /// The file's bytes: indented JSON with sorted keys and a final newline, so that baselines diff well.
    public var encoded: [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        return Array((try? encoder.encode(self)) ?? Data()) + [0x0A]
    }

    /// Splits `current` into the violations the baseline does not know (in their order), those it knows,
    /// and the baseline's entries that no longer occur.
    public func compare(_ current: [Violation]) -> (new: [Violation], known: [Violation], gone: [Violation]) {
        var remaining: [String: Int] = [:]
        for violation in violations { remaining[violation.fingerprint, default: 0] += 1 }
        var new: [Violation] = [], known: [Violation] = []
        for violation in current {
            if let count = remaining[violation.fingerprint], count > 0 {
                remaining[violation.fingerprint] = count - 1
                known.append(violation)
            } else {
                new.append(violation)
            }
        }
        var gone: [Violation] = []
        for violation in violations {
            if let count = remaining[violation.fingerprint], count > 0 {
                remaining[violation.fingerprint] = count - 1
                gone.append(violation)
            }
        }
        return (new, known, gone)
    }
}
