// AVFoundation's names the apps' declarations use (VideoMerger's builders take an `AVAsset`), with no behaviour:
// Linux has no AVFoundation.

/// A timed media resource (AVFoundation's `AVAsset`).
open class AVAsset {
    /// An asset of no media.
    public init() {}
}

/// An export of an asset to a file (AVFoundation's `AVAssetExportSession`).
open class AVAssetExportSession {
    /// A session that exports nothing.
    public init() {}
}
