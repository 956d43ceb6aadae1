/// A failure to read JSON at a byte offset, before it is turned into a located ``InputError``.
struct JSONSyntaxError: Error {
    /// Where the reader stopped, in bytes from the start.
    var offset: Int
    /// What is wrong there, as the message says it.
    var reason: String
}
