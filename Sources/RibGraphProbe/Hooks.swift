/// The explicit hooks: cheap when the objects are known (a dictionary lookup, a tree update, an append).
///
/// Their result does not depend on whether they are called before or after RIBs' `attachChild` returns.
/// `attachChild` runs the child's `load()` → `didLoad()` (and its interactor's `didBecomeActive()`) before
/// it returns, so a hook called after it reports the grandchildren attached there before their parent:
/// a parent the recorded tree does not have yet is attached first, under the live router whose `children`
/// hold it (the same search as ``interactorDidBecomeActive(_:)``, down from the root when no router the
/// probe knows holds it), and the parent's own call that follows finds it already in place.
///
/// A hook that contradicts the live tree is not recorded and is counted in ``ignoredHookCalls``, so the
/// trace always replays: attaching under a parent no live router holds (except the probe's root, which is
/// then launched first), attaching a RIB under its own descendant, detaching a router the probe has never
/// seen. Attaching a RIB that is attached elsewhere records its detach first (a missed detach). Attaching
/// one already attached to that parent records nothing: it is what the tree already says.
extension ProbeCore {
    func didAttach(_ child: AnyObject, to parent: AnyObject?) {
        settlePresentations()
        let childRIB = rib(for: child)
        var parentRIB = LiveTree.none
        if let parent {
            parentRIB = rib(for: parent)
            guard attachThroughParents(parentRIB, depth: 0) else {
                ignoredHookCalls += 1
                return
            }
        }
        if isAttached(childRIB) {
            if tree.parent[Int(childRIB)] == parentRIB { return }
            if parentRIB != LiveTree.none && tree.isAncestor(childRIB, of: parentRIB) {
                ignoredHookCalls += 1
                return
            }
            emitDetach(childRIB)
        }
        emitAttach(childRIB, to: parentRIB)
    }

    /// Detaches `child` from wherever the recorded tree has it (the `parent` the caller names is not needed).
    /// A known router that is no longer attached is not an error: RIBs detaches the remaining children of
    /// a router when it is deallocated, after the router itself (and so its subtree) was detached.
    func willDetach(_ child: AnyObject) {
        settlePresentations()
        guard let childRIB = registry.index(of: child) else {
            ignoredHookCalls += 1
            return
        }
        if isAttached(childRIB) { emitDetach(childRIB) }
    }

    /// Attaches the RIB of `interactor` under the router whose `children` hold its router.
    ///
    /// The parent is looked up through the interactor's listener (a parent interactor or an adapter) and
    /// checked against that parent's `children`; failing that, the attached routers' `children` are read,
    /// then those of every other live router the probe knows. RIBs activates a re-attached subtree's
    /// children before the subtree's top interactor runs `didBecomeActive`, so a parent that is not attached
    /// yet is attached first, the same way (parents before children).
    func interactorDidBecomeActive(_ interactor: AnyObject) {
        settlePresentations()
        guard let rib = registry.index(ofInteractor: interactor) ?? registerRouter(of: interactor) else {
            ignoredHookCalls += 1
            return
        }
        if !attachThroughParents(rib, depth: 0) { ignoredHookCalls += 1 }
    }

    /// Detaches the RIB of `interactor` if it is attached. A RIB already detached with its parent's subtree
    /// is not an error: RIBs deactivates a subtree parent first.
    func interactorWillResignActive(_ interactor: AnyObject) {
        settlePresentations()
        guard let rib = registry.index(ofInteractor: interactor), isAttached(rib) else { return }
        emitDetach(rib)
    }

    private func registerRouter(of interactor: AnyObject) -> Int32? {
        let fields = ObjectDiscovery.storedFields(of: interactor)
        guard let router = ObjectDiscovery.value(fields, "router").flatMap(ObjectDiscovery.unwrapObject),
            catalog.facts(for: router).kind == .router
        else { return nil }
        let rib = self.rib(for: router)
        return registry[rib].interactorObject === interactor ? rib : nil
    }

    /// Attaches `rib` under its live parent, attaching that parent first when needed; false when no parent is found.
    private func attachThroughParents(_ rib: Int32, depth: Int) -> Bool {
        if isAttached(rib) { return true }
        guard depth < configuration.maximumDepth, let router = registry[rib].object else { return false }
        if router === root {
            emitAttach(rib, to: LiveTree.none)
            return true
        }
        guard let parent = parent(of: router, listener: registry[rib].listener),
            attachThroughParents(parent, depth: depth + 1)
        else { return false }
        emitAttach(rib, to: parent)
        return true
    }

    private func parent(of router: AnyObject, listener: AnyObject?) -> Int32? {
        func holds(_ rib: Int32) -> Bool {
            guard let object = registry[rib].object, object !== router else { return false }
            return children(of: object).contains { $0 === router }
        }
        if let listener, let candidate = registry.index(ofInteractor: listener) ?? registry.index(ofAdapter: listener),
            holds(candidate)
        {
            return candidate
        }
        if let attached = tree.preorder.first(where: holds) { return attached }
        if let known = (0..<Int32(registry.count)).first(where: { !isAttached($0) && holds($0) }) { return known }
        return holderReachable(fromRootOf: router).map { rib(for: $0) }
    }

    /// The live router under the probe's root whose `children` hold `router`: the last resort for a hook
    /// that names a router whose ancestors the probe has not met yet (a grandchild reported from inside
    /// `attachChild`, before any call about its parent).
    private func holderReachable(fromRootOf router: AnyObject) -> AnyObject? {
        guard let root else { return nil }
        var stack: [(object: AnyObject, depth: Int)] = [(root, 1)]
        var visited: Set<ObjectIdentifier> = []
        while let (object, depth) = stack.popLast() {
            guard visited.insert(ObjectIdentifier(object)).inserted else { continue }
            let children = self.children(of: object)
            if children.contains(where: { $0 === router }) { return object }
            if depth < configuration.maximumDepth { stack += children.map { ($0, depth + 1) } }
        }
        return nil
    }
}
