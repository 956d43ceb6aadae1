import Foundation
import RibAnalysis
import RibTrace

extension RIBApp {
    /// Which settings file a scan reads: its paths, excludes and app name, and the rules and baseline
    /// ``RIBApp/expectRules(fileID:filePath:line:column:)`` checks against, as `ribgraph check` reads them.
    public enum Settings: Sendable, Hashable {
        /// `.ribgraph.yml` in the current folder when there is one, as the command line reads it.
        case automatic
        /// This file; its relative paths start from its own folder.
        case file(String)
        /// None: the paths given (else the current folder) and `ribgraph check`'s default rules.
        case none

        /// The settings read within `limits`, or nil. Throws the file's `InputError`.
        func load(limits: InputLimits) throws -> ProjectConfig? {
            switch self {
            case .none: return nil
            case .file(let path): return try ProjectConfig.load(contentsOfFile: path, limits: limits)
            case .automatic:
                guard FileManager.default.fileExists(atPath: ProjectConfig.fileName) else { return nil }
                return try ProjectConfig.load(contentsOfFile: ProjectConfig.fileName, limits: limits)
            }
        }
    }
}
