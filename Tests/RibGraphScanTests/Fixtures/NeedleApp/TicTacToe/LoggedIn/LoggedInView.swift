import SwiftUI

struct LoggedInView: View {
    let gameBuilder: GameBuilder
    let scoreSheetBuilder: ScoreSheetBuilder

    var body: some View {
        Text("Logged in")
    }
}
