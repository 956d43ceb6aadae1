#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Some Graphviz plugins print straight to the process' standard error (cairo's "graph is too large for
/// cairo-renderer bitmaps" is an `fprintf`, not an `agerr`), which would reach the terminal raw. While
/// Graphviz's lock is held, file descriptor 2 points at a temporary file instead, and what was printed
/// comes back as text for ribgraph to report in its own words.
enum StandardErrorCapture {
    /// Runs `body` with standard error captured; returns its result and what it printed there.
    static func capturing<T>(_ body: () throws -> T) rethrows -> (T, String) {
        fflush(nil)
        guard let file = tmpfile() else { return (try body(), "") }
        defer { fclose(file) }
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, dup2(fileno(file), STDERR_FILENO) >= 0 else {
            if saved >= 0 { close(saved) }
            return (try body(), "")
        }
        defer {
            fflush(nil)
            dup2(saved, STDERR_FILENO)
            close(saved)
        }
        let result = try body()
        fflush(nil)
        return (result, contents(of: file))
    }

    private static func contents(of file: UnsafeMutablePointer<FILE>) -> String {
        rewind(file)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count <= 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
