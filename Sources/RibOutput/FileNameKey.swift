import Foundation

/// What a file name is on a file system that ignores case and Unicode normalisation, as macOS's default
/// (APFS, case-insensitive) does: names with the same key are one file there, so the second written
/// replaces the first (`BWrapper` and `bWrapper`, a session `Dev` and `dev`, `é` composed or not). Every
/// set of names ribgraph writes into one folder is checked with it (issue 41).
package enum FileNameKey {
    /// `name` case-folded (upper then lower case, so `ß` and `ss`, `ς` and `σ` meet) and decomposed.
    package static func of(_ name: String) -> String {
        name.uppercased().lowercased().decomposedStringWithCanonicalMapping
    }

    /// The first of `names` that has the same key as `name` and is spelled otherwise (byte for byte: Swift's
    /// `==` already takes `é` composed and decomposed for one string), or nil.
    package static func clash(of name: String, among names: some Sequence<String>) -> String? {
        let key = of(name)
        return names.first { !$0.utf8.elementsEqual(name.utf8) && of($0) == key }
    }
}
