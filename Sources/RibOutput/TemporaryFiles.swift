import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files and folders ribgraph is writing (beside each output, renamed over it when done),
/// removed when the run is interrupted by SIGINT, SIGTERM or SIGHUP, so that stopping a long `frames` run
/// never leaves a hidden `.DIR.tmp-*` folder or `.NAME.ribgraph-*` file behind.
package enum TemporaryFiles {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    private static let lock = NSLock()
    /// The temporaries by path, and whether each is a folder. Only touched while `lock` is held: the signal
    /// thread reads it while the writing threads change it.
    nonisolated(unsafe) private static var live: [String: Bool] = [:]

    /// Handles the interrupting signals on a thread of their own: it removes every registered temporary,
    /// then ends the process by the same signal, as it would have ended without ribgraph's help. Call it
    /// first thing, before any other thread exists: the signals are blocked in the calling thread and every
    /// thread started after it, so that only the handling thread receives them.
    package static func removeOnInterrupt() {
        var set = signalSet()
        pthread_sigmask(SIG_BLOCK, &set, nil)
        // Cleaning up runs as ordinary code on an ordinary thread, not inside a signal handler, so it
        // may take locks, allocate and walk folders.
        Thread.detachNewThread {
            var set = signalSet()
            var received: Int32 = 0
            guard sigwait(&set, &received) == 0 else { return }
            removeAll()
            signal(received, SIG_DFL)
            pthread_sigmask(SIG_UNBLOCK, &set, nil)
            raise(received)
        }
    }

    /// Records `path` as a temporary being written; `isDirectory` says how to remove it.
    package static func register(_ path: String, isDirectory: Bool) {
        lock.withLock { live[path] = isDirectory }
    }

    /// Forgets `path`: it was renamed into place or removed.
    package static func unregister(_ path: String) {
        _ = lock.withLock { live.removeValue(forKey: path) }
    }

    private static func removeAll() {
        lock.withLock {
            for (path, isDirectory) in live {
                if isDirectory { try? FileManager.default.removeItem(atPath: path) } else { unlink(path) }
            }
            live.removeAll()
        }
    }

    private static func signalSet() -> sigset_t {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in signals { sigaddset(&set, signal) }
        return set
    }
}
