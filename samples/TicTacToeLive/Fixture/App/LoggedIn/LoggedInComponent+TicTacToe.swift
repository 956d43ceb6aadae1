import Foundation

/// Template leftover: what LoggedIn's parent would have to provide for TicTacToe's scope (nothing).
protocol LoggedInDependencyTicTacToe: Dependency {}

/// `player1Name`, `player2Name` and `mutableScoreStream` are declared in `LoggedInBuilder.swift`.
extension LoggedInComponent: TicTacToeDependency {}
