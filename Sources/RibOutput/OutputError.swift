import RibTrace

/// An output that cannot or must not be written. Each message names the output and says why.
package enum OutputError: LocatedError, Equatable {
    /// Writing failed (no folder, no permission, a full disk, a closed pipe); nothing was left at `path`.
    case cannotWrite(path: String, reason: String)
    /// The pipe or FIFO at `path` lost its reader before everything was written (EPIPE).
    case readerClosed(path: String)
    /// The output is one of the inputs (the same file, whatever the spelling, link or hard link), or a
    /// folder to be replaced holds one; `path` is the output, `input` the input as given.
    case overwritesInput(path: String, input: String)
    /// A folder ribgraph would replace whole holds the input `input`, at any depth.
    case holdsInput(path: String, input: String)
    /// A folder ribgraph would replace holds `entry`, which ribgraph did not write there.
    case foreignEntry(path: String, entry: String)
    /// `path` is the current folder or one of its parents, which a replaced folder must never be.
    case enclosesWorkingDirectory(path: String)

    package var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            "\(path): cannot write output: \(reason)"
        case .readerClosed(let path):
            "\(path): cannot write output: the reader closed the pipe before everything was written"
        case .overwritesInput(let path, let input):
            path == input
                ? "\(path): the output is an input; choose another output"
                : "\(path): the output would replace the input \(input); choose another output"
        case .holdsInput(let path, let input):
            "\(path): not replaced: it holds the input \(input) (use an empty or new folder)"
        case .foreignEntry(let path, let entry):
            "\(path): not replaced: it holds \(entry), which ribgraph did not write (use an empty or new folder)"
        case .enclosesWorkingDirectory(let path):
            "\(path): not replaced: it is the current folder or holds it (use an empty or new folder)"
        }
    }

    /// What went wrong, without the path.
    var reason: String {
        switch self {
        case .cannotWrite(_, let reason): reason
        case .readerClosed: "the reader closed the pipe before everything was written"
        default: description
        }
    }

    /// A mistake in the command line (an output that would replace an input) is `usage`; a write that
    /// failed, or a folder ribgraph must not replace, `cannotWrite`.
    package var kind: FailureKind {
        switch self {
        case .overwritesInput, .holdsInput, .enclosesWorkingDirectory: .usage
        case .cannotWrite, .readerClosed, .foreignEntry: .cannotWrite
        }
    }
}
