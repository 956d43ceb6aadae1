/// The explicit hooks: cheap when the objects are known (a dictionary lookup, a tree update, an append).
///
/// A hook that contradicts the recorded tree is not recorded and is counted in ``ignoredHookCalls``, so
/// the trace always replays: attaching under a parent that is not attached (except the probe's root,
/// which is then launched first), attaching a RIB under its own descendant, detaching a router the probe
/// has never seen. Attaching a RIB that is attached elsewhere records its detach first (a missed detach).
/// Attaching one already attached to that parent is a duplicate and is ignored (and counted).
extension ProbeCore {
    func didAttach(_ child: AnyObject, to parent: AnyObject?) {
        let childRIB = rib(for: child)
        var parentRIB = LiveTree.none
        if let parent {
            parentRIB = rib(for: parent)
            if !isAttached(parentRIB) {
                guard parent === root else { ignoredHookCalls += 1; return }
                emitAttach(parentRIB, to: LiveTree.none)
            }
        }
        if isAttached(childRIB) {
            if tree.parent[Int(childRIB)] == parentRIB || (parentRIB != LiveTree.none && tree.isAncestor(childRIB, of: parentRIB)) {
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
        guard let childRIB = registry.index(of: child) else { ignoredHookCalls += 1; return }
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
        guard let rib = registry.index(ofInteractor: interactor) ?? registerRouter(of: interactor) else {
            ignoredHookCalls += 1
            return
        }
        if !attachThroughParents(rib, depth: 0) { ignoredHookCalls += 1 }
    }

    /// Detaches the RIB of `interactor` if it is attached. A RIB already detached with its parent's subtree
    /// is not an error: RIBs deactivates a subtree parent first.
    func interactorWillResignActive(_ interactor: AnyObject) {
        guard let rib = registry.index(ofInteractor: interactor), isAttached(rib) else { return }
        emitDetach(rib)
    }

    private func registerRouter(of interactor: AnyObject) -> Int32? {
        let fields = ObjectDiscovery.storedFields(of: interactor)
        guard let router = ObjectDiscovery.value(fields, "router").flatMap(ObjectDiscovery.unwrapObject),
              catalog.facts(for: router).kind == .router else { return nil }
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
              attachThroughParents(parent, depth: depth + 1) else { return false }
        emitAttach(rib, to: parent)
        return true
    }

    private func parent(of router: AnyObject, listener: AnyObject?) -> Int32? {
        func holds(_ rib: Int32) -> Bool {
            guard let object = registry[rib].object, object !== router else { return false }
            return children(of: object).contains { $0 === router }
        }
        if let listener, let candidate = registry.index(ofInteractor: listener) ?? registry.index(ofAdapter: listener),
           holds(candidate) {
            return candidate
        }
        if let attached = tree.preorder.first(where: holds) { return attached }
        return (0..<Int32(registry.count)).first { !isAttached($0) && holds($0) }
    }
}
