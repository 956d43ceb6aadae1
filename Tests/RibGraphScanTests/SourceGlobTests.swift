import Foundation
import XCTest

@testable import RibGraphScan

#if canImport(Glibc)
import Glibc
#endif

/// Manifest globs and exclude patterns match as before (fnmatch's and Tuist's rules), in linear time, and
/// braces are counted before they are expanded (issue 31).
final class SourceGlobTests: XCTestCase {
    func testNamePatternsMatchAsFnmatchDoes() {
        let patterns = [
            "*", "*.swift", "R*r.swift", "?oot.swift", "[RS]oot*", "[!R]oot*", "[^R]oot*", "[a-z]*", "*[0-9]",
            "a\\*b", "[", "[]]x", "*Mock*", "App/*", "*/*.swift", "**", "", "x[", "*a*a*b",
        ]
        let names = [
            "Root.swift", "Soot.swift", "root", "Router.swift", "a*b", "ab", "[", "]x", "FooMockBar", "App/X.swift",
            "", "x[", "aaab", "aab", "ab", "file9", "App",
        ]
        for pattern in patterns {
            let compiled = NamePattern(pattern)
            for name in names {
                XCTAssertEqual(compiled.matches(name), fnmatch(pattern, name, 0) == 0, "\(pattern) against \(name)")
            }
        }
    }

    /// `fnmatch` retries every star at every place: this one takes it minutes. Linear matching answers
    /// at once; the test holds the answer, the runner's timeout the time.
    func testManyStarsAgainstALongNameAnswer() {
        let pattern = NamePattern(String(repeating: "*a", count: 12) + "*b")
        XCTAssertFalse(pattern.matches(String(repeating: "a", count: 250)))
        XCTAssertTrue(pattern.matches(String(repeating: "a", count: 250) + "b"))
    }

    private func matches(_ pattern: String, _ path: String) -> Bool {
        SourceGlob.expanding(pattern, maxAlternatives: 256)!.contains { $0.matches(path.split(separator: "/")) }
    }

    func testGlobsMatchFoldersAndNamesAsTuistDoes() {
        XCTAssertTrue(matches("Sources/**", "Sources/A/B.swift"))
        XCTAssertTrue(matches("Sources", "Sources/A/B.swift"), "a folder takes everything below it")
        XCTAssertTrue(matches("Feature/Sources/**/*.swift", "Feature/Sources/X.swift"), "** may be no folder")
        XCTAssertFalse(matches("Feature/Sources/**/*.swift", "Feature/Other/X.swift"))
        XCTAssertTrue(matches("{App,Widget}/**", "Widget/W.swift"))
        XCTAssertFalse(matches("*.swift", "A/X.swift"), "* stays within one name")
        XCTAssertTrue(matches("a{b,c{d,e}}/x.swift", "ace/x.swift"))
        XCTAssertTrue(matches(".", "X.swift"))
        XCTAssertEqual(SourceGlob.expanding("../Shared", maxAlternatives: 256), [])
        let deep = Array(repeating: "d", count: 40).joined(separator: "/") + "/Root.swift"
        XCTAssertTrue(matches(String(repeating: "**/", count: 8) + "R*.swift", deep))
        XCTAssertFalse(matches(String(repeating: "**/", count: 8) + "x/*.swift", deep))
    }

    func testBracesAreCountedBeforeTheyAreExpanded() {
        let groups = (0..<24).map { "{a\($0),b\($0)}" }.joined()
        XCTAssertNil(BraceExpansion(groups).alternatives(atMost: 256), "2^24 patterns")
        XCTAssertEqual(BraceExpansion(String(repeating: "{a,b}", count: 8)).alternatives(atMost: 256)?.count, 256)
        XCTAssertNil(BraceExpansion(String(repeating: "{a,b}", count: 9)).alternatives(atMost: 256))
        XCTAssertEqual(BraceExpansion("x{a,b{c,d}}y").alternatives(atMost: 256), ["xay", "xbcy", "xbdy"])
        XCTAssertEqual(BraceExpansion("a}b{c").alternatives(atMost: 256), ["a}b{c"], "unpaired braces are text")
        let nested = String(repeating: "{a,", count: 17) + String(repeating: "}", count: 17)
        XCTAssertNil(BraceExpansion(nested).alternatives(atMost: 256), "nested deeper than 16 levels")
    }
}
