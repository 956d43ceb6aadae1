import Foundation
import RibTrace

/// The Swift language mode a file is compiled in, as its package or project declares it. It decides what
/// the parser calls an error: Swift 6 refuses what Swift 5 only warns about (an attribute written
/// `@available (*, unavailable)`, with a space), and the scan must not report an error the compiler does not.
enum LanguageMode: Sendable, Equatable {
    case swift5, swift6

    /// The mode a folder declares, from its entries `names`: a `Package.swift` of tools version 6 or later
    /// that names no `.v5` mode is Swift 6, another package Swift 5; an Xcode project whose build settings
    /// set `SWIFT_VERSION` only to 6 is Swift 6, another project Swift 5. Nil when the folder declares nothing,
    /// or its `Package.swift` could not be read (`texts`: its manifests, as the scan read them).
    static func declared(names: [String], texts: ManifestTargets.Texts) -> LanguageMode? {
        if names.contains("Package.swift") {
            guard let text = texts.package else { return nil }
            guard let major = toolsVersion(ofPackage: text)?.major else { return .swift5 }
            return major >= 6 && !text.contains(".v5") ? .swift6 : .swift5
        }
        guard let project = texts.xcodeProjects.first else { return nil }
        let settings = String(decoding: project.data, as: UTF8.self)
        let versions = settings.components(separatedBy: "SWIFT_VERSION = ").dropFirst().map { $0.prefix { $0 != ";" } }
        return !versions.isEmpty && versions.allSatisfy({ $0.hasPrefix("6") }) ? .swift6 : .swift5
    }

    /// The tools version the first line of a package manifest declares (`// swift-tools-version:5.9`), nil
    /// when it declares none.
    static func toolsVersion(ofPackage manifest: String) -> (major: Int, minor: Int)? {
        let firstLine = manifest.prefix { $0 != "\n" }
        guard let version = firstLine.split(separator: ":").last?.trimmingCharacters(in: .whitespaces) else {
            return nil
        }
        let numbers = version.split(separator: ".").map { Int($0.prefix { $0.isNumber }) }
        guard let major = numbers.first ?? nil else { return nil }
        return (major, numbers.dropFirst().first.flatMap { $0 } ?? 0)
    }
}
