import Foundation
import RibTrace

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
    package static let format = "ribgraph-baseline"
    /// The baseline version this build reads and writes.
    package static let version = 1

    /// The accepted violations, in the order `check` reported them.
    public var violations: [Violation]

    /// Creates a baseline of `violations`.
    public init(violations: [Violation]) {
        self.violations = violations
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case format, version, violations }

    /// Reads a baseline strictly.
    public init(from decoder: Decoder) throws {
        let container = try decoder.strictContainer(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        guard format == Self.format else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [CodingKeys.format],
                    debugDescription: "expected \"\(Self.format)\", found \(InputExcerpt.quoted(format))"))
        }
        let version: Int? = try StrictDecoding.option(container, .version)
        guard version == Self.version else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: [CodingKeys.version],
                    debugDescription:
                        "this build of ribgraph reads baseline version \(Self.version), the file is version \(version.map(String.init) ?? "null")"
                ))
        }
        violations = try container.decode([Violation].self, forKey: .violations)
    }

    /// Writes `format`, `version` and `violations`.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        // Line numbers move with every edit of the sources: a baseline keeps only what its fingerprints need.
        try container.encode(
            violations.map { violation in
                var kept = violation
                kept.declaredIn = nil
                return kept
            }, forKey: .violations)
    }

    /// Reads the baseline file at `path` (always JSON) within `limits`. Throws `InputError`.
    public static func load(contentsOfFile path: String, limits: InputLimits = .standard) throws -> Baseline {
        try RuleFileReader.decode(Baseline.self, contentsOfFile: path, allowYAML: false, limits: limits)
    }

    /// The file's bytes: indented JSON with sorted keys and a final newline, so that baselines diff well.
    public var encoded: [UInt8] {
        // Encoding strings and integers cannot fail.
        (try? StableJSON.bytes(self)) ?? [UInt8(ascii: "\n")]
    }

    /// Throws when an entry cannot be about a scan's graph of RIB types, where every violation is keyed by
    /// a RIB type, a route `Parent -> Child` or a property: an entry whose place is a path of the tree an
    /// older scan made (`Root/Home/Web`), or names a numbered copy of a RIB type (`Web#2`), would never
    /// match again, and every current violation would count as new. The error (exit status 65) names
    /// `file`, the entry and `rewrite`, the command that writes the baseline again.
    package func requireGraphKeys(file: String, rewrite: String) throws {
        for (index, violation) in violations.enumerated() {
            let steps = violation.location.split(separator: "/")
            let copy = steps.flatMap { $0.components(separatedBy: " -> ") }.first { step in
                guard let hash = step.lastIndex(of: "#") else { return false }
                let number = step[step.index(after: hash)...]
                return !number.isEmpty && number.allSatisfy { ("0"..."9").contains($0) }
            }
            guard copy != nil || steps.count > 1 else { continue }
            let what =
                copy.map { name in
                    "names \(name), a numbered copy of \(name.prefix { $0 != "#" }) from a scan made before a RIB type was one node"
                } ?? "is a path in a tree (a recording's, or a scan's made before a RIB type was one node)"
            throw InputError(
                file: file, path: "violations[\(index)].where",
                reason: "\"\(violation.location)\" \(what); against a source trace a baseline keys each violation by "
                    + "RIB type, route (Parent -> Child) or property. Write the baseline again: \(rewrite)")
        }
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
