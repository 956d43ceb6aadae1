// swift-tools-version:6.1
// SPDX-License-Identifier: Apache-2.0
import PackageDescription

let package = Package(
    name: "ribgraph",
    platforms: [.macOS(.v13), .iOS(.v15)],
    products: [
        .executable(name: "ribgraph", targets: ["ribgraph"]),
        .library(name: "RibTrace", targets: ["RibTrace"]),
        .library(name: "RibOutput", targets: ["RibOutput"]),
        .library(name: "RibAnalysis", targets: ["RibAnalysis"]),
        .library(name: "RibGraph", targets: ["RibGraph"]),
        .library(name: "RibGraphServe", targets: ["RibGraphServe"]),
        .library(name: "RibGraphProbe", targets: ["RibGraphProbe"]),
        .library(name: "RibGraphScan", targets: ["RibGraphScan"]),
        .library(name: "RibGraphTesting", targets: ["RibGraphTesting"]),
        .plugin(name: "RenderRibGraphs", targets: ["RenderRibGraphs"]),
        .plugin(name: "RibGraphLint", targets: ["RibGraphLint"]),
    ],
    // "Tool", on by default, is the command line and what only it needs: swift-syntax (the scanner),
    // swift-argument-parser and Yams (rules files). An app that links only RibGraphProbe declares the package
    // with `traits: []` and then resolves none of the three (samples/ProbeConsumer holds that to it), so its
    // own macros may pin another swift-syntax.
    traits: [
        .trait(
            name: "Tool",
            description:
                "The ribgraph command and its libraries' dependencies: swift-syntax, swift-argument-parser, Yams"
        ),
        .default(enabledTraits: ["Tool"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        // Which characters the installed fonts have: the fonts Graphviz's cairo renderer finds through pango.
        .systemLibrary(
            name: "CFontconfig",
            pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"]), .brew(["fontconfig"])]
        ),
        .target(name: "RibTrace"),
        .target(name: "RibGraphProbe", dependencies: ["RibTrace"]),
        // What every output shares, below whatever makes one: atomic files, format choice, the rendered result.
        .target(name: "RibOutput", dependencies: ["RibTrace"]),
        .target(
            name: "RibAnalysis",
            dependencies: [
                "RibTrace", "RibOutput",
                .product(name: "Yams", package: "Yams", condition: .when(traits: ["Tool"])),
            ]),
        // The pages' scripts are .js files (node checks them: scripts/check-scripts.sh), compiled in as bytes.
        .target(
            name: "RibGraph", dependencies: ["RibTrace", "RibOutput", "RibAnalysis", "CGraphviz", "CFontconfig"],
            resources: [
                .embedInCode("Web/PanZoomScript.js"),
                .embedInCode("Viewer/ViewerScript.js"),
                .embedInCode("Frames/FramesIndexScript.js"),
            ]),
        .target(
            name: "RibGraphServe", dependencies: ["RibGraph", "RibAnalysis", "RibOutput", "RibTrace"],
            resources: [.embedInCode("LiveReload.js")]),
        .target(
            name: "RibGraphScan",
            dependencies: [
                "RibTrace",
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Tool"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Tool"])),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Tool"])),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax", condition: .when(traits: ["Tool"])),
            ]),
        // Architecture rules as an app's tests: the scan, queried, with failures at each RIB's declaration. It
        // links the scanner, so it needs "Tool"; XCTest and Swift Testing come with the toolchain, not as packages.
        .target(name: "RibGraphTesting", dependencies: ["RibTrace", "RibAnalysis", "RibGraphScan"]),
        .executableTarget(
            name: "ribgraph",
            dependencies: [
                "RibTrace", "RibOutput", "RibAnalysis", "RibGraph", "RibGraphServe", "RibGraphScan",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tool"])),
            ]
        ),
        .plugin(
            name: "RenderRibGraphs",
            capability: .command(
                intent: .custom(
                    verb: "render-rib-graphs",
                    description: "Render every *.ribgraph.json under the given folders to an SVG beside it"),
                permissions: [.writeToPackageDirectory(reason: "writes X.svg beside each X.ribgraph.json")]
            ),
            dependencies: ["ribgraph"]
        ),
        .plugin(name: "RibGraphLint", capability: .buildTool(), dependencies: ["ribgraph"]),
        .target(name: "TicTacToeFixture", path: "samples/TicTacToeLive/Fixture"),
        .executableTarget(
            name: "ProbeBench", dependencies: ["RibGraphProbe", "RibTrace", "TicTacToeFixture"],
            path: "Benchmarks/ProbeBench"),
        .executableTarget(
            name: "RouteBench", dependencies: ["RibGraph", "RibOutput", "RibTrace"], path: "Benchmarks/RouteBench"),
        .executableTarget(
            name: "ParseBench",
            dependencies: [
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Tool"])),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Tool"])),
            ],
            path: "Benchmarks/ParseBench"),
        .executableTarget(name: "TestingBench", dependencies: ["RibGraphTesting"], path: "Benchmarks/TestingBench"),
        .executableTarget(
            name: "TicTacToeLive", dependencies: ["TicTacToeFixture", "RibGraphProbe", "RibTrace"],
            path: "samples/TicTacToeLive/Recorder"),
        .executableTarget(
            name: "RibGraphFuzz", dependencies: ["RibTrace", "RibOutput", "RibAnalysis", "RibGraph", "RibGraphScan"],
            path: "Fuzz/RibGraphFuzz"),
        // What the test targets share (package root, samples, the binary runner, golden files); in no product.
        .target(name: "RibGraphTestSupport", dependencies: ["RibTrace"], path: "Tests/RibGraphTestSupport"),
        .testTarget(name: "TicTacToeFixtureTests", dependencies: ["TicTacToeFixture"]),
        .testTarget(name: "RibTraceTests", dependencies: ["RibTrace", "RibGraphTestSupport"]),
        .testTarget(
            name: "RibAnalysisTests", dependencies: ["RibAnalysis", "RibOutput", "RibTrace", "RibGraphTestSupport"]),
        .testTarget(
            name: "RibGraphTests",
            dependencies: ["RibGraph", "RibAnalysis", "RibOutput", "RibTrace", "RibGraphTestSupport"]),
        .testTarget(name: "RibGraphServeTests", dependencies: ["RibGraphServe", "RibGraph", "RibTrace"]),
        .testTarget(
            name: "RibGraphScanTests", dependencies: ["RibGraphScan", "RibTrace", "RibGraphTestSupport"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "ribgraphTests",
            dependencies: [
                "RibTrace", "ribgraph", "TicTacToeLive", "CGraphviz", "RibGraphTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tool"])),
            ],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "RibGraphProbeTests",
            dependencies: ["RibGraphProbe", "RibTrace", "TicTacToeFixture", "RibGraphTestSupport"]),
        .testTarget(
            name: "RibGraphTestingTests",
            dependencies: ["RibGraphTesting", "RibAnalysis", "RibGraphScan", "RibTrace", "RibGraphTestSupport"]),
        .testTarget(name: "LayeringTests", dependencies: ["RibGraphTestSupport"]),
    ]
)

// Every first-party Swift target sees only the members of the modules its file imports (SE-0444): a file that
// uses a type's extension from a module it does not import no longer compiles through another file's import,
// so each file's imports are the modules it uses, which LayeringTests reads.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
