/// Makes user text literal in a GitHub Actions workflow command (`::error file=F,title=T::message`), as the
/// runner reads it: `%` `\r` `\n` (and in properties `:` `,`) percent-encoded, every other hidden
/// character shown as `\u{X}` (``VisibleText``), so a name can neither end the command nor start another.
enum GitHubAnnotationText {
    /// A command's message, after `::`.
    static func message(_ text: String) -> String {
        escape(text, properties: false)
    }

    /// A command's property value (`file`, `title`).
    static func property(_ text: String) -> String {
        escape(text, properties: true)
    }

    private static func escape(_ text: String, properties: Bool) -> String {
        guard !VisibleText.isPlain(text, avoiding: properties ? "%:," : "%") else { return text }
        return VisibleText.map(text) { scalar in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":" where properties: "%3A"
            case "," where properties: "%2C"
            default: nil
            }
        }
    }
}
