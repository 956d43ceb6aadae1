// swift-tools-version:5.9
import PackageDescription

// A reading app of modules, in HeatPick's shape: the reused screens' protocols in an interfaces module, their
// builders in an implementations module, two features of their own that push them, and the app that makes the
// builders once. FlattenModulesTests compiles each module in this order.
let package = Package(
    name: "Shelf",
    targets: [
        .target(name: "ShelfKit"),
        .target(name: "BookInterfaces", dependencies: ["ShelfKit"]),
        .target(name: "BookImplementations", dependencies: ["BookInterfaces", "ShelfKit"]),
        .target(name: "Browse", dependencies: ["BookInterfaces", "ShelfKit"]),
        .target(name: "Search", dependencies: ["BookInterfaces", "ShelfKit"]),
        .target(name: "ShelfApp", dependencies: ["BookImplementations", "Browse", "Search", "ShelfKit"]),
    ]
)
