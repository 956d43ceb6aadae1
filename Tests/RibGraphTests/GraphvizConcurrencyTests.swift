import Foundation
import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph
@testable import RibTrace

/// Graphviz's C library is not thread-safe; ribgraph serialises every call. Eight threads drawing at once
/// must get exactly what one thread gets.
final class GraphvizConcurrencyTests: XCTestCase {
    private struct Job: Sendable {
        let sample: String
        let format: OutputFormat
    }

    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes: [Int: [Int: [UInt8]]] = [:]
        private(set) var errors: [String] = []

        func store(_ value: [UInt8], thread: Int, job: Int) {
            lock.withLock { bytes[thread, default: [:]][job] = value }
        }

        func fail(_ message: String) {
            lock.withLock { errors.append(message) }
        }

        func value(thread: Int, job: Int) -> [UInt8]? {
            lock.withLock { bytes[thread]?[job] }
        }
    }

    func testEightThreadsDrawingAtOnceGetWhatOneThreadGets() throws {
        let samples = ["tictactoe", "adapter", "vertical", "flattened", "business-logic"]
        let jobs = samples.flatMap { sample in
            [OutputFormat.svg, .png, .pdf, .dot].map { Job(sample: sample, format: $0) }
        }
        let traces = try Dictionary(uniqueKeysWithValues: samples.map { ($0, try SampleTraces.trace($0)) })
        let options = SnapshotOptions(dependencies: .properties)
        @Sendable func draw(_ job: Job) throws -> [UInt8] {
            try Snapshot(trace: LoadedTrace(traces[job.sample]!, source: job.sample), options: options).render(
                format: job.format
            ).bytes
        }
        let serial = try jobs.map(draw)
        let results = Results()
        let threads = 8
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread starts at a different job, so different formats and graphs overlap.
            for step in jobs.indices {
                let index = (step + thread * 3) % jobs.count
                do {
                    results.store(try draw(jobs[index]), thread: thread, job: index)
                } catch {
                    results.fail("thread \(thread), \(jobs[index]): \(error)")
                }
            }
        }
        XCTAssertEqual(results.errors, [])
        for thread in 0..<threads {
            for (index, job) in jobs.enumerated() {
                let drawn = results.value(thread: thread, job: index)
                XCTAssertEqual(drawn?.count, serial[index].count, "thread \(thread): \(job.sample) \(job.format)")
                XCTAssertTrue(
                    drawn == serial[index],
                    "thread \(thread): \(job.sample) \(job.format) differs from the serial drawing")
            }
        }
    }
}
