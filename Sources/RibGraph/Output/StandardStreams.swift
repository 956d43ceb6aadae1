#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps the standard file descriptors 0, 1 and 2 from being reused. A program started with one of them
/// closed (`ribgraph snapshot t.json -o - >&-`) would otherwise get it back from its next `open`, and
/// "standard output" would then be whatever file that was.
package enum StandardStreams {
    /// Whether standard output was closed when ``protect()`` ran; writing to `-` is then an error.
    nonisolated(unsafe) private(set) static var outputWasClosed = false

    /// Points each closed standard descriptor at `/dev/null`. Call it first thing, before anything opens a file.
    package static func protect() {
        for fd in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(fd, F_GETFD) == -1 && errno == EBADF {
            let null = open("/dev/null", fd == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if null >= 0 && null != fd {
                dup2(null, fd)
                close(null)
            }
            if fd == STDOUT_FILENO { outputWasClosed = true }
        }
    }
}
