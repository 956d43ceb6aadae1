#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as the file system knows it (device and inode), so that two spellings of one path, a symbolic
/// link and a hard link all compare equal.
struct FileIdentity: Hashable, Sendable {
    private let device: UInt64
    private let inode: UInt64

    /// The file `path` names, following symbolic links; nil when there is none (or it cannot be seen).
    init?(path: String) {
        var info = stat()
        guard !path.isEmpty, stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
    }

    /// The identities of `path`'s folder and of every folder above it, up to the root; empty when
    /// `path` does not exist.
    static func enclosingFolders(of path: String) -> [FileIdentity] {
        guard var folder = resolvedPath(path) else { return [] }
        var found: [FileIdentity] = []
        while let slash = folder.lastIndex(of: "/") {
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
            if let identity = FileIdentity(path: folder) { found.append(identity) }
            if folder == "/" { break }
        }
        return found
    }

    /// `path` made absolute with every symbolic link, `.` and `..` resolved; nil when it does not exist.
    static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// Keeps every output off the inputs of the same run, comparing files by identity, not by path.
package enum OutputGuard {
    /// Throws ``OutputError/overwritesInput(path:input:)`` when `output` is the same file as one of
    /// `inputs`. `-` (standard input or output) is never a file here.
    package static func check(file output: String, against inputs: [String]) throws(OutputError) {
        guard output != "-", let target = FileIdentity(path: output) else { return }
        for input in inputs where input != "-" && FileIdentity(path: input) == target {
            throw .overwritesInput(path: output, input: input)
        }
    }

    /// For a folder that will be replaced whole: throws ``OutputError/holdsInput(path:input:)``
    /// when it holds one of `inputs` at any depth, and ``OutputError/enclosesWorkingDirectory(path:)``
    /// when it is the current folder or above it.
    package static func check(folder output: String, against inputs: [String]) throws(OutputError) {
        guard let target = FileIdentity(path: output) else { return }
        if FileIdentity(path: ".") == target || FileIdentity.enclosingFolders(of: ".").contains(target) {
            throw .enclosesWorkingDirectory(path: output)
        }
        for input in inputs where input != "-" {
            if FileIdentity(path: input) == target || FileIdentity.enclosingFolders(of: input).contains(target) {
                throw .holdsInput(path: output, input: input)
            }
        }
    }
}
