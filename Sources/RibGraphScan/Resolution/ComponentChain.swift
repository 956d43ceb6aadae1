/// A chain of components to search for a Dependency's properties, nearest first, shared between RIBs: a
/// child's chain is its parent's with at most one component in front, so a chain of RIBs 20,000 deep costs
/// 20,000 links, not the 200 million that a copy per RIB would.
final class ComponentChain: Sequence {
    let ref: ComponentRef
    let next: ComponentChain?

    /// How many components, nearest first, a search looks at: far more than any app's component chain (a
    /// few dozen), and what keeps a hostile chain of thousands linear.
    static let searched = 256

    init(_ ref: ComponentRef, next: ComponentChain?) {
        self.ref = ref
        self.next = next
    }

    /// The chain of `refs`, the first nearest; nil when empty.
    static func of(_ refs: [ComponentRef]) -> ComponentChain? {
        refs.reversed().reduce(nil) { next, ref in ComponentChain(ref, next: next) }
    }

    func makeIterator() -> AnyIterator<ComponentChain> {
        var current: ComponentChain? = self
        return AnyIterator {
            defer { current = current?.next }
            return current
        }
    }

    /// The first ``searched`` components, nearest first.
    var nearest: [ComponentRef] { prefix(Self.searched).map(\.ref) }

    /// Whether the chain goes on past ``nearest``.
    var isCut: Bool { dropFirst(Self.searched).first { _ in true } != nil }

    /// This chain without `ref` among its first ``searched`` components (copying only the part before it).
    func removing(_ ref: ComponentRef) -> ComponentChain? {
        let head = Array(prefix(Self.searched))
        guard let at = head.firstIndex(where: { $0.ref == ref }) else { return self }
        return head[..<at].reversed().reduce(head[at].next) { next, link in ComponentChain(link.ref, next: next) }
    }

    /// The link holding `ref` among the first ``searched`` components.
    func link(of ref: ComponentRef) -> ComponentChain? {
        prefix(Self.searched).first { $0.ref == ref }
    }
}
