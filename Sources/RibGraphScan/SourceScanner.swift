import Dispatch
import Foundation
import RibTrace

/// Scans Swift sources for RIBs and writes what it finds as a trace: the tree of RIBs that can be attached,
/// the Component-to-Dependency edges and, for every property, the component that really provides it.
public enum SourceScanner {
    /// What a scan found.
    public struct Result: Sendable {
        /// The trace (`origin` `.source`): the graph of RIB types and the routes between them.
        public var trace: Trace
        /// Warnings about the sources, sorted; none is fatal.
        public var diagnostics: [ScanDiagnostic]
        /// The Swift files read, as spelled in the trace.
        public var files: [String]
        public var fileCount: Int { files.count }
        /// Dependency properties no component on the path provides.
        public var unresolvedCount: Int
    }

    /// Scans the `.swift` files under `paths` (files or folders). `app` names the trace (default: the last path
    /// component of the first path); `includeDemos` scans demo apps too, as modules of their own. `progress` receives one line per stage. Throws ``ScanError``: a path that
    /// does not exist, or nothing usable (no RIB at all); everything else becomes a diagnostic.
    public static func scan(paths: [String], excludes: [String] = [], includeDemos: Bool = false, app: String? = nil,
                            progress: (String) -> Void = { _ in }) throws -> Result {
        let files = try SourceDiscovery(excludes: excludes, includeDemos: includeDemos).files(in: paths)
        progress("scan: reading \(files.count) Swift files")
        let facts = read(files)
        let index = DeclarationIndex(files: facts)
        let catalog = RIBCatalog(index: index)
        guard !catalog.ribs.isEmpty else { throw ScanError.nothingFound(files: files.count) }
        progress("scan: \(catalog.ribs.count) RIB types; resolving routes and dependencies")
        let graph = ScanGraph(catalog: catalog)
        let provenance = ProvenanceResolver(catalog: catalog, graph: graph)
        let name = app ?? paths.first.map { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent }
        let trace = TraceAssembler(catalog: catalog, graph: graph, provenance: provenance).trace(app: name)
        let diagnostics = Set(facts.flatMap(\.diagnostics) + catalog.diagnostics + provenance.diagnostics + graph.unattached)
        return Result(trace: trace, diagnostics: diagnostics.sorted(), files: files.map(\.path),
                      unresolvedCount: provenance.unresolvedCount)
    }

    /// Parses the files in parallel; the result keeps the files' order.
    private static func read(_ files: [SourceFile]) -> [FileFacts] {
        let slots = Slots<FileFacts>(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { number in
            let file = files[number]
            guard let data = FileManager.default.contents(atPath: file.path) else {
                slots.store(FileFacts(path: file.path, module: file.module, imports: [], types: [], diagnostics: [
                    ScanDiagnostic(kind: .unreadableFile, place: SourceLocation(path: file.path, line: 1), message: "cannot read this file; it is left out"),
                ]), at: number)
                return
            }
            slots.store(DeclarationReader.read(source: [UInt8](data), path: file.path, module: file.module,
                                                    mode: file.languageMode), at: number)
        }
        return slots.values
    }
}

/// Results written by concurrent workers, one slot each.
private final class Slots<Value>: @unchecked Sendable {
    private var storage: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    func store(_ value: Value, at index: Int) {
        lock.lock()
        storage[index] = value
        lock.unlock()
    }

    /// Every slot's value; call after all workers finished.
    var values: [Value] { storage.compactMap { $0 } }
}
