#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a failed system call's `errno` means, in words a person acts on: one table for reading inputs
/// and writing outputs, which each add what only their side can say (a missing file, a missing folder).
package enum SystemErrorText {
    /// `code` in words: `permission denied`, `the disk is full`, … (the C library's text for rare codes).
    package static func words(_ code: Int32) -> String {
        switch code {
        case ENOTDIR: "a part of its path is a file, not a folder"
        case EACCES, EPERM: "permission denied"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EFBIG: "the file is larger than this system allows"
        case EROFS: "the file system is read-only"
        case ENAMETOOLONG: "the name is too long"
        case EBADF: "it is closed"
        case EISDIR: "is a directory"
        case ELOOP: "too many symbolic links (a loop?)"
        case EIO: "an input/output error"
        default: String(cString: strerror(code))
        }
    }
}
