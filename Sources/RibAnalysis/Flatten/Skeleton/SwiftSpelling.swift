import Foundation
import RibTrace

/// What a skeleton may write of the names a trace gives it. Ids, module names and types come from a
/// recording or from a scan of someone else's tree (a Package.swift target name may hold a line break), and a
/// skeleton is code a team compiles: every name written as code is a valid Swift identifier (or a type made
/// of identifiers and the punctuation of types, never a brace, quote or line break), and every name written
/// in a comment has its line breaks and other hidden characters shown as `\u{A}` (issue 41: a module name
/// with a line break made `public func pwned()` code, and the files still parsed).
enum SwiftSpelling {
    /// `text` for a `//` comment: on one line, every hidden character shown (``VisibleText``).
    static func comment(_ text: String) -> String { VisibleText.escape(text) }

    /// `name` as a Swift identifier: each character that cannot be one's becomes `_`, a leading digit gets a
    /// `_` before it, and a keyword a `_` after it.
    static func identifier(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            if out.isEmpty, !isIdentifierCharacter(scalar, first: true), isIdentifierCharacter(scalar, first: false) {
                out.append("_")
            }
            out.append(isIdentifierCharacter(scalar, first: out.isEmpty) ? scalar : "_")
        }
        let spelled = out.isEmpty ? "_" : String(out)
        return keywords.contains(spelled) ? spelled + "_" : spelled
    }

    /// A type's name, plain or qualified (`Films.FeedBuilder`): each part an ``identifier(_:)``.
    static func typeName(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false).map { identifier(String($0)) }.joined(
            separator: ".")
    }

    /// A type as a declaration writes it (`Observable<Int>`, `[String: Int]?`, `(Int) -> Void`): kept when
    /// it holds only identifiers, spaces and the punctuation of types, with its brackets balanced; else
    /// spelled as one identifier.
    static func type(_ text: String) -> String {
        var open: [Unicode.Scalar] = []
        let pairs: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", ">": "<"]
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if "([<".unicodeScalars.contains(scalar) {
                open.append(scalar)
            } else if scalar == ">", previous == "-" {
                continue  // `->` closes nothing.
            } else if let opening = pairs[scalar] {
                guard open.popLast() == opening else { return identifier(text) }
            } else if !(isIdentifierCharacter(scalar, first: false) || " .,:?!&-@".unicodeScalars.contains(scalar)) {
                return identifier(text)
            }
        }
        return open.isEmpty && !text.isEmpty ? text : identifier(text)
    }

    /// A build argument, `name: Type`: the name an identifier, the type as ``type(_:)`` spells it.
    static func argument(_ text: String) -> String {
        guard let colon = text.firstIndex(of: ":") else { return identifier(text) }
        let name = text[..<colon].trimmingCharacters(in: .whitespaces)
        let type = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return identifier(name) + ": " + self.type(type)
    }

    /// Whether `scalar` may be in an identifier (`first`: start one), as The Swift Programming Language's
    /// lexical grammar says (`identifier-head`, `identifier-character`: letters of most scripts, emoji, and
    /// after the first, digits and combining marks), less what cannot be seen (the grammar allows bidi
    /// overrides, zero-width spaces, the soft hyphen, invisible operators and tag characters, which would make
    /// a name read as another).
    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        guard !VisibleText.isHidden(scalar) else { return false }
        let value = scalar.value
        if !first, (0x30...0x39).contains(value) || continuing.contains(where: { $0.contains(value) }) { return true }
        if value < 0x80 {
            return value == 0x5F || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xE0000 }
        return heads.contains { $0.contains(value) }
    }

    /// The grammar's `identifier-head` ranges below U+10000, past ASCII.
    private static let heads: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6,
        0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF,
        0x1E00...0x1FFF, 0x200D...0x200D, 0x203F...0x2040, 0x2054...0x2054,
        0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF,
        0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF,
        0xFDF0...0xFE1F, 0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// The combining marks the grammar's `identifier-character` adds after the first character.
    private static let continuing: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    /// The words Swift reserves where a skeleton writes a name.
    private static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open",
        "operator", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "static", "struct",
        "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]
}

extension SkeletonRIB.Member {
    /// The member with its names as identifiers and its type as a type.
    var spelledForSwift: SkeletonRIB.Member {
        SkeletonRIB.Member(
            name: SwiftSpelling.identifier(name), type: SwiftSpelling.type(type),
            source: SwiftSpelling.identifier(source))
    }
}

extension SkeletonRIB {
    /// The skeleton with every name written as code spelled by ``SwiftSpelling``: types and members as
    /// identifiers, the RIB's id and the places named in comments escaped.
    func spelledForSwift() -> SkeletonRIB {
        var rib = self.rib
        rib.id = SwiftSpelling.comment(rib.id)
        rib.router = rib.router.map(SwiftSpelling.typeName)
        rib.interactor = rib.interactor.map(SwiftSpelling.typeName)
        rib.view = rib.view.map(SwiftSpelling.typeName)
        rib.builder = rib.builder.map(SwiftSpelling.typeName)
        rib.dependency = rib.dependency.map(SwiftSpelling.typeName)
        rib.component = rib.component.map(SwiftSpelling.typeName)
        rib.buildArguments = rib.buildArguments.map(SwiftSpelling.argument)
        var spelled = SkeletonRIB(
            rib: rib, stem: SwiftSpelling.identifier(stem),
            children: children.map { child in
                Child(
                    id: child.id, stem: SwiftSpelling.identifier(child.stem),
                    builder: SwiftSpelling.typeName(child.builder),
                    interactor: SwiftSpelling.typeName(child.interactor),
                    dependency: child.dependency.map(SwiftSpelling.typeName), isViewful: child.isViewful,
                    arguments: child.arguments.map(SwiftSpelling.argument),
                    builds: child.builds.map { $0.map(SwiftSpelling.argument) }, presentations: child.presentations,
                    formerParents: child.formerParents, injected: child.injected.map(SwiftSpelling.identifier),
                    showsItself: child.showsItself, heldOneAtATime: child.heldOneAtATime)
            },
            members: members.map(\.spelledForSwift), dependencyMembers: dependencyMembers.map(\.spelledForSwift),
            entries: entries.map { entry in
                Entry(
                    name: SwiftSpelling.identifier(entry.name), head: entry.head,
                    arguments: entry.arguments.map(SwiftSpelling.argument))
            },
            requests: requests.map { request in
                Request(
                    leaf: SwiftSpelling.identifier(request.leaf), method: SwiftSpelling.identifier(request.method),
                    arguments: request.arguments.map(SwiftSpelling.argument), child: request.child,
                    relayedBy: request.relayedBy.map(SwiftSpelling.identifier))
            })
        spelled.shownBy = shownBy
        spelled.routers = routers
        return spelled
    }

    /// A skeleton of these parts, as given.
    private init(
        rib: RIB, stem: String, children: [Child], members: [Member], dependencyMembers: [Member], entries: [Entry],
        requests: [Request]
    ) {
        self.rib = rib
        self.stem = stem
        self.children = children
        self.members = members
        self.dependencyMembers = dependencyMembers
        self.entries = entries
        self.requests = requests
    }
}
