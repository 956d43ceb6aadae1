import ArgumentParser
import Foundation
import RibAnalysis
import RibTrace

/// `--config FILE`: the app's settings (`.ribgraph.yml`, see ``ProjectConfig``), which scan, check, diff,
/// lint, init and the tunnel picture (`snapshot --dependencies tunnels`) read from the current folder when the
/// flag is not given. A flag wins over the file.
struct ConfigOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The settings file (default: ./.ribgraph.yml when there is one; 'none' reads none).",
            valueName: "file"))
    var config: String?

    /// The settings read within `limits`, or nil when there is no file (or `--config none`).
    func load(limits: InputLimits) throws -> ProjectConfig? {
        switch config {
        case "none": return nil
        case let path?: return try ProjectConfig.load(contentsOfFile: path, limits: limits)
        case nil:
            guard FileManager.default.fileExists(atPath: ProjectConfig.fileName) else { return nil }
            return try ProjectConfig.load(contentsOfFile: ProjectConfig.fileName, limits: limits)
        }
    }

    /// The rules and the name messages give them: `--rules` when given (read within `limits`), else the
    /// file's, else nil (the defaults).
    static func rules(_ flag: String?, settings: ProjectConfig?, limits: InputLimits) throws -> (
        set: RuleSet, name: String
    )? {
        if let flag { return (try RuleSet.load(contentsOfFile: flag, limits: limits), flag) }
        guard let settings, let rules = settings.rules, let name = settings.rulesName else { return nil }
        return (rules, name)
    }
}
