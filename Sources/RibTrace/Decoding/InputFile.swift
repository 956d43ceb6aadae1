import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads an input whole — a file, a pipe or FIFO (`<(git show main:app.json)`), a device, or standard
/// input for `-` — and says in words a person understands why it cannot be: an ``InputError`` that is
/// ``FailureKind/noInput`` (no such file, a directory, no permission) or, past ``InputLimits/maxBytes``,
/// ``FailureKind/badData``. Nothing past the limit is read.
package enum InputFile {
    /// How messages name the input `path`: "standard input" for `-`, else the path as given.
    package static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }

    /// How a read treats symbolic links on the way to the file.
    package enum Links: Sendable {
        /// Followed, as `cat` follows them: the user named the file, wherever it leads.
        case followed
        /// Refused, and only a regular file read: for the files that say how an app is judged (settings,
        /// rules, baseline), which CI reads from a pull request's tree, where a link can lead to
        /// `/proc/self/environ` or `.git/config` (issue 41). Every component of a relative path is
        /// checked, and of an absolute one those below the current folder.
        case refused
    }

    /// The contents of `path` (all of standard input for `-`); `kind` names what was expected in the
    /// directory message ("a trace file"); nothing past `limits`' size is read. With `links` `.refused`, a
    /// path through a symbolic link, or to anything but a regular file, is refused unread.
    package static func contents(of path: String, kind: String, limits: InputLimits, links: Links = .followed)
        throws(InputError) -> Data
    {
        let name = displayName(path)
        if links == .refused, path != "-", let link = firstLink(in: path) {
            throw .unreadable(
                file: name,
                reason: (link == path ? "is a symbolic link" : "is reached through the symbolic link \(link)")
                    + "; ribgraph reads \(kind) only as a regular file, never through a link")
        }
        let noFollow = links == .refused ? O_NOFOLLOW | O_NONBLOCK : 0
        let fd = path == "-" ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC | noFollow)
        guard fd >= 0 else { throw .unreadable(file: name, reason: reason(errno)) }
        defer { if fd != STDIN_FILENO { close(fd) } }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(file: name, reason: reason(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .unreadable(file: name, reason: "is a directory, not \(kind)") }
        if links == .refused, path != "-", info.st_mode & S_IFMT != S_IFREG {
            throw .unreadable(file: name, reason: "is not a regular file; ribgraph reads \(kind) only from one")
        }
        if info.st_mode & S_IFMT == S_IFREG && Int(info.st_size) > limits.maxBytes {
            throw tooLarge(name, Int(info.st_size), limits)
        }
        return try readAll(fd, name: name, limits: limits)
    }

    /// Reads `fd` to its end in chunks, so pipes and files that grow are read the same way as files.
    private static func readAll(_ fd: Int32, name: String, limits: InputLimits) throws(InputError) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return data }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(file: name, reason: reason(errno))
            }
            data.append(contentsOf: chunk[..<count])
            if data.count > limits.maxBytes { throw tooLarge(name, nil, limits) }
        }
    }

    /// The first prefix of `path` that is a symbolic link, among the components ``Links/refused`` checks.
    private static func firstLink(in path: String) -> String? {
        var start = path.hasPrefix("/") ? "/" : ""
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if path.hasPrefix("/") {
            let here = FileManager.default.currentDirectoryPath
            let inside = here.split(separator: "/").map(String.init)
            if components.starts(with: inside), components.count > inside.count {
                start += inside.joined(separator: "/") + "/"
                components.removeFirst(inside.count)
            } else {
                start = ParentFolder.of(path) + "/"
                components = components.suffix(1)
            }
        }
        var prefix = start
        for component in components {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            var info = stat()
            if lstat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { return prefix }
        }
        return nil
    }

    private static func tooLarge(_ name: String, _ size: Int?, _ limits: InputLimits) -> InputError {
        let size = size.map { "\(ByteCount($0)) is" } ?? "it is"
        return InputError(
            file: name, place: .input,
            reason: "\(size) larger than the \(ByteCount(limits.maxBytes)) ribgraph reads "
                + "(raise it with --max-input-size)", kind: .badData)
    }

    /// `errno` from opening or reading, in words a person acts on.
    private static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file"
        case ENOTDIR: "no such file (\(SystemErrorText.words(code)))"
        case EISDIR: SystemErrorText.words(code)
        default: "cannot be read: " + SystemErrorText.words(code)
        }
    }
}
