import Foundation
import RibAnalysis
import RibGraphScan

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
        let key = ScanKey(folder: folder, paths: paths, excludes: excludes, settings: settings)
        return try ScanCache.shared.app(for: key) {
            let config = try settings.load()
            let inputs = ProjectConfig.scanInputs(paths: paths, excludes: excludes, app: nil, settings: config)
            let result = try SourceScanner.scan(paths: inputs.paths, excludes: inputs.excludes, app: inputs.app)
            return try RIBApp(
                trace: result.trace, files: result.files, warnings: result.diagnostics.map(\.description),
                settings: config, folder: folder)
        }
    }
}

/// What makes two scans the same one.
struct ScanKey: Hashable, Sendable {
    var folder: String
    var paths: [String]
    var excludes: [String]
    var settings: RIBApp.Settings
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
