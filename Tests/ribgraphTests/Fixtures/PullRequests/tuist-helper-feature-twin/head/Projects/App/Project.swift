import ProjectDescription

let project = Project(
    name: "App",
    targets: [
        .target(
            name: "App",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.app",
            sources: ["Sources/**"],
            dependencies: [
                .project(target: "Style", path: "../../Features/Style"),
                .project(target: "Closet", path: "../../Features/Closet")
            ]
        )
    ]
)
