/// How a parent shows a child it attaches: what a user sees happen when the route is taken.
public enum Presentation: String, Sendable, CaseIterable {
    /// Pushed on a navigation controller: the parent's own, or one the parent presented.
    case push
    /// Modal over the parent: full screen, a sheet or a popup.
    case present
    /// Part of the parent's screen: a section, a page, a child view controller.
    case embed
    /// A tab of a `UITabBarController`.
    case tab
    /// Replaces what is on screen: the window's root view controller.
    case root
    /// The child has no view: it is attached only.
    case none
    /// The parent's code was read and no way of showing was recognised (``Route/presentationReason`` says why).
    case unknown

    /// Whether taking the route moves the user to another screen (push, present, root); a part of the parent's
    /// screen, a viewless child and an unrecognised way are not.
    public var isNavigation: Bool {
        switch self {
        case .push, .present, .root: true
        case .embed, .tab, .none, .unknown: false
        }
    }

    /// Whether the child is shown as part of the parent's screen (embed, tab).
    public var isPart: Bool { self == .embed || self == .tab }
}
