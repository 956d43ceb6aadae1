// UIKit's image type, as a name only: the apps' build methods and listeners pass images (TheMovieDB-RIB's
// PosterMovie is built with one).

/// An image (UIKit's `UIImage`).
open class UIImage {
    /// An empty image.
    public init() {}
}
