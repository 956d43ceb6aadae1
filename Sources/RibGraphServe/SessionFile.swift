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
/// The file is one of two copies of the session (hidden beside it: `.ID.json.ribgraph-a` and `-b`), to
/// which it is a hard link. A batch costs what the batch costs: while the members before `events` are
/// unchanged, it brings the copy the file does not name up to date, in one `pwrite` where that copy's last
/// event row ends (the rows of the batch before, which it lacks, then this batch's, then the members after
/// `events`: the RIB list, which does not grow with the session), syncs it, and then renames a new link to
/// it over the file. Nothing the file names is ever written in place, so a process killed at any byte of a
/// batch, or a disk that fills during it, leaves the file as it was before (holding every event
/// acknowledged so far) or after. Anything else (a state, a batch that changes the members before `events`,
/// a copy or a file someone else changed, a failed batch) writes both copies whole and links the file to
/// one; a file that is a symbolic link or no regular file, or on a file system without hard links, is replaced
/// whole at each write, as `AtomicFileWriter` writes.
struct SessionFile {
    /// The file the page and the event stream watch.
    let file: WatchedFile
    /// The copies as this writer last left them, when the next batch can be appended.
    private var copies: Copies?
    /// False once the file system refused a hard link: the file is then replaced whole at each write.
    private var canLink = true

    /// One copy: its path, the end of its last event row, and its version after this writer's last write.
    private struct Copy {
        var path: String
        var eventsEnd: Int
        var version: FileVersion
    }

    /// The copy the file names, the other, the text before `events` of both, and the event rows the
    /// named copy holds and the other does not (the last batch's).
    private struct Copies {
        var named: Copy
        var spare: Copy
        var head: String
        var pending: [UInt8]
    }

    /// The session file at `file`'s path; nothing is written yet.
    init(file: WatchedFile) { self.file = file }

    /// The hidden path of copy `letter` of the file.
    private func copyPath(_ letter: String) -> String {
        let slash = file.path.lastIndex(of: "/")
        let folder = slash.map { String(file.path[...$0]) } ?? ""
        let base = slash.map { String(file.path[file.path.index(after: $0)...]) } ?? file.path
        return folder + "." + base + ".ribgraph-" + letter
    }

    /// Makes the file `trace`. `newEvents`: how many of its events (the last ones) this batch added, which
    /// are appended when the copies are as this writer left them.
    /// Throws `OutputError`: the file is as before (or, when only the last sync failed, as after).
    mutating func write(_ trace: Trace, newEvents: Int) throws(OutputError) {
        let head = TraceEncoder.beforeEvents(trace)
        let tail = TraceEncoder.afterLastEvent(trace)
        if var copies, newEvents < trace.events.count, head == copies.head, isAsLeft(copies) {
            self.copies = nil
            let rows = Array(trace.events.suffix(newEvents).map(TraceEncoder.appended).joined().utf8)
            try append(rows, Array(tail.utf8), to: &copies)
            self.copies = copies
            return
        }
        self.copies = nil
        let bytes = TraceEncoder.encode(trace)
        if canLink, trace.origin == .live, !trace.events.isEmpty, isRegularOrMissing(file.path) {
            copies = try writeWhole(bytes, eventsEnd: bytes.count - tail.utf8.count, head: head)
            if copies != nil { return }
            canLink = false
        }
        for letter in ["a", "b"] { unlink(copyPath(letter)) }
        try AtomicFileWriter.write(bytes, to: file.path, durably: true)
    }

    /// Whether the file still names the copy this writer linked it to, and neither copy changed since.
    private func isAsLeft(_ copies: Copies) -> Bool {
        file.version() == copies.named.version && Self.version(copies.spare.path) == copies.spare.version
    }

    /// The version of `path` itself, not of what a link there points to.
    private static func version(_ path: String) -> FileVersion? {
        var info = stat()
        return lstat(path, &info) == 0 ? FileVersion(info) : nil
    }

    private func isRegularOrMissing(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 ? errno == ENOENT : info.st_mode & S_IFMT == S_IFREG
    }

    /// Writes `bytes` to both copies, then links the file to the first. Returns the copies as written, or nil
    /// when the file system makes no hard links.
    private func writeWhole(_ bytes: [UInt8], eventsEnd: Int, head: String) throws(OutputError) -> Copies? {
        var written: [Copy] = []
        for letter in ["a", "b"] {
            let path = copyPath(letter)
            try AtomicFileWriter.write(bytes, to: path, durably: true, links: .replaced)
            TemporaryFiles.register(path, isDirectory: false)
            guard let version = Self.version(path) else {
                throw .cannotWrite(path: file.name, reason: "its copy \(path) vanished as it was written")
            }
            written.append(Copy(path: path, eventsEnd: eventsEnd, version: version))
        }
        guard try linkFile(to: written[0].path) else { return nil }
        return Copies(named: written[0], spare: written[1], head: head, pending: [])
    }

    /// Brings the spare copy up to date with `rows` and `tail` after the pending rows, syncs it and links
    /// the file to it; the copies swap roles.
    private func append(_ rows: [UInt8], _ tail: [UInt8], to copies: inout Copies) throws(OutputError) {
        var spare = copies.spare
        let bytes = copies.pending + rows + tail
        let fd = open(spare.path, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                pwrite(fd, $0.baseAddress! + offset, $0.count - offset, off_t(spare.eventsEnd + offset))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw failure(errno) }
            offset += count
        }
        var info = stat()
        guard ftruncate(fd, off_t(spare.eventsEnd + bytes.count)) == 0, dataSync(fd) == 0, fstat(fd, &info) == 0
        else { throw failure(errno) }
        spare.eventsEnd += copies.pending.count + rows.count
        spare.version = FileVersion(info)
        guard try linkFile(to: spare.path) else { throw failure(EPERM) }
        copies = Copies(named: spare, spare: copies.named, head: copies.head, pending: rows)
    }

    /// Makes the file a hard link to the copy at `path`: a new link beside it, renamed over it, and their
    /// folder synced. False, with nothing changed, when the file system makes no hard links.
    private func linkFile(to path: String) throws(OutputError) -> Bool {
        let fresh = copyPath("link")
        unlink(fresh)
        guard link(path, fresh) == 0 else {
            if [EPERM, EOPNOTSUPP, EXDEV, EMLINK].contains(errno) { return false }
            throw failure(errno)
        }
        try AtomicFileWriter.move(fresh, over: file.path, reportedAs: file.name, durably: true)
        return true
    }

    private func failure(_ code: Int32) -> OutputError {
        .cannotWrite(path: file.name, reason: AtomicFileWriter.reason(code))
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
