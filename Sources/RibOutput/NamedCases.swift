/// A format whose cases carry values (`picture(.svg)`, `report(.json)`) yet go by one name each, the one
/// `--format` takes and an output's extension gives: a conforming type names its cases (`rawValue`) and
/// lists them (`allCases`); a name is read back by finding it among `allCases`, so the two cannot disagree.
/// Rule: no two of `allCases` may share a name.
public protocol NamedCases: RawRepresentable, CaseIterable where RawValue == String {}

extension NamedCases {
    /// The case of `allCases` named `rawValue`, if any.
    public init?(rawValue: String) {
        guard let named = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = named
    }
}
