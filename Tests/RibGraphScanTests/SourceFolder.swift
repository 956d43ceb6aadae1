import Foundation

/// A scratch folder of Swift sources written by a test, removed by `remove()`.
struct SourceFolder {
    let url: URL

    /// Writes `files` (relative path → text) into a new folder.
    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-scan-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
