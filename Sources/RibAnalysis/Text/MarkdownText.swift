/// Makes user text (RIB names, types, file names, captions) literal in GitHub-flavoured Markdown: it stays
/// inside its table cell or heading, none of it becomes HTML, a link, code or emphasis, and no `@name` in it
/// notifies anyone.
enum MarkdownText {
    /// `text` with hidden characters shown (``VisibleText``: a line break cannot end a row or heading, a
    /// bidi control cannot reorder it), `|` and Markdown's punctuation `\`, the backtick, `*` `_` `[` `]` `~`
    /// backslash-escaped, `&` `<` `>` as entities (GitHub would read `Observable<Int>` as a tag), and a
    /// zero-width joiner after every `@` but one before a space, which keeps `@user` and `@org/team` from
    /// being mentions.
    static func escape(_ text: String) -> String {
        guard !VisibleText.isPlain(text, avoiding: "|\\`*_[]~&<>@") else { return text }
        let escaped = VisibleText.map(text) { scalar in
            switch scalar {
            case "|", "\\", "`", "*", "_", "[", "]", "~": "\\" + String(scalar)
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "@": "@\u{200D}"
            default: nil
            }
        }
        // No mention starts with `@ ` (ribgraph's own "@ seq 6" among them): that one stays as written.
        return escaped.replacing("@\u{200D} ", with: "@ ")
    }
}
