import Foundation

/// What a child's `build` hands back besides its router, read from its Buildable as the app declares it. The RIBs
/// templates return the router alone; some apps return a tuple of the router and the child's actionable item
/// (MOIT-iOS: `(ViewableRouting, MOITListActionableItem)`), which the proposed RIB's route then hands back, as the
/// app's own routers do, for workflows and deep links to reach.
struct BuildReturn: Equatable {
    /// The name the route binds the other element to: its label in the tuple, else `item`.
    let name: String
    let type: String

    /// The other element of `buildable`'s first `build` requirement in `requirements`, when that returns a
    /// tuple of two, one of them a router (its type names `Routing`); nil otherwise.
    init?(buildable: String, requirements: [String: [String]]) {
        guard
            let build = requirements[buildable]?.first(where: { $0.hasPrefix("func build") }),
            let arrow = build.range(of: "->", options: .backwards)
        else { return nil }
        let returned = build[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        guard returned.hasPrefix("("), returned.hasSuffix(")") else { return nil }
        let elements = Self.topLevelElements(of: String(returned.dropFirst().dropLast()))
        guard elements.count == 2, let router = elements.firstIndex(where: { $0.type.contains("Routing") }) else {
            return nil
        }
        let other = elements[1 - router]
        name = other.label ?? "item"
        type = other.type
    }

    /// `label: Type` or `Type` elements of a tuple's inside, split at commas outside brackets and parentheses.
    private static func topLevelElements(of inside: String) -> [(label: String?, type: String)] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in inside {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let colon = trimmed.firstIndex(of: ":"), !trimmed[..<colon].contains(where: "([<".contains) else {
                return (nil, trimmed)
            }
            return (
                String(trimmed[..<colon]).trimmingCharacters(in: .whitespaces),
                String(trimmed[trimmed.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            )
        }
    }
}
