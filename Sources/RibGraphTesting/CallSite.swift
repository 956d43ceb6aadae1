/// Where a test called an expectation: the place a failure is recorded when it concerns no declaration (a rule
/// violation the scan cannot place, a name that matches nothing).
struct CallSite: Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
}
