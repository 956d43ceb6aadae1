import Foundation
import RibGraphTestSupport
import XCTest

/// `snapshot --dependencies tunnels` through the built binary, on a scan of the fixture
/// Tests/ribgraphTests/Fixtures/Tunnel: Root → LoggedIn → Home → Feed → Article, where RootComponent creates
/// `session` and LoggedInComponent, HomeComponent and FeedComponent each forward it to Article (a tunnel of
/// length 3); LoggedInComponent creates `theme`, forwarded by HomeComponent and FeedComponent (length 2).
final class TunnelPictureCommandTests: XCTestCase {
    private static let fixture = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/Tunnel")

    /// A scratch folder holding the fixture's scan as `app.json`.
    private func scanned() throws -> RibgraphRunner {
        let rg = try RibgraphRunner()
        let scan = try rg.run(["scan", Self.fixture.appendingPathComponent("App").path, "-o", "app.json"])
        XCTAssertEqual(scan.status, 0, scan.stderr)
        return rg
    }

    /// The picture `arguments` draw of `app.json` as SVG text, with the hyphens Graphviz writes as `&#45;`
    /// decoded, failing the test unless the run succeeds.
    private func svg(_ arguments: [String], in rg: RibgraphRunner, line: UInt = #line) throws -> String {
        let result = try rg.run(["snapshot", "app.json", "-o", "out.svg"] + arguments)
        XCTAssertEqual(result.status, 0, result.stderr, line: line)
        return String(decoding: try rg.read("out.svg"), as: UTF8.self).replacingOccurrences(of: "&#45;", with: "-")
    }

    /// The `from->to` titles of the edges of class `tunnel`, in drawing order.
    private func tunnelSteps(_ svg: String) -> [String] {
        matches(#"<g id="[^"]*" class="edge tunnel">\s*<title>([^<]*)</title>"#, in: svg).map {
            $0.replacingOccurrences(of: "&gt;", with: ">")
        }
    }

    /// The ids of the node groups with class `role` (`tunnel-creator`, `tunnel-hop`), in drawing order.
    private func nodes(_ role: String, in svg: String) -> [String] {
        matches(#"<g id="([^"]*)" class="node rib [a-z]+ \#(role)">"#, in: svg)
    }

    private func matches(_ pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            String(text[Range(match.range(at: 1), in: text)!])
        }
    }

    func testTheTunnelPictureOfAFourComponentChainShowsTheCreatingComponentAndEachHopInOrder() throws {
        let rg = try scanned()
        defer { rg.tearDown() }
        try rg.write("rules:\n  maxTunnel: 2\n", to: ".ribgraph.yml")
        let check = try rg.run(["check", "app.json"])
        XCTAssertEqual(check.status, 1, "session passes through 3 components: over maxTunnel 2")
        XCTAssertTrue(check.stdoutText.contains("\"session\" (ArticleDependency) is provided by RootComponent"))

        for layout in ["tree", "dot"] {
            let picture = try svg(["--dependencies", "tunnels", "--layout", layout], in: rg)
            XCTAssertEqual(
                tunnelSteps(picture),
                ["rib:Root->rib:LoggedIn", "rib:LoggedIn->rib:Home", "rib:Home->rib:Feed", "rib:Feed->rib:Article"],
                "the value's way, creator first, each hop in order (\(layout))")
            XCTAssertEqual(nodes("tunnel-creator", in: picture), ["rib-Root"], layout)
            XCTAssertEqual(nodes("tunnel-hop", in: picture), ["rib-LoggedIn", "rib-Home", "rib-Feed"], layout)
            XCTAssertTrue(picture.contains(">creates session<"), layout)
            XCTAssertTrue(picture.contains(">session ← RootComponent, passed through 3<"), layout)
            XCTAssertFalse(picture.contains("theme ←"), "theme passes through 2 components: not over the limit")
            XCTAssertTrue(picture.contains("1 tunnel longer than maxTunnel 2, of 5 passed through a component"))
        }
        let png = try rg.run(["snapshot", "app.json", "-o", "out.png", "--dependencies", "tunnels"])
        XCTAssertEqual(png.status, 0, png.stderr)
        XCTAssertEqual(Array(try rg.read("out.png").prefix(8)), RibgraphRunner.pngSignature)
    }

    func testTheLimitComesFromTheRulesAndAllDrawsEveryTunnel() throws {
        let rg = try scanned()
        defer { rg.tearDown() }
        let byDefault = try svg(["--dependencies", "tunnels"], in: rg)
        XCTAssertEqual(tunnelSteps(byDefault), [], "no tunnel is longer than the default maxTunnel, 3")
        XCTAssertTrue(byDefault.contains("0 tunnels longer than maxTunnel 3, of 5 passed through a component"))

        try rg.write("maxTunnel: 1\n", to: "rules.yml")
        let ruled = try svg(["--dependencies", "tunnels", "--rules", "rules.yml"], in: rg)
        XCTAssertEqual(nodes("tunnel-creator", in: ruled), ["rib-Root", "rib-LoggedIn"])
        XCTAssertTrue(ruled.contains(">theme ← LoggedInComponent, passed through 2<"))
        XCTAssertTrue(ruled.contains("3 tunnels longer than maxTunnel 1, of 5 passed through a component"))

        let all = try svg(["--dependencies", "tunnels", "--tunnels", "all"], in: rg)
        XCTAssertEqual(
            tunnelSteps(all),
            ["rib:Root->rib:LoggedIn", "rib:LoggedIn->rib:Home", "rib:Home->rib:Feed", "rib:Feed->rib:Article"],
            "five tunnels, one link per step")
        XCTAssertTrue(all.contains(">session ← RootComponent, passed through 1<"), "Home's session")

        let theme = try svg(["--dependencies", "tunnels", "--tunnels", "all", "--property", "theme"], in: rg)
        XCTAssertEqual(tunnelSteps(theme), ["rib:LoggedIn->rib:Home", "rib:Home->rib:Feed", "rib:Feed->rib:Article"])
        XCTAssertEqual(nodes("tunnel-creator", in: theme), ["rib-LoggedIn"])
        XCTAssertFalse(theme.contains("session ←"))
    }

    func testTunnelOptionsOutsideTheTunnelPictureAreUsageErrors() throws {
        let rg = try scanned()
        defer { rg.tearDown() }
        let cases: [([String], String)] = [
            (["snapshot", "app.json", "-o", "a.svg", "--property", "session"], "--property chooses tunnels"),
            (["snapshot", "app.json", "-o", "a.svg", "--tunnels", "all"], "--tunnels chooses tunnels"),
            (["snapshot", "app.json", "-o", "a.html", "--dependencies", "tunnels"], "not by --format html"),
            (
                [
                    "snapshot", "app.json", "-o", "a.svg", "--dependencies", "tunnels", "--tunnels", "all", "--rules",
                    "r",
                ],
                "--tunnels all draws every one"
            ),
            (["compare", "app.json", "app.json", "-o", "a.svg", "--dependencies", "tunnels"], "not by compare"),
            (["diff", "app.json", "app.json", "-o", "a.svg", "--dependencies", "tunnels"], "not by diff"),
            (
                ["snapshot", "app.json", "-o", "a.svg", "--dependencies", "tunnels", "--property", "sesion"],
                "no Dependency in the trace has a property \"sesion\" (did you mean \"session\"?)"
            ),
        ]
        for (arguments, message) in cases {
            let result = try rg.run(arguments)
            XCTAssertEqual(result.status, 64, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), "\(arguments): \(result.stderr)")
        }
        XCTAssertEqual(try rg.listing().filter { $0.hasPrefix("a.") }, [], "nothing written")
    }
}
