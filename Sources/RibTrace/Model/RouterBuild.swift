/// How a router's function builds the child it attaches, read from the app's files: the values it hands the
/// child's build besides the listener, as written, with what they use of the router. MOIT-iOS's
/// `attachMOITAttendance(id:)` builds MOITWeb with `domain: .frontend` and
/// `path: .attendance(id: id, keyboardHeight: self.getKeyboardHeight())`: a proposed RIB that takes the route
/// over makes that call itself, where the values are the router's own making and no build argument is named alike.
package struct RouterBuild: Sendable, Equatable {
    /// The function's parameters, by the names its body uses, in order.
    package var parameters: [String]
    /// The builder the call is made on, as written (`moitWebBuilder`, `self.moitWebBuilder`).
    package var builder: String
    /// The build's arguments after the listener, as written (`domain: .frontend`).
    package var arguments: [String]
    /// The declarations, as written, of the router's own functions the arguments call (`getKeyboardHeight()`).
    package var helpers: [String]

    /// A build.
    package init(parameters: [String], builder: String, arguments: [String], helpers: [String]) {
        self.parameters = parameters
        self.builder = builder
        self.arguments = arguments
        self.helpers = helpers
    }
}
