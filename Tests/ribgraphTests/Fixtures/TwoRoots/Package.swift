// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "TwoApps",
    targets: [
        .executableTarget(name: "Shop", path: "Sources/Shop"),
        .executableTarget(name: "Admin", path: "Sources/Admin"),
    ]
)
