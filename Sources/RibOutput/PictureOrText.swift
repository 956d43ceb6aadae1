/// What one subcommand writes, chosen by `--format` or an output's extension: a picture in one of the
/// ``OutputFormat``s, or one of the subcommand's own texts (`Text`: a diff's Markdown, the viewer's HTML).
/// Whoever makes the output is decided by the case, so that a text never passes through the drawing
/// library.
package enum PictureOrText<Text: FileFormat>: FileFormat, NamedCases {
    /// A picture.
    case picture(OutputFormat)
    /// One of the texts.
    case text(Text)

    /// Every picture format whose name no text takes, then the texts: a text named like a picture format
    /// (a diff's `json`, its changes for bots) wins over Graphviz's output of that name.
    package static var allCases: [Self] {
        let texts = Text.allCases.map(Self.text)
        let taken = Set(texts.map(\.rawValue))
        return OutputFormat.allCases.filter { !taken.contains($0.rawValue) }.map(Self.picture) + texts
    }

    /// The name `--format` takes and the extension that chooses it.
    package var rawValue: String {
        switch self {
        case .picture(let format): format.rawValue
        case .text(let text): text.rawValue
        }
    }

    /// The texts' other extensions (`md` for Markdown).
    package static var aliases: [String: Self] { Text.aliases.mapValues(Self.text) }
}
