import SwiftUI

struct ProfileView: View {
    let listener: AnyObject

    var body: some View {
        Text("Profile")
    }
}
