import RibGraphTesting
import Testing

// Architecture rules under Swift Testing, over App/ (the settings file's paths).

@Test func passingRule() throws {
    let app = try RIBApp.scan()
    #expect(app.ribs.map(\.name).sorted() == ["Feed", "Home", "Root", "Settings"])
    #expect(app.rib("Home")?.children.map(\.name) == ["Feed"])
    app.ribs.expect("a RIB is at most 3 deep") { $0.depth <= 3 }
    app.ribs.reused.expect("a RIB two parents attach is a leaf") { $0.isLeaf }
}

@Test func brokenRule() throws {
    let app = try RIBApp.scan()
    app.ribs.expect("a RIB is at most 2 deep") { $0.depth <= 2 }
}

@Test func checkRules() throws {
    try RIBApp.scan().expectRules()
}
