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
    /// Works on the UTF-8 bytes: identifier characters outside ASCII are kept as they are.
    static func displayName(_ reflected: String) -> String {
        let bytes = Array(reflected.utf8)
        let unknown = Array("(unknown context at ".utf8)
        let any = Array("any ".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var run: [UInt8] = []
        func isIdentifier(_ byte: UInt8) -> Bool {
            byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "$")
                || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func flush() {
            if let dot = run.firstIndex(of: UInt8(ascii: ".")), dot != 0 {
                result += run[(dot + 1)...]
            } else {
                result += run
            }
            run.removeAll(keepingCapacity: true)
        }
        func matches(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        var index = 0
        while index < bytes.count {
            if matches(unknown, at: index), let close = bytes[index...].firstIndex(of: UInt8(ascii: ")")) {
                index = close + 1
                if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1 }
                continue
            }
            if run.isEmpty, matches(any, at: index), index == 0 || !isIdentifier(bytes[index - 1]) {
                index += any.count
                continue
            }
            let byte = bytes[index]
            if isIdentifier(byte) {
                run.append(byte)
            } else {
                flush()
                result.append(byte)
            }
            index += 1
        }
        flush()
        return String(decoding: result, as: UTF8.self)
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
