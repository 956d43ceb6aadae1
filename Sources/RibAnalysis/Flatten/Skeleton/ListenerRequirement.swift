import Foundation

/// One requirement of a listener protocol as the app declares it (`func didSelect(item: Item)`, `var title:
/// String { get }`), read well enough to implement it: a body that hands the call on to another listener, or one
/// left for the team with a compile-time `#warning`.
struct ListenerRequirement {
    let text: String

    /// Whether it is a property, not a method.
    var isProperty: Bool { text.hasPrefix("var ") || text.contains(" var ") }

    /// Whether the method returns a value.
    var returnsValue: Bool {
        // After the parameters' own parenthesis: a returned tuple has parentheses of its own.
        guard let open = text.firstIndex(of: "("), let close = Self.matchingParenthesis(in: text, from: open) else {
            return false
        }
        return text[close...].contains("->")
    }

    /// What stands for its result until the team writes it, where the result's type has an empty value (RxSwift's
    /// `Observable`, `Maybe` and `Completable`, Combine's `AnyPublisher`, an optional): a step left to the team then
    /// does nothing instead of trapping. Nil for another type, or for a method that returns nothing.
    var emptyResult: String? {
        let marker = isProperty ? ":" : "->"
        guard returnsValue || isProperty, let range = declaration.range(of: marker, options: .backwards) else {
            return nil
        }
        let type = declaration[range.upperBound...].trimmingCharacters(in: .whitespaces)
        if type.hasSuffix("?") { return "nil" }
        if ["Observable<", "Maybe<", "Completable"].contains(where: type.hasPrefix) { return ".empty()" }
        return type.hasPrefix("AnyPublisher<") ? "Empty().eraseToAnyPublisher()" : nil
    }

    /// The statement that stands for a result the team has to write: an empty value where the type has one
    /// (``emptyResult``), else a trap that says `why`; nothing for a method with no result.
    func placeholder(saying why: String) -> String {
        guard returnsValue || isProperty else { return "" }
        if let emptyResult { return "        return \(emptyResult)\n" }
        return "        fatalError(\"ribgraph flatten: \(why)\")\n"
    }

    /// The declaration without its `{ get }`.
    var declaration: String {
        text.components(separatedBy: "{").first?.trimmingCharacters(in: .whitespaces) ?? text
    }

    /// The member's name: `didSelect` for `func didSelect(item: Item)`, `title` for `var title: String { get }`.
    var name: String {
        let afterKeyword = declaration.components(separatedBy: isProperty ? "var " : "func ").dropFirst().joined()
        return String(afterKeyword.prefix { $0.isLetter || $0.isNumber || $0 == "_" || !$0.isASCII })
    }

    /// The same member called on `receiver` with the requirement's own parameters: `listener?.didSelect(item:
    /// item)`; nil for a method whose parameters cannot be read.
    func call(on receiver: String) -> String? {
        if isProperty { return "\(receiver).\(name)" }
        guard let open = declaration.firstIndex(of: "("),
            let close = Self.matchingParenthesis(in: declaration, from: open)
        else { return nil }
        let inner = declaration[declaration.index(after: open)..<close]
        var arguments: [String] = []
        for parameter in Self.topLevelParts(of: String(inner)) where !parameter.isEmpty {
            let names =
                parameter.split(separator: ":", maxSplits: 1).first?.split(separator: " ").map(String.init) ?? []
            guard let local = names.last else { return nil }
            let label = names.count > 1 ? names[0] : local
            arguments.append(label == "_" ? local : "\(label): \(local)")
        }
        return "\(receiver).\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// The parts of `text` between commas that are not inside brackets, trimmed: parameters, arguments.
    static func topLevelParts(of text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        parts.append(current.trimmingCharacters(in: .whitespaces))
        return parts
    }

    private static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
