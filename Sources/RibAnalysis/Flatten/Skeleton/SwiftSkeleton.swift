import RibTrace

/// The Swift files of every RIB a flatten proposal adds, in the RIBs templates' style: a Builder (with the
/// Dependency and the Component, which forwards what its children need and makes what it takes over), a
/// Router that attaches the children with their own builders, an Interactor that conforms to the listeners
/// the children already declare, and for a navigation its `UINavigationController`. They compile against
/// RIBs or ModernRIBs (the API is the same); what they cannot know is left as a `fatalError` or an empty
/// listener method with a comment saying what the team decides there.
package struct SwiftSkeleton: Sendable {
    /// One file to write: its path below the output folder (`BWrapper/BWrapperBuilder.swift`) and its text.
    package struct File: Sendable, Equatable {
        package var path: String
        package var text: String
    }

    /// The files, per proposed RIB in the order of the proposal's changes: Builder, Router, Interactor, and a
    /// navigation's view controller.
    package let files: [File]

    /// The skeletons of `proposal`'s RIBs, importing `framework` (`RIBs` or `ModernRIBs`), with each listener
    /// protocol's requirements as the app declares them (`requirements`, by protocol name); a listener not in
    /// it gets a comment instead of its methods.
    package init(
        proposal: FlattenProposal, framework: String, requirements: [String: [String]],
        routerCalls: [String: [String: String]]
    ) {
        var files: [File] = []
        for change in proposal.changes where !change.joins {
            let rib = SkeletonRIB(change: change, proposal: proposal.proposal).spelledForSwift()
            let text = SkeletonText(
                rib: rib, framework: framework, requirements: requirements, routerCalls: routerCalls)
            let folder = rib.stem + "/"
            files.append(File(path: folder + rib.builder + ".swift", text: text.builderFile))
            files.append(File(path: folder + rib.router + ".swift", text: text.routerFile))
            files.append(File(path: folder + rib.interactor + ".swift", text: text.interactorFile))
            if rib.isNavigation, let view = rib.rib.view {
                files.append(File(path: folder + view + ".swift", text: text.navigationControllerFile))
            }
        }
        self.files = files
    }

    /// The listener protocols the skeletons' interactors conform to, one per child of a proposed RIB
    /// (`BListener`), each once, in the changes' order: what the requirements given to
    /// ``init(proposal:framework:requirements:routerCalls:)`` should hold.
    package static func listenerProtocols(in proposal: FlattenProposal) -> [String] {
        var names: [String] = []
        for change in proposal.changes where !change.joins {
            for child in SkeletonRIB(change: change, proposal: proposal.proposal).spelledForSwift().children
            where !names.contains(child.listener) {
                names.append(child.listener)
            }
        }
        return names
    }

    /// `ModernRIBs` when `imports` has it, else `RIBs`: the framework the app's own files import.
    package static func framework(imports: [String]) -> String {
        imports.contains("ModernRIBs") ? "ModernRIBs" : "RIBs"
    }
}
