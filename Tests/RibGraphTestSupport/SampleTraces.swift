import Foundation
import RibTrace

/// The traces in `samples/` that anyone can render, for every test target.
public enum SampleTraces {
    /// The names of the folders of `samples/` that hold a `trace.json`, sorted.
    public static let names = [
        "adapter", "business-logic", "flattened", "format-example", "scanned", "tictactoe", "vertical",
    ]

    /// The path of `samples/<name>/trace.json`.
    public static func path(_ name: String) -> String {
        packageRoot.appendingPathComponent("samples/\(name)/trace.json").path
    }

    /// The decoded `samples/<name>/trace.json`.
    public static func trace(_ name: String) throws -> Trace {
        try TraceDecoder().decode(contentsOfFile: path(name))
    }
}
