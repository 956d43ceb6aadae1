final class SelectedPersonStream {
    var id: String?
}
