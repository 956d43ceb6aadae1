extension Sequence where Element: SourceDeclared {
    /// Holds every element to a rule: for each one `holds` is false for, records one failure at its declaration,
    /// naming it and `why` (`RIB "Payment": a viewless RIB is never embedded`), under Swift Testing or XCTest,
    /// whichever runs the test. Returns the elements that broke it.
    ///
    /// ```swift
    /// app.ribs.viewless.expect("a viewless RIB has children to route to") { !$0.children.isEmpty }
    /// ```
    @discardableResult
    public func expect(
        _ why: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column, _ holds: (Element) throws -> Bool
    ) rethrows -> [Element] {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let broken = try filter { try !holds($0) }
        for element in broken {
            ExpectationRecorder.record(
                "\(element.subject): \(why)", file: element.file, line: element.line, caller: caller)
        }
        return broken
    }
}
