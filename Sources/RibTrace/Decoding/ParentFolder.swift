/// The folder a path names its file or folder in, as `NSString.deletingLastPathComponent` gives it (`a/b` → `a`,
/// `b` → empty, `/b` → `/`, `a/b/` → `a`). Foundation's own traps on Linux when the path is one character long
/// (`--emit-swift P`, a folder named `.`), so every path a user gives goes through this one.
package enum ParentFolder {
    /// The folder above `path`; empty when `path` is a bare name in the working folder.
    package static func of(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.last == "/" { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.count > 1, folder.last == "/" { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }
}
