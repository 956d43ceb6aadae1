import RibTrace

/// Where a proposed RIB's files go in an app of modules, and what they import. Its Builder, Router and
/// Interactor go in the module whose internal types they use (the builders it makes, their Dependencies); each
/// file imports the framework and what its own code names (``imports(for:in:)``). When a parent lives in another module,
/// its Buildable and Listener are published, `public`, in an interfaces module: the one declaring a head's
/// Buildable, preferring a head of the module it goes in. Unknown when the app's files were not read.
struct SkeletonPlacement {
    /// The module its Builder, Router and Interactor go in; nil when the app's modules are unknown.
    let module: String?
    /// Internal types of other modules they use, each with its module: the team makes them public (a
    /// `#warning` says so), since no one module sees them all.
    let unreachable: [(type: String, module: String)]
    /// The interfaces module its Buildable and Listener are published in, for parents in other modules.
    let interfaces: String?
    /// Types the published protocols use that the interfaces module cannot see, each with its module.
    let unpublished: [(type: String, module: String)]
    /// Where the app declares its types.
    private let homes: [String: SkeletonSources.Home]
    /// What the files declaring the children's protocols import besides the app's modules and the framework.
    private let foreign: [String]
    /// The app's push and pop helpers by name, with their module.
    private let helpers: [String: String]
    /// The proposed RIB's stem, which starts every name its skeleton declares but the leaves' `…Requests`.
    private let stem: String

    /// The placement of `rib`, attached in `proposal` by its parents, given where the app declares its types.
    init(rib: SkeletonRIB, proposal: Trace, sources: SkeletonSources) {
        // Module names come from the app's manifests: spelled as identifiers, none can break out of an import
        // line, a comment or a `#warning`'s string.
        let homes = sources.homes.mapValues { home in
            var home = home
            home.module = SwiftSpelling.identifier(home.module)
            home.imports = home.imports.map(SwiftSpelling.identifier)
            return home
        }
        self.homes = homes
        stem = rib.stem
        let used = Self.typeNames(in: Self.implementationTexts(of: rib)).filter { homes[$0] != nil }
        let hidden = used.filter { homes[$0]?.isPublic == false }
        let modules = hidden.compactMap { homes[$0]?.module }
        let headModule = rib.heads.first.flatMap { proposal.rib(rib.children[$0].id)?.module }.map(
            SwiftSpelling.identifier)
        let module =
            homes.isEmpty
            ? nil : Self.chosenModule(among: modules, head: headModule, importing: used, homes: homes)
        self.module = module
        unreachable = hidden.compactMap { type in
            homes[type].flatMap { $0.module == module ? nil : (type, $0.module) }
        }
        let parents = Set(
            proposal.routes.filter { $0.child == rib.rib.id }.compactMap { proposal.rib($0.parent)?.module }.map(
                SwiftSpelling.identifier))
        let published = module != nil && parents.contains { $0 != module }
        let ranked = rib.heads.sorted { a, b in
            (proposal.rib(rib.children[a].id)?.module.map(SwiftSpelling.identifier) == module ? 0 : 1)
                < (proposal.rib(rib.children[b].id)?.module.map(SwiftSpelling.identifier) == module ? 0 : 1)
        }
        interfaces =
            published
            ? ranked.lazy.compactMap { homes[rib.children[$0].buildable]?.module }.first { $0 != module } : nil
        let appModules = Set(homes.values.map(\.module))
        // The frameworks the files declaring what the skeleton adopts use: the children's Buildables and
        // Dependencies, and the head's actionable item (MOIT-iOS's steps return RxSwift's `Observable`).
        let adopted =
            rib.children.flatMap { [$0.buildable, $0.dependency ?? ""] }
            + [rib.actionableItem(requirements: sources.requirements)?.type ?? ""]
        foreign = Array(
            Set(
                adopted.compactMap { homes[$0]?.imports }.joined().filter {
                    !appModules.contains($0) && $0 != sources.framework
                })
        ).sorted()
        helpers = [sources.push, sources.pop].compactMap { $0 }.reduce(into: [:]) { found, name in
            found[name] = sources.showHelpers.first { $0.key.hasPrefix(name + "(") }.map {
                SwiftSpelling.identifier($0.value)
            }
        }
        unpublished =
            interfaces == nil
            ? []
            : Self.typeNames(in: Self.interfaceTexts(of: rib, sources: sources)).compactMap { type in
                homes[type].flatMap { $0.isPublic ? nil : (type, $0.module) }
            }
    }

    /// The module a skeleton goes in: of the modules of the internal types it uses (`candidates`), the one most of
    /// them name, else the head's, unless the modules the skeleton imports for `used` import it already, directly or
    /// through others. Then the next: no skeleton makes two modules import each other (MOIT-iOS's list module
    /// imports its detail module, which holds more of the builders a navigation makes). When every candidate
    /// would, the first.
    private static func chosenModule(
        among candidates: [String], head: String?, importing used: [String], homes: [String: SkeletonSources.Home]
    ) -> String? {
        var imports: [String: Set<String>] = [:]
        for home in homes.values { imports[home.module, default: []].formUnion(home.imports) }
        let needed = Set(used.compactMap { homes[$0]?.module })
        var distinct: [String] = []
        for candidate in candidates where !distinct.contains(candidate) { distinct.append(candidate) }
        // Most named first; of as many, the first named.
        let ranked =
            distinct.enumerated().sorted { a, b in
                let (countA, countB) = (candidates.count { $0 == a.element }, candidates.count { $0 == b.element })
                return countA != countB ? countA > countB : a.offset < b.offset
            }.map(\.element) + (head.map { distinct.contains($0) ? [] : [$0] } ?? [])
        return ranked.first { candidate in
            var seen: Set<String> = []
            var next = Array(needed.subtracting([candidate]))
            while let module = next.popLast() {
                if module == candidate { return false }
                if seen.insert(module).inserted { next += imports[module] ?? [] }
            }
            return true
        } ?? ranked.first
    }

    /// What a file whose code is `text`, going in `home`, imports besides the framework, sorted: the modules
    /// declaring the app's types it names, the helpers' module when it calls them, what the children's files
    /// import (`Foundation`, `Combine`) when it names a type the app does not declare, and `UIKit` when it uses
    /// UIKit itself.
    func imports(for text: String, in home: String?) -> [String] {
        let code = Self.code(of: text)
        let names = Self.typeNames(in: [code])
        var imports = Set(names.compactMap { homes[$0]?.module })
        for (name, module) in helpers where code.contains("." + name + "(") { imports.insert(module) }
        let unknown = names.contains { name in
            homes[name] == nil && !Self.known.contains(name) && !name.hasPrefix(stem) && !name.hasSuffix("Requests")
        }
        if unknown { imports.formUnion(foreign) }
        if let interfaces, names.contains(stem + "Buildable") || names.contains(stem + "Listener") {
            imports.insert(interfaces)
        }
        if names.contains("UINavigationController") || text.contains("uiviewController.") { imports.insert("UIKit") }
        imports.remove(home ?? "")
        return imports.sorted()
    }

    /// Names a skeleton uses that need no import of the app's: Swift's, and the RIBs framework's.
    private static let known: Set<String> = [
        "Int", "String", "Bool", "Double", "Float", "Void", "Any", "AnyObject", "Self", "Routing", "ViewableRouting",
        "ViewControllable", "Buildable", "Builder", "Component", "Dependency", "Interactor", "Interactable",
        "PresentableInteractor", "Presentable", "Router", "ViewableRouter", "UINavigationController",
    ]

    /// `text` without its comments and string literals, whose words name no type.
    private static func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var kept = ""
            var quoted = false
            var previous: Character = " "
            for character in line {
                if !quoted && character == "/" && previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"" && previous != "\\" { quoted.toggle() } else if !quoted { kept.append(character) }
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// What the Builder, Router and Interactor name: each child's protocols, the builders and Dependencies of
    /// those it makes, and every argument's and member's type.
    private static func implementationTexts(of rib: SkeletonRIB) -> [String] {
        rib.children.flatMap { child in
            [child.buildable, child.listener] + child.arguments
                + (child.injected == nil ? [child.builder] + [child.dependency].compactMap { $0 } : [])
        } + rib.members.map(\.type) + rib.entries.flatMap(\.arguments) + rib.requests.flatMap(\.arguments)
    }

    /// What the published Buildable and Listener name: the entry points' arguments and the heads' listener
    /// requirements.
    private static func interfaceTexts(of rib: SkeletonRIB, sources: SkeletonSources) -> [String] {
        rib.entries.flatMap(\.arguments) + rib.heads.flatMap { sources.requirements[rib.children[$0].listener] ?? [] }
    }

    /// The identifiers in `texts` that start with a capital letter, each once, in order: the type names a
    /// declaration spells (`FollowType` and `Int` of `type: FollowType, userId: Int?`).
    static func typeNames(in texts: [String]) -> [String] {
        var names: [String] = []
        for text in texts {
            var current = ""
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    current.append(character)
                    continue
                }
                if let first = current.first, first.isUppercase, !names.contains(current) { names.append(current) }
                current = ""
            }
        }
        return names
    }
}
