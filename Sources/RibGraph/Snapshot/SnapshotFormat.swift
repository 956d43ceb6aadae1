import RibOutput

extension Snapshot {
    /// The one text `ribgraph snapshot` writes besides its pictures: the HTML viewer (``ViewerPage``), a page
    /// that steps through the whole trace, which no renderer draws.
    package enum PageFormat: String, FileFormat {
        case html
    }

    /// What `ribgraph snapshot` writes: a picture of one event in one of the drawing formats, or the viewer.
    package typealias Format = PictureOrText<PageFormat>
}
