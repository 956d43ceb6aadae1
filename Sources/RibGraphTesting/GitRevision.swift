import Foundation
import RibTrace

/// The files of a git revision, written to a temporary folder for a scan: `git archive REVISION` of the
/// repository that holds a folder (the current one), unpacked with `tar`. The scan of the base of a change reads
/// them.
struct GitRevision {
    /// The revision as the test named it (`main`, `HEAD~1`, a commit).
    var revision: String
    /// The folder whose repository is read, and which the copy stands for.
    var folder: String

    /// Calls `body` with a copy of ``folder``'s files at the revision, and removes the copy after. Throws
    /// `InputError` naming the revision when git or tar fails (not a repository, no such revision), with what git
    /// said.
    func withCheckout<Result>(_ body: (String) throws -> Result) throws -> Result {
        let top = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-revision-\(UUID())")
        try FileManager.default.createDirectory(at: top, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: top) }
        // Run in a subfolder, git archive writes that subfolder's files with paths relative to it.
        let copy = top.appendingPathComponent("files"), archive = top.appendingPathComponent("revision.tar").path
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try run(["git", "archive", "--format=tar", "-o", archive, revision, "--", "."])
        try run(["tar", "-x", "-f", archive, "-C", copy.path])
        return try body(copy.path)
    }

    /// Runs `arguments` in ``folder``. Throws with its standard error.
    private func run(_ arguments: [String]) throws {
        let process = Process(), errors = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw InputError(
                file: "git revision \(revision)", place: .input,
                reason: "\(arguments.prefix(2).joined(separator: " ")) failed: \(said)", kind: .noInput)
        }
    }
}
