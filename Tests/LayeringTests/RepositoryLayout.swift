import Foundation
import RibGraphTestSupport
import XCTest

/// The layering docs/development.md states in "Layout of the repository": the targets of `Sources/` lowest
/// first, and for a target whose folders are listed below it, its folders lowest first. A folder may use
/// what its own stage and the stages before it declare; folders listed on one line (`Compare/, Diff/`) are
/// one stage.
struct RepositoryLayout {
    /// One target and its stages.
    struct Target {
        var name: String
        /// The folders of each stage, lowest first; empty when the layout lists no folder of the target.
        var stages: [[String]] = []

        /// The stage of `folder`, or nil when the layout does not list it.
        func stage(of folder: String) -> Int? {
            stages.firstIndex { $0.contains(folder) }
        }

        /// Each place in `files` (the target's) where a folder's code names a type that a folder of a later
        /// stage declares at top level; the first place per file and type. Files at the target's root and
        /// folders the layout does not list are not checked.
        func laterStageUses(in files: [SourceFile]) -> [String] {
            var declaredIn: [String: String] = [:]
            for file in files {
                guard let folder = file.folder else { continue }
                for name in file.declaredTypes { declaredIn[name] = folder }
            }
            var violations: [String] = []
            for file in files {
                guard let folder = file.folder, let own = stage(of: folder) else { continue }
                var reported = Set<String>()
                for use in file.uses where !reported.contains(use.name) {
                    guard let owner = declaredIn[use.name], let later = stage(of: owner), later > own else { continue }
                    reported.insert(use.name)
                    violations.append(
                        "\(file.path):\(use.line): \(folder)/ uses \(use.name), declared in \(owner)/, "
                            + "which \(RepositoryLayout.section) lists after \(folder)/")
                }
            }
            return violations
        }
    }

    /// The targets, lowest first.
    var targets: [Target] = []

    /// The section of docs/development.md this layout is read from, for messages.
    static let section = "docs/development.md's \"Layout of the repository\""

    /// Reads the layout from the first code block after the section's heading in `markdown`.
    init(markdown: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let section = try XCTUnwrap(
            markdown.components(separatedBy: "\n## Layout of the repository\n").dropFirst().first,
            "no \(Self.section) section", file: file, line: line)
        let block = try XCTUnwrap(
            section.components(separatedBy: "```").dropFirst().first,
            "no code block in \(Self.section)", file: file, line: line)
        // Folder rows belong to the target row above them; a row of another top-level folder (Tests/) ends that.
        var inTarget = false
        for row in block.split(separator: "\n") {
            if row.hasPrefix("Sources/") {
                let name = row.dropFirst("Sources/".count).prefix { $0 != "/" }
                targets.append(Target(name: String(name)))
                inTarget = true
            } else if !row.hasPrefix(" ") {
                inTarget = false
            } else if inTarget, row.hasPrefix("  "), !row.hasPrefix("   ") {
                // "  Compare/, Diff/       two trees side by side": the folder names end at the first gap.
                let names = row.dropFirst(2).components(separatedBy: "  ").first ?? ""
                let folders = names.components(separatedBy: ", ").filter { $0.hasSuffix("/") }.map {
                    String($0.dropLast())
                }
                if !folders.isEmpty { targets[targets.count - 1].stages.append(folders) }
            }
        }
    }

    /// The layout docs/development.md states today.
    static func current() throws -> RepositoryLayout {
        try RepositoryLayout(
            markdown: String(contentsOf: packageRoot.appendingPathComponent("docs/development.md"), encoding: .utf8))
    }
}
