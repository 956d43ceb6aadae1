import RibTrace

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket listening on one IPv4 address: 127.0.0.1 unless `serve --listen` chose another, so by
/// default nothing off this machine can connect.
final class TCPListener: @unchecked Sendable {
    /// The port it listens on (the one the system chose when asked for port 0).
    let port: UInt16
    private let fd: Int32

    /// Listens on `address`:`port` (0: any free port). Throws ``LiveServerError/cannotListen(address:reason:)``.
    init(address: ListenAddress) throws(LiveServerError) {
        #if canImport(Glibc)
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw .cannotListen(address: address.description, reason: SystemErrorText.words(errno)) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var socketAddress = address.socketAddress
        let bound = withUnsafePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 128) == 0 else {
            let reason = SystemErrorText.words(errno)
            close(fd)
            throw .cannotListen(address: address.description, reason: reason)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &socketAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        self.fd = fd
        self.port = UInt16(bigEndian: socketAddress.sin_port)
    }

    /// The next connection's descriptor, or the `errno` that `accept` failed with.
    func accept() -> Result<Int32, AcceptFailure> {
        #if canImport(Glibc)
        let connection = Glibc.accept(fd, nil, nil)
        #else
        let connection = Darwin.accept(fd, nil, nil)
        #endif
        return connection >= 0 ? .success(connection) : .failure(AcceptFailure(code: errno))
    }

    /// Stops listening; a blocked ``accept()`` returns with an error.
    func shutDown() {
        shutdown(fd, Int32(SHUT_RDWR))
        #if canImport(Glibc)
        Glibc.close(fd)
        #else
        Darwin.close(fd)
        #endif
    }
}

/// Why `accept` failed, and whether trying again can help.
struct AcceptFailure: Error, Equatable {
    /// The `errno`.
    let code: Int32

    /// What to do about it.
    enum Remedy: Equatable {
        /// Try again at once (a signal, a connection that was reset before it was taken).
        case retry
        /// Try again after a pause: descriptors or memory are exhausted for now.
        case backOff
        /// Nothing helps: the listening socket itself is gone or wrong.
        case giveUp
    }

    var remedy: Remedy {
        switch code {
        case EINTR, ECONNABORTED, EPROTO, EPERM, EAGAIN, ENETDOWN, EHOSTUNREACH, ENETUNREACH, ENOPROTOOPT, EOPNOTSUPP:
            .retry
        case EMFILE, ENFILE, ENOBUFS, ENOMEM:
            .backOff
        default:
            .giveUp
        }
    }

    /// The failure in words.
    var words: String { SystemErrorText.words(code) }
}
