import XCTest

@testable import RibTrace

/// ``ParentFolder`` says what Foundation's `deletingLastPathComponent` says, without its trap on one character.
final class ParentFolderTests: XCTestCase {
    func testTheFolderAboveAPath() {
        let cases: [(String, String)] = [
            ("a/b", "a"), ("b", ""), ("P", ""), (".", ""), ("/b", "/"), ("/", "/"), ("a/b/", "a"), ("a//b", "a"),
            ("./P", "."), ("/x/y/z.json", "/x/y"),
        ]
        for (path, folder) in cases { XCTAssertEqual(ParentFolder.of(path), folder, path) }
    }
}
