/// What the manifests say about one module (a target): which rule named it, and the modules it depends on. A
/// name used in a file resolves only among its own module, its imports and these dependencies.
struct ModuleFacts: Sendable, Equatable {
    /// How warnings say the module was named: `a target declared in App/Project.swift`, `helper … called in …`.
    var namedBy: String
    /// The targets and products it depends on; nil when no manifest the scan reads says.
    var dependencies: Set<String>?

    /// A module no manifest names: the scan named it after a folder.
    static let folderRule = ModuleFacts(
        namedBy: "the folder rule (no manifest the scan reads declares its files)", dependencies: nil)

    /// The facts of a target the manifests declare; a target declared twice (one name in two manifests)
    /// depends on what either says.
    mutating func merge(_ other: ModuleFacts) {
        guard let mine = dependencies, let theirs = other.dependencies else {
            dependencies = nil
            return
        }
        dependencies = mine.union(theirs)
    }
}
