// swift-tools-version:6.1
// SPDX-License-Identifier: Apache-2.0
// An app's package as a RIBs team writes it: its own macro pins swift-syntax 600, and it adds ribgraph for the
// probe alone. `traits: []` turns off ribgraph's "Tool" trait, so none of ribgraph's swift-syntax,
// swift-argument-parser or Yams is resolved; without it the two swift-syntax requirements conflict.
// scripts/check-probe-consumer.sh resolves it and builds the probe in it in `make test`, and shows that conflict;
// `make probe-consumer` builds it whole and runs it.
import CompilerPluginSupport
import Foundation
import PackageDescription

// An app writes `.package(url: "https://github.com/OWNER/ribgraph", from: "0.2.0", traits: [])` and names the
// product's package "ribgraph". This fixture takes ribgraph from the clone around it instead, and SwiftPM names
// a package taken by path after its folder, whatever the clone is called.
let ribgraph = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().deletingLastPathComponent()

let package = Package(
    name: "ProbeConsumer",
    platforms: [.macOS(.v13), .iOS(.v15)],
    dependencies: [
        .package(path: ribgraph.path, traits: []),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"601.0.0"),
    ],
    targets: [
        .macro(
            name: "ConsumerMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),
        .executableTarget(
            name: "ConsumerApp",
            dependencies: ["ConsumerMacros", .product(name: "RibGraphProbe", package: ribgraph.lastPathComponent)]),
    ]
)
