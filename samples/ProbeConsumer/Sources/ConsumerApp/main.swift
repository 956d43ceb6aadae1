// SPDX-License-Identifier: Apache-2.0
import RibGraphProbe

/// The app's macro, from ConsumerMacros.
@freestanding(expression)
macro ribName<T>(_ type: T.Type) -> String = #externalMacro(module: "ConsumerMacros", type: "RibNameMacro")

/// The launch router of a two-RIB app.
final class RootRouter {}

/// The child RIB Root attaches.
final class LoggedOutRouter {}

let root = RootRouter(), child = LoggedOutRouter()
let probe = RibProbe(root: root, app: "ProbeConsumer")
// What the app's base router reports, as the probe's guide has it.
probe.didAttach(root, to: nil)
probe.didAttach(child, to: root)
// One line the check reads: the macro's names, then the probe's recorded RIBs.
print(
    [#ribName(RootRouter.self), #ribName(LoggedOutRouter.self)].joined(separator: ","),
    probe.export().ribs.map(\.id).sorted().joined(separator: ","))
