import Foundation

/// Writes a whole directory at once: into a temporary directory beside the target, then swapped in by
/// renames, so a failing run leaves an existing directory as it was and never a half-written one.
public enum AtomicDirectory {
    /// Creates a temporary directory beside `path`, lets `fill` write into it, then replaces `path` with
    /// it. Throws ``OutputError/cannotWrite(path:reason:)``, or what `fill` throws; `path` is untouched then.
    public static func write(to path: String, _ fill: (URL) throws -> Void) throws {
        let fileManager = FileManager.default
        let target = URL(fileURLWithPath: path).standardizedFileURL
        let parent = target.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if exists && !isDirectory.boolValue { throw OutputError.cannotWrite(path: path, reason: "is a file, not a directory") }
        guard fileManager.fileExists(atPath: parent.path) else {
            throw OutputError.cannotWrite(path: path, reason: "its folder does not exist")
        }
        let token = UUID().uuidString.prefix(8)
        let temporary = parent.appendingPathComponent(".\(target.lastPathComponent).tmp-\(token)")
        do {
            try fileManager.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw OutputError.cannotWrite(path: path, reason: "permission denied or disk full")
        }
        do {
            try fill(temporary)
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
    public static func writeFile(_ bytes: [UInt8], named name: String, in directory: URL, reportedAs path: String) throws {
        do {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        } catch {
            throw OutputError.cannotWrite(path: path + "/" + name, reason: "permission denied or disk full")
        }
    }
}
