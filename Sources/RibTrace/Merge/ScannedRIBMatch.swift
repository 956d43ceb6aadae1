/// Which RIB of a scanned trace each RIB of a live trace is. Ids differ between the two (a scan has one RIB
/// per type, `Module.Name` on a clash; a recording numbers its live instances `X#2`), so a live RIB matches
/// the scanned RIBs with its builder type, else its router type, else its id without the `#n` suffix;
/// among several (two modules declaring one name), the one a route attaches under the scanned RIB chosen
/// for the live RIB's first parent wins, else the first.
package struct ScannedRIBMatch {
    /// The chosen scanned RIB index of each live RIB, nil when none matches.
    let scannedOfLive: [Int?]
    /// Every scanned RIB index each live RIB matches, chosen one first.
    let candidates: [[Int]]
    /// The live RIB index each chosen scanned RIB stands for (the first live RIB that chose it).
    let liveOfScanned: [Int: Int]
    /// Each live RIB's first parent (live index), nil for a root or a RIB never attached.
    let liveParents: [Int?]

    /// Matches `live`'s RIBs to `scanned`'s.
    init(live: Trace, scanned: Trace) {
        let scannedParents = Self.routeParents(scanned)
        let liveParent = Self.firstParents(live)
        var byBuilder: [String: [Int]] = [:], byRouter: [String: [Int]] = [:], byBaseID: [String: [Int]] = [:]
        for (index, rib) in scanned.ribs.enumerated() {
            if let builder = rib.builder { byBuilder[builder, default: []].append(index) }
            if let router = rib.router { byRouter[router, default: []].append(index) }
            byBaseID[Self.baseID(rib.id), default: []].append(index)
        }
        var candidates: [[Int]] = live.ribs.map { rib in
            rib.builder.flatMap { byBuilder[$0] } ?? rib.router.flatMap { byRouter[$0] } ?? byBaseID[
                Self.baseID(rib.id)] ?? []
        }
        // Parents first (a live parent is attached before its children), so a parent's choice is known.
        var chosen = [Int?](repeating: nil, count: live.ribs.count)
        for index in Self.attachOrder(live) where !candidates[index].isEmpty {
            let parentChoice = liveParent[index].flatMap { chosen[$0] }
            let pick =
                candidates[index].first { candidate in
                    parentChoice.map { scannedParents[candidate].contains($0) } ?? false
                }
                ?? candidates[index].first { candidate in
                    liveParent[index].map { candidates[$0].contains { scannedParents[candidate].contains($0) } }
                        ?? false
                }
                ?? candidates[index][0]
            chosen[index] = pick
            candidates[index] = [pick] + candidates[index].filter { $0 != pick }
        }
        var inverse: [Int: Int] = [:]
        for (liveIndex, scannedIndex) in chosen.enumerated() {
            if let scannedIndex, inverse[scannedIndex] == nil { inverse[scannedIndex] = liveIndex }
        }
        scannedOfLive = chosen
        self.candidates = candidates
        liveOfScanned = inverse
        liveParents = liveParent
    }

    /// Each scanned RIB's parents: those its routes come from.
    private static func routeParents(_ trace: Trace) -> [Set<Int>] {
        var parents = [Set<Int>](repeating: [], count: trace.ribs.count)
        for route in trace.routes {
            guard let parent = trace.index(ofRIB: route.parent), let child = trace.index(ofRIB: route.child) else {
                continue
            }
            parents[child].insert(parent)
        }
        return parents
    }

    /// `OffGame#2` → `OffGame`: an id without a trailing `#` and digits.
    package static func baseID(_ id: String) -> String {
        guard let hash = id.lastIndex(of: "#"), hash != id.startIndex else { return id }
        let digits = id[id.index(after: hash)...]
        return !digits.isEmpty && digits.allSatisfy({ $0.isASCII && $0.isNumber }) ? String(id[..<hash]) : id
    }

    /// The parent each RIB was first attached under, nil for a root or a RIB never attached.
    private static func firstParents(_ trace: Trace) -> [Int?] {
        var parent = [Int?](repeating: nil, count: trace.ribs.count)
        var seen = [Bool](repeating: false, count: trace.ribs.count)
        for event in trace.events where event.kind == .attach && event.child < seen.count && !seen[event.child] {
            seen[event.child] = true
            parent[event.child] = event.parent
        }
        return parent
    }

    /// Every RIB index, those attached in order of their first attach, then the rest in `ribs` order.
    private static func attachOrder(_ trace: Trace) -> [Int] {
        var order: [Int] = []
        var seen = [Bool](repeating: false, count: trace.ribs.count)
        for event in trace.events where event.kind == .attach && event.child < seen.count && !seen[event.child] {
            seen[event.child] = true
            order.append(event.child)
        }
        return order + seen.indices.filter { !seen[$0] }
    }
}
