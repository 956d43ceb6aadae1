import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph --version` prints the one version Sources/ribgraph/Version.swift holds, the one `make dist`
/// names its tarball after and holds a release tag to.
final class VersionTests: XCTestCase {
    func testVersionIsVersionSwiftsConstant() throws {
        let source = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/ribgraph/Version.swift"),
            encoding: .utf8)
        let match = try XCTUnwrap(
            source.firstMatch(of: /static let current = "([0-9]+\.[0-9]+\.[0-9]+)"/),
            "Version.swift holds no major.minor.patch version")
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        let result = try rg.run(["--version"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "\(match.1)\n")
    }
}
