import RibOutput

extension Diff {
    /// The texts a diff is written as besides its pictures, which RibGraph draws.
    public enum TextFormat: String, FileFormat {
        /// The pull-request summary (``Diff/markdown``).
        case markdown
        /// A Mermaid graph (``Diff/mermaid``).
        case mermaid
        /// The changes for bots (``Diff/json``).
        case json

        /// `.md` is Markdown, `.mmd` Mermaid.
        package static var aliases: [String: TextFormat] { ["md": .markdown, "mmd": .mermaid] }
    }

    /// What `ribgraph diff` writes: a picture, or one of the texts (the name `json` is the diff's own JSON:
    /// Graphviz's JSON of the picture, which no reader of a diff asked for, is left out).
    package typealias Format = PictureOrText<TextFormat>

    /// The diff as the text `format` names. Throws what encoding JSON throws.
    public func rendered(as format: TextFormat) throws -> RenderedOutput {
        switch format {
        case .markdown: RenderedOutput(text: markdown)
        case .mermaid: RenderedOutput(text: mermaid)
        case .json: RenderedOutput(text: try json)
        }
    }
}
