import Foundation
import RibTrace

/// Writes a frame sequence as a directory: `frame-0001.svg` (or `.png`), one per event, and an
/// `index.html` that steps through them.
public struct FramesExport: Sendable {
    public let frames: FrameSequence
    /// `svg` or `png`.
    public let format: OutputFormat

    /// Prepares to write `frames` in `format`.
    public init(frames: FrameSequence, format: OutputFormat) {
        self.frames = frames
        self.format = format
    }

    /// The name of the frame at `index` (0-based): `frame-0001.svg` for the first.
    public func fileName(ofFrame index: Int) -> String {
        let number = String(index + 1)
        let width = max(4, String(frames.count).count)
        return "frame-" + String(repeating: "0", count: max(0, width - number.count)) + number + "." + format.rawValue
    }

    /// Writes every frame and the index into `directory`, replacing it atomically. Returns Graphviz's
    /// warnings. Throws ``OutputError``, ``GraphvizError`` or ``TraceError``; `directory` is untouched then.
    @discardableResult
    public func write(to directory: String) throws -> [String] {
        var warnings: [String] = []
        try AtomicDirectory.write(to: directory) { folder in
            var entries: [FramesIndexPage.Entry] = []
            var index = 0
            try frames.forEachFrame { frame in
                let output = try frames.draw(frame, format: format)
                warnings.append(contentsOf: output.warnings)
                let name = fileName(ofFrame: index)
                try AtomicDirectory.writeFile(output.bytes, named: name, in: folder, reportedAs: directory)
                entries.append(FramesIndexPage.Entry(file: name, seq: frame.seq, caption: frame.caption))
                index += 1
            }
            let captions = TraceCaption(trace: frames.trace, file: frames.file)
            let page = FramesIndexPage(title: captions.pageTitle, entries: entries, eventWord: captions.eventWord).html
            try AtomicDirectory.writeFile(Array(page.utf8), named: "index.html", in: folder, reportedAs: directory)
        }
        return warnings
    }
}
