import Foundation
import RibTrace

/// The scanning pipeline: Swift sources found, parsed, catalogued and resolved into a trace of what it finds,
/// the tree of RIBs that can be attached, the Component-to-Dependency edges and, for every property, the
/// component that really provides it. It reports only its stages; the commands run it as a ``ReportedScan``.
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
    /// component of the first path); `includeDemos` scans demo apps too, as modules of their own; `followLinks`
    /// follows symbolic links out of the given folders too (unsafe on a tree someone else wrote). `progress`
    /// receives one line per stage. A file past `limits` is left out with a warning. Throws ``ScanError``: a path
    /// that does not exist or cannot be read, nothing usable (no RIB at all), or more RIB types than `limits`
    /// allow; everything else becomes a diagnostic.
    public static func scan(
        paths: [String], excludes: [String] = [], includeDemos: Bool = false, followLinks: Bool = false,
        app: String? = nil, limits: ScanLimits = .standard, progress: (String) -> Void = { _ in }
    ) throws -> Result {
        let found = try SourceDiscovery(
            excludes: excludes, includeDemos: includeDemos, followLinks: followLinks, limits: limits
        ).discover(in: paths)
        let files = found.files, skipped = found.diagnostics
        progress("scan: reading \(files.count) Swift files")
        let facts = FileReaderPool.read(files, limits: limits)
        let index = DeclarationIndex(files: facts, modules: found.modules)
        let catalog = RIBCatalog(index: index)
        guard !catalog.ribs.isEmpty else {
            // Why files were left out may be why nothing was found.
            for diagnostic in Set(skipped + facts.flatMap(\.diagnostics)).sorted() { progress("\(diagnostic)") }
            throw ScanError.nothingFound(files: files.count)
        }
        guard catalog.ribs.count <= limits.maxRIBs else {
            throw ScanError.tooManyRIBs(found: catalog.ribs.count, limit: limits.maxRIBs)
        }
        progress("scan: \(catalog.ribs.count) RIB types; resolving routes and dependencies")
        let graph = ScanGraph(catalog: catalog)
        let provenance = ProvenanceResolver(catalog: catalog, graph: graph)
        let name = app ?? paths.first.map { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent }
        let trace = TraceAssembler(catalog: catalog, graph: graph, provenance: provenance).trace(app: name)
        let diagnostics = Set(
            skipped + facts.flatMap(\.diagnostics) + catalog.diagnostics + graph.ambiguous + graph.unattached
                + provenance.diagnostics)
        return Result(
            trace: trace, diagnostics: diagnostics.sorted(), files: files.map(\.path),
            unresolvedCount: provenance.unresolvedCount)
    }
}
