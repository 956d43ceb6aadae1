import ArgumentParser
import RibAnalysis
import RibGraph
import RibOutput

/// The formats one subcommand writes: the only ones its `--format` accepts and its `--help` lists.
protocol FormatList {
    associatedtype Format: FileFormat
    static var accepted: [Format] { get }
}

/// A `--format` value limited to `List.accepted`.
struct FormatOption<List: FormatList>: ExpressibleByArgument {
    var format: List.Format

    init?(argument: String) {
        guard let format = List.Format(name: argument), List.accepted.contains(format) else { return nil }
        self.format = format
    }

    static var allValueStrings: [String] { List.accepted.map(\.rawValue) }

    var defaultValueDescription: String { format.rawValue }

    /// The format to write `output` in: the option when given, else the output's extension (an
    /// extension naming no accepted format is an error), else the first accepted format.
    static func choose(_ option: Self?, for output: String) throws -> List.Format {
        try List.Format.choose(option?.format, for: output, accepted: List.accepted)
    }
}

enum SnapshotFormats: FormatList { static let accepted = Snapshot.Format.allCases }
enum CompareFormats: FormatList { static let accepted = Comparison.formats }
enum FramesFormats: FormatList { static let accepted = FramesExport.formats }
enum DiffFormats: FormatList { static let accepted = Diff.Format.allCases }
enum FlattenFormats: FormatList { static let accepted = FlattenProposal.Format.allCases }
