"""The `ribgraph scan` case of `make bench` (scripts/bench/generate.py, measure.py and report.py import it).

generate_app(folder) writes a RIBs app of SCAN_RIBS (= 1,000) RIBs in the Xcode template's layout split over
five files per RIB (5,000 Swift files):
  FeatureN/FeatureNBuilder.swift             Dependency protocol, Component, Buildable protocol, Builder
  FeatureN/FeatureNRouter.swift              Interactable and ViewControllable protocols, the router storing
                                             each child's Buildable
  FeatureN/FeatureNInteractor.swift          Routing, Presentable and Listener protocols, the interactor
  FeatureN/FeatureNViewController.swift      the view controller
  FeatureN/FeatureNComponent+Children.swift  the component's conformance to each child's Dependency and the
                                             stream it provides them
The tree is a complete 4-ary tree (RIB i under RIB (i - 1) // 4), 5 levels below the root; viewless RIBs
every third index. Every Dependency asks for `session`, which only the root component provides: every
other component passes it through (`dependency.session`), so it tunnels through up to 5 components; and for
`featureNStream`, its parent's, one level up.

measure(ribgraph, folder, workdir) runs `ribgraph scan folder -o scan.json` and checks its summary line.
"""

import re

SCAN_RIBS = 1_000
SCAN_FANOUT = 4
BUDGET_SCAN = 1.5  # seconds for 5,000 files
BUDGET_TESTING = 2.0  # seconds for RibGraphTesting's first query on the same app, scan included


def scan_parents(n):
    return [None] + [(i - 1) // SCAN_FANOUT for i in range(1, n)]


def _files(i, parents, children, routing=False):
    """The five files of RIB i, attached by every RIB in `parents` (none: the root). With `routing`, its router
    attaches each child in a `routeToFeatureN()` its interactor calls (pushed when both have a view), and its
    Dependency asks only for the session, so that no child reads a value its parent makes."""
    name = f"Feature{i}"
    viewful = i % 3 != 1
    needs = ["    var session: Session { get }"]
    if len(parents) == 1 and not routing:
        # A RIB with several parents asks only for what every parent passes down.
        needs.append(f"    var feature{parents[0]}Stream: Stream{parents[0]} {{ get }}")
    own_session = ("    let session: Session = SessionImpl()" if not parents
                   else "    var session: Session {\n        dependency.session\n    }")
    child_builders = "".join(f"        let feature{c}Builder = Feature{c}Builder(dependency: component)\n" for c in children)
    child_args = "".join(f",\n            feature{c}Builder: feature{c}Builder" for c in children)
    router_base = (f"ViewableRouter<{name}Interactable, {name}ViewControllable>" if viewful
                   else f"Router<{name}Interactable>")
    router_init_params = "".join(f", feature{c}Builder: Feature{c}Buildable" for c in children)
    router_stored = "".join(f"    private let feature{c}Builder: Feature{c}Buildable\n" for c in children)
    router_assign = "".join(f"        self.feature{c}Builder = feature{c}Builder\n" for c in children)
    super_init = ("super.init(interactor: interactor, viewController: viewController)" if viewful
                  else "super.init(interactor: interactor)")
    router_vc = f", viewController: {name}ViewControllable" if viewful else ""
    build_vc = f", viewController: viewController" if viewful else ""
    builder = f"""import RIBs

protocol {name}Dependency: Dependency {{
{chr(10).join(needs)}
}}

final class {name}Component: Component<{name}Dependency> {{
{own_session}
}}

// MARK: - Builder

protocol {name}Buildable: Buildable {{
    func build(withListener listener: {name}Listener) -> {name}Routing
}}

final class {name}Builder: Builder<{name}Dependency>, {name}Buildable {{
    override init(dependency: {name}Dependency) {{
        super.init(dependency: dependency)
    }}

    func build(withListener listener: {name}Listener) -> {name}Routing {{
        let component = {name}Component(dependency: dependency)
        let viewController = {name}ViewController()
        let interactor = {name}Interactor(presenter: viewController)
        interactor.listener = listener
{child_builders}        return {name}Router(interactor: interactor{build_vc}{child_args})
    }}
}}
"""
    routes = "".join(_route(c, viewful) for c in children) if routing else ""
    listeners = "".join(f", Feature{c}Listener" for c in children) if routing else ""
    route_requirements = "".join(f"    func routeToFeature{c}()\n" for c in children) if routing else ""
    selections = "".join(f"\n    func selectFeature{c}() {{\n        router?.routeToFeature{c}()\n    }}\n"
                         for c in children) if routing else ""
    router = f"""import RIBs

protocol {name}Interactable: Interactable{listeners} {{
    var router: {name}Routing? {{ get set }}
    var listener: {name}Listener? {{ get set }}
}}

protocol {name}ViewControllable: ViewControllable {{
}}

final class {name}Router: {router_base}, {name}Routing {{
{router_stored}
    init(interactor: {name}Interactable{router_vc}{router_init_params}) {{
{router_assign}        {super_init}
        interactor.router = self
    }}
{routes}}}
"""
    interactor = f"""import RIBs

protocol {name}Routing: {"ViewableRouting" if viewful else "Routing"} {{
{route_requirements}}}

protocol {name}Presentable: Presentable {{
}}

protocol {name}Listener: AnyObject {{
}}

final class {name}Interactor: PresentableInteractor<{name}Presentable>, {name}Interactable {{
    weak var router: {name}Routing?
    weak var listener: {name}Listener?
{selections}}}
"""
    view = f"""import RIBs
import UIKit

final class {name}ViewController: UIViewController, {name}Presentable, {name}ViewControllable {{
}}
"""
    conformances = "".join(f"extension {name}Component: Feature{c}Dependency {{\n}}\n\n" for c in children)
    extension = f"""import RIBs

{conformances}extension {name}Component {{
    var feature{i}Stream: Stream{i} {{
        shared {{ Stream{i}() }}
    }}
}}
"""
    return {f"{name}Builder.swift": builder, f"{name}Router.swift": router, f"{name}Interactor.swift": interactor,
            f"{name}ViewController.swift": view, f"{name}Component+Children.swift": extension}


def _route(child, viewful):
    """A router's function attaching `child`, pushed on the navigation controller when both have a view."""
    push = ("        viewController.uiviewController.navigationController?.pushViewController(\n"
            "            router.viewControllable.uiviewController, animated: true)\n"
            if viewful and child % 3 != 1 else "")
    return (f"\n    func routeToFeature{child}() {{\n"
            f"        let router = feature{child}Builder.build(withListener: interactor)\n"
            f"        attachChild(router)\n{push}    }}\n")


def generate_app(folder, parents_of=None, routing=False):
    """Writes the app into folder; returns its counts. `parents_of[i]` lists every RIB that attaches RIB i
    (empty for the root); by default the complete 4-ary tree of SCAN_RIBS RIBs. `routing`: see `_files`."""
    if parents_of is None:
        parents_of = [[] if p is None else [p] for p in scan_parents(SCAN_RIBS)]
    children = [[] for _ in parents_of]
    for i, parents in enumerate(parents_of):
        for p in parents:
            children[p].append(i)
    for i, parents in enumerate(parents_of):
        rib = folder / f"Feature{i}"
        rib.mkdir(parents=True, exist_ok=True)
        for file, text in _files(i, parents, children[i], routing).items():
            (rib / file).write_text(text, encoding="utf-8")
    routes = sum(len(parents) for parents in parents_of)
    return {"ribs": len(parents_of), "files": 5 * len(parents_of), "edges": routes}


SUMMARY = re.compile(r"^scan: (\d+) files, (\d+) RIBs, (\d+) dependency edges, (\d+) unresolved properties, "
                     r"in (\d+) ms(?:; warnings: .*)?$", re.M)


def check_summary(stderr, expected):
    """The scan's own counts, or a reason why they are not the generated app's."""
    found = SUMMARY.search(stderr)
    if not found:
        return None, "no summary line on standard error"
    files, ribs, edges, unresolved, ms = map(int, found.groups())
    if (files, ribs, edges, unresolved) != (expected["files"], expected["ribs"], expected["edges"], 0):
        return None, (f"found {files} files, {ribs} RIBs, {edges} edges, {unresolved} unresolved; expected "
                      f"{expected['files']}, {expected['ribs']}, {expected['edges']}, 0")
    return ms / 1000.0, None
