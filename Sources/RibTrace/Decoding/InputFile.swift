import Foundation

/// Reads an input file whole, and says in words a person understands why it cannot be.
public enum InputFile {
    /// Why a file could not be read: `no such file`, `is a directory, not <kind>`, or a permissions hint.
    public struct Unreadable: Error, Equatable {
        public var reason: String
    }

    /// The contents of `path`; `kind` names what was expected in the directory message ("a trace file").
    public static func contents(of path: String, kind: String) throws(Unreadable) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Unreadable(reason: "no such file")
        }
        if isDirectory.boolValue { throw Unreadable(reason: "is a directory, not \(kind)") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Unreadable(reason: "cannot be read (check its permissions)")
        }
        return data
    }
}
