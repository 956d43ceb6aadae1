/// The kind of the next JSON value, read from its first byte without consuming it.
enum JSONKind: Equatable {
    case object, array, string, number, bool, null

    /// How the kind reads in an error message ("expected a string, found an array").
    var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
