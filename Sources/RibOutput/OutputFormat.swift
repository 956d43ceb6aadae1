/// The file formats a picture can be drawn in: what RibGraph's renderer draws (Graphviz's `svg`, `png`,
/// `pdf`, `dot` and `json` outputs), and nothing else.
public enum OutputFormat: String, FileFormat {
    case svg, png, pdf, dot, json
}
