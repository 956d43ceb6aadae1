/// A request `serve` answers with an error instead of serving it: the status and a short reason for
/// the client, which never quotes the request or the trace.
struct HTTPRejection: Error, Equatable {
    let status: HTTPStatus
    let reason: String

    /// 400: the request is not HTTP/1.x as `serve` reads it.
    static func badRequest(_ reason: String) -> HTTPRejection {
        HTTPRejection(status: .badRequest, reason: reason)
    }

    /// The answer: a plain-text body of the reason; 405 says which methods are allowed.
    var response: HTTPResponse {
        var response = HTTPResponse(status: status, type: "text/plain; charset=utf-8", body: Array("\(reason)\n".utf8))
        if status == .methodNotAllowed { response.headers.append(("Allow", "GET, HEAD")) }
        return response
    }
}
