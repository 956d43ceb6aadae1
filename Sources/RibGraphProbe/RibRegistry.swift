/// One RIB id of the trace, and the router instance that currently holds it (weakly).
struct RibRecord {
    let id: String
    /// The name ids are made from: the router type without `Router` (or the builder type without `Builder`).
    let base: String
    var router: String?
    var interactor: String?
    var view: String?
    var isViewful = false
    var component: String?
    /// The router instance holding this id now; nil before the first one and after it is released.
    weak var object: AnyObject?
    var objectKey: ObjectIdentifier?
    weak var interactorObject: AnyObject?
    var interactorKey: ObjectIdentifier?
    /// Who the interactor reports to: a parent's interactor or an adapter.
    weak var listener: AnyObject?
    /// Superclass hops to the level storing `children`, for reading them through `Mirror`.
    var childrenLevel: Int?

    init(id: String, base: String) {
        self.id = id
        self.base = base
    }
}

/// RIB ids and the objects behind them.
///
/// Ids: the router type without `Router` (`LoggedInRouter` → `LoggedIn`); while that id is held, another
/// instance gets `LoggedIn#2`, then `#3`. An id is held while its object is alive or while it is attached
/// in the recorded tree. A new object takes the lowest free id of its name, so a RIB that is built afresh
/// each time it is shown (the usual RIBs pattern) keeps one id across the trace; one detached and attached
/// again keeps its id as long as the object lives. Objects are tracked by `ObjectIdentifier` plus a weak
/// reference, so an address reused by a new object after the old one died is never confused with it.
/// Never holds an app object strongly.
struct RibRegistry {
    private(set) var records: [RibRecord] = []
    private var byObject: [ObjectIdentifier: Int32] = [:]
    private var byInteractor: [ObjectIdentifier: Int32] = [:]
    private var adapters: [ObjectIdentifier: (object: Weak, rib: Int32)] = [:]
    private var idsByBase: [String: [Int32]] = [:]
    /// Builder type and Dependency protocol per RIB name, from the routes seen so far.
    private(set) var builders: [String: (builder: String, dependency: String?)] = [:]

    var count: Int { records.count }

    subscript(index: Int32) -> RibRecord {
        get { records[Int(index)] }
        set { records[Int(index)] = newValue }
    }

    /// The RIB index of a known, live router object.
    @inline(__always)
    func index(of object: AnyObject) -> Int32? {
        guard let index = byObject[ObjectIdentifier(object)], records[Int(index)].object === object else { return nil }
        return index
    }

    /// The RIB index whose live interactor is `object`.
    func index(ofInteractor object: AnyObject) -> Int32? {
        guard let index = byInteractor[ObjectIdentifier(object)], records[Int(index)].interactorObject === object else { return nil }
        return index
    }

    /// The RIB whose router holds the live adapter `object`.
    func index(ofAdapter object: AnyObject) -> Int32? {
        guard let entry = adapters[ObjectIdentifier(object)], entry.object.object === object else { return nil }
        return entry.rib
    }

    /// The first id made from `base` (`OffGame`), created when missing: the RIB a route points at.
    mutating func placeholder(base: String) -> Int32 {
        if let first = idsByBase[base]?.first { return first }
        return makeRecord(base: base)
    }

    /// Gives `object` the lowest free id made from `base` (free: no live object and not attached), or a new one.
    mutating func claim(_ object: AnyObject, base: String, isAttached: (Int32) -> Bool) -> Int32 {
        let index = idsByBase[base]?.first { records[Int($0)].object == nil && !isAttached($0) } ?? makeRecord(base: base)
        if let oldKey = records[Int(index)].objectKey, byObject[oldKey] == index { byObject[oldKey] = nil }
        if let oldKey = records[Int(index)].interactorKey, byInteractor[oldKey] == index { byInteractor[oldKey] = nil }
        let key = ObjectIdentifier(object)
        records[Int(index)].object = object
        records[Int(index)].objectKey = key
        byObject[key] = index
        return index
    }

    /// Remembers `interactor` as the interactor of RIB `index`.
    mutating func setInteractor(_ interactor: AnyObject, of index: Int32) {
        let key = ObjectIdentifier(interactor)
        records[Int(index)].interactorObject = interactor
        records[Int(index)].interactorKey = key
        byInteractor[key] = index
    }

    /// Remembers that RIB `index`'s router holds `adapter`.
    mutating func addAdapter(_ adapter: AnyObject, of index: Int32) {
        adapters[ObjectIdentifier(adapter)] = (Weak(adapter), index)
    }

    /// Remembers the builder type and Dependency protocol that build RIBs named `base` (first seen wins).
    mutating func noteBuilder(_ builder: String, dependency: String?, for base: String) {
        if builders[base] == nil { builders[base] = (builder, dependency) }
    }

    /// Forgets adapter entries whose objects were released (called from `observe()`).
    mutating func pruneReleasedAdapters() {
        adapters = adapters.filter { $0.value.object.object != nil }
    }

    private mutating func makeRecord(base: String) -> Int32 {
        let existing = idsByBase[base, default: []]
        let id = existing.isEmpty ? base : "\(base)#\(existing.count + 1)"
        let index = Int32(records.count)
        records.append(RibRecord(id: id, base: base))
        idsByBase[base, default: []].append(index)
        return index
    }
}

/// A weak reference to a class instance.
struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
