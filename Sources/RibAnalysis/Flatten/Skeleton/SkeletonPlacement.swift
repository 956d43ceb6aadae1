import RibTrace

/// Where a proposed RIB's files go in an app of modules, and what they import. Its Builder, Router and
/// Interactor go in the module whose internal types they use (the builders it makes, their Dependencies); they
/// import the framework, the other modules whose types they name, and what the files declaring its children's
/// protocols import besides the app's modules (`Foundation`, `Combine`). When a parent lives in another module,
/// its Buildable and Listener are published, `public`, in an interfaces module: the one declaring a head's
/// Buildable, preferring a head of the module it goes in. Unknown when the app's files were not read.
struct SkeletonPlacement {
    /// The module its Builder, Router and Interactor go in; nil when the app's modules are unknown.
    let module: String?
    /// What those files import besides the framework, sorted.
    let imports: [String]
    /// Internal types of other modules they use, each with its module: the team makes them public (a
    /// `#warning` says so), since no one module sees them all.
    let unreachable: [(type: String, module: String)]
    /// The interfaces module its Buildable and Listener are published in, for parents in other modules.
    let interfaces: String?
    /// What the interface file imports besides the framework, sorted.
    let interfaceImports: [String]
    /// Types the published protocols use that the interfaces module cannot see, each with its module.
    let unpublished: [(type: String, module: String)]

    /// The placement of `rib`, attached in `proposal` by its parents, given where the app declares its types.
    init(rib: SkeletonRIB, proposal: Trace, sources: SkeletonSources) {
        let homes = sources.homes
        let used = Self.typeNames(in: Self.implementationTexts(of: rib)).filter { homes[$0] != nil }
        let hidden = used.filter { homes[$0]?.isPublic == false }
        let modules = hidden.compactMap { homes[$0]?.module }
        let headModule = rib.heads.first.flatMap { proposal.rib(rib.children[$0].id)?.module }
        let module =
            homes.isEmpty
            ? nil
            : modules.max { a, b in modules.count { $0 == a } < modules.count { $0 == b } } ?? headModule
        self.module = module
        unreachable = hidden.compactMap { type in
            homes[type].flatMap { $0.module == module ? nil : (type, $0.module) }
        }
        let parents = Set(
            proposal.routes.filter { $0.child == rib.rib.id }.compactMap { proposal.rib($0.parent)?.module })
        let published = module != nil && parents.contains { $0 != module }
        let heads = rib.heads.sorted { a, b in
            (proposal.rib(rib.children[a].id)?.module == module ? 0 : 1)
                < (proposal.rib(rib.children[b].id)?.module == module ? 0 : 1)
        }
        interfaces =
            published
            ? heads.lazy.compactMap { homes[rib.children[$0].buildable]?.module }.first { $0 != module } : nil
        let appModules = Set(homes.values.map(\.module))
        let foreign = rib.children.flatMap { child in
            [child.buildable, child.dependency ?? ""].compactMap { homes[$0]?.imports }.joined()
        }.filter { !appModules.contains($0) && $0 != sources.framework }
        let helpers = [sources.push, sources.pop].compactMap { $0 }.isEmpty ? [] : Array(sources.showHelpers.values)
        var imports = Set(used.compactMap { homes[$0]?.module } + foreign + helpers)
        if let interfaces { imports.insert(interfaces) }
        if sources.push == nil || sources.pop == nil { imports.insert("UIKit") }
        imports.remove(module ?? "")
        self.imports = imports.sorted()
        let interfaceTypes = Self.typeNames(in: Self.interfaceTexts(of: rib, sources: sources)).filter {
            homes[$0] != nil
        }
        var interfaceImports = Set(interfaceTypes.compactMap { homes[$0]?.module })
        interfaceImports.remove(interfaces ?? "")
        interfaceImports.remove(module ?? "")
        self.interfaceImports = interfaces == nil ? [] : interfaceImports.sorted()
        unpublished =
            interfaces == nil
            ? []
            : interfaceTypes.compactMap { type in
                homes[type].flatMap { $0.isPublic ? nil : (type, $0.module) }
            }
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
