import Foundation

/// An interactor that owns a presenter, usually the RIB's view controller (RIBs' `PresentableInteractor`).
///
/// Stored property added to `Interactor`'s: `presenter` (strong).
open class PresentableInteractor<PresenterType>: Interactor {
    /// The presenter this interactor drives. Held strongly.
    public let presenter: PresenterType

    /// Creates an inactive interactor driving `presenter`.
    public init(presenter: PresenterType) {
        self.presenter = presenter
    }
}
