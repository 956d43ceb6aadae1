import Foundation

/// Template leftover: what LoggedIn's parent would have to provide for OffGame's scope (nothing).
protocol LoggedInDependencyOffGame: Dependency {}

/// `player1Name`, `player2Name` and `scoreStream` are declared in `LoggedInBuilder.swift`.
extension LoggedInComponent: OffGameDependency {}
