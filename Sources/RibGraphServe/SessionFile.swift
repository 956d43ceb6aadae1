import RibGraph
import RibOutput
import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A stream session's file, always the bytes `TraceEncoder.encode(_:)` gives for the session's trace,
/// and on the disk before a batch is acknowledged.
///
/// A batch costs what the batch costs: while the members before `events` are unchanged, its events are
/// written in one `pwrite` where the old last row ended, followed by the members after `events` (the
/// RIB list, which does not grow with the session), then `fdatasync`. The bytes of every acknowledged event
/// are never written again, and a process killed at any moment leaves the file as it was before or after
/// the write, valid either way. Anything else (a state, a batch that changes the members before `events`
/// or shortens the file, a file someone else changed) replaces the file atomically and durably.
struct SessionFile {
    /// The file the page and the event stream watch.
    let file: WatchedFile
    /// What this writer last wrote, when the next batch can be appended to it.
    private var written: Written?

    /// The end of the last event row, the text before `events` and the file's version after the write.
    private struct Written {
        var eventsEnd: Int
        var head: String
        var version: FileVersion
    }

    /// The session file at `file`'s path; nothing is written yet.
    init(file: WatchedFile) { self.file = file }

    /// Makes the file `trace`. `newEvents`: how many of its events (the last ones) this batch added, which
    /// are appended when the file holds the others as this writer wrote them.
    /// Throws `OutputError`: the file is as before, unless an append failed midway (a full disk), and
    /// the next write replaces it whole.
    mutating func write(_ trace: Trace, newEvents: Int) throws(OutputError) {
        let head = TraceEncoder.beforeEvents(trace)
        let tail = TraceEncoder.afterLastEvent(trace)
        if let written, newEvents < trace.events.count, head == written.head,
            try append(trace.events.suffix(newEvents), tail, after: written)
        {
            return
        }
        let bytes = TraceEncoder.encode(trace)
        written = nil
        try AtomicFileWriter.write(bytes, to: file.path, durably: true)
        if trace.origin == .live, !trace.events.isEmpty, let version = file.version() {
            written = Written(eventsEnd: bytes.count - tail.utf8.count, head: head, version: version)
        }
    }

    /// Writes `events` and `tail` where the last event row of `before` ends; false (nothing written) when
    /// the file is not as this writer left it or would get shorter (bytes would be left past the end).
    private mutating func append(_ events: ArraySlice<TraceEvent>, _ tail: String, after before: Written)
        throws(OutputError) -> Bool
    {
        let rows = events.map(TraceEncoder.appended).joined()
        let bytes = Array((rows + tail).utf8)
        guard Int64(before.eventsEnd + bytes.count) >= before.version.size else { return false }
        let fd = open(file.path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, FileVersion(info) == before.version else { return false }
        written = nil
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(fd, $0.baseAddress! + offset, $0.count - offset, off_t(before.eventsEnd + offset))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw .cannotWrite(path: file.name, reason: AtomicFileWriter.reason(errno)) }
            offset += count
        }
        guard dataSync(fd) == 0, fstat(fd, &info) == 0 else {
            throw .cannotWrite(path: file.name, reason: AtomicFileWriter.reason(errno))
        }
        written = Written(eventsEnd: before.eventsEnd + rows.utf8.count, head: before.head, version: FileVersion(info))
        return true
    }
}

/// `fdatasync(2)` where there is one (the data and the size reach the disk, not the times), else `fsync(2)`.
private func dataSync(_ fd: Int32) -> Int32 {
    #if canImport(Glibc)
    fdatasync(fd)
    #else
    fsync(fd)
    #endif
}
