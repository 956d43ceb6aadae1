import RibTrace

/// Text for a terminal or a CI log: ribgraph's reports on standard output and its messages on standard
/// error. A name can neither end its line (forging a `ribgraph:` line), nor send escape sequences (clearing
/// the screen, retitling the terminal), nor reorder the line with bidi controls.
package enum TerminalText {
    /// `text` as (part of) one line: every control character, tab and line break included, every bidi
    /// control and non-character shown as `\u{X}` (``VisibleText``).
    package static func line(_ text: String) -> String {
        VisibleText.escape(text)
    }

    /// `text` as a whole line of a log: as ``line(_:)``, and `ribgraph: ` before a line a name could make a
    /// CI runner's command (`::error …`, `SourceLocation.mayCommandARunner(_:)`).
    package static func wholeLine(_ text: String) -> String {
        let escaped = line(text)
        return SourceLocation.mayCommandARunner(escaped) ? "ribgraph: " + escaped : escaped
    }
}
