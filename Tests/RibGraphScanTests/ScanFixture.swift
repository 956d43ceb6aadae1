import Foundation
import RibGraphTestSupport
import XCTest

@testable import RibGraphScan
@testable import RibTrace

/// Scans a fixture app and presents what it found in short, comparable strings, with the fixture's folder
/// taken off every `path:line`.
struct ScanFixture {
    /// `Tests/RibGraphScanTests/Fixtures`.
    static let folder = packageRoot.appendingPathComponent("Tests/RibGraphScanTests/Fixtures")

    let result: SourceScanner.Result
    /// The prefix taken off paths: the scanned root and a slash.
    let root: String

    /// Scans `paths` (relative to `root`, or `root` itself when empty).
    init(root: URL, paths: [String] = [], excludes: [String] = []) throws {
        self.root = root.path + "/"
        let full = paths.isEmpty ? [root.path] : paths.map { root.appendingPathComponent($0).path }
        result = try SourceScanner.scan(paths: full, excludes: excludes)
    }

    /// Scans `Fixtures/<name>`.
    init(fixture name: String) throws {
        try self.init(root: Self.folder.appendingPathComponent(name))
    }

    var trace: Trace { result.trace }

    /// The marked lines of `path` below the scanned root (`marks("A.swift")["ABuilder"]` is `A.swift:LINE`).
    func marks(_ path: String) throws -> MarkedSource {
        try MarkedSource(path, under: URL(fileURLWithPath: root))
    }

    func relative(_ text: String?) -> String {
        (text ?? "-").replacingOccurrences(of: root, with: "")
    }

    /// `id < parentID` per RIB in the spanning tree's preorder (each RIB once, under the parent on its first
    /// shortest path from a root), `id` alone for a root.
    var tree: [String] {
        let tree = RouteGraph(routesOf: trace)
        return tree.preorder.map { number in
            trace.ribs[number].id + (tree.parent[number].map { " < \(trace.ribs[$0].id)" } ?? "")
        }
    }

    /// `id: router interactor view|viewless builder dependency component declaredIn`.
    var ribs: [String] {
        trace.ribs.map { rib in
            [
                rib.id + ":", rib.router ?? "-", rib.interactor ?? "-", rib.isViewful ? rib.view ?? "?" : "viewless",
                rib.builder ?? "-", rib.dependency ?? "-", rib.component ?? "-", relative(rib.declaredIn),
            ].joined(separator: " ")
        }
    }

    /// `parent -> child via builder [adapter]`.
    var routes: [String] {
        trace.routes.map {
            "\($0.parent) -> \($0.child) via \($0.builder ?? "-")\($0.adapter.map { " [\($0)]" } ?? "")"
        }
    }

    /// `child: Dependency by Component from provider`.
    var edges: [String] {
        trace.dependencies.map { "\($0.child): \($0.dependency) by \($0.component) from \($0.provider ?? "-")" }
    }

    /// `child.name: type <- providedBy @ providedIn (declared declaredIn)`.
    var properties: [String] {
        trace.dependencies.flatMap { edge in
            edge.properties.map { p in
                "\(edge.child).\(p.name): \(p.type ?? "-") <- \(p.providedBy ?? "nobody") @ \(relative(p.providedIn)) (declared \(relative(p.declaredIn)))"
            }
        }
    }

    var components: [String] {
        trace.components.map { "\($0.component) -> \($0.parent ?? "nil")" }
    }

    var diagnostics: [String] {
        result.diagnostics.map { relative($0.description) }
    }
}
