/// The file formats a picture can be written in.
public enum OutputFormat: String, FileFormat {
    case svg, png, pdf, dot, json
    /// A self-contained page that steps through the whole trace (``ViewerPage``); `snapshot` only.
    case html
}
