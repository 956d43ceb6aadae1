import Foundation
import RibGraphProbe
import RibTrace
import TicTacToeFixture

// ProbeBench: what RibProbe costs on a 1,000-router RIBs tree, against a plain recursive loop over
// `Routing.children`. Reports; never fails (exit status 0). Run it built in release:
//     swift build -c release --product ProbeBench && .build/release/ProbeBench

let loopRuns = 2_000  // plain loop runs (median)
let steadyRuns = 200  // observe() runs on the unchanged tree (median)
let freshProbes = 5  // fresh probes for first discovery (median), after one cold probe
let eventCount = 1_000_000  // explicit events per run (didAttach/willDetach pairs × 2)
let eventRuns = 3  // explicit-event runs (median); memory is measured on the first

let budgetAccessorNs = 500_000.0  // observe(), unchanged tree, children accessor: < 0.5 ms
let budgetMirrorNs = 15_000_000.0  // observe(), unchanged tree, zero configuration: < 15 ms
let budgetEventNs = 1_000.0  // one explicit event: < 1 µs
let liveSeconds = 4.0  // app time simulated with and without continuous writing
let liveRate = 100  // explicit events per second of app time
let liveInterval = 0.25  // writeContinuously's interval
let budgetLiveNsPerSecond = 1_000_000.0  // continuous writing: < 1 ms of the app thread per second of app time

let accessor: @Sendable (AnyObject) -> [AnyObject]? = { ($0 as? Routing)?.children.map { $0 as AnyObject } }
var checksum = 0

func progress(_ message: String) {
    FileHandle.standardError.write(Data(("ProbeBench: " + message + "\n").utf8))
}

/// One fresh probe's first and second `observe()`, and the events each recorded.
struct Discovery {
    let first: UInt64
    let second: UInt64
    let firstEvents: Int
    let secondEvents: Int
}

/// Creates a probe over `root`, then times its first `observe()` (discovers every router) and its second
/// (the tree is unchanged: no discovery, no event).
func discover(_ root: AnyObject, _ configuration: RibProbe.Configuration) -> Discovery {
    let probe = RibProbe(root: root, app: "ProbeBench", configuration: configuration)
    let first = Measure.once { probe.observe() }.nanoseconds
    let firstEvents = probe.export().events.count
    let second = Measure.once { probe.observe() }.nanoseconds
    return Discovery(
        first: first, second: second, firstEvents: firstEvents,
        secondEvents: probe.export().events.count - firstEvents)
}

/// A probe that has observed the tree once, then `runs` timed `observe()` calls of the unchanged tree.
func steadyObserve(_ root: AnyObject, _ configuration: RibProbe.Configuration, runs: Int) -> (
    samples: [UInt64], newEvents: Int
) {
    let probe = RibProbe(root: root, app: "ProbeBench", configuration: configuration)
    probe.observe()
    let before = probe.export().events.count
    let timed = Measure.repeated(runs) {
        probe.observe()
        return 1
    }
    return (timed.samples, probe.export().events.count - before)
}

// 1. The tree.
progress("building 1,000 routers")
let (tree, buildNs) = Measure.once { BenchTree() }
let leaves = tree.leaves
let visited = countRouters(tree.root)

// 2. The reference: a plain loop over children.
progress("plain loop, \(loopRuns) runs")
let loop = Measure.repeated(loopRuns) { countRouters(tree.root) }
checksum &+= loop.checksum
let loopNs = Measure.median(loop.samples)

// 4. First discovery (measured before the steady state, so that the first probe is the process's coldest).
progress("first discovery, \(1 + freshProbes) fresh probes with the accessor, \(freshProbes) without")
let cold = discover(tree.root, .init(children: accessor))
let warmAccessor = (0..<freshProbes).map { _ in discover(tree.root, .init(children: accessor)) }
let warmMirror = (0..<freshProbes).map { _ in discover(tree.root, .init()) }
let firstAccessorNs = Measure.median(warmAccessor.map(\.first))
let secondAccessorNs = Measure.median(warmAccessor.map(\.second))
let firstMirrorNs = Measure.median(warmMirror.map(\.first))
let secondMirrorNs = Measure.median(warmMirror.map(\.second))
let discoveryEvents = ([cold] + warmAccessor + warmMirror).map(\.firstEvents)
let secondEvents = ([cold] + warmAccessor + warmMirror).map(\.secondEvents).reduce(0, +)

// 3. observe() on the unchanged tree.
progress("observe() on the unchanged tree, \(steadyRuns) runs × 2")
let steadyAccessor = steadyObserve(tree.root, .init(children: accessor), runs: steadyRuns)
let steadyMirror = steadyObserve(tree.root, .init(), runs: steadyRuns)
let accessorNs = Measure.median(steadyAccessor.samples)
let mirrorNs = Measure.median(steadyMirror.samples)

// 5 and 6. Explicit events on known routers: a leaf's willDetach then didAttach, round-robin over the leaves.
progress("explicit events, \(eventRuns) × \(Format.count(eventCount))")
/// One explicit-event run: its time, the resident memory it added, the hook calls it had ignored.
struct EventRun {
    let nanoseconds: UInt64
    let residentDelta: Int
    let ignored: Int
    let probe: RibProbe
}
var eventRunsDone: [EventRun] = []
for _ in 0..<eventRuns {
    let probe = RibProbe(
        root: tree.root, app: "ProbeBench",
        configuration: .init(eventCapacity: tree.count + eventCount + 1_000, children: accessor))
    probe.observe()
    let residentBefore = Measure.residentBytes()
    let elapsed = Measure.once {
        for i in 0..<eventCount / 2 {
            let leaf = leaves[i % leaves.count]
            probe.willDetach(leaf.child, from: leaf.parent)
            probe.didAttach(leaf.child, to: leaf.parent)
        }
    }.nanoseconds
    let residentAfter = Measure.residentBytes()
    // Keep only the first probe (memory and JSON are measured on it), so later runs start from the same heap.
    eventRunsDone.append(
        EventRun(
            nanoseconds: elapsed, residentDelta: residentAfter - residentBefore,
            ignored: probe.ignoredHookCalls, probe: eventRunsDone.isEmpty ? probe : eventRunsDone[0].probe))
}
let eventNs = Measure.median(eventRunsDone.map(\.nanoseconds)) / Double(eventCount)
let memoryRun = eventRunsDone[0]
let residentPerEvent = Double(memoryRun.residentDelta) / Double(eventCount)
let ignoredHooks = eventRunsDone.map(\.ignored).reduce(0, +)

progress("exporting \(Format.count(eventCount + tree.count)) events as JSON")
let exported = memoryRun.probe.export()
let exportedEvents = exported.events.count
let droppedEvents = exported.droppedEvents
let jsonURL = FileManager.default.temporaryDirectory.appendingPathComponent(
    "probebench-\(ProcessInfo.processInfo.processIdentifier).json")
let (jsonBytes, writeNs) = Measure.once { () -> Int? in
    guard (try? memoryRun.probe.write(to: jsonURL)) != nil,
        let size = try? FileManager.default.attributesOfItem(atPath: jsonURL.path)[.size] as? NSNumber
    else { return nil }
    return size.intValue
}
try? FileManager.default.removeItem(at: jsonURL)

progress("continuous writing: \(Int(liveSeconds)) s of app time at \(liveRate) events/s, without and with it")
let quiet = hookTime(tree, seconds: liveSeconds, rate: liveRate, writingEvery: nil)
let live = hookTime(tree, seconds: liveSeconds, rate: liveRate, writingEvery: liveInterval)
let liveAddedNsPerSecond = (Double(live.nanoseconds) - Double(quiet.nanoseconds)) / liveSeconds
progress("streaming: \(Int(liveSeconds)) s of app time at \(liveRate) events/s to a server that never answers")
let streamed = silentServer().map {
    hookTime(tree, seconds: liveSeconds, rate: liveRate, writingEvery: liveInterval, streamingTo: $0)
}

// 7. The report.
let n = Double(tree.count)
func perRouter(_ nanoseconds: Double) -> String {
    nanoseconds / n >= 1_000 ? Format.us(nanoseconds / n) : Format.ns(nanoseconds / n)
}
func vsLoop(_ nanoseconds: Double) -> String { Format.ratio(nanoseconds / loopNs) }

print("ProbeBench: RibProbe on a RIBs tree (the fixture's Router/ViewableRouter/Interactor/Builder/Component),")
print("against a plain recursive loop over Routing.children. Release build; times are medians of wall clock.")
print()
print(
    "Tree: \(Format.count(tree.count)) routers (\(tree.count - tree.viewlessCount) viewful, \(tree.viewlessCount) viewless),"
        + " \(tree.levelSizes.count) levels \(tree.levelSizes.map(String.init).joined(separator: "/")),"
        + " fan-out up to \(tree.maximumFanOut), \(leaves.count) leaves;")
print("      each holds a child Builder over its Component chain (up to \(tree.levelSizes.count + 1) components deep);")
print(
    "      built and attached with attachChild in \(Format.ms(Double(buildNs))); the plain loop visits \(Format.count(visited)) routers."
)
print()

var table = Table("measurement", "runs", "median", "per router", "vs plain loop")
table.add(
    "plain loop over Routing.children", Format.count(loopRuns), Format.ms(loopNs), perRouter(loopNs), Format.ratio(1))
table.add(
    "observe(), unchanged tree, children accessor", Format.count(steadyRuns), Format.ms(accessorNs),
    perRouter(accessorNs), vsLoop(accessorNs))
table.add(
    "observe(), unchanged tree, zero configuration (Mirror)", Format.count(steadyRuns), Format.ms(mirrorNs),
    perRouter(mirrorNs), vsLoop(mirrorNs))
table.add(
    "first observe(), fresh probe, accessor (process's first)", "1", Format.ms(Double(cold.first)),
    perRouter(Double(cold.first)), vsLoop(Double(cold.first)))
table.add(
    "first observe(), fresh probe, accessor", Format.count(freshProbes), Format.ms(firstAccessorNs),
    perRouter(firstAccessorNs), vsLoop(firstAccessorNs))
table.add(
    "  then second observe(), same probe, unchanged tree", Format.count(freshProbes), Format.ms(secondAccessorNs),
    perRouter(secondAccessorNs), vsLoop(secondAccessorNs))
table.add(
    "first observe(), fresh probe, zero configuration", Format.count(freshProbes), Format.ms(firstMirrorNs),
    perRouter(firstMirrorNs), vsLoop(firstMirrorNs))
table.add(
    "  then second observe(), same probe, unchanged tree", Format.count(freshProbes), Format.ms(secondMirrorNs),
    perRouter(secondMirrorNs), vsLoop(secondMirrorNs))
print(table.render())
print()
print(
    "- each first observe() records \(Set(discoveryEvents).map(Format.count).joined(separator: "/")) attach events (one per router);"
        + " the second records \(secondEvents) in all \(1 + 2 * freshProbes) probes,")
print(
    "  and the \(2 * steadyRuns) steady runs record \(steadyAccessor.newEvents + steadyMirror.newEvents):"
        + " discovery runs once per new router instance, never again.")
print(
    "- second observe() against the steady median: accessor \(Format.ratio(secondAccessorNs / accessorNs)),"
        + " zero configuration \(Format.ratio(secondMirrorNs / mirrorNs)); each is one run right after a discovery,")
print(
    "  like the steady probes' own first timed run (also their second observe()):"
        + " \(Format.ms(Double(steadyAccessor.samples[0]))) and \(Format.ms(Double(steadyMirror.samples[0]))).")
print()

var events = Table("explicit events (known routers)", "events", "median", "per event")
events.add(
    "willDetach + didAttach of a leaf, round-robin over \(leaves.count) leaves",
    "\(eventRuns) × " + Format.count(eventCount),
    Format.ms(Measure.median(eventRunsDone.map(\.nanoseconds))), Format.ns(eventNs))
events.add(
    "resident memory growth while recording (first run, RSS)", Format.count(eventCount),
    Format.bytes(memoryRun.residentDelta), String(format: "%.1f B", residentPerEvent))
if let jsonBytes {
    events.add(
        "exported trace JSON, write(to:) in \(Format.ms(Double(writeNs)))", Format.count(exportedEvents),
        Format.bytes(jsonBytes), String(format: "%.1f B", Double(jsonBytes) / Double(max(exportedEvents, 1))))
} else {
    events.add("exported trace JSON: write(to:) failed", Format.count(exportedEvents), "n/a", "n/a")
}
print(events.render())
print()
print(
    "- the trace holds \(Format.count(exportedEvents)) events (\(Format.count(tree.count)) from the first observe()),"
        + " \(droppedEvents) dropped; \(ignoredHooks) hook calls ignored over all runs.")
print(
    "- RSS is read from "
        + {
            #if os(Linux)
            "/proc/self/statm"
            #else
            "task_info(MACH_TASK_BASIC_INFO)"
            #endif
        }() + ": only touched pages count, not the event buffer's unused capacity.")
print()

var writing = Table(
    "continuous writing (app thread's time in hook calls)", "app time", "in hooks", "per second of app time")
writing.add(
    "\(liveRate) events/s, no writing", "\(Int(liveSeconds)) s", Format.ms(Double(quiet.nanoseconds)),
    Format.us(Double(quiet.nanoseconds) / liveSeconds))
writing.add(
    "\(liveRate) events/s, writeContinuously every \(liveInterval) s (file \(Format.bytes(live.fileBytes)))",
    "\(Int(liveSeconds)) s", Format.ms(Double(live.nanoseconds)), Format.us(Double(live.nanoseconds) / liveSeconds))
if let streamed {
    writing.add(
        "\(liveRate) events/s, stream every \(liveInterval) s to a server that never answers "
            + "(\(streamed.stream.queuedEvents) queued, \(streamed.stream.droppedEvents) dropped)",
        "\(Int(liveSeconds)) s", Format.ms(Double(streamed.nanoseconds)),
        Format.us(Double(streamed.nanoseconds) / liveSeconds))
}
print(writing.render())
print()

print("Budgets:")
var budgets = Table("", "measured", "budget", "", "vs plain loop")
func verdict(_ value: Double, _ budget: Double) -> String { value < budget ? "OK" : "MISSED" }
budgets.add(
    "observe(), unchanged tree, children accessor", Format.ms(accessorNs), "< 0.5 ms",
    verdict(accessorNs, budgetAccessorNs), vsLoop(accessorNs))
budgets.add(
    "observe(), unchanged tree, zero configuration", Format.ms(mirrorNs), "< 15 ms", verdict(mirrorNs, budgetMirrorNs),
    vsLoop(mirrorNs))
budgets.add(
    "explicit event (didAttach / willDetach)", Format.ns(eventNs), "< 1 µs", verdict(eventNs, budgetEventNs), "")
budgets.add(
    "continuous writing, added per second of app time", Format.us(max(0, liveAddedNsPerSecond)), "< 1 ms",
    verdict(liveAddedNsPerSecond, budgetLiveNsPerSecond), "")
print(budgets.render().split(separator: "\n").dropFirst(2).map { "  " + $0 }.joined(separator: "\n"))
print()
print("(checksum \(checksum))")
