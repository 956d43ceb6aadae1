import RibGraph
import RibTrace

/// The pages `serve` answers `GET /` with: the viewer, or a short error page, each with the script that
/// reloads it when the file changes. An error page says where and why, escaped, in words that name only
/// flags `serve` accepts, and never more of the file than a decoder's message names.
enum LivePage {
    /// The reload script (LiveReload.js); `RIBGRAPH_EVENTS` in it stands for the event stream's address.
    private static let reload = EmbeddedScript.text(PackageResources.LiveReload_js)

    /// The script that listens on the event stream at path `events` (carrying the token) and reloads on a change.
    /// A viewer at its last event keeps following: the `seq` its hash holds once the view is panned, zoomed
    /// or a RIB selected would show that event again after the reload, and its view (`z`, `x`, `y`) is a
    /// place in a drawing the new events lay out again, so both go first; the selection and search stay,
    /// and the reloaded page fits the tree or brings the selected RIB into view. A viewer stepped back to
    /// an earlier event stays where it is.
    static func reloadScript(token: String, events: String = "/events") -> String {
        "<script>" + reload.replacing("RIBGRAPH_EVENTS", with: "\"\(events)?token=\(token)\"") + "</script>"
    }

    /// The viewer's page `html` with the reload script before its `</body>`.
    static func viewer(_ html: [UInt8], token: String, events: String = "/events") -> [UInt8] {
        let script = Array(reloadScript(token: token, events: events).utf8)
        let end = Array("</body>".utf8)
        var index = html.count - end.count
        while index >= 0 {
            if html[index] == end[0] && html[index..<index + end.count].elementsEqual(end) {
                return Array(html[..<index]) + script + html[index...]
            }
            index -= 1
        }
        return html + script
    }

    /// A page that shows `message` (escaped) and reloads when the file changes.
    static func error(_ message: String, token: String, events: String = "/events") -> [UInt8] {
        Array(
            ("<!doctype html><meta charset=utf-8><title>ribgraph serve</title>"
                + "<pre>\(WebEscaping.html(message))</pre>" + reloadScript(token: token, events: events)).utf8)
    }

    /// A stream's index: a link to each session's page with its app and event count, reloaded every two
    /// seconds so that new sessions appear.
    static func index(_ sessions: [(id: String, app: String?, events: Int)], token: String) -> [UInt8] {
        let rows = sessions.map { session in
            "<li><a href=\"/sessions/\(WebEscaping.html(session.id))?token=\(token)\">\(WebEscaping.html(session.id))</a> "
                + "\(WebEscaping.html(session.app ?? "")) (\(session.events) events)</li>"
        }
        return Array(
            ("<!doctype html><meta charset=utf-8><meta http-equiv=refresh content=2><title>ribgraph serve: sessions</title>"
                + "<h1>Sessions</h1>"
                + (rows.isEmpty ? "<p>No probe has sent anything yet.</p>" : "<ul>\(rows.joined())</ul>")).utf8)
    }

    /// The longest message an error page shows; a decoder's reason may quote a name from the file.
    static let maxMessageLength = 400

    /// What the page says about `error`: a ribgraph error's place and reason (at most
    /// ``maxMessageLength`` characters), with the flags to raise a limit as `serve` spells them; any
    /// other error only that the page could not be drawn.
    static func message(for error: Error, file: String) -> String {
        let message: String
        switch error {
        case SnapshotError.tooManyRIBs(let count, let limit):
            message =
                "\(file): the page would draw \(count) RIBs, more than the \(limit) ribgraph draws; "
                + "restart ribgraph serve with --max-ribs \(count)"
        case ViewerError.tooManyEvents(_, let count, let limit):
            message =
                "\(file): \(count) events, more than the \(limit) a page holds; restart ribgraph serve with --max-events \(count)"
        case let error as LocatedError:
            message = error.description
        default:
            message = "\(file): the page could not be drawn (an internal error)"
        }
        return message.count <= maxMessageLength ? message : String(message.prefix(maxMessageLength)) + "…"
    }
}
