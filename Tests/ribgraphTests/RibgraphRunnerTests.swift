import Foundation
import RibGraphTestSupport
import XCTest

/// The end-to-end tests run the built binary; without one they must fail, not skip, so that a run with no
/// binary cannot pass by skipping every one of them.
final class RibgraphRunnerTests: XCTestCase {
    func testAMissingProductFailsNamingThePathAndTheBuild() throws {
        XCTAssertThrowsError(try RibgraphRunner.binary("ribgraph-not-built")) { error in
            XCTAssertFalse(error is XCTSkip, "a missing binary skipped the test")
            let missing = error as? RibgraphRunner.MissingProgram
            let path = RibgraphRunner.productsDirectory.appendingPathComponent("ribgraph-not-built").path
            XCTAssertEqual(missing?.path, path)
            XCTAssertEqual(
                missing?.description,
                "no ribgraph-not-built binary at \(path): build it before the tests with `swift build --build-tests` "
                    + "(`make test` does), or run `swift test` without --skip-build")
        }
    }

    func testAMissingProgramOutsideThePackageIsNamedAlone() throws {
        XCTAssertThrowsError(try RibgraphRunner.binary("/nonexistent/strace")) { error in
            XCTAssertEqual("\(error)", "no executable at /nonexistent/strace")
        }
    }

    func testTheBuiltBinaryIsFoundBesideTheTests() throws {
        let url = try RibgraphRunner.binary()
        XCTAssertEqual(url.deletingLastPathComponent().path, RibgraphRunner.productsDirectory.path)
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: url.path))
    }

    func testARunThatASignalEndsFailsNamingTheSignal() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        XCTAssertThrowsError(try rg.run(["-c", "echo dying >&2; kill -SEGV $$"], program: "/bin/sh")) { error in
            XCTAssertEqual(
                "\(error)",
                "/bin/sh -c echo dying >&2; kill -SEGV $$ was killed by SIGSEGV (signal 11, Segmentation fault); "
                    + "it wrote to standard error:\ndying\n")
        }
        let expected = try rg.run(["-c", "kill -PIPE $$"], program: "/bin/sh", expectedSignal: SIGPIPE)
        XCTAssertTrue(expected.killedBySignal)
        XCTAssertEqual(expected.status, SIGPIPE)
        XCTAssertThrowsError(try rg.run(["-c", "kill -ABRT $$"], program: "/bin/sh", expectedSignal: SIGPIPE)) {
            XCTAssertTrue("\($0)".contains("killed by SIGABRT (signal 6, "), "\($0)")
        }
    }
}
