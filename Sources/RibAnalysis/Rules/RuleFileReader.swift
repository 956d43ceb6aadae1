import Foundation
import RibTrace
import Yams

/// Reads rules and baseline files: the bytes, then JSON or YAML by the file's extension (`.yml` and
/// `.yaml` are YAML, anything else JSON), with every problem as a ``RuleFileError``.
enum RuleFileReader {
    /// Whether `path` names a YAML file.
    static func isYAML(_ path: String) -> Bool {
        let name = path.lowercased()
        return name.hasSuffix(".yml") || name.hasSuffix(".yaml")
    }

    /// The file's contents; ``RuleFileError/unreadable(file:reason:)`` when it is missing or unreadable.
    static func contents(of path: String) throws -> Data {
        do {
            return try InputFile.contents(of: path, kind: "a file")
        } catch {
            throw RuleFileError.unreadable(file: path, reason: error.reason)
        }
    }

    /// Decodes the file at `path` as `type`, from YAML or JSON by its extension.
    static func decode<T: Decodable>(_ type: T.Type, contentsOfFile path: String, allowYAML: Bool = true) throws -> T {
        try decode(type, from: contents(of: path), file: path, yaml: allowYAML && isYAML(path))
    }

    /// Decodes `data` as `type`, naming it `file` in errors.
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, file: String, yaml: Bool) throws -> T {
        guard let text = String(data: data, encoding: .utf8) else {
            throw RuleFileError.invalidSyntax(file: file, line: nil, column: nil, reason: "not UTF-8 text")
        }
        if text.allSatisfy({ $0.isWhitespace }) {
            throw RuleFileError.invalidValue(file: file, path: "", reason: "the file is empty: expected an object")
        }
        do {
            return yaml ? try YAMLDecoder().decode(type, from: text) : try JSONDecoder().decode(type, from: data)
        } catch let error as YamlError {
            throw syntaxError(error, file: file)
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty {
                if let yamlError = context.underlyingError as? YamlError { throw syntaxError(yamlError, file: file) }
                if !yaml { throw jsonSyntaxError(data, file: file) }
            }
            throw StrictDecoding.fileError(error, file: file)
        }
    }

    /// Yams' error with its line and column, on one line.
    static func syntaxError(_ error: YamlError, file: String) -> RuleFileError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at line \($0.mark.line), column \($0.mark.column))" } ?? ""
            return .invalidSyntax(file: file, line: mark.line, column: mark.column, reason: "invalid YAML: \(problem)\(during)")
        default:
            let message = String(describing: error).split(whereSeparator: \.isNewline).first.map(String.init)
            return .invalidSyntax(file: file, line: nil, column: nil, reason: "invalid YAML: \(message ?? "unreadable")")
        }
    }

    /// Foundation's JSONDecoder only says the JSON is invalid; JSONSerialization says what and where.
    static func jsonSyntaxError(_ data: Data, file: String) -> RuleFileError {
        var reason = "not well-formed"
        var place: (line: Int, column: Int)?
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            if var detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String {
                if let range = detail.range(of: " around character "),
                   let offset = Int(detail[range.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: "."))) {
                    let position = TextPosition(offset: offset, in: [UInt8](data), start: 0)
                    place = (position.line, position.column)
                    detail = String(detail[..<range.lowerBound])
                }
                reason = detail.prefix(1).lowercased() + detail.dropFirst().trimmingCharacters(in: CharacterSet(charactersIn: "."))
            }
        }
        return .invalidSyntax(file: file, line: place?.line, column: place?.column, reason: "invalid JSON: \(reason)")
    }
}

extension RuleSet {
    /// Reads the rules file at `path`: YAML when it ends in `.yml` or `.yaml`, JSON otherwise.
    /// Throws ``RuleFileError``: `unreadable` when it is missing, `invalidSyntax`/`invalidValue` when wrong.
    public static func load(contentsOfFile path: String) throws -> RuleSet {
        try RuleFileReader.decode(RuleSet.self, contentsOfFile: path)
    }

    /// Decodes rules from `text`, naming it `file` in errors; `yaml` picks the syntax.
    public static func decode(_ text: String, file: String, yaml: Bool) throws -> RuleSet {
        try RuleFileReader.decode(RuleSet.self, from: Data(text.utf8), file: file, yaml: yaml)
    }
}
