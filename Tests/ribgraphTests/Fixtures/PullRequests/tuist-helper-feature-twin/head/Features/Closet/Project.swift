import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.legacyModule(name: "Closet")
