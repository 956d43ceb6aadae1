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
    /// The weak references, in a class of their own so that copying a record never copies them.
    private let live = LiveObjects()
    var objectKey: ObjectIdentifier?
    var interactorKey: ObjectIdentifier?

    /// The router instance holding this id now; nil before the first one and after it is released.
    var object: AnyObject? {
        get { live.router }
        nonmutating set { live.router = newValue }
    }

    var interactorObject: AnyObject? {
        get { live.interactor }
        nonmutating set { live.interactor = newValue }
    }

    /// Who the interactor reports to: a parent's interactor or an adapter.
    var listener: AnyObject? {
        get { live.listener }
        nonmutating set { live.listener = newValue }
    }

    /// The view controller of a viewful router (`viewController`), to read how its parent shows it.
    var viewObject: AnyObject? {
        get { live.view }
        nonmutating set { live.view = newValue }
    }
    /// Superclass hops to the level storing `children`, for reading them through `Mirror`.
    var childrenLevel: Int?

    /// Whether the object that held this id has been released (reads the weak reference in place).
    var isReleased: Bool { object == nil }

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

    /// The record of RIB `index`, read and changed in place: copying a record would copy its weak
    /// references, which costs more than the rest of a hook call.
    subscript(index: Int32) -> RibRecord {
        _read { yield records[Int(index)] }
        _modify { yield &records[Int(index)] }
    }

    /// The RIB index of a known, live router object.
    @inline(__always)
    func index(of object: AnyObject) -> Int32? {
        guard let index = byObject[ObjectIdentifier(object)], records[Int(index)].object === object else { return nil }
        return index
    }

    /// The RIB index whose live interactor is `object`.
    func index(ofInteractor object: AnyObject) -> Int32? {
        guard let index = byInteractor[ObjectIdentifier(object)], records[Int(index)].interactorObject === object else {
            return nil
        }
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
        let index = freeID(base: base, isAttached: isAttached) ?? makeRecord(base: base)
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

    /// The lowest id of `base` that no live object holds and that is not attached. A scan over the ids of
    /// one name: as long as the most instances of that type ever alive at once.
    private func freeID(base: String, isAttached: (Int32) -> Bool) -> Int32? {
        guard let ids = idsByBase[base] else { return nil }
        for index in ids where !isAttached(index) {
            if records[Int(index)].isReleased { return index }
        }
        return nil
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

/// The objects behind one RIB id, held weakly.
final class LiveObjects {
    weak var router: AnyObject?
    weak var interactor: AnyObject?
    weak var listener: AnyObject?
    weak var view: AnyObject?
}

/// A weak reference to a class instance.
struct Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
