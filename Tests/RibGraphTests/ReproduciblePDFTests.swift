import RibGraphTestSupport
import RibOutput
import XCTest

@testable import RibGraph

/// PDFs rendered at different times come out identical: cairo's creation date is pinned to the epoch.
final class ReproduciblePDFTests: XCTestCase {
    private func pdf(dated date: String) -> [UInt8] {
        Array("%PDF-1.5\n1 0 obj\n<< /Producer (cairo) /CreationDate (D:\(date)Z) >>\nendobj\n%%EOF\n".utf8)
    }

    func testCreationDatesAreReplacedByTheEpochWithoutMovingBytes() {
        let morning = ReproduciblePDF.removingTimestamp(pdf(dated: "20261122080000"))
        let evening = ReproduciblePDF.removingTimestamp(pdf(dated: "20261122235959"))
        XCTAssertEqual(morning, evening)
        XCTAssertEqual(morning, pdf(dated: "19700101000000"))
        XCTAssertEqual(morning.count, pdf(dated: "20261122080000").count)
    }

    func testDocumentsWithoutADateAreLeftAlone() {
        let undated = Array("%PDF-1.5\n<< /Producer (cairo) >>\n%%EOF\n".utf8)
        XCTAssertEqual(ReproduciblePDF.removingTimestamp(undated), undated)
        let odd = Array("%PDF-1.5\n<< /CreationDate (D:yesterday) >>\n".utf8)
        XCTAssertEqual(ReproduciblePDF.removingTimestamp(odd), odd)
    }

    func testRenderedPDFCarriesTheEpoch() throws {
        let pdf = String(decoding: try SampleTraces.render("adapter", format: .pdf), as: UTF8.self)
        XCTAssertTrue(pdf.contains("/CreationDate (D:19700101000000"), "cairo's date is pinned")
    }
}
