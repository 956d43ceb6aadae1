import Foundation

/// Reads an input file whole, and says in words a person understands why it cannot be. The path `-`
/// is standard input, named "standard input" in messages.
public enum InputFile {
    /// Why a file could not be read: `no such file`, `is a directory, not <kind>`, or a permissions hint.
    public struct Unreadable: LocatedError, Equatable {
        /// The input as messages name it (``InputFile/displayName(_:)``).
        public var file: String
        public var reason: String

        public var kind: FailureKind { .noInput }

        public var description: String { "\(file): \(reason)" }
    }

    /// How messages name the input `path`: "standard input" for `-`, else the path as given.
    public static func displayName(_ path: String) -> String {
        path == "-" ? "standard input" : path
    }

    /// The contents of `path` (all of standard input for `-`); `kind` names what was expected in the
    /// directory message ("a trace file").
    public static func contents(of path: String, kind: String) throws(Unreadable) -> Data {
        if path == "-" {
            do {
                return try FileHandle.standardInput.readToEnd() ?? Data()
            } catch {
                throw Unreadable(file: displayName(path), reason: "cannot be read (is it closed?)")
            }
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Unreadable(file: displayName(path), reason: "no such file")
        }
        if isDirectory.boolValue { throw Unreadable(file: displayName(path), reason: "is a directory, not \(kind)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Unreadable(file: displayName(path), reason: "cannot be read (check its permissions)")
        }
        return data
    }
}
