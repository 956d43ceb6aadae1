// Photos' names the apps' declarations use (VideoMerger's builders take a `PHAsset`), with no behaviour: Linux has no
// Photos. Apple's Photos re-exports AVFoundation: a file that imports only Photos names AVAsset (AVFoundation sorts
// first, so its stand-in is built before this one).
@_exported import AVFoundation

/// A photo or video of the library (Photos' `PHAsset`).
open class PHAsset {
    /// An asset of no media.
    public init() {}
}
