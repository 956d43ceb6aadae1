# SPDX-License-Identifier: Apache-2.0
# RibGraphProbe for CocoaPods: the in-app recorder (Sources/RibGraphProbe) and, as the subspec RibTrace, the trace
# model it writes (Sources/RibTrace), both Foundation only (the probe also reads UIKit on iOS: how a child is shown). CocoaPods compiles a pod's subspecs into one module,
# RibGraphProbe, so the probe's `import RibTrace` is under `#if canImport(RibTrace)`. The version is
# Sources/ribgraph/Version.swift's and the repository REPOSITORY's: each is written in one place. Here its Ruby is
# only syntax-checked (`ruby -c`, in `make lint`); .github/workflows/release.yml runs `pod lib lint` on macOS.
#
# Debug builds only: in the Podfile,
#   pod 'RibGraphProbe', :configurations => ['Debug']
# links the probe into the Debug configuration alone, and every `import RibGraphProbe` and call stays inside
# `#if DEBUG`, as docs/probe.md's snippets have it, so Release builds neither compile nor link any of it.
root = __dir__
version = File.read(File.join(root, "Sources/ribgraph/Version.swift"))[/static let current = "([^"]+)"/, 1]
repository = File.read(File.join(root, "REPOSITORY")).strip

Pod::Spec.new do |s|
  s.name = "RibGraphProbe"
  s.version = version
  s.summary = "Records the live RIB tree of an app built with Uber's RIBs, for ribgraph to draw and check."
  s.description = <<~TEXT
    RibGraphProbe records attach and detach events, which RIBs are viewless, the builders each router holds and
    which Component satisfies which child's Dependency, and writes a ribgraph trace or streams it to
    `ribgraph serve --listen`, and on iOS how each child's view controller is shown. Foundation (and UIKit). Link it in Debug builds only:
    `pod 'RibGraphProbe', :configurations => ['Debug']`, with its calls inside `#if DEBUG`.
  TEXT
  s.homepage = "https://github.com/#{repository}"
  s.license = { type: "Apache-2.0", file: "LICENSE" }
  s.author = { "ribgraph's authors" => "https://github.com/#{repository}/graphs/contributors" }
  s.source = { git: "https://github.com/#{repository}.git", tag: "v#{version}" }
  s.ios.deployment_target = "15.0"
  s.osx.deployment_target = "13.0"
  s.swift_versions = ["6.0"]
  s.frameworks = "Foundation"
  s.ios.frameworks = "UIKit"
  # RibTrace's internal API shared with its other targets is `package`, which needs a package name.
  s.pod_target_xcconfig = { "OTHER_SWIFT_FLAGS" => "$(inherited) -package-name ribgraph" }
  s.default_subspecs = "Probe"

  s.subspec "RibTrace" do |trace|
    trace.source_files = "Sources/RibTrace/**/*.swift"
  end

  s.subspec "Probe" do |probe|
    probe.source_files = "Sources/RibGraphProbe/**/*.swift"
    probe.dependency "RibGraphProbe/RibTrace"
  end
end
