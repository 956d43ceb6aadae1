#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One version of a file as `stat` sees it: device, inode, type, size and modification time to the
/// nanosecond. An atomic replace changes the inode, a rewrite the size or the time; the page cache and
/// the event streams compare versions, never contents.
struct FileVersion: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let mode: UInt32
    let size: Int64
    let seconds: Int
    let nanoseconds: Int

    /// The version `info` describes.
    init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        mode = UInt32(info.st_mode)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        seconds = Int(info.st_mtimespec.tv_sec)
        nanoseconds = Int(info.st_mtimespec.tv_nsec)
        #else
        seconds = Int(info.st_mtim.tv_sec)
        nanoseconds = Int(info.st_mtim.tv_nsec)
        #endif
    }

    /// The version of the file at `path` (following symbolic links); nil when there is none. Never opens
    /// the file, so a FIFO cannot block it.
    static func of(path: String) -> FileVersion? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileVersion(info)
    }

    /// Whether the file is a regular file (not a FIFO, device, socket or folder).
    var isRegular: Bool { mode & UInt32(S_IFMT) == UInt32(S_IFREG) }
}
