#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the standard file descriptors 0, 1 and 2 from being reused. A program started with one of them
/// closed (`ribgraph snapshot t.json -o - >&-`) would otherwise get it back from its next `open`, and
/// "standard output" would then be whatever file that was.
package enum StandardStreams {
    /// The standard descriptors that were closed, each pointed at `/dev/null` when this is first read. A
    /// `static let` is set once, by whichever thread reads it first, while the others wait: no lock or
    /// unchecked variable is needed.
    private static let closedAtStart: Set<Int32> = {
        var closed = Set<Int32>()
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
            closed.insert(fd)
        }
        return closed
    }()

    /// Whether standard output was closed when ``protect()`` ran; writing to `-` is then an error.
    package static var outputWasClosed: Bool { closedAtStart.contains(STDOUT_FILENO) }

    /// Points each closed standard descriptor at `/dev/null`. Call it first thing, before anything opens a file.
    package static func protect() {
        _ = closedAtStart
    }
}
