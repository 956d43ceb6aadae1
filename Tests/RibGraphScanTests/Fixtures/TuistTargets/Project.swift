import ProjectDescription

let appName = "Market"

// Tuist targets named unlike their folders (the app's sources are in App/Sources), with source globs, and a
// test target outside any folder named Tests.
let project = Project(
    name: appName,
    targets: [
        .target(
            name: appName,
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.market",
            sources: ["App/Sources/**"],
            dependencies: [.target(name: "Checkout"), .project(target: "ProfileFeature", path: "Features/Profile")]
        ),
        Target(
            name: "Checkout",
            platform: .iOS,
            product: .framework,
            bundleId: "com.example.checkout",
            sources: [.glob("Features/Checkout/**/*.swift", excluding: ["Features/Checkout/Previews/**"])]
        ),
        .target(
            name: "CheckoutSpecs",
            destinations: .iOS,
            product: .unitTests,
            bundleId: "com.example.checkout.specs",
            sources: "Features/CheckoutSpecs/**",
            dependencies: [.target(name: "Checkout")]
        ),
    ]
)
