import Foundation

/// The package's root folder, found from this file's path (Tests/RibGraphTestSupport/PackageRoot.swift), for
/// tests that read checked-in files: samples, fixtures, docs, sources.
public let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
