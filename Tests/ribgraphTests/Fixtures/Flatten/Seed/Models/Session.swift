/// Who is signed in: made once by Root and used all the way down.
final class Session {}

/// The order being put together: B makes it, the screens after B add to it.
final class OrderStream {}
