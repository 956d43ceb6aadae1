import Foundation
import Testing
import XCTest

/// Records a failed expectation in whichever test framework is running the test: an issue under Swift Testing,
/// a failure under XCTest, at the declaration it concerns (else at the caller), so that the IDE marks that line
/// and the log prints `path:line`.
package enum ExpectationRecorder {
    /// A failure as it is recorded: the message and the place.
    package struct Failure: Sendable, Equatable {
        /// The message: what failed and why.
        package var message: String
        /// The absolute path of the file it is recorded in.
        package var filePath: String
        /// The line, 1-based.
        package var line: Int
    }

    /// Receives the failures instead of the test framework while set: ribgraph's own tests read what would be
    /// recorded without failing.
    @TaskLocal package static var capture: (@Sendable (Failure) -> Void)?

    /// Records `message` at `line` of `file` (an absolute path), or at `caller` when the place is not known.
    static func record(_ message: String, file: String?, line: Int?, caller: CallSite) {
        let known = file.flatMap { file in line.map { (file, $0) } }
        let failure = Failure(message: message, filePath: known?.0 ?? caller.filePath, line: known?.1 ?? caller.line)
        if let capture {
            capture(failure)
        } else if Test.current != nil {
            let file = (failure.filePath as NSString).lastPathComponent
            let location = SourceLocation(
                fileID: "\(caller.fileID.prefix { $0 != "/" })/\(file)", filePath: failure.filePath, line: failure.line,
                column: known == nil ? caller.column : 1)
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            StaticText.with(failure.filePath) { XCTFail(message, file: $0, line: UInt(failure.line)) }
        }
    }
}
