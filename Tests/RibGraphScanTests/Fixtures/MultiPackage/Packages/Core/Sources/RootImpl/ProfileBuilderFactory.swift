import ProfileImpl
import ProfileInterface

/// Where the app picks the implementation behind Profile's interface.
enum ProfileBuilderFactory {
    static func make(_ dependency: ProfileDependency) -> ProfileBuildable {
        ProfileBuilder(dependency: dependency)
    }
}
