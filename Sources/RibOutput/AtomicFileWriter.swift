import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)`, named apart from ``AtomicFileWriter/write(_:to:)``.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
    #else
    Darwin.write(fd, buffer, count)
    #endif
}

/// Writes every output ribgraph produces, the way `cp` would but all at once: a regular file is written
/// into a temporary file beside it and renamed over it (so a failing run never leaves a partial file and
/// never clobbers the old one), a symbolic link the user named is written through to its target, and a
/// device, FIFO or `-` (standard output) is written directly. Every failed write is an error.
package enum AtomicFileWriter {
    /// What a write does with a symbolic link where the output goes.
    package enum Links: Sendable {
        /// Writes through it, as `cp` does: the user named the output, and the link is theirs.
        case writtenThrough
        /// Refuses it: a file ribgraph names inside a folder it was given (`flatten --emit-swift DIR`) must
        /// never replace a file outside that folder through a link someone left there.
        case refused
        /// Replaces the link itself with the file: for names only ribgraph writes (a session's copies).
        case replaced
    }

    /// Writes `bytes` to `path`, or to standard output when `path` is `-`. `durably`: a regular file's
    /// data and its rename reach the disk (fsync of the file and of its folder) before this returns, for
    /// writes that are acknowledged to someone. `links` says what a symbolic link at `path` gets.
    /// Throws ``OutputError/cannotWrite(path:reason:)``; a regular file at `path` is untouched then.
    package static func write(
        _ bytes: [UInt8], to path: String, durably: Bool = false, links: Links = .writtenThrough
    ) throws(OutputError) {
        if path == "-" {
            if StandardStreams.outputWasClosed { throw .cannotWrite(path: "standard output", reason: reason(EBADF)) }
            try writeAll(bytes, to: STDOUT_FILENO, reportedAs: "standard output")
            return
        }
        guard !path.isEmpty else { throw .cannotWrite(path: "''", reason: "the output's name is empty") }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            if errno == ENOENT { return try replace(path, with: bytes, mode: nil, reportedAs: path, durably: durably) }
            throw .cannotWrite(path: path, reason: reason(errno))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            try replace(path, with: bytes, mode: info.st_mode & 0o7777, reportedAs: path, durably: durably)
        case S_IFDIR:
            throw .cannotWrite(path: path, reason: "is a directory")
        case S_IFLNK:
            switch links {
            case .writtenThrough: try writeThroughLink(path, bytes)
            case .refused: throw .cannotWrite(path: path, reason: linkRefusal)
            case .replaced: try replace(path, with: bytes, mode: nil, reportedAs: path, durably: durably)
            }
        default:
            try writeDirectly(path, bytes)
        }
    }

    /// Writes `bytes` whole to the open descriptor `fd`, retrying short and interrupted writes.
    /// Throws ``OutputError/cannotWrite(path:reason:)`` naming the output `path`.
    package static func writeAll(_ bytes: [UInt8], to fd: Int32, reportedAs path: String) throws(OutputError) {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if failure == EPIPE { throw .readerClosed(path: path) }
        if failure != 0 { throw .cannotWrite(path: path, reason: reason(failure)) }
    }

    /// Why a link is not written through where ``Links/refused`` applies.
    package static let linkRefusal =
        "is a symbolic link; ribgraph does not write through a link inside the folder it was given"

    private static func writeThroughLink(_ path: String, _ bytes: [UInt8]) throws(OutputError) {
        guard let target = FileIdentity.resolvedPath(path) else {
            throw .cannotWrite(path: path, reason: "is a symbolic link to a file that does not exist")
        }
        var info = stat()
        guard stat(target, &info) == 0 else { throw .cannotWrite(path: path, reason: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: try replace(target, with: bytes, mode: info.st_mode & 0o7777, reportedAs: path)
        case S_IFDIR: throw .cannotWrite(path: path, reason: "is a link to a directory")
        default: try writeDirectly(target, bytes, reportedAs: path)
        }
    }

    /// Devices and FIFOs cannot be renamed over: they are opened and written as they are.
    private static func writeDirectly(_ path: String, _ bytes: [UInt8], reportedAs name: String? = nil)
        throws(OutputError)
    {
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw .cannotWrite(path: name ?? path, reason: reason(errno)) }
        do throws(OutputError) {
            try writeAll(bytes, to: fd, reportedAs: name ?? path)
        } catch {
            close(fd)
            throw error
        }
        if close(fd) != 0 { throw .cannotWrite(path: name ?? path, reason: reason(errno)) }
    }

    /// Writes a temporary file beside `path` and renames it over `path`; `mode` is the replaced file's
    /// permissions, kept as `cp` keeps them (nil: a new file, made as the umask allows).
    private static func replace(
        _ path: String, with bytes: [UInt8], mode: mode_t?, reportedAs name: String, durably: Bool = false
    ) throws(OutputError) {
        let temporary = try temporaryCopy(of: bytes, beside: path, mode: mode, reportedAs: name, durably: durably)
        defer { TemporaryFiles.unregister(temporary) }
        try move(temporary, over: path, reportedAs: name, durably: durably)
    }

    /// Renames `temporary` over `path` (and, `durably`, syncs their folder); removes `temporary` when that
    /// fails. Throws ``OutputError/cannotWrite(path:reason:)`` naming `name`.
    package static func move(_ temporary: String, over path: String, reportedAs name: String, durably: Bool = false)
        throws(OutputError)
    {
        if rename(temporary, path) != 0 {
            let failure = errno
            unlink(temporary)
            throw .cannotWrite(path: name, reason: reason(failure))
        }
        if durably { try syncFolder(of: path, reportedAs: name) }
    }

    /// Syncs the folder holding `path`, so that a rename or link in it survives a crash of the machine.
    package static func syncFolder(of path: String, reportedAs name: String) throws(OutputError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let folderFD = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        defer { if folderFD >= 0 { close(folderFD) } }
        if folderFD < 0 || fsync(folderFD) != 0 { throw .cannotWrite(path: name, reason: reason(errno)) }
    }

    /// A new temporary file beside `path` (`.NAME.ribgraph-XXXXXX`, registered with ``TemporaryFiles``: the
    /// caller unregisters it once renamed) holding `bytes`, with `mode` (nil: as the umask allows), synced
    /// to the disk when `durably`. Throws ``OutputError/cannotWrite(path:reason:)`` naming `name`; nothing
    /// is left behind then.
    package static func temporaryCopy(
        of bytes: [UInt8], beside path: String, mode: mode_t?, reportedAs name: String, durably: Bool = false
    ) throws(OutputError) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        var template = Array((folder + "." + base + ".ribgraph-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw .cannotWrite(path: name, reason: errno == ENOENT ? "its folder does not exist" : reason(errno))
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        TemporaryFiles.register(temporary, isDirectory: false)
        do throws(OutputError) {
            if fchmod(fd, mode ?? (0o666 & ~currentUmask())) != 0 {
                throw OutputError.cannotWrite(path: name, reason: reason(errno))
            }
            try writeAll(bytes, to: fd, reportedAs: name)
            if durably, fsync(fd) != 0 { throw OutputError.cannotWrite(path: name, reason: reason(errno)) }
            if close(fd) != 0 { throw OutputError.cannotWrite(path: name, reason: reason(errno)) }
        } catch {
            close(fd)
            unlink(temporary)
            TemporaryFiles.unregister(temporary)
            throw error
        }
        return temporary
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }

    /// `errno` from writing, in words a person acts on: a missing path means a missing folder here.
    package static func reason(_ code: Int32) -> String {
        code == ENOENT ? "its folder does not exist" : SystemErrorText.words(code)
    }
}
