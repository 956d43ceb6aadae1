import Foundation

/// How the probe names Swift types, and which modules it treats as foreign.
///
/// Names come from `String(reflecting:)` with every module qualifier removed (`TicTacToe.OffGameBuilder`
/// → `OffGameBuilder`, `App.ProfileAdapter.Component` → `ProfileAdapter.Component`,
/// `RIBs.Builder<App.OffGameDependency>` → `Builder<OffGameDependency>`) and `(unknown context at $…)`
/// dropped from private types. `any ` is removed from generic arguments.
enum TypeNames {
    /// Modules whose objects the probe never walks into: the standard library, Foundation and its parts,
    /// Dispatch, Objective-C imports (`__C`), UI frameworks, Combine and the Rx family. Their objects hold
    /// no routers, builders or components of the app, and some (subjects, disposables, view hierarchies)
    /// are large or cyclic. Swift collections (arrays, dictionaries, sets, optionals, tuples) are walked
    /// element by element although their types live in `Swift`.
    static let foreignModules: Set<String> = [
        "Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation", "Foundation",
        "FoundationEssentials", "FoundationInternationalization", "CoreFoundation", "Dispatch", "ObjectiveC",
        "__C", "__C_Synthesized", "os", "UIKit", "AppKit", "SwiftUI", "CoreGraphics", "QuartzCore",
        "CoreData", "Combine", "RxSwift", "RxRelay", "RxCocoa", "RxBlocking", "RxTest",
    ]

    /// Modules whose classes are views: the probe notes them as a RIB's view and never walks into them.
    static let viewModules: Set<String> = ["UIKit", "AppKit", "SwiftUI"]

    /// The module a type is declared in: the text before the first `.` of its reflected name.
    static func module(of type: Any.Type) -> String {
        let reflected = String(reflecting: type)
        guard let dot = reflected.firstIndex(of: "."), !reflected.hasPrefix("(") else { return "" }
        return String(reflected[..<dot])
    }

    /// The display name of `type`, without module qualifiers.
    static func name(of type: Any.Type) -> String {
        displayName(String(reflecting: type))
    }

    /// Removes module qualifiers, `(unknown context at $…).` and `any ` from a reflected type name.
    static func displayName(_ reflected: String) -> String {
        var text = reflected
        while let start = text.range(of: "(unknown context at "),
              let close = text[start.upperBound...].firstIndex(of: ")") {
            var end = text.index(after: close)
            if end < text.endIndex, text[end] == "." { end = text.index(after: end) }
            text.removeSubrange(start.lowerBound..<end)
        }
        text = text.replacingOccurrences(of: "any ", with: "")
        var result = ""
        var run = ""
        func flush() {
            if let dot = run.firstIndex(of: "."), dot != run.startIndex {
                result += run[run.index(after: dot)...]
            } else {
                result += run
            }
            run = ""
        }
        for character in text {
            if character.isLetter || character.isNumber || character == "_" || character == "." || character == "$" {
                run.append(character)
            } else {
                flush()
                result.append(character)
            }
        }
        flush()
        return result
    }

    /// The name without generic arguments: `Builder<OffGameDependency>` → `Builder`.
    static func genericBase(_ name: String) -> String {
        guard let open = name.firstIndex(of: "<") else { return name }
        return String(name[..<open])
    }

    /// The generic arguments' text: `Builder<OffGameDependency>` → `OffGameDependency`.
    static func genericArguments(_ name: String) -> String? {
        guard let open = name.firstIndex(of: "<"), let close = name.lastIndex(of: ">"), open < close else { return nil }
        let inner = name[name.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        return inner.isEmpty ? nil : inner
    }

    /// The last path component of a display name: `ProfileAdapter.Component` → `Component`.
    static func lastComponent(_ name: String) -> String {
        let base = genericBase(name)
        guard let dot = base.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// `name` without `suffix`, unless that would leave nothing: `LoggedInRouter` → `LoggedIn`.
    static func removingSuffix(_ suffix: String, from name: String) -> String {
        guard name.hasSuffix(suffix), name.count > suffix.count else { return name }
        return String(name.dropLast(suffix.count))
    }
}
