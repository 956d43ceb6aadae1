import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole directory at once: into a temporary directory beside the target, then swapped in by
/// renames, so a failing run leaves an existing directory as it was and never a half-written one.
///
/// It replaces only what ribgraph wrote: a directory it creates carries a mark (``markName``), and an
/// existing directory is replaced only when it is empty, or marked and holding nothing but entries the
/// caller recognises as its own. Never the current folder, never a folder holding an input.
package enum AtomicDirectory {
    /// The file that marks a directory as ribgraph's own output.
    package static let markName = ".ribgraph-output"
    private static let markText =
        "This folder was written by ribgraph, which replaces it whole on its next run "
        + "only while it holds nothing but what ribgraph wrote.\n"

    /// Creates a temporary directory beside `path`, lets `fill` write into it, then replaces `path` with it.
    /// `isOwn` tells the entry names the caller writes; `inputs` are the run's input files.
    /// Throws ``OutputError``, or what `fill` throws; `path` is untouched then.
    package static func write(
        to path: String, inputs: [String], isOwn: (String) -> Bool,
        _ fill: (URL) throws -> Void
    ) throws {
        // An empty path would otherwise stand for the current folder.
        guard !path.isEmpty else { throw OutputError.cannotWrite(path: "''", reason: "the output's name is empty") }
        try OutputGuard.check(folder: path, against: inputs)
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue {
            throw OutputError.cannotWrite(path: path, reason: "is a file, not a directory")
        }
        // A link to a directory stays a link: the directory it points to is the one replaced.
        let target = URL(fileURLWithPath: exists ? FileIdentity.resolvedPath(path) ?? path : path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        guard fileManager.fileExists(atPath: parent.path) else {
            throw OutputError.cannotWrite(path: path, reason: "its folder does not exist")
        }
        if exists { try checkOwnership(of: target, reportedAs: path, isOwn: isOwn) }
        let token = UUID().uuidString.prefix(8)
        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(token)")
        guard mkdir(temporary.path, 0o777) == 0 else {
            throw OutputError.cannotWrite(
                path: path, reason: "cannot create a folder beside it: \(AtomicFileWriter.reason(errno))")
        }
        TemporaryFiles.register(temporary.path, isDirectory: true)
        defer { TemporaryFiles.unregister(temporary.path) }
        do {
            try writeFile(Array(markText.utf8), named: markName, in: temporary, reportedAs: path)
            try fill(temporary)
            // Something may have been put there while the new contents were being drawn.
            if exists { try checkOwnership(of: target, reportedAs: path, isOwn: isOwn) }
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw error
        }
        // rename(2) cannot replace a non-empty directory: move the old one aside, move the new one in.
        let old = parent.appendingPathComponent(".\(target.lastPathComponent).old-\(token)")
        do {
            if exists { try fileManager.moveItem(at: target, to: old) }
            do {
                try fileManager.moveItem(at: temporary, to: target)
            } catch {
                if exists { try? fileManager.moveItem(at: old, to: target) }
                throw error
            }
        } catch {
            try? fileManager.removeItem(at: temporary)
            throw OutputError.cannotWrite(path: path, reason: "cannot move the new directory into place")
        }
        if exists { try? fileManager.removeItem(at: old) }
    }

    /// Writes `bytes` to `name` inside `directory`. Throws ``OutputError/cannotWrite(path:reason:)``.
    package static func writeFile(_ bytes: [UInt8], named name: String, in directory: URL, reportedAs path: String)
        throws(OutputError)
    {
        do {
            try AtomicFileWriter.write(bytes, to: directory.appendingPathComponent(name).path)
        } catch {
            throw .cannotWrite(path: path + "/" + name, reason: error.reason)
        }
    }

    /// Throws ``OutputError/foreignEntry(path:reason:)`` unless `directory` is empty, or marked and holding
    /// only the mark and entries `isOwn` recognises.
    private static func checkOwnership(of directory: URL, reportedAs path: String, isOwn: (String) -> Bool)
        throws(OutputError)
    {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw .cannotWrite(path: path, reason: "its contents cannot be listed (check its permissions)")
        }
        guard !entries.isEmpty else { return }
        if !entries.contains(markName) { throw .foreignEntry(path: path, entry: entries[0]) }
        if let foreign = entries.first(where: { $0 != markName && !isOwn($0) }) {
            throw .foreignEntry(path: path, entry: foreign)
        }
    }
}
