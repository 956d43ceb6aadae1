import Foundation

/// Writes output files all at once: into a temporary file beside the target, then renamed over it, so a
/// failing run never leaves a partial file and never clobbers an existing one.
public enum AtomicFileWriter {
    /// Writes `bytes` to `path`, or to standard output when `path` is `-`.
    /// Throws ``OutputError/cannotWrite(path:reason:)``; the target is untouched when it throws.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        if path == "-" {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let url = URL(fileURLWithPath: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputError.cannotWrite(path: path, reason: "is a directory")
        }
        do {
            // Pictures of large trees run to tens of megabytes: hand the bytes over without a copy.
            var bytes = bytes
            try bytes.withUnsafeMutableBytes { buffer in
                let data = Data(bytesNoCopy: buffer.baseAddress!, count: buffer.count, deallocator: .none)
                try data.write(to: url, options: .atomic)
            }
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path)
                ? "permission denied or disk full" : "its folder does not exist"
            throw OutputError.cannotWrite(path: path, reason: reason)
        }
    }
}

/// An output that cannot be written.
public enum OutputError: Error, CustomStringConvertible, Equatable {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "\(path): cannot write output: \(reason)"
        }
    }
}
