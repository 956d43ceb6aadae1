# SPDX-License-Identifier: Apache-2.0
# Homebrew formula for ribgraph, kept in its repository so that the repository is its own tap:
#   brew tap OWNER/ribgraph https://github.com/OWNER/ribgraph
#   brew install ribgraph          # the last release; --HEAD builds main
# It builds from source with the Swift of Xcode (or the Command Line Tools) against Homebrew's Graphviz.
# .github/workflows/ci.yml builds it (--HEAD, from the commit under test) and runs its test on macOS; the
# release workflow sets `url` (the tag's source archive) and its `sha256` with scripts/update-formula.py.
# OWNER/ribgraph is REPOSITORY's name (scripts/repository-name.py keeps the two equal).
class Ribgraph < Formula
  desc "Draw, check and diff the RIB trees of iOS apps built with Uber's RIBs"
  homepage "https://github.com/OWNER/ribgraph"
  license "Apache-2.0"
  head "https://github.com/OWNER/ribgraph.git", branch: "main"

  depends_on xcode: ["16.3", :build] # Swift 6.1: package traits
  depends_on "pkgconf" => :build
  depends_on "fontconfig"
  depends_on "graphviz"

  uses_from_macos "swift" => :build

  def install
    system "swift", "build", "--disable-sandbox", "--configuration", "release", "--product", "ribgraph"
    bin.install ".build/release/ribgraph"
  end

  test do
    (testpath/"App/RootBuilder.swift").write <<~SWIFT
      import RIBs
      protocol RootDependency: Dependency {}
      final class RootComponent: Component<RootDependency> {}
      protocol RootBuildable: Buildable { func build() -> LaunchRouting }
      final class RootBuilder: Builder<RootDependency>, RootBuildable {
          func build() -> LaunchRouting {
              let component = RootComponent(dependency: dependency)
              return RootRouter(interactor: RootInteractor(), viewController: RootViewController())
          }
      }
    SWIFT
    system bin/"ribgraph", "scan", "App", "-o", "app.json"
    assert_match '"origin": "source"', (testpath/"app.json").read
    system bin/"ribgraph", "snapshot", "app.json", "-o", "app.svg"
    assert_match "<svg", (testpath/"app.svg").read
    assert_match(/\A\d+\.\d+\.\d+\n\z/, shell_output("#{bin}/ribgraph --version"))
  end
end
