import Foundation

/// `player1Name`, `player2Name` and `mutableScoreStream` are declared in `LoggedInBuilder.swift`.
extension LoggedInComponent: RandomWinDependency {}
