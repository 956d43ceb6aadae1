import Dispatch

// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// The probe's state and the operations on it. Not thread-safe: ``RibProbe`` calls it with its lock held.
final class ProbeCore {
    let configuration: RibProbe.Configuration
    let catalog = TypeCatalog()
    var registry = RibRegistry()
    var tree = LiveTree()
    var log: EventLog
    var findings = Findings()
    /// Parent and child names that a builder found by discovery explains.
    var explained: Set<RoutePair> = []
    /// Parent and child names whose attach made the probe discover the parent again (see ``explainAttach(of:under:)``).
    var rediscovered: Set<RoutePair> = []
    /// Detached RIBs whose objects are to be checked for release (see ``LeakWatch``).
    var leakWatch = LeakWatch()
    /// Hook calls that contradicted the recorded tree and were not recorded (see ``RibProbe/ignoredHookCalls``).
    var ignoredHookCalls = 0
    /// Attached children whose presentation is still to be read (see ``settlePresentations()``), by RIB.
    var unshown: [Int32: UnshownChild] = [:]
    let startNanoseconds: UInt64
    weak var root: AnyObject?

    init(root: AnyObject, configuration: RibProbe.Configuration) {
        self.configuration = configuration
        self.root = root
        log = EventLog(capacity: configuration.eventCapacity)
        startNanoseconds = configuration.clock()
    }

    // MARK: Events

    /// Records attaching `child` under `parent` (``LiveTree/none``: launching a root) and applies it to the tree.
    @inline(__always)
    func emitAttach(_ child: Int32, to parent: Int32) {
        if parent != LiveTree.none { explainAttach(of: child, under: parent) }
        if leakWatch.isWatching { leakWatch.reattached(child) }
        tree.attach(child, to: parent)
        let now = configuration.clock()
        log.append(PackedEvent(nanoseconds: now, parent: parent, child: child, isAttach: true))
        if configuration.recordsPresentations && parent != LiveTree.none {
            unshown[child] = UnshownChild(parent: parent, attachedAt: now)
        }
    }

    /// Records detaching `child` (and so its subtree) from its recorded parent and applies it to the tree.
    @inline(__always)
    func emitDetach(_ child: Int32) {
        let parent = tree.parent[Int(child)]
        let watching = configuration.leakDelay != nil && log.events.count < log.capacity
        // A leaf, the usual detach, needs no subtree list.
        let subtree = watching && !tree.children[Int(child)].isEmpty ? tree.subtree(of: child) : []
        tree.detach(child)
        let now = configuration.clock()
        log.append(PackedEvent(nanoseconds: now, parent: parent, child: child, isAttach: false))
        if watching {
            let seq = log.events.count
            if subtree.isEmpty {
                leakWatch.watch(child, detachSeq: seq, at: now, registry: registry)
            } else {
                for rib in subtree { leakWatch.watch(rib, detachSeq: seq, at: now, registry: registry) }
            }
        }
    }

    func isAttached(_ rib: Int32) -> Bool {
        Int(rib) < tree.isAttached.count && tree.isAttached[Int(rib)]
    }

    // MARK: Objects

    /// The RIB index of router `object`: a dictionary lookup when known, else a full discovery.
    @inline(__always)
    func rib(for object: AnyObject) -> Int32 {
        registry.index(of: object) ?? register(object)
    }

    /// The attached children of router `object`: through the configured accessor, else through `Mirror`.
    func children(of object: AnyObject) -> [AnyObject] {
        if let accessor = configuration.children, let list = accessor(object) { return list }
        guard let level = catalog.facts(for: object).childrenLevel else { return [] }
        var mirror: Mirror? = Mirror(reflecting: object)
        for _ in 0..<level { mirror = mirror?.superclassMirror }
        guard let owner = mirror,
            let value = StoredFields.children(of: owner).first(where: { $0.label == "children" })?.value
        else { return [] }
        if let list = value as? [AnyObject] { return list }
        return Mirror(reflecting: value).children.compactMap { ObjectDiscovery.unwrapObject($0.value) }
    }

    /// Reflects a router seen for the first time, gives it an id and records what it holds.
    func register(_ object: AnyObject) -> Int32 {
        let found = ObjectDiscovery.discover(object, catalog: catalog, maximumDepth: configuration.maximumDepth)
        let index = registry.claim(
            object, base: TypeNames.removingSuffix("Router", from: found.router), isAttached: isAttached)
        registry[index].router = found.router
        registry[index].interactor = found.interactorType ?? registry[index].interactor
        registry[index].isViewful = found.isViewful
        registry[index].view = found.view ?? registry[index].view
        registry[index].viewObject = found.viewObject
        registry[index].childrenLevel = found.childrenLevel
        registry[index].listener = found.listener
        if let interactor = found.interactor { registry.setInteractor(interactor, of: index) }
        if let listener = found.listenerType { findings.add(Listener(child: registry[index].id, listener: listener)) }
        record(found, of: index)
        return index
    }

    /// Reflects router `parent` again when the child attached under it is one that nothing its discovery
    /// found builds: an adapter or a business-logic RIB that makes the child's builder only when it builds
    /// the child (to turn a dynamic value into a static dependency) holds no builder until then. Bounded:
    /// once per pair of parent and child names, so an unexplained child costs one more discovery at most.
    func explainAttach(of child: Int32, under parent: Int32) {
        let pair = RoutePair(parent: registry[parent].base, child: registry[child].base)
        guard !explained.contains(pair), rediscovered.insert(pair).inserted, let object = registry[parent].object else {
            return
        }
        record(ObjectDiscovery.discover(object, catalog: catalog, maximumDepth: configuration.maximumDepth), of: parent)
    }

    /// Records the components, adapters and builders one discovery of RIB `index`'s router found.
    private func record(_ found: RouterFindings, of index: Int32) {
        let component = Self.ownComponent(found.builders) ?? registry[index].component
        registry[index].component = component
        for link in found.components { findings.add(ComponentLink(component: link.component, parent: link.parent)) }
        for (adapter, _) in found.adapters { registry.addAdapter(adapter, of: index) }
        for builder in found.builders { record(builder, from: index, component: component) }
        tree.grow(to: registry.count)
    }

    private func record(_ builder: BuilderFinding, from parent: Int32, component: String?) {
        let child = registry[registry.placeholder(base: builder.child)].id
        let parentID = registry[parent].id
        explained.insert(RoutePair(parent: registry[parent].base, child: builder.child))
        registry.noteBuilder(builder.builder, dependency: builder.dependency, for: builder.child)
        findings.add(Route(parent: parentID, child: child, builder: builder.builder, adapter: builder.adapter))
        let adapterProvides = builder.adapter != nil && builder.adapterOwnsDependency && builder.component != component
        if let adapter = builder.adapter {
            findings.add(
                Adapter(
                    name: adapter, parent: parentID, child: child, component: adapterProvides ? builder.component : nil)
            )
        }
        guard let dependency = builder.dependency, let satisfier = builder.component else { return }
        let provider = satisfier == component ? parentID : adapterProvides ? builder.adapter : nil
        findings.add(DependencyEdge(child: child, dependency: dependency, component: satisfier, provider: provider))
    }

    /// A RIB's own component: what its routers' builders depend on (the most frequent, first on ties),
    /// preferring builders held directly over those inside adapters. Leaf RIBs hold no builder, so their
    /// component stays unknown.
    static func ownComponent(_ builders: [BuilderFinding]) -> String? {
        func mostFrequent(_ names: [String]) -> String? {
            var counts: [String: Int] = [:]
            for name in names { counts[name, default: 0] += 1 }
            return names.max {
                counts[$0]! < counts[$1]!
                    || (counts[$0]! == counts[$1]! && names.firstIndex(of: $0)! > names.firstIndex(of: $1)!)
            }
        }
        let usable = builders.filter { $0.dependencyIsComponent && !$0.adapterOwnsDependency }
        return mostFrequent(usable.filter { $0.adapter == nil }.compactMap(\.component))
            ?? mostFrequent(usable.compactMap(\.component))
    }
}

/// A parent RIB name and a child RIB name (`LoggedIn`, `OffGame`): a route by type, not by instance.
struct RoutePair: Hashable {
    let parent: String
    let child: String
}
