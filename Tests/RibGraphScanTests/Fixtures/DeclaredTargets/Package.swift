// swift-tools-version:5.9
import PackageDescription

// Targets whose names are not their folders' (FeedKit lives in Modules/FeedImpl), and a test target outside
// any folder named Tests.
let package = Package(
    name: "Shop",
    products: [.library(name: "ShopApp", targets: ["ShopApp"])],
    dependencies: [.package(url: "https://github.com/uber/RIBs-iOS", from: "1.0.0")],
    targets: [
        .target(name: "ShopApp", dependencies: [.target(name: "FeedKit"), "Promotions",
                                                .product(name: "RIBs", package: "RIBs-iOS")], path: "App"),
        .target(name: "FeedKit", dependencies: ["Promotions"], path: "Modules/FeedImpl", exclude: ["README.md"]),
        .target(name: "Promotions", path: "Modules/Promotions"),
        .testTarget(name: "FeedKitChecks", dependencies: ["FeedKit"], path: "Modules/FeedChecks"),
    ]
)
