/// ribgraph's version, the one place it is written. `ribgraph --version` prints it; `make dist` names the
/// tarball after it and refuses to build when HEAD carries a `v*` tag that says otherwise, so a release is
/// made by setting this, committing, and tagging that commit `v<version>` (see docs/development.md).
enum RibGraphVersion {
    static let current = "0.2.0"
}
