import Foundation
@testable import RibTrace

/// The package's `samples/` folder, for the analysis tests.
enum SampleTraces {
    /// The package's root folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The decoded `samples/<name>/trace.json`.
    static func trace(_ name: String) throws -> Trace {
        try TraceDecoder().decode(contentsOfFile: packageRoot.appendingPathComponent("samples/\(name)/trace.json").path)
    }
}
