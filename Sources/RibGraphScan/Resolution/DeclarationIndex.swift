import RibTrace

/// Every type declared in the scanned files, by name, with its extensions and conformances, and lookups that
/// find, among types of one name in several modules, the ones a use can mean as the compiler would see it: the
/// using file's own module, else the modules it imports, else its target's dependencies.
final class DeclarationIndex {
    /// One declared type (not an extension).
    struct Declared {
        var facts: TypeFacts
        var module: String
        var imports: Set<String>
        /// Extensions of this type, in file order.
        var extensions: [TypeFacts] = []
        /// Every member: the declaration's, then its extensions'.
        var members: [MemberFacts] { facts.members + extensions.flatMap(\.members) }
        /// Every function-like body: the declaration's, then its extensions'.
        var functions: [FunctionFacts] { facts.functions + extensions.flatMap(\.functions) }
        /// The declaration's inherited types, then its extensions' conformances.
        var conformances: [TypeName] { facts.inherited + extensions.flatMap(\.inherited) }
        var name: String { facts.name }
    }

    /// Where a name is used from: a file's path, module and imports, and its module's dependencies (nil when
    /// no manifest says).
    struct Context {
        var path: String
        var module: String
        var imports: Set<String>
        var dependencies: Set<String>? = nil
    }

    private(set) var types: [Declared] = []
    private var byName: [String: [Int]] = [:]
    /// Protocol id → ids of the types whose conformance, resolved from the conforming type's own file, names
    /// it: so two apps' `LoggedInBuildable`s each get their own builder.
    private var conformers: [Int: [Int]] = [:]
    /// Protocol base name → conformers, for protocols no scanned file declares (a framework's).
    private var undeclaredConformers: [String: [Int]] = [:]
    /// Extensions of types no scanned file declares (`extension UIViewController`, `extension ViewControllable`),
    /// by the extended type's last name: where an app adds its helpers to the frameworks' types.
    private(set) var foreignExtensions: [String: [TypeFacts]] = [:]
    /// Each scanned file's context, by path: for names used in an extension of a type no scanned file declares.
    private var fileContexts: [String: Context] = [:]
    /// Names declared more than once, with every id (for one warning each).
    private(set) var duplicates: [String: [Int]] = [:]
    /// Names that types of several modules declare: a trace writes them `Module.Name`.
    private var clashing: Set<String> = []
    /// What the manifests say of each module they name.
    let modules: [String: ModuleFacts]

    /// Indexes the files' declarations; extensions are attached to the type they resolve to from their own file.
    /// `modules` says which rule named each module and what it depends on.
    init(files: [FileFacts], modules: [String: ModuleFacts] = [:]) {
        self.modules = modules
        var pendingExtensions: [(TypeFacts, Context)] = []
        for file in files {
            let context = Context(
                path: file.path, module: file.module, imports: Set(file.imports),
                dependencies: modules[file.module]?.dependencies)
            fileContexts[file.path] = context
            for facts in file.types {
                if facts.kind == .extension {
                    pendingExtensions.append((facts, context))
                    continue
                }
                let id = types.count
                types.append(Declared(facts: facts, module: file.module, imports: context.imports))
                byName[facts.name, default: []].append(id)
                if let last = facts.name.split(separator: ".").last, last.count != facts.name.count {
                    byName[String(last), default: []].append(id)
                }
            }
        }
        for (facts, context) in pendingExtensions {
            if let id = resolve(facts.name, from: context) {
                types[id].extensions.append(facts)
            } else {
                foreignExtensions[facts.name.split(separator: ".").last.map(String.init) ?? facts.name, default: []]
                    .append(facts)
            }
        }
        for id in types.indices {
            let context = context(of: id)
            for conformance in types[id].conformances {
                if let target = resolve(conformance.qualified, from: context) {
                    conformers[target, default: []].append(id)
                } else {
                    undeclaredConformers[conformance.base, default: []].append(id)
                }
            }
        }
        // Two of one name in one module do not compile together: one of them is likely outside the app's
        // target (a stale copy), which the scan cannot know, so it says so too.
        for (name, ids) in byName where ids.count > 1 && ids.allSatisfy({ types[$0].facts.name == name }) {
            duplicates[name] = ids
            if Set(ids.map { types[$0].module }).count > 1 { clashing.insert(name) }
        }
    }

    /// How a trace names type `id`: `Module.Name` where types of several modules have its name (every `Component`
    /// of an app made of one framework per RIB), else its name, so that no text or picture mixes two up.
    func shownName(of id: Int) -> String {
        let name = types[id].facts.name
        return clashing.contains(name) ? "\(types[id].module).\(name)" : name
    }

    /// The types `name` can mean in `context`, as the compiler resolves it: a qualified `Module.Type` those of
    /// that module; else, among several types of one name, those of the using file's own module (which shadow
    /// every import), else of the modules it imports (those declared `public`, `open` or `package` when any
    /// is, since only they are seen from another module), else of its target's dependencies. More than one left is
    /// an ambiguity the scan cannot settle; empty when no scanned file declares the name.
    func candidates(_ name: String, from context: Context) -> [Int] {
        var ids = byName[name] ?? []
        if ids.isEmpty {
            let parts = name.split(separator: ".").map(String.init)
            guard parts.count > 1, let last = parts.last, let all = byName[last] else { return [] }
            let inModule = all.filter { types[$0].module == parts[0] }
            ids = inModule.isEmpty ? all : inModule
        }
        guard ids.count > 1 else { return ids }
        let same = ids.filter { types[$0].module == context.module }
        if !same.isEmpty { return same }
        let imported = ids.filter { context.imports.contains(types[$0].module) }
        let seen = imported.filter { types[$0].facts.isVisibleToImporters }
        if !imported.isEmpty { return seen.isEmpty ? imported : seen }
        let visible = ids.filter { context.dependencies?.contains(types[$0].module) == true }
        return visible.isEmpty ? ids : visible
    }

    /// The one type `name` means in `context` (``candidates(_:from:)``); where several remain, the one whose
    /// path shares the longest prefix with the file using it. Only what does not decide a route takes that
    /// guess: routes use the candidates, and mark an ambiguity as such.
    func resolve(_ name: String, from context: Context) -> Int? {
        let pool = candidates(name, from: context)
        guard pool.count > 1 else { return pool.first }
        return pool.max {
            commonPrefix(types[$0].facts.place.path, context.path)
                < commonPrefix(types[$1].facts.place.path, context.path)
        }
    }

    private func commonPrefix(_ a: String, _ b: String) -> Int {
        zip(a.split(separator: "/"), b.split(separator: "/")).prefix { $0 == $1 }.count
    }

    /// The context of a declared type's own file, for resolving the names it uses.
    func context(of id: Int) -> Context {
        Context(
            path: types[id].facts.place.path, module: types[id].module, imports: types[id].imports,
            dependencies: modules[types[id].module]?.dependencies)
    }

    /// The context of the scanned file at `path`; nil for a path the scan did not read.
    func context(ofFile path: String) -> Context? {
        fileContexts[path]
    }

    /// How the module of type `id` was named, as warnings say it.
    func moduleRule(of id: Int) -> String {
        (modules[types[id].module] ?? .folderRule).namedBy
    }

    /// Ids of the types declaring conformance to the protocol `id` (directly, in the declaration or an extension).
    func conformers(ofProtocol id: Int) -> [Int] {
        conformers[id] ?? []
    }

    /// Ids of the types conforming to the protocol `name` means in `context`; for a protocol no scanned file
    /// declares, those conforming to that name in `context`'s module, else in any.
    func conformers(of name: String, from context: Context) -> [Int] {
        if let id = resolve(name, from: context) { return conformers(ofProtocol: id) }
        let all = undeclaredConformers[name.split(separator: ".").last.map(String.init) ?? name] ?? []
        let same = all.filter { types[$0].module == context.module }
        return same.isEmpty ? all : same
    }

    /// The superclass id of a class, when its first inherited type is a class declared in the scanned files.
    func superclass(of id: Int) -> Int? {
        guard types[id].facts.kind == .class, let first = types[id].facts.inherited.first,
            let superID = resolve(first.qualified, from: context(of: id)), superID != id,
            types[superID].facts.kind == .class
        else { return nil }
        return superID
    }
}
