import Foundation
import RibGraphProbe
import TicTacToeFixture

/// What `writeContinuously(to:every:)` costs the app: the app thread's time inside hook calls while
/// `seconds` of app time pass at `rate` explicit events per second (a leaf's willDetach, then its
/// didAttach), with the probe writing its trace every `interval` seconds, or not at all when nil. The
/// writer encodes and writes on its own queue; the app thread only waits for the lock while the writer
/// copies the new events, so the difference between the two runs is what continuous writing adds.
func hookTime(_ tree: BenchTree, seconds: Double, rate: Int, writingEvery interval: Double?) -> (nanoseconds: UInt64, fileBytes: Int) {
    let probe = RibProbe(root: tree.root, app: "ProbeBench",
                         configuration: .init(children: { ($0 as? Routing)?.children.map { $0 as AnyObject } }))
    probe.observe()
    let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("probebench-live-\(ProcessInfo.processInfo.processIdentifier).json")
    defer { try? FileManager.default.removeItem(at: file) }
    if let interval { probe.writeContinuously(to: file, every: interval) }
    let leaves = tree.leaves
    let pairs = Int(seconds * Double(rate)) / 2
    let gap = 2.0 / Double(rate)
    var inside: UInt64 = 0
    let start = Date()
    for i in 0..<pairs {
        let leaf = leaves[i % leaves.count]
        inside += Measure.once {
            probe.willDetach(leaf.child, from: leaf.parent)
            probe.didAttach(leaf.child, to: leaf.parent)
        }.nanoseconds
        // App time passes between events: sleep until this pair's slot ends.
        let next = start.addingTimeInterval(Double(i + 1) * gap)
        if next > Date() { Thread.sleep(until: next) }
    }
    probe.stopWriting()
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
    return (inside, size)
}
