import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph flatten --emit-swift` on seed 000's app: the skeletons type-check, with the app, against the
/// project's reproduction of RIBs-iOS's classes (samples/TicTacToeLive/Fixture/RIBs, compiled as the module
/// RIBs, with UIKit's names over its stand-ins; FlattenDrillDownTests checks ModernRIBs' too), and scanning the app with them gives the proposed RIBs back as
/// the proposal says they are.
final class FlattenSkeletonTests: XCTestCase {
    private static let reproduction = packageRoot.appendingPathComponent("samples/TicTacToeLive/Fixture/RIBs")
    private static let uikit = packageRoot.appendingPathComponent(
        "Tests/ribgraphTests/Fixtures/Flatten/UIKit/UIKit.swift")
    private static let modernRIBs = packageRoot.appendingPathComponent(
        "Tests/ribgraphTests/Fixtures/ModernRIBs/ModernRIBs.swift")

    /// The `.swift` files below `folder`, sorted.
    static func swiftFiles(_ folder: URL) -> [String] {
        let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0).path }.sorted()
    }

    /// Runs `swiftc arguments`; its status and what it printed.
    static func swiftc(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    /// The framework an app is written against, and the reproduction the skeletons are checked against.
    enum Framework: String, CaseIterable {
        /// RIBs-iOS: samples/TicTacToeLive/Fixture/RIBs.
        case ribs = "RIBs"
        /// ModernRIBs (RIBs with Combine): Fixtures/ModernRIBs, with its UIKit side over RIBs' UIKit stand-ins.
        case modernRIBs = "ModernRIBs"
    }

    /// The modules `framework` (its reproduction) and UIKit (the stand-ins under UIKit's names), in a folder
    /// `modules` of `rg`'s, which it returns.
    static func emitModules(in rg: RibgraphRunner, framework: Framework = .ribs) throws -> URL {
        let folder = rg.folder.appendingPathComponent("modules")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let sources =
            framework == .ribs
            ? swiftFiles(reproduction)
            : [
                modernRIBs.path, "-D", "MODERN_RIBS_VIEWS",
                reproduction.appendingPathComponent("UIKitStandIns.swift").path,
            ]
        let ribs = try swiftc(
            [
                "-emit-module", "-module-name", framework.rawValue, "-parse-as-library", "-emit-module-path",
                folder.appendingPathComponent("\(framework.rawValue).swiftmodule").path,
            ] + sources)
        XCTAssertEqual(ribs.status, 0, ribs.output)
        let ui = try swiftc(
            [
                "-emit-module", "-module-name", "UIKit", "-parse-as-library", "-I", folder.path, "-emit-module-path",
                folder.appendingPathComponent("UIKit.swiftmodule").path, uikit.path,
            ] + (framework == .ribs ? [] : ["-D", "MODERN_RIBS"]))
        XCTAssertEqual(ui.status, 0, ui.output)
        return folder
    }

    func testTheSkeletonsTypeCheckWithTheAppAndRescanAsProposed() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try FlattenCommandTests.scanSeed(in: rg)
        let run = try rg.run(["flatten", "app.json", "-o", "proposal.json", "--emit-swift", "Proposed"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try rg.listing("Proposed"), ["BWrapper", "CaseANavigation"])
        XCTAssertEqual(
            try rg.listing("Proposed/BWrapper"),
            ["BWrapperBuilder.swift", "BWrapperInteractor.swift", "BWrapperRouter.swift"])
        XCTAssertEqual(
            try rg.listing("Proposed/CaseANavigation"),
            [
                "CaseANavigationBuilder.swift", "CaseANavigationController.swift", "CaseANavigationInteractor.swift",
                "CaseANavigationRouter.swift",
            ])
        let interactor = String(decoding: try rg.read("Proposed/BWrapper/BWrapperInteractor.swift"), as: UTF8.self)
        XCTAssertTrue(interactor.contains("import RIBs\n"), "the app imports RIBs")
        let routedOn = "    func gaDidClose() {\n        // As BInteractor did when 가 reported this: nothing.\n"
        XCTAssertTrue(interactor.contains(routedOn), "가Listener's method, as the app declares it and answers it")
        XCTAssertTrue(
            interactor.contains("    func bDidClose() {\n        listener?.bDidClose()\n    }"),
            "what B reported to AA or CC is handed on to them: \(interactor)")
        XCTAssertTrue(interactor.contains("    weak var listener: BWrapperListener?"), "a listener protocol of its own")
        XCTAssertTrue(
            interactor.contains("protocol BWrapperListener: AnyObject {\n    func bDidClose()\n}"), interactor)
        for folder in ["BWrapper", "CaseANavigation"] {
            for file in try rg.listing("Proposed/\(folder)") {
                let text = String(decoding: try rg.read("Proposed/\(folder)/\(file)"), as: UTF8.self)
                XCTAssertFalse(text.contains("fatalError"), "\(folder)/\(file) leaves no trap")
            }
        }
        let builder = String(decoding: try rg.read("Proposed/BWrapper/BWrapperBuilder.swift"), as: UTF8.self)
        XCTAssertTrue(builder.contains("    var session: Session { dependency.session }"), builder)
        XCTAssertFalse(builder.contains("orderStream"), "business state stays with 나: the wrapper makes no value")

        let modules = try Self.emitModules(in: rg)
        let app = Self.swiftFiles(rg.folder.appendingPathComponent("Seed"))
        let skeletons = Self.swiftFiles(rg.folder.appendingPathComponent("Proposed"))
        XCTAssertEqual(skeletons.count, 7)
        let typecheck = ["-typecheck", "-module-name", "Seed", "-I", modules.path]
        let alone = try Self.swiftc(typecheck + app)
        XCTAssertEqual(alone.status, 0, "the fixture app itself must compile:\n\(alone.output)")
        let together = try Self.swiftc(typecheck + app + skeletons)
        XCTAssertEqual(together.status, 0, together.output)
        // The check sees a skeleton that does not conform: without 가Listener's method, the wrapper's interactor fails.
        let broken = rg.folder.appendingPathComponent("Proposed/BWrapper/BWrapperInteractor.swift")
        let gaMethod = try XCTUnwrap(interactor.range(of: routedOn)).lowerBound
        let gaEnd = try XCTUnwrap(interactor.range(of: "    }\n", range: gaMethod..<interactor.endIndex)).upperBound
        try Data(interactor.replacingCharacters(in: gaMethod..<gaEnd, with: "").utf8).write(to: broken)
        let failing = try Self.swiftc(typecheck + app + skeletons)
        XCTAssertNotEqual(failing.status, 0)
        XCTAssertTrue(failing.output.contains("gaDidClose"), failing.output)
        try Data(interactor.utf8).write(to: broken)

        let rescan = try rg.run(["scan", "Seed", "Proposed", "-o", "rescan.json"])
        XCTAssertEqual(rescan.status, 0, rescan.stderr)
        let proposal = try FlattenCommandTests.object(try rg.read("proposal.json"))
        let scanned = try FlattenCommandTests.object(try rg.read("rescan.json"))
        for (id, component) in [("BWrapper", "BWrapperComponent"), ("CaseANavigation", "CaseANavigationComponent")] {
            let proposed = try XCTUnwrap(FlattenCommandTests.rib(id, in: proposal))
            let found = try XCTUnwrap(FlattenCommandTests.rib(id, in: scanned), "the scan finds \(id)")
            for key in ["builder", "router", "interactor", "component", "dependency", "view", "buildArguments"] {
                XCTAssertEqual(
                    "\(found[key] ?? "none")", "\(proposed[key] ?? "none")", "\(id).\(key) as the proposal says")
            }
            XCTAssertEqual(
                FlattenCommandTests.children(of: id, in: scanned), FlattenCommandTests.children(of: id, in: proposal))
            func edges(_ trace: [String: Any]) -> [String: [String: Any]] {
                var found: [String: [String: Any]] = [:]
                for edge in trace["dependencies"] as? [[String: Any]] ?? [] where edge["parent"] as? String == id {
                    found[edge["child"] as? String ?? "?"] = edge
                }
                return found
            }
            let proposedEdges = edges(proposal), scannedEdges = edges(scanned)
            let builderText = String(
                decoding: try rg.read("Proposed/\(id)/\(id)Builder.swift"), as: UTF8.self)
            let dependency = String(builderText.components(separatedBy: "final class")[0])
            XCTAssertEqual(Set(scannedEdges.keys), Set(proposedEdges.keys))
            for (child, edge) in proposedEdges {
                let other = try XCTUnwrap(scannedEdges[child])
                XCTAssertEqual(other["component"] as? String, component)
                let wanted = edge["properties"] as? [[String: Any]] ?? []
                let got = other["properties"] as? [[String: Any]] ?? []
                XCTAssertEqual(got.compactMap { $0["name"] as? String }, wanted.compactMap { $0["name"] as? String })
                for (want, have) in zip(wanted, got) {
                    let name = "\(child).\(want["name"] as? String ?? "?")"
                    if want["providedBy"] as? String == component {
                        XCTAssertEqual(have["providedBy"] as? String, component, "\(name) is made by the skeleton")
                    } else {
                        // Forwarded from the proposed RIB's parent, which nothing in the skeletons attaches yet.
                        XCTAssertNil(have["providedBy"], "\(name) comes from above the skeleton")
                        XCTAssertTrue(
                            dependency.contains("    var \(want["name"] as? String ?? "?"): "), "\(name): \(dependency)"
                        )
                    }
                }
            }
        }
    }
}
