#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One accepted connection: waits with a limit for what the client sends, writes with a limit to a client
/// that does not read, notices a client that has gone, and closes so that the last answer arrives.
final class ClientConnection {
    /// The socket's descriptor.
    let fd: Int32

    /// Takes over `fd`; a write that cannot proceed for `sendTimeout` seconds fails.
    init(fd: Int32, sendTimeout: Double) {
        self.fd = fd
        var timeout = timeval(
            tv_sec: Int(sendTimeout), tv_usec: .init((sendTimeout - sendTimeout.rounded(.down)) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// What one wait for the client gave.
    enum Received: Equatable {
        /// This many bytes arrived (at the start of the buffer).
        case bytes(Int)
        /// The client closed its side.
        case closed
        /// Nothing arrived in time.
        case timedOut
        /// The connection failed (reset).
        case failed
    }

    /// Waits at most `milliseconds` for bytes from the client and reads what has arrived into `buffer`.
    func receive(into buffer: inout [UInt8], waitingAtMost milliseconds: Int) -> Received {
        var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&request, 1, Int32(clamping: max(milliseconds, 0)))
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 { return .failed }
            if ready == 0 { return .timedOut }
            break
        }
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 { return .bytes(count) }
            if count == 0 { return .closed }
            if errno == EINTR { continue }
            return errno == EAGAIN || errno == EWOULDBLOCK ? .timedOut : .failed
        }
    }

    /// Whether the client is still there after waiting up to `milliseconds`: false once it has closed its
    /// side or the connection failed. What it sends meanwhile (nothing, from a browser's event stream) is
    /// read and dropped.
    func isPeerOpen(waitingAtMost milliseconds: Int) -> Bool {
        var buffer = [UInt8](repeating: 0, count: 512)
        switch receive(into: &buffer, waitingAtMost: milliseconds) {
        case .bytes, .timedOut: return true
        case .closed, .failed: return false
        }
    }

    /// Writes all of `bytes`; false when the client is gone or did not read for the send timeout.
    func send(_ bytes: ArraySlice<UInt8>) -> Bool {
        var offset = bytes.startIndex
        while offset < bytes.endIndex {
            let sent = bytes[offset...].withUnsafeBytes { chunk in
                #if canImport(Glibc)
                Glibc.send(fd, chunk.baseAddress!, chunk.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(fd, chunk.baseAddress!, chunk.count, 0)
                #endif
            }
            if sent < 0 && errno == EINTR { continue }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }

    /// Ends the connection: no more writes, then up to `milliseconds` (and 256 KiB) of what the client still
    /// sends is read and dropped, so that closing does not reset the connection before the client has read
    /// the answer (a request body nobody read would), then the socket is closed.
    func finish(lingeringAtMost milliseconds: Int = 500) {
        shutdown(fd, Int32(SHUT_WR))
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        var drained = 0
        let deadline = ContinuousClock.now + .milliseconds(milliseconds)
        while drained < 256 << 10 {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { break }
            guard case .bytes(let count) = receive(into: &buffer, waitingAtMost: left.milliseconds) else { break }
            drained += count
        }
        // What has already arrived is dropped even without lingering: closing with it unread would reset
        // the connection, and the client could lose the answer (a 503) before reading it.
        while drained < 256 << 10, case .bytes(let count) = receive(into: &buffer, waitingAtMost: 0) {
            drained += count
        }
        close(fd)
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded up, so that a wait never ends before its deadline.
    var milliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int((attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
    }
}
