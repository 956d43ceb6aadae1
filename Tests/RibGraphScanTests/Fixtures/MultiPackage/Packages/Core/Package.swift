// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Core",
    products: [.library(name: "RootImpl", targets: ["RootImpl"])],
    targets: [
        .target(name: "SessionKit"),
        .target(name: "RootImpl", dependencies: ["SessionKit"]),
        .testTarget(name: "RootImplTests", dependencies: ["RootImpl"]),
    ]
)
