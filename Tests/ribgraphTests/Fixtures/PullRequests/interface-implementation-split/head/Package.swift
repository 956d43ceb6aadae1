// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Shop",
    targets: [
        .target(name: "App", dependencies: ["CartInterface", "CartImpl"]),
        .target(name: "CartInterface"),
        .target(name: "CartImpl", dependencies: ["CartInterface"]),
    ]
)
