import Foundation
import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every output of one run, committed together or not at all (`flatten -o proposal.json -o plan.md
/// --emit-swift DIR`): each file is first written whole to a temporary file beside it, so nothing the user has
/// is touched while any output can still fail; then all are renamed into place, and when one rename fails,
/// those done are put back as they were (issue 41: a failed run had already replaced `proposal.json` and the
/// user's edited skeleton). Standard output, devices and FIFOs, which cannot be put back, are written last.
///
/// Files ribgraph names inside a folder it was given (``add(_:named:below:)``) are never written through a
/// link found there, never climb out of it, and never share a name, up to case and Unicode normalisation,
/// with another output or an entry already in their folder: on macOS's default file system those would be
/// one file, and the second written would replace the first.
package final class OutputBatch {
    /// One output: its temporary (nil: written directly at the end), where it goes, how messages name it.
    private struct Entry {
        var temporary: String?
        var target: String
        var name: String
        var bytes: [UInt8]
    }

    private var entries: [Entry] = []
    private var madeFolders: [String] = []

    /// An empty batch.
    package init() {}

    /// Adds `bytes` for `path` (`-` is standard output), as ``AtomicFileWriter`` writes it, `links` saying
    /// what a symbolic link at `path` gets. Throws ``OutputError``; the batch is discarded then.
    package func add(_ bytes: [UInt8], to path: String, links: AtomicFileWriter.Links = .writtenThrough)
        throws(OutputError)
    {
        do throws(OutputError) {
            try stage(bytes, to: path, links: links)
        } catch {
            discard()
            throw error
        }
    }

    /// Adds `bytes` for the file `relative` (folders split by `/`) below `folder`, making the folders it
    /// lacks. Throws ``OutputError`` for a part that is empty, `.` or `..`, a link, or a name that differs
    /// from an entry of its folder, or from another output, only in case or normalisation; the batch is
    /// discarded then.
    package func add(_ bytes: [UInt8], named relative: String, below folder: String) throws(OutputError) {
        do throws(OutputError) {
            try makeFolder(folder)
            var path = folder
            let parts = relative.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            for (index, part) in parts.enumerated() {
                path = (path as NSString).appendingPathComponent(part)
                guard !["", ".", ".."].contains(part) else {
                    throw OutputError.cannotWrite(path: path, reason: "is not a name ribgraph writes below \(folder)")
                }
                try checkName(part, at: path)
                if index < parts.count - 1 { try makeFolder(path) }
            }
            try stage(bytes, to: path, links: .refused)
        } catch {
            discard()
            throw error
        }
    }

    /// Renames every output into place, then writes standard output, devices and FIFOs. When a rename
    /// fails, the outputs renamed so far are put back as they were. Throws ``OutputError``.
    package func commit() throws(OutputError) {
        var done: [(target: String, backup: String?)] = []
        for entry in entries {
            guard let temporary = entry.temporary else { continue }
            let backup = backUp(entry.target)
            guard rename(temporary, entry.target) == 0 else {
                let failure = OutputError.cannotWrite(path: entry.name, reason: AtomicFileWriter.reason(errno))
                for (target, backup) in done.reversed() {
                    if let backup { rename(backup, target) } else { unlink(target) }
                }
                if let backup { unlink(backup) }
                discard()
                throw failure
            }
            TemporaryFiles.unregister(temporary)
            done.append((entry.target, backup))
        }
        for (_, backup) in done { if let backup { unlink(backup) } }
        let direct = entries.filter { $0.temporary == nil }
        entries = []
        madeFolders = []
        for entry in direct { try AtomicFileWriter.write(entry.bytes, to: entry.target) }
    }

    /// Removes every temporary file and every folder the batch made; what was there before is untouched.
    package func discard() {
        for entry in entries {
            if let temporary = entry.temporary {
                unlink(temporary)
                TemporaryFiles.unregister(temporary)
            }
        }
        for folder in madeFolders.reversed() { rmdir(folder) }
        entries = []
        madeFolders = []
    }

    /// Writes `bytes` beside `path` (or, for what cannot be renamed over, keeps them for the end).
    private func stage(_ bytes: [UInt8], to path: String, links: AtomicFileWriter.Links) throws(OutputError) {
        if let other = FileNameKey.clash(of: path, among: entries.map(\.name)) {
            throw .cannotWrite(path: path, reason: Self.clashReason(other))
        }
        guard path != "-" else { return entries.append(Entry(temporary: nil, target: path, name: "-", bytes: bytes)) }
        guard !path.isEmpty else { throw .cannotWrite(path: "''", reason: "the output's name is empty") }
        var info = stat()
        var target = path
        var mode: mode_t?
        if lstat(path, &info) == 0 {
            if info.st_mode & S_IFMT == S_IFLNK {
                guard links == .writtenThrough else {
                    throw .cannotWrite(path: path, reason: AtomicFileWriter.linkRefusal)
                }
                guard let resolved = FileIdentity.resolvedPath(path), stat(resolved, &info) == 0 else {
                    throw .cannotWrite(path: path, reason: "is a symbolic link to a file that does not exist")
                }
                target = resolved
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: mode = info.st_mode & 0o7777
            case S_IFDIR: throw .cannotWrite(path: path, reason: "is a directory")
            default: return entries.append(Entry(temporary: nil, target: target, name: path, bytes: bytes))
            }
        } else if errno != ENOENT {
            throw .cannotWrite(path: path, reason: AtomicFileWriter.reason(errno))
        }
        let temporary = try AtomicFileWriter.temporaryCopy(of: bytes, beside: target, mode: mode, reportedAs: path)
        entries.append(Entry(temporary: temporary, target: target, name: path, bytes: []))
    }

    /// A hard link to the file at `path` under a temporary name, to put it back with; nil when there is no
    /// file there (or no link can be made, as on a file system without them).
    private func backUp(_ path: String) -> String? {
        let backup = ParentFolder.of(path).appending(
            "/.\((path as NSString).lastPathComponent).ribgraph-old-\(UUID().uuidString.prefix(8))")
        return link(path, backup) == 0 ? backup : nil
    }

    /// Throws unless `name`, at `path`, is no link and shares its key with no other entry of its folder.
    private func checkName(_ name: String, at path: String) throws(OutputError) {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
            throw .cannotWrite(path: path, reason: AtomicFileWriter.linkRefusal)
        }
        let folder = ParentFolder.of(path)
        let siblings = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        if let other = FileNameKey.clash(of: name, among: siblings) {
            throw .cannotWrite(path: path, reason: Self.clashReason((folder as NSString).appendingPathComponent(other)))
        }
    }

    /// Makes the folder `path` and those above it that are missing, remembering each to remove on
    /// ``discard()``. A link to a folder counts as the folder only for the folder given (the user's).
    private func makeFolder(_ path: String) throws(OutputError) {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw .cannotWrite(path: path, reason: "is not a folder") }
            return
        }
        let parent = ParentFolder.of(path)
        if !parent.isEmpty, parent != path { try makeFolder(parent) }
        guard mkdir(path, 0o777) == 0 else {
            throw .cannotWrite(path: path, reason: "cannot be made: " + AtomicFileWriter.reason(errno))
        }
        madeFolders.append(path)
    }

    private static func clashReason(_ other: String) -> String {
        "differs from \(other) only in case or Unicode normalisation; on macOS's default file system both are "
            + "one file, and one would replace the other"
    }
}
