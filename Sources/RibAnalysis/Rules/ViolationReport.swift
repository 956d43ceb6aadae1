import Foundation
import RibOutput
import RibTrace

/// The violations `ribgraph check` prints, in one of five formats.
public struct ViolationReport: Sendable {
    /// How the report is written: as every report is, or as annotations of the places in the sources.
    public enum Format: NamedCases, Sendable, Equatable {
        /// `text`: `RULE: where: what`, one violation per line; `json`: `{"violations": [{"rule", "where",
        /// "key", "what"}], "known": n}`, indented, keys sorted; `markdown`: a table (for a pull-request
        /// comment or a job summary).
        case report(ReportFormat)
        /// GitHub Actions annotations: `::error file=PATH,line=N,title=RULE::where: what`, at the Swift
        /// declaration when the violation has one (``Violation/declaredIn``), else at the trace file.
        case github
        /// `path:line:1: warning: where: what [RULE]`, the line Xcode, SwiftLint and compilers print, at the
        /// Swift declaration when there is one, else `TRACE: warning: …` (see ``XcodeDiagnostic``).
        case xcode

        /// Every report format, then the annotations.
        public static var allCases: [Format] { ReportFormat.allCases.map(Format.report) + [.github, .xcode] }

        /// The name `--format` takes.
        public var rawValue: String {
            switch self {
            case .report(let format): format.rawValue
            case .github: "github"
            case .xcode: "xcode"
            }
        }
    }

    /// The violations reported (those that count: with a baseline, only new ones).
    public var violations: [Violation]
    /// How many violations the baseline knew, left out of the report.
    public var known: Int

    /// Creates a report of `violations`; `known` counts those a baseline left out.
    public init(violations: [Violation], known: Int = 0) {
        self.violations = violations
        self.known = known
    }

    /// The report as `format`; empty for text, github and xcode when there is nothing to report. `traceFile` is
    /// where a github annotation points when its violation has no Swift declaration (none: no file).
    public func render(_ format: Format, traceFile: String? = nil) -> String {
        switch format {
        case .report(.text): violations.map { TerminalText.wholeLine($0.line) + "\n" }.joined()
        case .report(.json): json
        case .report(.markdown): markdown
        case .github: violations.map { annotation($0, traceFile: traceFile) }.joined()
        case .xcode: violations.map { XcodeDiagnostic(violation: $0, traceFile: traceFile).line + "\n" }.joined()
        }
    }

    /// One `::error` workflow command; a `declaredIn` that is not `path:line` is ignored.
    private func annotation(_ violation: Violation, traceFile: String?) -> String {
        var properties: [String] = []
        if let place = violation.declaredIn.flatMap(SourceLocation.init) {
            properties += ["file=\(GitHubAnnotationText.property(place.path))", "line=\(place.line)"]
        } else if let traceFile {
            properties.append("file=\(GitHubAnnotationText.property(traceFile))")
        }
        properties.append("title=\(GitHubAnnotationText.property(violation.rule.rawValue))")
        return "::error \(properties.joined(separator: ","))::"
            + GitHubAnnotationText.message("\(violation.location): \(violation.what)") + "\n"
    }

    private struct JSONReport: Encodable {
        var violations: [Violation]
        var known: Int
    }

    private var json: String {
        // Encoding strings and integers cannot fail.
        (try? StableJSON.text(JSONReport(violations: violations, known: known))) ?? "\n"
    }

    private var markdown: String {
        var text =
            violations.isEmpty
            ? "No violations.\n"
            : MarkdownTable(
                ["Rule", "Where", "What"], rows: violations.map { [$0.rule.rawValue, $0.location, $0.what] }
            ).text
        if known > 0 {
            text += "\n\(known) known violation\(known == 1 ? "" : "s") from the baseline not listed.\n"
        }
        return text
    }
}
