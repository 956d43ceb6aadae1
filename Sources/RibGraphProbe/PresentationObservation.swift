import Foundation

// CocoaPods compiles RibTrace's sources into this module (RibGraphProbe.podspec's subspec): nothing to import.
#if canImport(RibTrace)
import RibTrace
#endif

/// An attached child whose presentation is still to be read.
struct UnshownChild {
    /// The RIB it was attached to.
    let parent: Int32
    /// When, on the probe's clock.
    let attachedAt: UInt64
}

/// How each attached child is shown, read from UIKit when its view controller is in a hierarchy.
///
/// RIBs' `attachChild` is final and a parent shows the child's view controller after it returns, so nothing
/// can be read at the attach itself: the probe reads it at the next ``observe()`` or hook call on the main
/// thread, when UIKit has already linked the child's view controller (pushing, presenting, adding a child,
/// setting tabs or the window's root link it at once, before any animation ends).
extension ProbeCore {
    /// How long a viewful child's view controller may stay in no hierarchy after its attach before its route
    /// records `unknown`: room for a parent that shows the child after a short wait or another animation.
    static let presentationPatience: UInt64 = 2_000_000_000

    /// Records how the children attached since the last reading are shown: a viewless child is `none`, a
    /// viewful one is read from UIKit (``PresentationClassifier``) once its view controller is in a
    /// hierarchy, or is `unknown` when it is still in none ``presentationPatience`` after its attach. A child
    /// detached before that records nothing. UIKit is read on the main thread only: called elsewhere, viewful
    /// children wait for a call on it.
    func settlePresentations() {
        guard !unshown.isEmpty else { return }
        let onMainThread = Thread.isMainThread
        let now = configuration.clock()
        for (child, entry) in unshown {
            guard isAttached(child), tree.parent[Int(child)] == entry.parent else {
                unshown[child] = nil
                continue
            }
            var outcome: PresentationClassifier.Outcome?
            if !registry[child].isViewful {
                outcome = (.none, nil)
            } else if onMainThread {
                outcome = readPresentation(of: child, under: entry.parent)
            } else {
                continue
            }
            let waited = now >= entry.attachedAt ? now - entry.attachedAt : 0
            if outcome == nil && waited < Self.presentationPatience { continue }
            let seconds = Self.presentationPatience / 1_000_000_000
            let late = "its view controller was in no view controller hierarchy \(seconds) s after the attach"
            let (way, reason) = outcome ?? (.unknown, late)
            let routeChild = registry[registry.placeholder(base: registry[child].base)].id
            findings.addPresentation(way, reason: reason, parent: registry[entry.parent].id, child: routeChild)
            unshown[child] = nil
        }
    }

    /// How viewful RIB `child`'s view controller is shown by RIB `parent`, or nil while it is in no hierarchy.
    /// Must run on the main thread.
    private func readPresentation(of child: Int32, under parent: Int32) -> PresentationClassifier.Outcome? {
        guard let object = registry[child].viewObject else { return (.unknown, "its view controller is gone") }
        let viewName = registry[child].view ?? "\(type(of: object))"
        // Handed to the main actor on the main thread it already runs on, and read there only.
        nonisolated(unsafe) let view = object
        nonisolated(unsafe) let screen = self.screen(of: parent)
        return MainActor.assumeIsolated {
            guard let links = view as? any ViewControllerLinks else {
                return (.unknown, "its view controller, \(viewName), is not a UIViewController")
            }
            return PresentationClassifier.classify(links, screen: screen as? any ViewControllerLinks)
        }
    }

    /// The view controller RIB `rib` shows its children from: its own, or for a viewless RIB its nearest
    /// attached viewful ancestor's; nil when none is alive.
    private func screen(of rib: Int32) -> AnyObject? {
        var current = rib
        while current != LiveTree.none {
            if let view = registry[current].viewObject { return view }
            current = tree.parent[Int(current)]
        }
        return nil
    }
}
