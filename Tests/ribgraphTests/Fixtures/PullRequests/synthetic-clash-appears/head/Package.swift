// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Clash",
    targets: [
        .target(name: "AppFeature"),
        .target(name: "Other"),
    ]
)
