import SwiftSyntax

extension TypeName {
    /// Reads a written type, seeing through `any`/`some`, attributes, optionals, arrays and dictionaries.
    init(_ syntax: TypeSyntax) {
        if let identifier = syntax.as(IdentifierTypeSyntax.self) {
            let arguments = Self.arguments(identifier.genericArgumentClause)
            let name = identifier.name.bareText
            if ["Optional", "Array", "Set"].contains(name), arguments.count == 1 {
                self = arguments[0]
                normalized = name == "Optional" ? "\(arguments[0].normalized)?" : "\(name)<\(arguments[0].normalized)>"
                return
            }
            self.init(base: name, qualified: name, arguments: arguments, normalized: Self.normalized(name, arguments))
        } else if let member = syntax.as(MemberTypeSyntax.self) {
            let arguments = Self.arguments(member.genericArgumentClause)
            let base = TypeName(member.baseType)
            let name = member.name.bareText
            self.init(
                base: name, qualified: "\(base.qualified).\(name)", arguments: arguments,
                normalized: Self.normalized(name, arguments))
        } else if let optional = syntax.as(OptionalTypeSyntax.self) {
            self = TypeName(optional.wrappedType)
            normalized += "?"
        } else if let unwrapped = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = TypeName(unwrapped.wrappedType)
            normalized += "!"
        } else if let existential = syntax.as(SomeOrAnyTypeSyntax.self) {
            self = TypeName(existential.constraint)
        } else if let attributed = syntax.as(AttributedTypeSyntax.self) {
            self = TypeName(attributed.baseType)
        } else if let array = syntax.as(ArrayTypeSyntax.self) {
            self = TypeName(array.element)
            normalized = "[\(normalized)]"
        } else if let dictionary = syntax.as(DictionaryTypeSyntax.self) {
            let key = TypeName(dictionary.key)
            self = TypeName(dictionary.value)
            normalized = "[\(key.normalized):\(normalized)]"
        } else if let tuple = syntax.as(TupleTypeSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first
        {
            self = TypeName(only.type)
        } else {
            let text = syntax.trimmedDescription.filter { !$0.isWhitespace }
            self.init(base: text, qualified: text, arguments: [], normalized: text)
        }
    }

    /// The type a constructor call's callee names, generic arguments included (`PublishRelay<Void>` for
    /// `PublishRelay<Void>()`): what a property initialized with no written type holds. Nil for calls of functions.
    init?(constructedBy callee: ExprSyntax) {
        if let specialized = callee.as(GenericSpecializationExprSyntax.self),
            let generic = TypeName(constructedBy: specialized.expression)
        {
            let arguments = Self.arguments(specialized.genericArgumentClause)
            self.init(
                base: generic.base, qualified: generic.qualified, arguments: arguments,
                normalized: Self.normalized(generic.base, arguments))
            return
        }
        guard let constructed = BodyReader.constructedType(callee) else { return nil }
        let base = constructed.split(separator: ".").last.map(String.init) ?? constructed
        self.init(base: base, qualified: constructed, arguments: [], normalized: base)
    }

    private static func arguments(_ clause: GenericArgumentClauseSyntax?) -> [TypeName] {
        clause?.arguments.compactMap { argument in
            if case .type(let type) = argument.argument { TypeName(type) } else { nil }
        } ?? []
    }

    private static func normalized(_ name: String, _ arguments: [TypeName]) -> String {
        arguments.isEmpty ? name : "\(name)<\(arguments.map(\.normalized).joined(separator: ","))>"
    }
}

extension TokenSyntax {
    /// The name without the backticks that let a keyword or any name be one (`` `Type` `` is `Type`), as the
    /// compiler reads it: one type is one name however it is written.
    var bareText: String {
        let text = self.text
        guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
