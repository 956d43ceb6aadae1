import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
// On Linux the pthread types reach Swift through libdispatch's C module, which then owns their initializers.
#if canImport(CDispatch)
import CDispatch
#endif

/// Starts a detached thread with a stack of a given size, and says when it cannot: Foundation's `Thread`
/// starts nothing and reports nothing when the system refuses (a memory limit leaves no room for the
/// stack), and a scan waiting for that thread's result waited forever (issue 41, under `ulimit -v`).
enum StackThread {
    /// Why a thread could not be started: the system's words for `code`, and what a person does about it.
    struct Refusal: Error, Sendable {
        let code: Int32

        /// A sentence for a warning: the reason, and the memory each reading thread needs.
        var reason: String {
            "no thread could be started to read it (\(SystemErrorText.words(code)); each reading thread reserves "
                + "\(ByteCount(FileReaderPool.stackBytes)) of address space: raise the memory limit)"
        }
    }

    /// Runs `body` on a new detached thread of `stackBytes` of stack. Throws ``Refusal`` when none starts.
    static func start(stackBytes: Int, _ body: @escaping @Sendable () -> Void) throws(Refusal) {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let context = Unmanaged.passRetained(Body(body)).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        #else
        var thread: pthread_t?
        #endif
        let status = pthread_create(&thread, &attributes, runBody, context)
        guard status == 0 else {
            Unmanaged<Body>.fromOpaque(context).release()
            throw Refusal(code: status)
        }
    }

    /// The closure a thread runs, boxed to cross `pthread_create`'s C pointer.
    private final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }

    #if canImport(Glibc)
    private static let runBody: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
        return nil
    }
    #else
    private static let runBody: @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? = { context in
        Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
        return nil
    }
    #endif
}
