import Foundation
import RibGraphProbe
import TicTacToeFixture

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `writeContinuously(to:every:)` costs the app: the app thread's time inside hook calls while
/// `seconds` of app time pass at `rate` explicit events per second (a leaf's willDetach, then its
/// didAttach), with the probe writing its trace every `interval` seconds, or not at all when nil. The
/// writer encodes and writes on its own queue; the app thread only waits for the lock while the writer
/// copies the new events, so the difference between the two runs is what continuous writing adds.
/// With `streamingTo`, the probe streams there instead (every `interval`), as to `ribgraph serve --listen`.
func hookTime(
    _ tree: BenchTree, seconds: Double, rate: Int, writingEvery interval: Double?,
    streamingTo server: URL? = nil
) -> (nanoseconds: UInt64, fileBytes: Int, stream: StreamStatus) {
    let probe = RibProbe(
        root: tree.root, app: "ProbeBench",
        configuration: .init(children: { ($0 as? Routing)?.children.map { $0 as AnyObject } }))
    probe.observe()
    let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("probebench-live-\(ProcessInfo.processInfo.processIdentifier).json")
    defer { try? FileManager.default.removeItem(at: file) }
    if let interval, let server {
        probe.stream(to: server, session: "bench", every: interval)
    } else if let interval {
        probe.writeContinuously(to: file, every: interval)
    }
    let leaves = tree.leaves
    let pairs = Int(seconds * Double(rate)) / 2
    let gap = 2.0 / Double(rate)
    var inside: UInt64 = 0
    let start = Date()
    for i in 0..<pairs {
        let leaf = leaves[i % leaves.count]
        inside +=
            Measure.once {
                probe.willDetach(leaf.child, from: leaf.parent)
                probe.didAttach(leaf.child, to: leaf.parent)
            }.nanoseconds
        // App time passes between events: sleep until this pair's slot ends.
        let next = start.addingTimeInterval(Double(i + 1) * gap)
        if next > Date() { Thread.sleep(until: next) }
    }
    probe.stopWriting()
    let status = probe.streamStatus
    probe.stopStreaming(flushingWithin: 0)
    let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
    return (inside, size, status)
}

/// A loopback port that takes connections into its backlog and never reads them: a server that never
/// answers, the worst a stream meets (every tick copies into the queue while the post waits).
func silentServer() -> URL? {
    #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let listening = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0
        }
    }
    return listening
        ? URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))/?token=0123456789abcdef") : nil
}
