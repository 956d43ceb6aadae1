import Foundation

/// Handles the URLs the app is opened with (implemented by `RootInteractor`).
protocol UrlHandler: AnyObject {
    func handle(_ url: URL)
}
