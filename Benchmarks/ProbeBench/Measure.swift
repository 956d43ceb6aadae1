import Dispatch
import Foundation

#if canImport(Darwin)
import Darwin
#endif

/// Timing, memory and table helpers for the probe benchmark.
enum Measure {
    /// The system's uptime in nanoseconds.
    @inline(__always)
    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Runs `body` once and returns its result and the nanoseconds it took.
    static func once<T>(_ body: () -> T) -> (result: T, nanoseconds: UInt64) {
        let start = now()
        let result = body()
        return (result, now() - start)
    }

    /// Runs `body` `runs` times; returns each run's nanoseconds and the sum of what the runs returned
    /// (a checksum the caller prints, so that the optimizer cannot drop the work).
    static func repeated(_ runs: Int, _ body: () -> Int) -> (samples: [UInt64], checksum: Int) {
        var samples: [UInt64] = []
        samples.reserveCapacity(runs)
        var checksum = 0
        for _ in 0..<runs {
            let start = now()
            checksum &+= body()
            samples.append(now() - start)
        }
        return (samples, checksum)
    }

    /// The median of `samples`, in nanoseconds.
    static func median(_ samples: [UInt64]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1
            ? Double(sorted[middle]) : (Double(sorted[middle - 1]) + Double(sorted[middle])) / 2
    }

    /// The process's resident memory in bytes (`/proc/self/statm` on Linux, `task_info` on Darwin); 0 if unknown.
    static func residentBytes() -> Int {
        #if os(Linux)
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #elseif canImport(Darwin)
        var info = mach_task_basic_info()
        var count = mach_msg_type_number_t(MemoryLayout<mach_task_basic_info>.size / MemoryLayout<natural_t>.size)
        let status = withUnsafeMutablePointer(to: &info) { pointer in
            pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
                task_info(task_self_trap(), task_flavor_t(MACH_TASK_BASIC_INFO), $0, &count)
            }
        }
        return status == KERN_SUCCESS ? Int(info.resident_size) : 0
        #else
        return 0
        #endif
    }
}

/// Number formatting for the table.
enum Format {
    /// Milliseconds from nanoseconds, with 3 significant decimals for small values.
    static func ms(_ nanoseconds: Double) -> String {
        let value = nanoseconds / 1_000_000
        return value < 1
            ? String(format: "%.4f ms", value)
            : value < 100 ? String(format: "%.2f ms", value) : String(format: "%.0f ms", value)
    }

    /// Microseconds from nanoseconds.
    static func us(_ nanoseconds: Double) -> String {
        String(format: "%.2f µs", nanoseconds / 1_000)
    }

    /// Nanoseconds.
    static func ns(_ nanoseconds: Double) -> String {
        String(format: "%.1f ns", nanoseconds)
    }

    /// A ratio such as `12.3×`.
    static func ratio(_ value: Double) -> String {
        value < 10 ? String(format: "%.2f×", value) : String(format: "%.1f×", value)
    }

    /// An integer with thousands separators: `1,000,000`.
    static func count(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (value < 0 ? "-" : "") + out
    }

    /// Bytes as `12.3 MB` (2^20 bytes) or `512 B`.
    static func bytes(_ value: Int) -> String {
        abs(value) >= 1 << 20
            ? String(format: "%.1f MB", Double(value) / Double(1 << 20))
            : abs(value) >= 1 << 10 ? String(format: "%.1f KB", Double(value) / 1024) : "\(value) B"
    }
}

/// An aligned text table: a header row, a rule, then rows; the first column left-aligned, the others right-aligned.
struct Table {
    let header: [String]
    private(set) var rows: [[String]] = []

    init(_ header: String...) {
        self.header = header
    }

    mutating func add(_ cells: String...) {
        rows.append(cells)
    }

    /// The table as lines of text, columns separated by two spaces.
    func render() -> String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            header.indices.map { column in
                let cell = column < cells.count ? cells[column] : ""
                let pad = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    /// The string without trailing spaces.
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
