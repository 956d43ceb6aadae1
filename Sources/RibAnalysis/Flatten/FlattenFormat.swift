import RibOutput
import RibTrace

extension FlattenProposal {
    /// The texts a proposal is written as besides its picture, which RibGraph draws (``FlattenPlan``'s
    /// Markdown and the proposed trace).
    public enum TextFormat: String, FileFormat {
        /// The plan (`FlattenPlan.markdown`).
        case markdown
        /// The proposal, a source trace (`TraceEncoder`).
        case json

        /// `.md` is the plan.
        package static var aliases: [String: TextFormat] { ["md": .markdown] }
    }

    /// What `ribgraph flatten` writes: today and the proposal side by side, or one of the texts (the name
    /// `json` is the proposal: Graphviz's JSON of the picture is left out).
    package typealias Format = PictureOrText<TextFormat>

    /// The proposal as the text `format` names.
    public func rendered(as format: TextFormat) -> RenderedOutput {
        switch format {
        case .markdown: RenderedOutput(text: FlattenPlan(self).markdown)
        case .json: RenderedOutput(bytes: TraceEncoder.encode(proposal))
        }
    }
}
