import RibTrace

/// The Swift files of every RIB a flatten proposal adds, in the RIBs templates' style: a Builder (with the
/// Dependency and the Component, which forwards what its children need and makes what it takes over), a
/// Router that attaches the children with their own builders, an Interactor that conforms to the listeners
/// the children already declare, and for a navigation its `UINavigationController`. They compile against
/// RIBs or ModernRIBs (the API is the same), placed in the module whose types they use, with the imports
/// they need (``SkeletonPlacement``); what they cannot know is left as a `#warning` saying what the team
/// decides there.
package struct SwiftSkeleton: Sendable {
    /// One file to write: its path below the output folder (`BWrapper/BWrapperBuilder.swift`) and its text.
    package struct File: Sendable, Equatable {
        package var path: String
        package var text: String
    }

    /// The files, per proposed RIB in the order of the proposal's changes: Builder, Router, Interactor, and a
    /// navigation's view controller.
    package let files: [File]
    /// The module each proposed RIB's Builder, Router and Interactor go in, by the RIB's id, where the app's files
    /// tell it.
    package let modules: [String: String]

    /// The skeletons of `proposal`'s RIBs, with what the app's own files say (`sources`): the framework they
    /// import, the listener protocols as declared, the modules the types live in.
    package init(proposal: FlattenProposal, sources: SkeletonSources) {
        var files: [File] = []
        var modules: [String: String] = [:]
        for change in proposal.changes where !change.joins {
            let rib = SkeletonRIB(change: change, proposal: proposal.proposal, input: proposal.input).spelledForSwift()
            let placement = SkeletonPlacement(rib: rib, proposal: proposal.proposal, sources: sources)
            modules[change.proposed] = placement.module
            let text = SkeletonText(rib: rib, sources: sources, placement: placement)
            let folder = rib.stem + "/"
            if let interface = text.interfaceFile {
                files.append(File(path: folder + rib.stem + "Interface.swift", text: interface))
            }
            files.append(File(path: folder + rib.builder + ".swift", text: text.builderFile))
            files.append(File(path: folder + rib.router + ".swift", text: text.routerFile))
            files.append(File(path: folder + rib.interactor + ".swift", text: text.interactorFile))
            if rib.isNavigation, let view = rib.rib.view {
                files.append(File(path: folder + view + ".swift", text: text.navigationControllerFile))
            }
        }
        self.files = files
        self.modules = modules
    }
}
