import Foundation
import RibAnalysis
import RibGraphScan
import RibTrace

extension RIBApp {
    /// Scans the Swift files under `paths` (files or folders, relative to the current folder), leaving out
    /// `excludes` (globs), as `ribgraph scan` does; with no paths or no excludes, the settings file's. The first
    /// call with the same arguments in the folder scans; later ones in the same test process return that scan, so
    /// every test can start with this line. Throws `ScanError` (a path missing, no RIB found) or the settings'
    /// `InputError`.
    public static func scan(
        _ paths: [String] = [], excludes: [String] = [], settings: Settings = .automatic
    ) throws -> RIBApp {
        let folder = FileManager.default.currentDirectoryPath
        let key = ScanKey(folder: folder, paths: paths, excludes: excludes, settings: settings, revision: nil)
        return try ScanCache.shared.app(for: key) {
            try scan(paths, excludes: excludes, settings: settings.load(limits: .standard), in: folder)
        }
    }

    /// The same scan of the app at git revision `revision` (`main`, `HEAD~1`, a commit) of the repository that
    /// holds the current folder: the base a change is compared with, `try app.diff(from: .scan(revision: "main"))`.
    /// The paths, excludes and settings are read as ``scan(_:excludes:settings:)`` reads them, from the current
    /// folder, and scanned in a copy of the revision's files that is removed after the scan (its RIB types' `file`
    /// names that copy; a path glob among the excludes is matched against the copy's paths). Kept for the process
    /// like any scan. Throws `InputError` when git cannot write the revision (not a repository, no such revision),
    /// naming it, and what ``scan(_:excludes:settings:)`` throws.
    public static func scan(
        revision: String, _ paths: [String] = [], excludes: [String] = [], settings: Settings = .automatic
    ) throws -> RIBApp {
        try scan(
            revision: revision, paths, excludes: excludes, settings: settings,
            from: FileManager.default.currentDirectoryPath)
    }

    /// ``scan(revision:_:excludes:settings:)`` with `folder` standing for the current folder.
    package static func scan(
        revision: String, _ paths: [String], excludes: [String], settings: Settings, from folder: String
    ) throws -> RIBApp {
        let key = ScanKey(folder: folder, paths: paths, excludes: excludes, settings: settings, revision: revision)
        return try ScanCache.shared.app(for: key) {
            let config = try settings.load(limits: .standard)
            return try GitRevision(revision: revision, folder: folder).withCheckout { copy in
                try scan(paths, excludes: excludes, settings: config, in: copy)
            }
        }
    }

    /// Scans what `paths`, `excludes` and `settings` choose, relative paths read in `folder`: as they are in the
    /// current folder, as `ribgraph scan` spells them (an exclude glob may name a path), else prefixed with `folder`.
    private static func scan(
        _ paths: [String], excludes: [String], settings: ProjectConfig?, in folder: String
    ) throws -> RIBApp {
        let inputs = ProjectConfig.scanInputs(paths: paths, excludes: excludes, app: nil, settings: settings)
        let here = URL(fileURLWithPath: folder)
        let moved = folder != FileManager.default.currentDirectoryPath
        let located = inputs.paths.map {
            !moved || $0.hasPrefix("/") ? $0 : here.appendingPathComponent($0).standardized.path
        }
        let named =
            inputs.app ?? inputs.paths.first.map { URL(fileURLWithPath: $0).standardizedFileURL.lastPathComponent }
        let result = try SourceScanner.scan(paths: located, excludes: inputs.excludes, app: named)
        return try RIBApp(
            trace: result.trace, files: result.files, warnings: result.diagnostics.map(\.description),
            settings: settings, folder: folder)
    }
}

/// What makes two scans the same one.
struct ScanKey: Hashable, Sendable {
    var folder: String
    var paths: [String]
    var excludes: [String]
    var settings: RIBApp.Settings
    /// The git revision scanned, or nil for the files as they are.
    var revision: String?
}

/// The scans of this process, so that each test asking for the app gets the first one's.
final class ScanCache: @unchecked Sendable {
    /// The process' cache.
    static let shared = ScanCache()

    // Guards `apps`; held while scanning, so that tests starting together scan once.
    private let lock = NSLock()
    private var apps: [ScanKey: RIBApp] = [:]

    /// The app scanned for `key`, made by `scan` the first time. A failed scan is not kept.
    func app(for key: ScanKey, scan: () throws -> RIBApp) throws -> RIBApp {
        lock.lock()
        defer { lock.unlock() }
        if let app = apps[key] { return app }
        let app = try scan()
        apps[key] = app
        return app
    }
}
