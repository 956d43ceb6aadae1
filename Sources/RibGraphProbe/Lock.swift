#if canImport(os)
import os
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The probe's one lock: `os_unfair_lock` on Apple platforms (iOS 10+), a `pthread_mutex_t` elsewhere.
/// The lock lives in its own heap allocation so that its address never moves, as both primitives require.
/// Not reentrant: a body must not take the lock again.
final class ProbeLock: @unchecked Sendable {
    #if canImport(os)
    private let storage: UnsafeMutablePointer<os_unfair_lock>
    #else
    private let storage: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Creates an unlocked lock.
    init() {
        #if canImport(os)
        storage = .allocate(capacity: 1)
        storage.initialize(to: os_unfair_lock())
        #else
        storage = .allocate(capacity: 1)
        storage.initialize(to: pthread_mutex_t())
        pthread_mutex_init(storage, nil)
        #endif
    }

    deinit {
        #if !canImport(os)
        pthread_mutex_destroy(storage)
        #endif
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Runs `body` with the lock held and returns its result.
    @inline(__always)
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        #if canImport(os)
        os_unfair_lock_lock(storage)
        defer { os_unfair_lock_unlock(storage) }
        #else
        pthread_mutex_lock(storage)
        defer { pthread_mutex_unlock(storage) }
        #endif
        return try body()
    }
}
