/// `GET /events`: a server-sent event stream that sends `data: changed` each time the file's version
/// changes (checked every ``ServeSettings/pollInterval``), and a comment every
/// ``ServeSettings/heartbeatInterval`` whose failed write tells a browser that left without closing. A
/// client that closes is noticed within one poll interval. Ends when the server stops.
struct EventStream {
    let file: WatchedFile
    let settings: ServeSettings

    /// The stream's head: no length, no caching.
    static let head = Array(
        ("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").utf8)

    /// Streams on `connection` until the client leaves or `isStopped` says so; for HEAD only the head.
    func serve(on connection: ClientConnection, headOnly: Bool, isStopped: () -> Bool) {
        guard connection.send(Self.head[...]), !headOnly, connection.send(Array(": watching\n\n".utf8)[...]) else {
            return
        }
        let poll = max(Int(settings.pollInterval * 1000), 1)
        var last = file.version()
        var nextHeartbeat = ContinuousClock.now + .milliseconds(Int(settings.heartbeatInterval * 1000))
        while !isStopped() {
            guard connection.isPeerOpen(waitingAtMost: poll) else { return }
            let now = file.version()
            if now != last {
                last = now
                guard connection.send(Array("data: changed\n\n".utf8)[...]) else { return }
            }
            if ContinuousClock.now >= nextHeartbeat {
                nextHeartbeat = ContinuousClock.now + .milliseconds(Int(settings.heartbeatInterval * 1000))
                guard connection.send(Array(": alive\n\n".utf8)[...]) else { return }
            }
        }
    }
}
