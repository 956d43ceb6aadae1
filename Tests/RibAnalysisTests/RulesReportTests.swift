import XCTest

@testable import RibAnalysis

/// The four report formats, exactly.
final class RulesReportTests: XCTestCase {
    private let violations = [
        Violation(rule: .maxDepth, location: "A/AA/B/가/나", what: "\"나\" is at depth 5; maxDepth is 4", key: "나"),
        Violation(rule: .forbiddenEdge, location: "A/x|y", what: "100% wrong,\nreally: <b>", key: "A > x|y"),
    ]

    func testText() {
        XCTAssertEqual(
            ViolationReport(violations: violations).render(.report(.text)),
            """
            max-depth: A/AA/B/가/나: "나" is at depth 5; maxDepth is 4
            forbidden-edge: A/x|y: 100% wrong,\\u{A}really: <b>

            """)
        XCTAssertEqual(ViolationReport(violations: []).render(.report(.text)), "")
    }

    func testJSON() {
        XCTAssertEqual(
            ViolationReport(violations: Array(violations.prefix(1)), known: 2).render(.report(.json)),
            """
            {
              "known" : 2,
              "violations" : [
                {
                  "key" : "나",
                  "rule" : "max-depth",
                  "what" : "\\"나\\" is at depth 5; maxDepth is 4",
                  "where" : "A/AA/B/가/나"
                }
              ]
            }

            """)
        XCTAssertEqual(
            ViolationReport(violations: []).render(.report(.json)),
            """
            {
              "known" : 0,
              "violations" : [

              ]
            }

            """)
    }

    func testMarkdown() {
        XCTAssertEqual(
            ViolationReport(violations: violations, known: 1).render(.report(.markdown)),
            """
            | Rule | Where | What |
            |---|---|---|
            | max-depth | A/AA/B/가/나 | "나" is at depth 5; maxDepth is 4 |
            | forbidden-edge | A/x\\|y | 100% wrong,\\u{A}really: &lt;b&gt; |

            1 known violation from the baseline not listed.

            """)
        XCTAssertEqual(ViolationReport(violations: []).render(.report(.markdown)), "No violations.\n")
    }

    func testGitHubAnnotations() {
        XCTAssertEqual(
            ViolationReport(violations: violations).render(.github),
            """
            ::error title=max-depth::A/AA/B/가/나: "나" is at depth 5; maxDepth is 4
            ::error title=forbidden-edge::A/x|y: 100%25 wrong,%0Areally: <b>

            """)
        XCTAssertEqual(ViolationReport(violations: []).render(.github), "")
    }
}
