/// Who is signed in: made once by Root and used all the way down.
final class Session {}

/// The order being put together: 나 makes it, and 🥝 adds to it (business state, which stays with 나).
final class OrderStream {}
