import Foundation
import RibTrace
import Yams

/// Reads rules and baseline files: the bytes, then JSON or YAML by the file's extension (`.yml` and
/// `.yaml` are YAML, anything else JSON), with every problem as an `InputError`. Before decoding,
/// JSON goes through RibTrace's strict reader and YAML through a nesting scan and Yams' composer, so that
/// syntax errors carry a line and column, a key given twice or a complex YAML key is an error (decoders
/// silently keep one value), and no nesting is deep enough to exhaust the stack.
enum RuleFileReader {
    /// Whether `path` names a YAML file.
    static func isYAML(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    /// The file's contents; a `FailureKind.noInput` `InputError` when it is missing or unreadable, a
    /// symbolic link or reached through one, or not a regular file (these files say how CI judges a pull
    /// request, whose tree may hold links to secrets), bad data when it is larger than `limits` allow.
    static func contents(of path: String, limits: InputLimits) throws(InputError) -> Data {
        try InputFile.contents(of: path, kind: "a settings, rules or baseline file", limits: limits, links: .refused)
    }

    /// Decodes the file at `path` as `type` within `limits`, from YAML or JSON by its extension.
    static func decode<T: Decodable>(
        _ type: T.Type, contentsOfFile path: String, allowYAML: Bool = true, limits: InputLimits
    ) throws -> T {
        try decode(
            type, from: contents(of: path, limits: limits), file: path, yaml: allowYAML && isYAML(path), limits: limits)
    }

    /// Decodes `data` as `type` within `limits`, naming it `file` in errors.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String, yaml: Bool, limits: InputLimits)
        throws -> T
    {
        guard let text = String(data: data, encoding: .utf8) else {
            throw InputError(file: file, place: .input, reason: "not UTF-8 text")
        }
        if text.allSatisfy({ $0.isWhitespace }) {
            throw InputError(file: file, place: .document, reason: "the file is empty: expected an object")
        }
        do {
            if yaml {
                try checkYAML(text, file: file, limits: limits)
                return try YAMLDecoder().decode(type, from: text)
            }
            try JSONDocumentCheck.check([UInt8](data), file: file, limits: limits)
            return try JSONDecoder().decode(type, from: data)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
                let yamlError = context.underlyingError as? YamlError
            {
                throw syntaxError(yamlError, file: file)
            }
            throw StrictDecoding.fileError(error, file: file)
        }
    }

    /// Rejects YAML nested past `limits` before Yams recurses into it, then composes it and rejects repeated
    /// and complex keys.
    static func checkYAML(_ text: String, file: String, limits: InputLimits) throws {
        if let place = YAMLNesting.firstPlaceTooDeep(in: text, maximumDepth: limits.maxNesting) {
            throw InputError(
                file: file, place: .text(line: place.line, column: place.column),
                reason:
                    "invalid YAML: nested more than \(limits.maxNesting) levels deep (raise it with --max-nesting)"
            )
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        }
        if let root { try checkKeys(root, file: file) }
    }

    /// Every mapping's keys are plain names, each once.
    private static func checkKeys(_ node: Node, file: String) throws {
        switch node {
        case .mapping(let mapping):
            var seen: Set<String> = []
            for (key, value) in mapping {
                guard case .scalar(let name) = key else {
                    throw InputError(
                        file: file, place: .init(line: key.mark?.line, column: key.mark?.column),
                        reason: "a complex key (a list or mapping as a key) is not allowed: keys are names")
                }
                guard seen.insert(name.string).inserted else {
                    throw InputError(
                        file: file, place: .init(line: key.mark?.line, column: key.mark?.column),
                        reason: "duplicate key \(InputExcerpt.quoted(name.string))")
                }
                try checkKeys(value, file: file)
            }
        case .sequence(let sequence):
            for element in sequence { try checkKeys(element, file: file) }
        case .scalar:
            break
        }
    }

    /// Yams' error with its line and column, on one line, quoting nothing of the file: Yams' own description
    /// of a reader error holds the whole offending line (a settings file linked to `/proc/self/environ` is one
    /// line of NUL-separated variables, secrets included: issue 41).
    static func syntaxError(_ error: YamlError, file: String) -> InputError {
        switch error {
        case .reader(let problem, let offset, _, let yaml):
            let before = offset.map { yaml.utf8.prefix($0) } ?? yaml.utf8.prefix(0)
            let lineStart = before.lastIndex(of: 0x0A).map { before.index(after: $0) } ?? before.startIndex
            return InputError(
                file: file,
                place: offset == nil
                    ? .input
                    : .text(
                        line: before.count(where: { $0 == 0x0A }) + 1,
                        column: before.distance(from: lineStart, to: before.endIndex) + 1),
                reason: "invalid YAML: \(problem)")
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return InputError(
                file: file, place: .text(line: mark.line, column: mark.column),
                reason: "invalid YAML: \(problem)\(during)")
        default:
            let message = String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init)
            return InputError(file: file, place: .input, reason: "invalid YAML: \(message ?? "unreadable")")
        }
    }
}

extension RuleSet {
    /// Reads the rules file at `path`: YAML when it ends in `.yml` or `.yaml`, JSON otherwise.
    /// Throws `InputError`: no input when it is missing, bad data when it is wrong or past `limits`.
    public static func load(contentsOfFile path: String, limits: InputLimits = .standard) throws -> RuleSet {
        try RuleFileReader.decode(RuleSet.self, contentsOfFile: path, limits: limits)
    }

    /// Decodes rules from `text` within `limits`, naming it `file` in errors; `yaml` picks the syntax.
    public static func decode(_ text: String, file: String, yaml: Bool, limits: InputLimits = .standard) throws
        -> RuleSet
    {
        try RuleFileReader.decode(RuleSet.self, from: Data(text.utf8), file: file, yaml: yaml, limits: limits)
    }
}
