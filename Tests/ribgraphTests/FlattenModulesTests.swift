import Foundation
import RibGraphTestSupport
import XCTest

/// `ribgraph flatten --emit-swift` through the built binary on an app of modules
/// (Tests/ribgraphTests/Fixtures/Flatten/Shelf, in HeatPick's shape): Book and Author, whose protocols live in
/// BookInterfaces and whose builders in BookImplementations, push each other, and Browse and Search, modules
/// of their own, push them, all with ShelfKit's push and pop helpers. The skeletons say which module each file
/// goes in, import what it uses, and compile there, module by module, against the RIBs reproduction.
final class FlattenModulesTests: XCTestCase {
    private static let shelf = packageRoot.appendingPathComponent("Tests/ribgraphTests/Fixtures/Flatten/Shelf")
    /// The fixture's modules in the order they build (its Package.swift's).
    private static let modules = ["ShelfKit", "BookInterfaces", "BookImplementations", "Browse", "Search", "ShelfApp"]

    private static func flatten(in rg: RibgraphRunner) throws {
        try FileManager.default.copyItem(at: shelf, to: rg.folder.appendingPathComponent("Shelf"))
        let scan = try rg.run(["scan", "Shelf", "-o", "app.json"])
        XCTAssertEqual(scan.status, 0, scan.stderr)
        let run = try rg.run(["flatten", "app.json", "-o", "proposal.json", "--emit-swift", "Proposed"])
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    private static func text(_ path: String, in rg: RibgraphRunner) throws -> String {
        String(decoding: try rg.read(path), as: UTF8.self)
    }

    /// The module a skeleton's header says it goes in.
    static func module(of skeleton: String) -> String? {
        for line in skeleton.split(separator: "\n").prefix(3) {
            for lead in ["// It goes in ", "// Its Buildable and Listener go in "] where line.hasPrefix(lead) {
                return line.dropFirst(lead.count).split(whereSeparator: { $0 == "," || $0 == " " }).first.map(
                    String.init)
            }
        }
        return nil
    }

    /// The skeletons below `folder` by the module each names.
    static func skeletonsByModule(in folder: URL) throws -> [String: [String]] {
        var skeletons: [String: [String]] = [:]
        for path in FlattenSkeletonTests.swiftFiles(folder) {
            let module = try XCTUnwrap(Self.module(of: try String(contentsOfFile: path, encoding: .utf8)), path)
            skeletons[module, default: []].append(path)
        }
        return skeletons
    }

    /// Builds `modules` of the app in `app` (its `Sources/<module>`) in order into `built`, each with the
    /// `skeletons` that name it; the first that fails, with what the compiler said.
    static func compile(_ modules: [String], of app: URL, with skeletons: [String: [String]], into built: URL) throws
        -> (module: String, output: String)?
    {
        for module in modules {
            let sources = FlattenSkeletonTests.swiftFiles(app.appendingPathComponent("Sources/\(module)"))
            let run = try FlattenSkeletonTests.swiftc(
                [
                    "-emit-module", "-parse-as-library", "-module-name", module, "-I", built.path,
                    "-emit-module-path", built.appendingPathComponent("\(module).swiftmodule").path,
                ] + sources + skeletons[module, default: []])
            if run.status != 0 { return (module, run.output) }
        }
        return nil
    }

    func testEachFileNamesItsModuleAndImportsWhatItUses() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        XCTAssertEqual(
            try rg.listing("Proposed/BookWrapper"),
            [
                "BookWrapperBuilder.swift", "BookWrapperInteractor.swift", "BookWrapperInterface.swift",
                "BookWrapperRouter.swift",
            ])
        let interface = try Self.text("Proposed/BookWrapper/BookWrapperInterface.swift", in: rg)
        XCTAssertEqual(Self.module(of: interface), "BookInterfaces", "beside BookBuildable: \(interface)")
        let builderFile = try Self.text("Proposed/BookWrapper/BookWrapperBuilder.swift", in: rg)
        let proposal = try FlattenCommandTests.object(try rg.read("proposal.json"))
        XCTAssertEqual(
            FlattenCommandTests.rib("BookWrapper", in: proposal)?["module"] as? String, Self.module(of: builderFile),
            "the proposal places the wrapper where its skeleton goes")
        XCTAssertTrue(interface.contains("public protocol BookWrapperBuildable: Buildable {\n"), interface)
        XCTAssertTrue(interface.contains("public protocol BookWrapperListener: AnyObject {\n"), interface)
        XCTAssertTrue(
            interface.contains(
                "    func buildBook(withListener listener: BookWrapperListener, viewController: ViewControllable, "
                    + "bookId: Int) -> Routing\n"), "Browse and Search only attach and detach it: \(interface)")
        // What each file's code names: the Buildables and listeners BookInterfaces declares, ShelfKit's push and
        // pop in the router, which presents and dismisses with UIKit too.
        let wanted = [
            "Builder": ["import RIBs", "import BookInterfaces"],
            "Router": ["import RIBs", "import BookInterfaces", "import ShelfKit", "import UIKit"],
            "Interactor": ["import RIBs", "import BookInterfaces"],
        ]
        for (file, imports) in wanted {
            let text = try Self.text("Proposed/BookWrapper/BookWrapper\(file).swift", in: rg)
            XCTAssertEqual(Self.module(of: text), "BookImplementations", "with Book and Author: \(text)")
            XCTAssertEqual(
                text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map(String.init), imports, file)
            XCTAssertFalse(text.contains("protocol BookWrapperBuildable"), "declared once, in BookInterfaces")
            XCTAssertFalse(text.contains("protocol BookWrapperListener"), "declared once, in BookInterfaces")
        }
        let builder = try Self.text("Proposed/BookWrapper/BookWrapperBuilder.swift", in: rg)
        XCTAssertTrue(
            builder.contains("public final class BookWrapperBuilder: Builder<BookWrapperDependency>")
                && builder.contains("public protocol BookWrapperDependency: Dependency {"),
            "ShelfApp's RootComponent, in another module, makes it: \(builder)")
        let interactor = try Self.text("Proposed/BookWrapper/BookWrapperInteractor.swift", in: rg)
        XCTAssertTrue(
            interactor.contains(
                "        // As BookInteractor did when Author reported this.\n        router?.detach(\"Author\")\n"),
            "a late close from an author's page that is no longer on top pops nothing: \(interactor)")
        let router = try Self.text("Proposed/BookWrapper/BookWrapperRouter.swift", in: rg)
        XCTAssertTrue(
            router.contains("        viewController.pushViewController(router.viewControllable, animated: true)\n"),
            "ShelfKit's push, as Browse's and Search's routers push: \(router)")
        XCTAssertTrue(
            router.contains("                viewController.popViewController(shown, animated: true)\n"),
            "ShelfKit's pop, which pops only the screen on top: \(router)")
        XCTAssertTrue(router.contains("        guard stack.last?.screen != \"Author\" else { return }\n"), router)
        let metrics = try rg.run(["metrics", "proposal.json"])
        XCTAssertEqual(metrics.status, 0)
        XCTAssertEqual(metrics.stderr, "", "metrics on the proposal warns of nothing")
    }

    /// Skeletons fit the app only with its files read. Run away from the folder the scan ran in, flatten says
    /// so, names the file it looked for, exits 66 and writes nothing; `--sources` names that folder.
    func testTheSkeletonsAreMadeOnlyWithTheAppsFilesWhichSourcesFinds() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try FileManager.default.copyItem(at: Self.shelf, to: rg.folder.appendingPathComponent("Shelf"))
        XCTAssertEqual(try rg.run(["scan", "Shelf", "-o", "app.json"]).status, 0)
        try FileManager.default.createDirectory(
            at: rg.folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        let lost = try rg.run(
            ["flatten", "../app.json", "-o", "proposal.json", "--emit-swift", "Proposed"], subfolder: "elsewhere")
        XCTAssertEqual(lost.status, 66, lost.stderr)
        XCTAssertTrue(lost.stderr.contains("the app's files are not below . (\"Shelf/Sources/"), lost.stderr)
        XCTAssertTrue(lost.stderr.contains(".swift\", where the scan says a RIB is declared"), "whole: \(lost.stderr)")
        XCTAssertTrue(lost.stderr.contains("give it with --sources"), lost.stderr)
        XCTAssertEqual(try rg.listing("elsewhere"), [], "neither the proposal nor a skeleton is written")
        // A path in the trace is input: its control characters reach no terminal.
        let scan = String(decoding: try rg.read("app.json"), as: UTF8.self)
        _ = try rg.write(scan.replacingOccurrences(of: "Shelf/Sources/", with: "\\u001b[31mShelf/"), to: "hostile.json")
        let hostile = try rg.run(["flatten", "../hostile.json", "--emit-swift", "Proposed"], subfolder: "elsewhere")
        XCTAssertEqual(hostile.status, 66, hostile.stderr)
        XCTAssertFalse(hostile.stderr.contains("\u{1B}"), hostile.stderr)
        XCTAssertTrue(hostile.stderr.contains("(\"\\u{1B}[31mShelf/"), hostile.stderr)
        let found = try rg.run(
            ["flatten", "../app.json", "-o", "proposal.json", "--emit-swift", "Proposed", "--sources", ".."],
            subfolder: "elsewhere")
        XCTAssertEqual(found.status, 0, found.stderr)
        let builder = try Self.text("elsewhere/Proposed/BookWrapper/BookWrapperBuilder.swift", in: rg)
        XCTAssertEqual(Self.module(of: builder), "BookImplementations", "the app's modules were read: \(builder)")
    }

    func testTheSkeletonsCompileInTheModulesTheyName() throws {
        let rg = try RibgraphRunner()
        defer { rg.tearDown() }
        try Self.flatten(in: rg)
        let built = try FlattenSkeletonTests.emitModules(in: rg)
        let skeletons = try Self.skeletonsByModule(in: rg.folder.appendingPathComponent("Proposed"))
        XCTAssertEqual(Set(skeletons.keys), ["BookInterfaces", "BookImplementations"])
        func build(with: Bool) throws -> (module: String, output: String)? {
            try Self.compile(
                Self.modules, of: rg.folder.appendingPathComponent("Shelf"), with: with ? skeletons : [:], into: built)
        }
        let alone = try build(with: false)
        XCTAssertNil(alone, "the fixture app itself must compile: \(alone.map { "\($0.module): \($0.output)" } ?? "")")
        let together = try build(with: true)
        XCTAssertNil(together, together.map { "\($0.module): \($0.output)" } ?? "")
        // The check sees a missing import: without BookInterfaces, the router cannot name BookBuildable.
        let path = "Proposed/BookWrapper/BookWrapperRouter.swift"
        let router = try Self.text(path, in: rg)
        try Data(router.replacingOccurrences(of: "import BookInterfaces\n", with: "").utf8).write(
            to: rg.folder.appendingPathComponent(path))
        let failing = try build(with: true)
        XCTAssertEqual(failing?.module, "BookImplementations")
        XCTAssertTrue(failing?.output.contains("BookBuildable") == true, failing?.output ?? "")
    }
}
