#!/usr/bin/env python3
"""Runs `ribgraph flatten` on the corpus apps and checks, from the files alone, the invariants every proposal
must keep (docs/flatten.md, "The invariants"), independently of the Swift code that made it:

  lost        every RIB type of the scan is in the proposal;
  reachable   every RIB a launch RIB reaches in the scan is reachable in the proposal;
  cycles      no RIB type of the scan is on a cycle of routes in the proposal that it was not on before;
  depth       the proposal is no deeper (the deepest RIB along first shortest paths, as ribgraph measures);
  providers   every Dependency property with a provider in the scan (by consumer, Dependency and name) has one
              in the proposal (on its consumer, or, a sibling's builder that left a leaf's Dependency, on that of a
              proposed RIB attaching the consumer, with the same provider), and every property a proposed component forwards is in that proposed RIB's own
              Dependency, with a provider, under each of its parents;
  validate    `ribgraph validate` accepts the proposal.

Usage: python3 scripts/corpus/check-flatten.py --ribgraph .build/debug/ribgraph [--corpus-root /work/corpus-flatten]
           [--out /tmp/flatten-corpus] [APP ...]

The apps are the scored corpus (scripts/corpus/*.json) and the larger apps only flatten is checked on
(scripts/corpus/flatten/*.json, the same keys without ground truth). Each app is scanned from its checkout
(`--corpus-root`/<checkout or stem>; scripts/corpus/checkout.py writes the scored ones, a flatten-only app is its
`repo` at `commit`), in that folder, then flattened to OUT/<app>/proposal.json, plan.md and plan.png. Prints one
line per app; exits 1 when an invariant fails on an app or ribgraph fails, 2 on bad arguments.
"""

import argparse
import json
import subprocess
import sys
from collections import deque
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import corpus_files  # noqa: E402


def graph(trace):
    ids = [r["id"] for r in trace["ribs"]]
    children = {i: [] for i in ids}
    incoming = {i: [] for i in ids}
    for route in trace.get("routes", []):
        if route["child"] not in children[route["parent"]]:
            children[route["parent"]].append(route["child"])
            incoming[route["child"]].append(route["parent"])
    return ids, children, incoming


def spanning_depths(trace):
    """Each RIB's depth (a root is 1) and whether a launch root reaches it, as RibTree(routesOf:) spreads:
    breadth first from the roots in trace order, then from each unreached RIB nothing attaches, then the rest."""
    ids, children, incoming = graph(trace)
    depth, reached = {}, set()

    def spread(top):
        depth[top] = 1
        queue = deque([top])
        while queue:
            node = queue.popleft()
            for child in children[node]:
                if child not in depth:
                    depth[child] = depth[node] + 1
                    queue.append(child)

    launched = [r["id"] for r in trace["ribs"] if r.get("root")] or [i for i in ids if not incoming[i]]
    for top in launched:
        if top not in depth:
            spread(top)
    reached = set(depth)
    for top in ids:
        if top not in depth and not incoming[top]:
            spread(top)
    for top in ids:
        if top not in depth:
            spread(top)
    return depth, reached


def on_cycles(trace):
    """The RIB types on a cycle of routes (Tarjan, iterative)."""
    ids, children, _ = graph(trace)
    index, low, on_stack, stack, cyclic, counter = {}, {}, set(), [], set(), 0
    for start in ids:
        if start in index:
            continue
        work = [(start, 0)]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            node, next_child = work[-1]
            if next_child < len(children[node]):
                work[-1] = (node, next_child + 1)
                child = children[node][next_child]
                if child == node:
                    cyclic.add(node)
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, 0))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] != index[node]:
                continue
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                cyclic.update(component)
    return cyclic


def provided(trace):
    keys = set()
    for edge in trace.get("dependencies", []):
        for prop in edge.get("properties", []):
            if prop.get("providedBy"):
                keys.add((edge["child"], edge["dependency"], prop["name"]))
    return keys


def held_by_proposed(scan, proposal):
    """The scan's provided properties (by consumer, Dependency and name) that left their consumer's Dependency for
    that of a proposed RIB attaching the consumer, with the same provider: a sibling's builder a leaf held."""
    proposed = {r["id"] for r in proposal["ribs"] if r.get("proposed")}
    held = set()
    for edge in proposal.get("dependencies", []):
        if edge["child"] in proposed:
            held.update((edge["child"], p["name"], p["providedBy"]) for p in edge.get("properties", [])
                        if p.get("providedBy"))
    parents = {}
    for route in proposal.get("routes", []):
        parents.setdefault(route["child"], set()).add(route["parent"])
    keys = set()
    for edge in scan.get("dependencies", []):
        for prop in edge.get("properties", []):
            if any((parent, prop["name"], prop.get("providedBy")) in held for parent in parents.get(edge["child"], ())):
                keys.add((edge["child"], edge["dependency"], prop["name"]))
    return keys


def check(scan, proposal):
    """The failed invariants, each with what breaks it."""
    failures = []
    before = [r["id"] for r in scan["ribs"]]
    after = {r["id"] for r in proposal["ribs"]}
    lost = [i for i in before if i not in after]
    if lost:
        failures.append(f"lost: {lost[:5]}")
    _, reached_before = spanning_depths(scan)
    depth_after, reached_after = spanning_depths(proposal)
    unreached = sorted(reached_before - reached_after)
    if unreached:
        failures.append(f"reachable: {unreached[:5]} no longer reached")
    original = set(before)
    new_cycles = sorted((on_cycles(proposal) & original) - on_cycles(scan))
    if new_cycles:
        failures.append(f"cycles: {new_cycles[:5]} on a new cycle")
    depth_before, _ = spanning_depths(scan)
    if max(depth_after.values(), default=0) > max(depth_before.values(), default=0):
        failures.append(f"depth: {max(depth_before.values())} -> {max(depth_after.values())}")
    missing = sorted(provided(scan) - provided(proposal) - held_by_proposed(scan, proposal))
    if missing:
        failures.append(f"providers: {missing[:3]} lost their provider")
    proposed = {r["id"]: r.get("component") for r in proposal["ribs"] if r.get("proposed")}
    own = {}
    for edge in proposal.get("dependencies", []):
        if edge["child"] in proposed:
            own.setdefault(edge["child"], []).append(
                {p["name"] for p in edge.get("properties", []) if p.get("providedBy")})
    by_component = {component: rib for rib, component in proposed.items()}
    for edge in proposal.get("dependencies", []):
        rib = by_component.get(edge["component"])
        if rib is None:
            continue
        for prop in edge.get("properties", []):
            if prop.get("providedBy") in (None, edge["component"]):
                continue
            # The proposed component reads the value under the name the next hop gives it (it may rename it).
            via = prop.get("via") or []
            asked = via[1]["name"] if len(via) > 1 and via[0].get("component") == edge["component"] else prop["name"]
            if not own.get(rib) or any(asked not in names for names in own[rib]):
                failures.append(f"providers: {edge['child']}.{prop['name']} is forwarded by {edge['component']}, "
                                f"which {rib}'s Dependency does not ask of every parent")
                break
    return failures


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ribgraph", required=True, type=Path)
    parser.add_argument("--corpus-root", type=Path, default=Path("/work/corpus-flatten"))
    parser.add_argument("--out", type=Path, default=Path("/tmp/flatten-corpus"))
    parser.add_argument("apps", nargs="*")
    args = parser.parse_args(argv)
    ribgraph = args.ribgraph.resolve()
    # The scored corpus (corpus_files.apps()) and the apps only flatten is run on (scripts/corpus/flatten/).
    entries = {name: truth for name, _, truth in corpus_files.apps()}
    for path in sorted((HERE / "flatten").glob("*.json")):
        entries[path.stem] = json.loads(path.read_text(encoding="utf-8"))
    apps = args.apps or list(entries)
    failed = False
    print(f"{'app':28} {'RIB types':>9} {'changes':>28} {'depth':>7} {'deciding screen':>16}  invariants")
    for app in apps:
        entry = entries[app]
        checkout = args.corpus_root / entry.get("checkout", app)
        if not checkout.is_dir():
            print(f"{app:28} not checked out at {checkout}")
            failed = True
            continue
        out = (args.out / app).resolve()
        out.mkdir(parents=True, exist_ok=True)
        scan_file, proposal_file = out / "app.json", out / "proposal.json"
        command = [str(ribgraph), "scan", *entry["paths"], "-o", str(scan_file), "--app", app]
        for exclude in entry.get("excludes", []):
            command += ["--exclude", exclude]
        steps = [
            command,
            [str(ribgraph), "flatten", str(scan_file), "-o", str(proposal_file), "-o", str(out / "plan.md"),
             "-o", str(out / "plan.png")],
            [str(ribgraph), "validate", str(proposal_file)],
        ]
        error = None
        for step in steps:
            run = subprocess.run(step, cwd=checkout, capture_output=True, text=True)
            if run.returncode != 0:
                error = f"{Path(step[0]).name} {step[1]} exited {run.returncode}: {run.stderr.strip()[:300]}"
                break
        if error:
            print(f"{app:28} FAILED: {error}")
            failed = True
            continue
        scan = json.loads(scan_file.read_text(encoding="utf-8"))
        proposal = json.loads(proposal_file.read_text(encoding="utf-8"))
        kinds = {}
        for rib in proposal["ribs"]:
            if rib.get("proposed"):
                kinds[rib["proposed"]] = kinds.get(rib["proposed"], 0) + 1
        changes = ", ".join(f"{n} {kind}{'s' if n > 1 else ''}" for kind, n in sorted(kinds.items())) or "none"
        d0, d1 = (max(spanning_depths(t)[0].values(), default=0) for t in (scan, proposal))
        plan = (out / "plan.md").read_text(encoding="utf-8")
        deepest = next((line for line in plan.splitlines() if line.startswith("| deepest screen that decides")), "")
        cells = [c.strip() for c in deepest.strip("|").split("|")]
        decisions = f"{cells[1]} -> {cells[2]}" if len(cells) == 3 else "?"
        failures = check(scan, proposal)
        failed |= bool(failures)
        verdict = "all hold" if not failures else "FAILED: " + "; ".join(failures)
        print(f"{app:28} {len(scan['ribs']):>9} {changes:>28} {d0:>3}->{d1:<3} {decisions:>16}  {verdict}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
