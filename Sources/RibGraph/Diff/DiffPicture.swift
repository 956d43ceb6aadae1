import RibAnalysis
import RibTrace

/// A diff drawn: both trees in one picture with BASE's positions kept (``DiffLayout``), or its Markdown
/// and Mermaid forms, in the formats `ribgraph diff` writes.
extension Diff {
    /// The formats a diff can be written in.
    public enum Format: String, FileFormat {
        case svg, png, pdf, markdown, mermaid

        /// `.md` is Markdown, `.mmd` Mermaid.
        public static var aliases: [String: Format] { ["md": .markdown, "mmd": .mermaid] }
    }

    /// Both trees in one picture, BASE's positions kept. Throws ``SnapshotError``.
    public var layout: DiffLayout {
        get throws { DiffLayout(base: try Self.scene(of: base), head: try Self.scene(of: head), diff: diff, title: title) }
    }

    /// What `side`'s own snapshot shows: the scene whose positions the diff picture keeps for BASE.
    public static func scene(of side: Prepared) throws -> Scene {
        try Snapshot(trace: side.side.trace, file: side.side.file, options: SnapshotOptions(seq: side.side.seq)).scene(of: side.tree)
    }

    /// The diff in `format`, as bytes. Throws ``GraphvizError`` for pictures.
    public func render(_ format: Format) throws -> SceneRenderer.Output {
        switch format {
        case .markdown: SceneRenderer.Output(bytes: Array(markdown.utf8), warnings: [])
        case .mermaid: SceneRenderer.Output(bytes: Array(mermaid.utf8), warnings: [])
        case .svg: try SceneRenderer.render(try layout.page, format: .svg)
        case .png: try SceneRenderer.render(try layout.page, format: .png)
        case .pdf: try SceneRenderer.render(try layout.page, format: .pdf)
        }
    }
}
