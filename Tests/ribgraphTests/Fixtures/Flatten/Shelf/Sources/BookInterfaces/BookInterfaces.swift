import RIBs

public protocol BookBuildable: Buildable {
    func build(withListener listener: BookListener, bookId: Int) -> ViewableRouting
}

public protocol BookListener: AnyObject {
    func bookDidClose()
}

public protocol AuthorBuildable: Buildable {
    func build(withListener listener: AuthorListener, authorId: String) -> ViewableRouting
}

public protocol AuthorListener: AnyObject {
    func authorDidClose()
}
