import Foundation
import RibAnalysis
import RibOutput
import RibTrace

/// Writes a frame sequence as a directory: `frame-0001.svg` (or `.png`), one per event, and an
/// `index.html` that steps through them.
public struct FramesExport: Sendable {
    /// The formats frames can be written in.
    package static let formats: [OutputFormat] = [.svg, .png]

    public let frames: FrameSequence
    /// `svg` or `png`.
    public let format: OutputFormat

    /// Prepares to write `frames` in `format`.
    public init(frames: FrameSequence, format: OutputFormat) {
        self.frames = frames
        self.format = format
    }

    /// The name of the frame at `index` (0-based): `frame-0001.svg` for the first.
    package func fileName(ofFrame index: Int) -> String {
        let number = String(index + 1)
        let width = max(4, String(frames.count).count)
        return "frame-" + String(repeating: "0", count: max(0, width - number.count)) + number + "." + format.rawValue
    }

    /// Whether `name` is a file frames write: `index.html`, or a frame in any of ``formats``, so that a
    /// directory written in one format can be replaced by a run in another.
    static func isOwn(_ name: String) -> Bool {
        guard name != "index.html" else { return true }
        guard name.hasPrefix("frame-"), let suffix = OutputFormat.pathExtension(name) else { return false }
        let number = name.dropFirst("frame-".count).dropLast(suffix.count + 1)
        return !number.isEmpty && number.allSatisfy(\.isASCII) && number.allSatisfy(\.isNumber)
            && formats.contains { $0.rawValue == suffix }
    }

    /// The most frames a run writes unless told otherwise: a few minutes of PNGs, a few hundred MB at most.
    public static let defaultMaxFrames = 500

    /// Throws ``FramesError/tooManyFrames(count:max:every:events:)`` when `frames` has more than `max` frames.
    public func check(max: Int) throws {
        guard frames.count > max else { return }
        throw FramesError.tooManyFrames(
            count: frames.count, max: max, every: frames.every, events: frames.trace.events.count)
    }

    /// The most bytes a run writes unless told otherwise (512 MiB): 500 frames of a large tree as SVG.
    public static let defaultMaxBytes = 512 << 20

    /// Writes every frame and the index into `directory`, replacing it atomically (see `AtomicDirectory` for
    /// when it refuses); `inputs` are the run's input files; `progress` is called with 0 once the directory is
    /// accepted, then with the number of frames written after each one. Returns each frame's warnings. Throws
    /// `OutputError`, ``GraphvizError`` or `InputError`, and ``FramesError/tooManyBytes(max:frame:count:written:)``
    /// before a file would take the output past `maxBytes`; `directory` is untouched then.
    @discardableResult
    public func write(
        to directory: String, inputs: [String], maxBytes: Int = defaultMaxBytes,
        progress: (Int) -> Void = { _ in }
    ) throws -> [OutputWarning] {
        var warnings: [OutputWarning] = []
        try AtomicDirectory.write(to: directory, inputs: inputs, isOwn: Self.isOwn) { folder in
            var entries: [FramesIndexPage.Entry] = []
            var index = 0
            var written = 0
            progress(0)
            try frames.forEachFrame { frame in
                let output = try frames.draw(frame, format: format)
                warnings.append(contentsOf: output.warnings)
                let name = fileName(ofFrame: index)
                guard output.bytes.count <= maxBytes - written else {
                    throw FramesError.tooManyBytes(
                        max: maxBytes, frame: index + 1, count: frames.count, written: written + output.bytes.count)
                }
                written += output.bytes.count
                try AtomicDirectory.writeFile(output.bytes, named: name, in: folder, reportedAs: directory)
                entries.append(FramesIndexPage.Entry(file: name, seq: frame.seq, caption: frame.caption))
                index += 1
                progress(index)
            }
            let captions = TraceCaption(trace: frames.loaded)
            let page = Array(FramesIndexPage(title: captions.pageTitle, entries: entries).html.utf8)
            guard page.count <= maxBytes - written else {
                throw FramesError.tooManyBytes(
                    max: maxBytes, frame: frames.count, count: frames.count, written: written + page.count)
            }
            try AtomicDirectory.writeFile(page, named: "index.html", in: folder, reportedAs: directory)
        }
        return warnings
    }
}
