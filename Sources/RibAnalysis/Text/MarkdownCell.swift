/// Makes user text (RIB names, types, file names) stay inside one cell of a Markdown table.
enum MarkdownCell {
    /// `text` with `|` and `\` escaped, `<` and `>` as entities (GitHub would read `Observable<Int>` as a
    /// tag and drop it) and line breaks as spaces.
    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "|": out += "\\|"
            case "\\": out += "\\\\"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\n", "\r", "\r\n": out += " "
            default: out.append(character)
            }
        }
        return out
    }
}
