final class AuthUseCase {
    func signIn() {}
}

final class LocationUseCase {
    func current() -> String { "" }
}
