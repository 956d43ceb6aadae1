import Foundation

/// Runs the built `ribgraph` binary as a subprocess, in a scratch folder of its own.
public struct RibgraphRunner {
    /// What one run did.
    public struct Result: Sendable {
        public var status: Int32
        /// Whether a signal ended the run (the runner's own stop at its timeout, or the signal the caller
        /// expected): `status` is then that signal.
        public var killedBySignal = false
        public var stdout: [UInt8]
        public var stderr: String

        public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The folder SwiftPM builds products into (as swift-argument-parser's tests find it).
    public static var productsDirectory: URL {
        #if os(macOS)
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        return Bundle.main.bundleURL
        #else
        return Bundle.main.bundleURL
        #endif
    }

    /// A program a test runs is not there: the test fails (a skip would let every end-to-end test pass
    /// without running), and the message says what to build.
    public struct MissingProgram: Error, CustomStringConvertible {
        /// Where the program was looked for.
        public var path: String
        /// Whether it is one of the package's products (`ribgraph`, `TicTacToeLive`), which a build makes.
        public var isProduct: Bool

        public var description: String {
            guard isProduct else { return "no executable at \(path)" }
            let name = URL(fileURLWithPath: path).lastPathComponent
            return "no \(name) binary at \(path): build it before the tests with `swift build --build-tests` "
                + "(`make test` does), or run `swift test` without --skip-build"
        }
    }

    /// The executable `name` (by default `ribgraph`) beside the test bundle, or at `name` when it is a path;
    /// throws ``MissingProgram`` when there is none.
    public static func binary(_ name: String = "ribgraph") throws -> URL {
        let isProduct = !name.hasPrefix("/")
        let url = isProduct ? productsDirectory.appendingPathComponent(name) : URL(fileURLWithPath: name)
        guard FileManager.default.isExecutableFile(atPath: url.path) else {
            throw MissingProgram(path: url.path, isProduct: isProduct)
        }
        return url
    }

    /// The eight bytes every PNG file starts with.
    public static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// A fresh, empty scratch folder; removed by `tearDown()`.
    public let folder: URL

    public init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    public func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The path of `name` inside the scratch folder.
    public func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes `text` to `name` in the scratch folder and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    /// The bytes of `name` in the scratch folder.
    public func read(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// Every file and link below the scratch folder with its bytes (a link: `-> destination`), for
    /// checking that a run changed nothing it was not asked to write.
    public func contents() throws -> [String: [UInt8]] {
        var found: [String: [UInt8]] = [:]
        let manager = FileManager.default
        for case let relative as String in manager.enumerator(atPath: folder.path)! {
            let path = folder.appendingPathComponent(relative).path
            if let destination = try? manager.destinationOfSymbolicLink(atPath: path) {
                found[relative] = Array("-> \(destination)".utf8)
                continue
            }
            var isDirectory: ObjCBool = false
            // Gone since the folder was listed: not part of what it holds.
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            found[relative] =
                isDirectory.boolValue
                ? Array("(folder)".utf8) : [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        return found
    }

    /// The names in the scratch folder (or a subfolder), sorted, hidden ones included.
    public func listing(_ subfolder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: subfolder.isEmpty ? folder.path : path(subfolder)).sorted()
    }

    /// Runs `program arguments...` in the scratch folder (or its `subfolder`); output goes through files, so
    /// it cannot block on a pipe. `input` is standard input (empty by default); `standardOutput`, when
    /// given, replaces the file that collects standard output (a closed pipe, `/dev/full`). A run past `timeout`
    /// is killed (a build that hangs fails its test instead of the suite). `environment` is set over the
    /// test's own environment (`COLUMNS`, so that help text does not depend on the terminal). A run that a
    /// signal ends, other than the runner's own stop at `timeout` or `expectedSignal`, throws
    /// ``KilledBySignal``, which names it.
    public func run(
        _ arguments: [String], program: String = "ribgraph", input: [UInt8] = [], subfolder: String = "",
        standardOutput: FileHandle? = nil, timeout: Duration? = nil, environment: [String: String] = [:],
        expectedSignal: Int32? = nil
    ) throws -> Result {
        let io = FileManager.default.temporaryDirectory.appendingPathComponent("ribgraph-io-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: io, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: io) }
        let out = io.appendingPathComponent("stdout"), err = io.appendingPathComponent("stderr")
        let inputFile = io.appendingPathComponent("stdin")
        _ = FileManager.default.createFile(atPath: out.path, contents: nil)
        _ = FileManager.default.createFile(atPath: err.path, contents: nil)
        _ = FileManager.default.createFile(atPath: inputFile.path, contents: Data(input))
        let stdout = try FileHandle(forWritingTo: out), stderr = try FileHandle(forWritingTo: err)
        let stdin = try FileHandle(forReadingFrom: inputFile)
        defer { try? stdin.close() }
        let process = Process()
        process.executableURL = try Self.binary(program)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.currentDirectoryURL = subfolder.isEmpty ? folder : folder.appendingPathComponent(subfolder)
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        process.standardInput = stdin
        try process.run()
        var stopped = false
        if let timeout {
            let deadline = ContinuousClock.now + timeout
            while process.isRunning, ContinuousClock.now < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning {
                process.terminate()
                stopped = true
            }
        }
        process.waitUntilExit()
        try stdout.close()
        try stderr.close()
        let errors = String(decoding: try Data(contentsOf: err), as: UTF8.self)
        let killed = process.terminationReason == .uncaughtSignal
        if killed && !stopped && process.terminationStatus != expectedSignal {
            throw KilledBySignal(
                command: [program] + arguments, signal: process.terminationStatus, standardError: errors)
        }
        return Result(
            status: process.terminationStatus, killedBySignal: killed, stdout: [UInt8](try Data(contentsOf: out)),
            stderr: errors)
    }
}
