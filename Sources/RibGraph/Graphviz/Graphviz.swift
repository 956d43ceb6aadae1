import CGraphviz
import Foundation

/// The process' single way into Graphviz's C library, which is not thread-safe even with one context
/// per thread: one lock around every call, one context per way of sizing text for the process, and
/// Graphviz's messages captured instead of printed.
final class Graphviz: @unchecked Sendable {
    /// The shared instance; created on first use.
    static let shared = Graphviz()

    /// How Graphviz sizes the text of labels while laying a graph out.
    enum TextSizing {
        /// Measured with the installed fonts by Graphviz's pango plugin: what PNG and PDF need, whose
        /// glyphs those fonts draw.
        case measured
        /// Estimated with ``LabelMetrics``, the widths ribgraph sized its boxes with, without pango: for
        /// SVG, whose text the viewer's fonts draw. Measuring every label line took over half the time of
        /// drawing a large SVG, and Graphviz's own estimate (its fallback without a text layout plugin)
        /// reads UTF-8 byte by byte and ignores bold, which put a Cyrillic name outside its box.
        case estimated
    }

    private let lock = NSLock()
    /// The contexts made so far, created on first use; only touched under the lock.
    private var measuringContext: OpaquePointer?
    private var estimatingContext: OpaquePointer?
    /// Frees finished graphs off the caller's path: tearing down a 20,000-node graph takes a third of a
    /// second that nobody needs to wait for (a command-line run has written its output by then).
    private let releaseQueue = DispatchQueue(label: "ribgraph.graphviz.release")
    /// Graphs that died inside the current ``perform(textSizing:_:)``; only touched under the lock.
    private var pendingReleases: [DoomedGraph] = []

    private init() {
        agseterr(AGWARN)
        agseterrf(captureGraphvizMessage)
    }

    /// Runs `body` while holding the lock, in the context that sizes text as `textSizing` says, with
    /// Graphviz's message buffer emptied first; messages that arrive are available from
    /// ``GraphvizSession/takeMessages()`` inside `body`.
    func perform<T>(textSizing: TextSizing, _ body: (GraphvizSession) throws -> T) rethrows -> T {
        lock.lock()
        defer {
            // Graphs die inside `body`; they are handed to the release queue only once the lock is
            // released: dispatching while holding it made every thread waiting for the lock wait on
            // the queue's thread too, and under memory pressure a server deadlocked that way.
            let doomed = pendingReleases
            pendingReleases = []
            lock.unlock()
            if !doomed.isEmpty { scheduleRelease(doomed) }
        }
        capturedGraphvizMessages = ""
        agreseterrors()
        return try body(GraphvizSession(context: context(textSizing)))
    }

    /// The context for `textSizing`, made on first use; called with the lock held.
    private func context(_ textSizing: TextSizing) -> OpaquePointer {
        switch textSizing {
        case .measured:
            if let measuringContext { return measuringContext }
            let made: OpaquePointer = gvContext()
            measuringContext = made
            return made
        case .estimated:
            if let estimatingContext { return estimatingContext }
            let made: OpaquePointer = rg_context_with_text_widths(labelWidth)
            estimatingContext = made
            return made
        }
    }

    /// Returns once every graph handed to ``release(_:laidOut:session:)`` so far is freed: for measuring memory.
    func waitForReleases() {
        releaseQueue.sync {}
    }

    /// Frees `graph` (and its layout, if it has one) later, under the lock. Called inside
    /// ``perform(textSizing:_:)`` (a graph exists only there), so with the lock held: the graph waits in
    /// `pendingReleases` until `perform` has released the lock.
    func release(_ graph: UnsafeMutablePointer<Agraph_t>, laidOut: Bool, session: GraphvizSession) {
        pendingReleases.append(DoomedGraph(graph: graph, laidOut: laidOut, context: session.context))
    }

    /// Frees `doomed` on the release queue, taking the lock there; called without the lock held.
    private func scheduleRelease(_ doomed: [DoomedGraph]) {
        releaseQueue.async { [self] in
            lock.lock()
            defer { lock.unlock() }
            for graph in doomed {
                if graph.laidOut { gvFreeLayout(graph.context, graph.graph) }
                agclose(graph.graph)
            }
        }
    }
}

/// A graph no Swift code refers to any more, handed to the release queue; only that queue touches it.
private struct DoomedGraph: @unchecked Sendable {
    let graph: UnsafeMutablePointer<Agraph_t>
    let laidOut: Bool
    /// The context that laid the graph out, which frees its layout.
    let context: OpaquePointer
}

/// Access to Graphviz granted by ``Graphviz/perform(textSizing:_:)``; valid only inside that call.
struct GraphvizSession {
    let context: OpaquePointer

    /// Graphviz's messages since the last ``takeMessages()``, one per line, trimmed; they stay for it.
    func peekMessages() -> [String] {
        capturedGraphvizMessages.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
    }

    /// Graphviz's messages since the last call, one per line, trimmed.
    func takeMessages() -> [String] {
        defer { capturedGraphvizMessages = "" }
        return peekMessages()
    }

    /// Runs `body`, adding what Graphviz printed to standard error meanwhile to the captured messages.
    func capturingStandardError<T>(_ body: () -> T) -> T {
        // Graphviz 2.42 formats a message for an error function twice with one va_list once it passes
        // 1,024 bytes (a warning naming a long node), and crashes: while standard error is captured
        // anyway, it prints its messages there instead.
        let errorFunction = agseterrf(nil)
        defer { agseterrf(errorFunction) }
        let (result, printed) = StandardErrorCapture.capturing(body)
        if !printed.isEmpty { capturedGraphvizMessages += printed.hasSuffix("\n") ? printed : printed + "\n" }
        return result
    }

    /// Whether a plugin of `kind` ("layout", "render", "device") called `name` is installed. Asked once
    /// per kind and name: Graphviz 2.42's `gvPluginList` leaks a copy of every repeated type name it skips
    /// (valgrind: definitely lost under `strdup` ← `gvPluginList`), and the plugins never change.
    func hasPlugin(kind: String, name: String) -> Bool {
        let key = kind + ":" + name
        if let known = knownPlugins[key] { return known }
        let found = rg_has_plugin(context, kind, name) != 0
        knownPlugins[key] = found
        return found
    }
}

/// What ``GraphvizSession/hasPlugin(kind:name:)`` found, by "kind:name"; only touched under ``Graphviz``'s lock.
nonisolated(unsafe) private var knownPlugins: [String: Bool] = [:]

/// Graphviz delivers messages in fragments through a C callback that cannot capture context; the
/// buffer is only touched while ``Graphviz``'s lock is held.
nonisolated(unsafe) private var capturedGraphvizMessages = ""

/// The text widths of the ``Graphviz/TextSizing/estimated`` context: Graphviz asks for each label line while
/// laying a graph out (under ``Graphviz``'s lock), giving its UTF-8 text, size in points and weight.
private func labelWidth(_ text: UnsafePointer<CChar>?, _ size: Double, _ bold: Int32) -> Double {
    LabelMetrics(fontSize: size, bold: bold != 0).width(of: text.map { String(cString: $0) } ?? "")
}

private func captureGraphvizMessage(_ message: UnsafeMutablePointer<CChar>?) -> Int32 {
    if let message { capturedGraphvizMessages += String(cString: message) }
    return 0
}
