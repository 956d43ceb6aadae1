protocol APIClient: AnyObject {}
final class HTTPAPIClient: APIClient {}
protocol Session: AnyObject {}
final class UserSession: Session {}
protocol FeedUseCaseInterface: AnyObject {}
protocol ContentUseCase: FeedUseCaseInterface {}
final class ContentService: ContentUseCase {
    init(api: APIClient) {}
}
final class PublishRelay<Element> {
    init() {}
}
