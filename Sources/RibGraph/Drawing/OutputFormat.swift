/// The file formats a picture can be drawn in: what ``SceneRenderer`` renders, and nothing else.
public enum OutputFormat: String, FileFormat {
    case svg, png, pdf, dot, json
}
