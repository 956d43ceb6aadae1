// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Features",
    products: [
        .library(name: "ProfileInterface", targets: ["ProfileInterface"]),
        .library(name: "ProfileImpl", targets: ["ProfileImpl"]),
        .library(name: "SettingsImpl", targets: ["SettingsImpl"]),
    ],
    targets: [
        .target(name: "ProfileInterface"),
        .target(name: "ProfileImpl", dependencies: ["ProfileInterface", "AvatarImpl"]),
        .target(name: "AvatarImpl"),
        .target(name: "SettingsImpl"),
    ]
)
