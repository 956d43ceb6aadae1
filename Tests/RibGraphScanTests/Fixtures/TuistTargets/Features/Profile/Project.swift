import ProjectDescription
import ProjectDescriptionHelpers

// The targets come from a helper of Tuist/ProjectDescriptionHelpers: they cannot be read without running it.
let project = Project.framework(name: "ProfileFeature", dependencies: [.project(target: "Checkout", path: "../..")])
