import RibTrace

/// A `frames` run that would write more than it was allowed to: too many frames, or too many bytes.
enum FramesError: LocatedError, Equatable {
    /// `count` frames (one every `every` of `events` events) exceed `--max`; the message says how to bring
    /// the count down.
    case tooManyFrames(count: Int, max: Int, every: Int, events: Int)
    /// The trace in `file` is a scan of the sources: a graph of what can be attached, with no events to draw
    /// one frame each of. The trace is sound; `frames` is the wrong command for it, so this is a usage error.
    case sourceTrace(file: String)
    /// Frame `frame` of `count` would take what the run writes to `written` bytes, past `--max-bytes`
    /// (`max`); nothing is written then.
    case tooManyBytes(max: Int, frame: Int, count: Int, written: Int)

    /// Asking for fewer frames, or allowing more, or another command, is the user's call.
    var kind: FailureKind { .usage }

    var description: String {
        switch self {
        case .tooManyFrames(let count, let max, let every, let events):
            // n events at one frame every k events (and the last) make at most ceil(n / k) + 1 frames.
            let room = Swift.max(max - 1, 1)
            let needed = Swift.max(every + 1, (events + room - 1) / room)
            return
                "--max \(max): this run would write \(count) frames (one every \(every) event\(every == 1 ? "" : "s")); "
                + "draw fewer with --every \(needed), --focus or --depth, or allow them with --max \(count)"
        case .sourceTrace(let file):
            return "\(file): a scan of the sources is a graph of what can be attached, with no events to draw "
                + "frames of; draw it with ribgraph snapshot (-o app.svg), or browse it with ribgraph snapshot -o app.html"
        case .tooManyBytes(let max, let frame, let count, let written):
            // At the rate so far, all `count` frames take about written / frame * count bytes.
            let estimate = ByteCount(Int((Double(written) / Double(Swift.max(frame, 1)) * Double(count)).rounded(.up)))
            return
                "--max-bytes \(max): frame \(frame) of \(count) would bring the output to \(ByteCount(written)), past the "
                + "\(ByteCount(max)) allowed (about \(estimate) for all frames); nothing was written. Draw fewer or smaller frames "
                + "with --every, --focus, --depth or --format svg, or allow more with --max-bytes"
        }
    }
}
