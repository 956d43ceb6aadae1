import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The trace file `serve` watches: a regular file, read whole without ever blocking. It is opened
/// non-blocking and checked through the open descriptor, so a FIFO, a device or a socket put in its
/// place (even between two reads) is refused with a reason instead of holding a thread.
struct WatchedFile: Sendable {
    /// The path as given.
    let path: String

    /// The file at `path`. Throws ``LiveServerError/standardInput`` for `-`: standard input is read once.
    init(path: String) throws(LiveServerError) {
        guard path != "-" else { throw .standardInput }
        self.path = path
    }

    /// How messages name the file.
    var name: String { InputFile.displayName(path) }

    /// The file's version now, without opening it; nil when it is missing.
    func version() -> FileVersion? { FileVersion.of(path: path) }

    /// The file's bytes and the version they are. Throws `InputError`: missing or unreadable
    /// (no input), not a regular file (no input), larger than `InputLimits.maxBytes` (bad data), out of
    /// descriptors or memory (internal failure).
    func read(limits: InputLimits) throws(InputError) -> (version: FileVersion, bytes: [UInt8]) {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw unreadable(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw unreadable(errno) }
        let version = FileVersion(info)
        guard version.isRegular else {
            throw .unreadable(
                file: name,
                reason: "is \(Self.typeName(info.st_mode)), not a regular file; "
                    + "serve reads a trace file that a probe rewrites")
        }
        if Int(info.st_size) > limits.maxBytes { throw tooLarge(limits) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Int(info.st_size))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if count == 0 { return (version, bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                throw unreadable(errno)
            }
            bytes += chunk[..<count]
            if bytes.count > limits.maxBytes { throw tooLarge(limits) }
        }
    }

    /// The error for `errno` `code`. Running out of descriptors or memory says nothing about the file:
    /// that is an internal failure, which the page cache does not keep.
    private func unreadable(_ code: Int32) -> InputError {
        let transient = [EMFILE, ENFILE, ENOMEM, ENOBUFS].contains(code)
        return InputError(
            file: name, place: .input,
            reason: code == ENOENT ? "no such file" : "cannot be read: " + SystemErrorText.words(code),
            kind: transient ? .internalFailure : .noInput)
    }

    private func tooLarge(_ limits: InputLimits) -> InputError {
        InputError(
            file: name, place: .input,
            reason: "larger than the \(ByteCount(limits.maxBytes)) ribgraph reads "
                + "(raise it with --max-input-size)", kind: .badData)
    }

    /// What a file of type `mode` is, in words.
    private static func typeName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFDIR: "a directory"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}

/// `read(2)`, named apart from ``WatchedFile/read(limits:)``.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(fd, buffer, count)
    #else
    Darwin.read(fd, buffer, count)
    #endif
}
