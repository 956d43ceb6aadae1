import ProjectDescription

extension Project {
    /// A feature: its interface, its implementation (which depends on the interface) and its tests.
    public static func featureModule(
        name: String, dependencies: [TargetDependency] = [], bundlePrefix: String = "com.example"
    ) -> Project {
        let interface = Target.target(
            name: "\(name)Interface",
            destinations: .iOS,
            product: .framework,
            bundleId: "\(bundlePrefix).\(name).interface",
            sources: ["Interface/**"]
        )
        let implementation = Target.target(
            name: name,
            destinations: .iOS,
            product: .framework,
            bundleId: "\(bundlePrefix).\(name)",
            sources: ["Sources/**"],
            dependencies: dependencies + [.target(name: "\(name)Interface")]
        )
        return Project(name: name, targets: [interface, implementation, .tests(of: name)])
    }

    /// An older module, named from a list the manifest cannot spell out.
    public static func legacyModule(name: String) -> Project {
        let names = ModuleNames(name)
        return Project(name: name, targets: [
            .target(name: names.framework, destinations: .iOS, product: .framework, bundleId: names.bundle,
                    sources: ["Sources/**"])
        ])
    }
}

extension Target {
    static func tests(of name: String) -> Target {
        .target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "com.example.\(name).tests",
                sources: ["Tests/**"], dependencies: [.target(name: name)])
    }
}
