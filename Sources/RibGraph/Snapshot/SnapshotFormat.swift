extension Snapshot {
    /// What `ribgraph snapshot` writes: a picture of one event in one of the drawing formats, or the HTML
    /// viewer, a page that steps through the whole trace (``ViewerPage``), which no renderer draws.
    public enum Format: FileFormat, NamedCases {
        /// A picture of one event, drawn by ``SceneRenderer``.
        case picture(OutputFormat)
        /// The HTML viewer (`html`).
        case viewer

        /// Every picture format, then `html`.
        public static var allCases: [Format] { OutputFormat.allCases.map(Format.picture) + [.viewer] }

        /// The name `--format` takes and the extension that chooses it.
        public var rawValue: String {
            switch self {
            case .picture(let format): format.rawValue
            case .viewer: "html"
            }
        }
    }
}
