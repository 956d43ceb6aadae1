import Foundation
import RibTrace
import SwiftSyntax

/// The functions a Tuist workspace declares in `Tuist/ProjectDescriptionHelpers`, read as syntax so that a
/// manifest calling one (`Project.featureModule(name: "Style")`, `.makeModule(…)`) is read as the helper builds
/// its targets (``ManifestReader``): each function by name, with its parameters, their default values and its body;
/// and the string raw values of the enum cases declared there (`case bgmSelect = "BGMSelect"`), which module
/// enums name their targets by (`Modules.Features.bgmSelect.module.name`).
final class ManifestHelpers: Sendable {
    /// One helper function.
    struct Function: Sendable {
        /// One parameter: the label a call writes (nil for `_`), the name the body uses, the default value.
        struct Parameter: Sendable {
            var label: String?
            var name: String
            var defaultValue: ExprSyntax?
        }

        var name: String
        var parameters: [Parameter]
        var body: CodeBlockSyntax
        /// The file declaring it, relative to the helpers' folder, for the warnings that name a module's rule.
        var file: String

        /// Whether a call with these argument labels (nil for an unlabelled one) can call it: every label in
        /// order, and every parameter left out has a default value.
        func accepts(_ labels: [String?]) -> Bool {
            var remaining = labels[...]
            for parameter in parameters {
                if let next = remaining.first, next == parameter.label {
                    remaining.removeFirst()
                } else if parameter.defaultValue == nil {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    /// The folder read, as printed (`Tuist/ProjectDescriptionHelpers` below Tuist's root).
    let folder: String
    private let functions: [String: [Function]]
    private let rawValues: [String: [String]]

    /// The helpers under `root` (Tuist's root folder as printed, `.` for the current one); nil when it has no
    /// `Tuist/ProjectDescriptionHelpers` folder or neither a function nor a string-valued enum case in it. Each
    /// file is read and parsed within `limits`, as a manifest is; one past them, or not a regular file, is left
    /// out with a warning in `diagnostics`.
    static func load(root: String, limits: ScanLimits, into diagnostics: inout [ScanDiagnostic]) -> ManifestHelpers? {
        let folder = (root == "." ? "" : root.hasSuffix("/") ? root : root + "/") + "Tuist/ProjectDescriptionHelpers"
        guard let names = FileManager.default.subpaths(atPath: folder)?.filter({ $0.hasSuffix(".swift") }).sorted()
        else { return nil }
        var functions: [String: [Function]] = [:]
        var rawValues: [String: [String]] = [:]
        for name in names {
            let path = folder + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            // A link or a special file (a FIFO would block the read) is no helper Tuist's own build would keep.
            guard type == .typeRegular || type == .typeDirectory else {
                diagnostics.append(
                    ScanDiagnostic(
                        kind: .leftOutFile, place: RibTrace.SourceLocation(path: path, line: 1),
                        message: "it is not a regular file; \(leftOut)"))
                continue
            }
            guard type == .typeRegular,
                let text = ManifestTargets.text(
                    of: path, shown: path, limits: limits, consequence: leftOut, into: &diagnostics)
            else { continue }
            let parsed = ParseBudget.withinDeadline(Array(text.utf8), path: path, mode: .swift5, limits: limits) {
                tree, _ in FunctionCollector.collect(in: tree)
            }
            let collected: FunctionCollector.Collected
            switch parsed {
            case .success(let found): collected = found
            case .failure(let refusal):
                diagnostics.append(
                    ScanDiagnostic(
                        kind: .leftOutFile, place: RibTrace.SourceLocation(path: path, line: refusal.line),
                        message: "\(refusal.reason); \(leftOut)"))
                continue
            }
            for (name, value) in collected.rawValues { rawValues[name, default: []].append(value) }
            for function in collected.functions {
                functions[function.name.text, default: []].append(
                    Function(
                        name: function.name.text,
                        parameters: function.signature.parameterClause.parameters.map { parameter in
                            let label = parameter.firstName.text
                            return Function.Parameter(
                                label: label == "_" ? nil : label,
                                name: (parameter.secondName ?? parameter.firstName).text,
                                defaultValue: parameter.defaultValue?.value)
                        },
                        body: function.body!, file: name))
            }
        }
        return functions.isEmpty && rawValues.isEmpty
            ? nil : ManifestHelpers(folder: folder, functions: functions, rawValues: rawValues)
    }

    /// What leaving a helper file out means, for its warnings.
    private static let leftOut =
        "the helper file is left out, and a manifest calling its functions names its modules by the names it passes"

    private init(folder: String, functions: [String: [Function]], rawValues: [String: [String]]) {
        self.folder = folder
        self.functions = functions
        self.rawValues = rawValues
    }

    /// The helper a call of `name` with these argument labels calls: the first declared that accepts them.
    func function(_ name: String, labels: [String?]) -> Function? {
        functions[name]?.first { $0.accepts(labels) }
    }

    /// The raw value of the enum case `name` when the helpers declare exactly one case of that name with a
    /// plain string literal for its raw value.
    func rawValue(ofCase name: String) -> String? {
        guard let values = rawValues[name], values.count == 1 else { return nil }
        return values[0]
    }

    /// Every function with a body, at any depth (in an `extension Project`, at top level, nested in a type), and
    /// every enum case whose raw value is a plain string literal.
    private final class FunctionCollector: SyntaxVisitor {
        private var found: [FunctionDeclSyntax] = []
        private var rawValues: [(String, String)] = []

        /// The functions found, and each enum case's name with its raw value.
        typealias Collected = (functions: [FunctionDeclSyntax], rawValues: [(String, String)])

        static func collect(in file: SourceFileSyntax) -> Collected {
            let collector = FunctionCollector(viewMode: .sourceAccurate)
            collector.walk(file)
            return (collector.found, collector.rawValues)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.body != nil { found.append(node) }
            return .skipChildren
        }

        override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
            if let literal = node.rawValue?.value.as(StringLiteralExprSyntax.self),
                literal.segments.count == 1, let segment = literal.segments.first?.as(StringSegmentSyntax.self)
            {
                rawValues.append((node.name.text, segment.content.text))
            }
            return .skipChildren
        }
    }
}
