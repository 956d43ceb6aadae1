"""Step 1 of `make bench` (scripts/bench/main.py says what it measures): writes every trace and app into a work
folder, and the list of cases with their sizes to CASES_FILE. Seeded with random.Random(SEED), so every run
draws the same traces. ribgraph's own replay (`ribgraph validate --format json`) checks every trace it writes.

- deep: RIB i (i >= 1) is attached under a uniformly random one of the DEEP_WINDOW (= 3) RIBs created just
  before it, so the depth grows linearly, about n/2 levels, with short side branches all the way down.
- wide: a bushy tree filled breadth-first, each RIB with a random fan-out of 8..20 children.
- Each RIB is viewful or viewless at random (50/50). Every non-root RIB has exactly ONE dependency edge whose
  `provider` is a uniformly random proper ancestor, with 2 properties. Events are compact attach rows
  [seq, time, "a", parent, child] in parent-before-child order (the root's parent is null).
- churn: a random recursive base tree of CHURN_RIBS (= 2,000) RIBs is attached, then leaves are detached from
  and re-attached to their own parent at random until the event count is reached (1,000,000; 100,000 with
  --quick), plus traces a tenth and a hundredth that size for the HTML viewer's growth.
- The trees come in SIZES; those of SMALL_SIZES (100 RIBs, added for the cost of routing) draw from their own
  random.Random(SEED + 2), so the larger trees are the same as before they were added.
- DIFF_CASE's head: the trace with DIFF_CHANGES (= 5) new RIBs and 5 leaves detached (its own generator).
- the scan apps: bench_scan.py and bench_shared.py (beside this file) say how.

Usage (main.py runs it in a child process of its own): generate.py WORKDIR --ribgraph PATH [--quick]
"""

import argparse
import json
import random
import subprocess
import sys
from pathlib import Path

import bench_scan
import bench_shared

SEED = 42
SIZES = (100, 1_000, 5_000, 20_000)
QUICK_SIZES = (100, 1_000)
SMALL_SIZES = (100,)         # drawn from a generator of their own, so adding them changed no other trace
SHAPES = ("deep", "wide")
DEEP_WINDOW = 3
WIDE_FANOUT = (8, 20)
CHURN_RIBS = 2_000
CHURN_EVENTS = 1_000_000
QUICK_CHURN_EVENTS = 100_000
CASES_FILE = "bench-cases.json"
SCAN_APP = "scan-app"        # the generated Swift app `ribgraph scan` reads
DIFF_CASE = "deep-5000"      # the tree case that also times `ribgraph diff`
DIFF_CHANGES = 5             # RIBs added and RIBs removed in its HEAD trace

MB = 1024 * 1024


def progress(message):
    sys.stderr.write(f"bench: {message}\n")
    sys.stderr.flush()


def deep_parents(n, rng):
    """RIB i under a random one of the DEEP_WINDOW RIBs created just before it."""
    return [None] + [rng.randrange(max(0, i - DEEP_WINDOW), i) for i in range(1, n)]


def wide_parents(n, rng):
    """Breadth-first: each RIB in turn gets 8..20 children until there are n RIBs."""
    parents = [None]
    next_parent = 0
    while len(parents) < n:
        fanout = rng.randint(*WIDE_FANOUT)
        parents.extend([next_parent] * min(fanout, n - len(parents)))
        next_parent += 1
    return parents


def random_tree_parents(n, rng):
    """A random recursive tree: RIB i under a uniformly random earlier RIB (depth ~ ln n)."""
    return [None] + [rng.randrange(i) for i in range(1, n)]


def depths_of(parents):
    """Depth of each RIB (root 0); parents must come before children."""
    depth = [0] * len(parents)
    for i, p in enumerate(parents):
        if p is not None:
            depth[i] = depth[p] + 1
    return depth


def random_ancestors(parents, rng):
    """For each non-root RIB a uniformly random proper ancestor (None for the root), found by
    binary lifting so that a 12,000-level chain costs O(n log n), not O(n * depth)."""
    n = len(parents)
    depth = depths_of(parents)
    levels = max(1, max(depth).bit_length())
    up = [[p if p is not None else i for i, p in enumerate(parents)]]
    for _ in range(1, levels):
        prev = up[-1]
        up.append([prev[prev[i]] for i in range(n)])
    result = [None] * n
    for i in range(1, n):
        k = rng.randint(1, depth[i])  # distance up: 1 = the parent, depth[i] = the root
        v, bit = i, 0
        while k:
            if k & 1:
                v = up[bit][v]
            k >>= 1
            bit += 1
        result[i] = v
    return result


def rib_entries(prefix, n, rng):
    ribs = []
    for i in range(n):
        name = f"{prefix}{i}"
        rib = {
            "id": name,
            "router": f"{name}Router",
            "interactor": f"{name}Interactor",
            "builder": f"{name}Builder",
            "dependency": f"{name}Dependency",
            "component": f"{name}Component",
        }
        if rng.random() < 0.5:
            rib["view"] = f"{name}ViewController"
        ribs.append(rib)
    return ribs


def dependency_entries(ribs, providers):
    deps = []
    for i, provider in enumerate(providers):
        if provider is None:
            continue
        child, prov = ribs[i], ribs[provider]
        deps.append({
            "child": child["id"],
            "dependency": child["dependency"],
            "component": prov["component"],
            "provider": prov["id"],
            "properties": [
                {"name": f"stream{i}", "type": f"Stream{i}", "providedBy": prov["component"],
                 "declaredIn": f"Sources/{prov['id']}/{prov['component']}.swift:12"},
                {"name": f"service{i}", "type": "Service", "providedBy": prov["component"]},
            ],
        })
    return deps


def write_trace(path, app, ribs, rows, deps):
    """Writes the trace with one compact event row per line (json.dumps of a million small lists
    is slow; the rows are plain ints, floats, strings and null)."""
    with open(path, "w", encoding="utf-8") as f:
        f.write('{"format": "ribgraph-trace", "version": 1, "app": ' + json.dumps(app) + ',\n')
        f.write('"ribs": [\n' + ",\n".join(json.dumps(r, separators=(",", ":")) for r in ribs) + '\n],\n')
        f.write('"events": [\n')
        f.write(",\n".join(
            f'[{seq},{t:.3f},"{kind}",{"null" if p is None else p},{c}]' for seq, t, kind, p, c in rows))
        f.write('\n],\n')
        f.write('"dependencies": [\n' + ",\n".join(json.dumps(d, separators=(",", ":")) for d in deps) + '\n]}\n')


def attach_rows(parents):
    """One attach row per RIB; parents come before children because parents[i] < i."""
    return [(i + 1, i * 0.001, "a", p, i) for i, p in enumerate(parents)]


def generate_tree_trace(path, shape, n, rng, ribgraph):
    parents = deep_parents(n, rng) if shape == "deep" else wide_parents(n, rng)
    ribs = rib_entries(shape.capitalize(), n, rng)
    providers = random_ancestors(parents, rng)
    deps = dependency_entries(ribs, providers)
    rows = attach_rows(parents)
    write_trace(path, f"bench {shape} {n}", ribs, rows, deps)
    if validate(ribgraph, path)["attached"] != n:
        raise GenerationError(f"{path.name}: not all {n} RIBs are attached at the end")
    return {"ribs": n, "edges": len(deps), "depth": max(depths_of(parents)), "events": len(rows)}


class IndexedSet:
    """A set with O(1) add, remove and uniformly random choice."""

    def __init__(self):
        self.items, self.where = [], {}

    def add(self, x):
        if x not in self.where:
            self.where[x] = len(self.items)
            self.items.append(x)

    def discard(self, x):
        i = self.where.pop(x, None)
        if i is None:
            return
        last = self.items.pop()
        if i < len(self.items):
            self.items[i] = last
            self.where[last] = i

    def __len__(self):
        return len(self.items)

    def choice(self, rng):
        return self.items[rng.randrange(len(self.items))]


def churn_rows(parents, total_events, rng):
    """Attach the base tree, then detach and re-attach leaves until there are total_events rows."""
    n = len(parents)
    children = [[] for _ in range(n)]
    for i, p in enumerate(parents):
        if p is not None:
            children[p].append(i)
    rows = attach_rows(parents)
    attached = [True] * n
    attached_kids = [len(c) for c in children]
    detachable = IndexedSet()   # attached, not the root, no attached child
    reattachable = IndexedSet()  # detached, parent attached
    for i in range(1, n):
        if not children[i]:
            detachable.add(i)
    attached_count = n
    seq = len(rows)
    while len(rows) < total_events:
        seq += 1
        # Detach with probability = fraction attached: the tree hovers around half its RIBs.
        detach = len(detachable) > 0 and (len(reattachable) == 0 or rng.random() < attached_count / n)
        if detach:
            x = detachable.choice(rng)
            p = parents[x]
            detachable.discard(x)
            attached[x] = False
            attached_count -= 1
            reattachable.add(x)
            for c in children[x]:
                reattachable.discard(c)
            attached_kids[p] -= 1
            if attached_kids[p] == 0 and parents[p] is not None:
                detachable.add(p)
            rows.append((seq, seq * 0.001, "d", p, x))
        else:
            x = reattachable.choice(rng)
            p = parents[x]
            reattachable.discard(x)
            attached[x] = True
            attached_count += 1
            detachable.add(x)
            for c in children[x]:
                reattachable.add(c)
            detachable.discard(p)
            attached_kids[p] += 1
            rows.append((seq, seq * 0.001, "a", p, x))
    return rows


def generate_churn_trace(path, n, total_events, rng, ribgraph):
    parents = random_tree_parents(n, rng)
    ribs = rib_entries("Churn", n, rng)
    deps = dependency_entries(ribs, random_ancestors(parents, rng))
    rows = churn_rows(parents, total_events, rng)
    write_trace(path, f"bench churn {total_events}", ribs, rows, deps)
    attached_at_end = validate(ribgraph, path)["attached"]
    return {"ribs": n, "edges": len(deps), "depth": max(depths_of(parents)), "events": len(rows),
            "attached": attached_at_end}


def generate_diff_head(trace_path, out_path, ribgraph):
    """T2 for `ribgraph diff T T2`: T plus DIFF_CHANGES new RIBs attached under random attached RIBs, and
    DIFF_CHANGES random leaves detached from their parents; its own generator, so the other traces stay."""
    rng = random.Random(SEED + 1)
    trace = json.loads(Path(trace_path).read_text(encoding="utf-8"))
    ribs, rows, deps = trace["ribs"], [tuple(r) for r in trace["events"]], trace["dependencies"]
    n = len(ribs)
    parent = {c: p for _seq, _t, kind, p, c in rows if kind == "a"}
    has_child = {p for p in parent.values() if p is not None}
    leaves = [c for c in range(1, n) if c not in has_child]
    seq, t = rows[-1][0], rows[-1][1]
    for leaf in rng.sample(leaves, DIFF_CHANGES):
        seq, t = seq + 1, t + 0.001
        rows.append((seq, t, "d", parent[leaf], leaf))
    for k in range(DIFF_CHANGES):
        ribs.append({"id": f"Added{k}", "router": f"Added{k}Router", "interactor": f"Added{k}Interactor"})
        seq, t = seq + 1, t + 0.001
        rows.append((seq, t, "a", rng.randrange(n), n + k))
    write_trace(out_path, trace.get("app", "bench") + " head", ribs, rows, deps)
    validate(ribgraph, out_path)


# --- checking what was generated: ribgraph's own replay -----------------------------------------

class GenerationError(Exception):
    pass


def validate(ribgraph, path):
    """`ribgraph validate PATH --format json`: its summary of a generated trace (counts, the tree at the end);
    raises GenerationError with ribgraph's message when the trace does not replay."""
    run = subprocess.run([ribgraph, "validate", str(path), "--format", "json"], capture_output=True, text=True)
    if run.returncode != 0:
        raise GenerationError(f"{path.name} does not replay (ribgraph validate, exit status {run.returncode}):"
                              f" {run.stderr.strip()}")
    return json.loads(run.stdout)


def self_test(workdir, ribgraph):
    """The churn generator on a small size: its trace replays, and it both detaches and attaches again."""
    rng = random.Random(SEED)
    parents = random_tree_parents(60, rng)
    rows = churn_rows(parents, 5_000, rng)
    kinds = {r[2] for r in rows[60:]}
    assert kinds == {"a", "d"}, f"churn produced only {kinds}"
    path = workdir / "churn-self-test.json"
    write_trace(path, "bench churn self-test", rib_entries("Churn", 60, rng), rows, [])
    validate(ribgraph, path)
    path.unlink()


def churn_case_name(events):
    return f"churn-{events // 1000}k" if events < 1_000_000 else f"churn-{events // 1_000_000}M"


def generate_all(workdir, quick, ribgraph):
    """Writes every trace into workdir and a list of the cases, with their sizes, to CASES_FILE.
    Runs in a child process of its own (main.py starts it) so that this process's memory, a few hundred MB
    for the million-event trace, is not inherited into the peak RSS of ribgraph and dot."""
    sizes = QUICK_SIZES if quick else SIZES
    churn_events = QUICK_CHURN_EVENTS if quick else CHURN_EVENTS
    progress("checking the churn generator with ribgraph validate…")
    self_test(workdir, ribgraph)
    rng, small_rng = random.Random(SEED), random.Random(SEED + 2)
    cases = []
    for n in sizes:
        for shape in SHAPES:
            name = f"{shape}-{n}"
            progress(f"generating {name}…")
            info = generate_tree_trace(workdir / f"{name}.json", shape, n, small_rng if n in SMALL_SIZES else rng,
                                       ribgraph)
            if name == DIFF_CASE:
                progress(f"generating {name}-head (for ribgraph diff)…")
                generate_diff_head(workdir / f"{name}.json", workdir / f"{name}-head.json", ribgraph)
            cases.append(dict(info, name=name, kind="tree"))
    name = churn_case_name(churn_events)
    progress(f"generating {name} ({churn_events:,} events over {CHURN_RIBS:,} RIBs)…")
    trace = workdir / f"{name}.json"
    info = generate_churn_trace(trace, CHURN_RIBS, churn_events, rng, ribgraph)
    progress(f"{name}: {trace.stat().st_size / MB:.1f} MB of JSON, {info['attached']:,} RIBs attached at the end")
    cases.append(dict(info, name=name, kind="churn"))
    for fraction in (10, 100):
        smaller = churn_case_name(churn_events // fraction)
        progress(f"generating {smaller} ({churn_events // fraction:,} events, for the HTML viewer's growth)…")
        cases.append(dict(generate_churn_trace(workdir / f"{smaller}.json", CHURN_RIBS, churn_events // fraction, rng,
                                               ribgraph), name=smaller, kind="viewer"))
    progress(f"generating scan-app ({bench_scan.SCAN_RIBS:,} RIBs, {5 * bench_scan.SCAN_RIBS:,} Swift files)…")
    cases.append(dict(bench_scan.generate_app(workdir / SCAN_APP), name=SCAN_APP, kind="scan"))
    progress(f"generating {bench_shared.SHARED_APP} ({bench_shared.SHARED_RIBS:,} RIB types, some under 5 to 50 parents)…")
    cases.append(dict(bench_shared.generate(workdir, SEED), name=bench_shared.SHARED_APP, kind="shared"))
    (workdir / CASES_FILE).write_text(json.dumps(cases, indent=1), encoding="utf-8")




def main(argv):
    parser = argparse.ArgumentParser(description="Write make bench's traces and apps into WORKDIR.")
    parser.add_argument("workdir", type=Path)
    parser.add_argument("--ribgraph", required=True, help="the ribgraph binary, whose validate checks every trace")
    parser.add_argument("--quick", action="store_true", help="only 100 and 1,000 RIBs and a 100,000-event trace")
    args = parser.parse_args(argv)
    try:
        generate_all(args.workdir, args.quick, args.ribgraph)
    except GenerationError as error:
        sys.stderr.write(f"bench: {error}\n")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
