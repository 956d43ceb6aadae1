/// A chain of components to search for a Dependency's properties, nearest first, shared between RIBs: a
/// child's chain is its parent's with at most one component in front, so a chain of RIBs 20,000 deep costs
/// 20,000 links, not the 200 million that a copy per RIB would.
final class ComponentChain {
    let ref: ComponentRef
    let next: ComponentChain?
    /// How many links there are from this one to the top.
    let count: Int

    /// How many components, nearest first, a search looks at: far more than any app's component chain (a
    /// few dozen), and what keeps a hostile chain of thousands linear.
    static let searched = 256

    init(_ ref: ComponentRef, next: ComponentChain?) {
        self.ref = ref
        self.next = next
        count = 1 + (next?.count ?? 0)
    }

    /// The chain of `refs`, the first nearest; nil when empty.
    static func of(_ refs: [ComponentRef]) -> ComponentChain? {
        refs.reversed().reduce(nil) { next, ref in ComponentChain(ref, next: next) }
    }

    /// Whether the chain goes on past the ``searched`` components a search looks at.
    var isCut: Bool { count > Self.searched }

    /// This chain without `ref` among its first ``searched`` components (copying only the part before it).
    func removing(_ ref: ComponentRef) -> ComponentChain? {
        guard let found = link(of: ref) else { return self }
        var head: [ComponentChain] = []
        var current: ComponentChain? = self
        while let link = current, link !== found {
            head.append(link)
            current = link.next
        }
        return head.reversed().reduce(found.next) { next, link in ComponentChain(link.ref, next: next) }
    }

    /// The link holding `ref` among the first ``searched`` components.
    func link(of ref: ComponentRef) -> ComponentChain? {
        var current: ComponentChain? = self
        for _ in 0..<Self.searched {
            guard let link = current else { return nil }
            if link.ref == ref { return link }
            current = link.next
        }
        return nil
    }
}
