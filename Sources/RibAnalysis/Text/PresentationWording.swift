import RibTrace

extension Presentation {
    /// How the child is shown, as a sentence about it says: "pushed", "set as a tab".
    public var participle: String {
        switch self {
        case .push: "pushed"
        case .present: "presented"
        case .embed: "embedded in its parent's screen"
        case .tab: "set as a tab"
        case .root: "swapped in as the root"
        case .none: "attached without a view"
        case .unknown: "shown in a way the scan did not recognise"
        }
    }

    /// `presentations` in a phrase: "pushed or presented"; nil when there are none.
    public static func participles(_ presentations: [Presentation]) -> String? {
        presentations.isEmpty ? nil : presentations.map(\.participle).joined(separator: " or ")
    }
}
