#!/usr/bin/env python3
"""Benchmark `ribgraph snapshot` on generated traces, against `dot -Tsvg` as a reference.

What `make bench` runs:  python3 scripts/bench.py --ribgraph .build/release/ribgraph

1. Generates (seeded with random.Random(42), so every run draws the same traces) six trees of
   1,000, 5,000 and 20,000 RIBs in two shapes:
     deep  RIB i (i >= 1) is attached under a uniformly random one of the DEEP_WINDOW (= 3) RIBs
           created just before it, i.e. among RIBs i-3 .. i-1. Each new RIB is usually one level
           below the newest, deepest RIBs, so the depth grows linearly, about n/2 levels (497 for
           1,000 RIBs, 2,547 for 5,000, 9,982 for 20,000), with short side branches all the way down.
     wide  a bushy tree filled breadth-first: each RIB gets a random fan-out of 8..20 children until
           n RIBs exist, so it is 3 (1,000 RIBs) or 4 (5,000 and 20,000) edges deep.
   Each RIB is viewful or viewless at random (50/50). Every non-root RIB has exactly ONE dependency
   edge whose `provider` is a uniformly random proper ancestor (its `component` is that ancestor's
   component), with 2 properties. Events are compact attach rows [seq, time, "a", parent, child] in
   parent-before-child order (the root's parent is null).
2. Generates a churn trace of 1,000,000 events (100,000 with --quick) over CHURN_RIBS (= 2,000)
   RIBs: first a random recursive base tree (RIB i under a random earlier RIB) is attached, then
   leaves are detached from and re-attached to their own parent at random until the event count is
   reached. Only leaves (attached RIBs none of whose children is attached) are detached, and a
   detached RIB is re-attached only under its original parent while that parent is attached, so
   every event replays validly. A tiny Python replayer checks this on a small churn trace first,
   and checks every generated trace before it is used.
3. For each deep/wide trace: `ribgraph snapshot T -o out.svg --verbose` (stage times from its
   stderr, wall time and the child's peak RSS via os.wait4), then `ribgraph snapshot T --layout dot
   --format dot -o g.dot` and `dot -Tsvg g.dot -o ref.svg` (wall time and peak RSS, killed after
   --dot-timeout seconds). The ratio is dot time / ribgraph wall time.
4. For the 20,000-RIB deep/wide traces, also `ribgraph metrics T --verbose`, text and json (wall time,
   stage times from its stderr; its JSON is checked to count all n RIBs), reported as a percentage of
   the same trace's SVG snapshot wall time.
5. For the churn trace: `ribgraph snapshot BIG -o big.svg --verbose --dependencies none`; and the HTML viewer
   (`snapshot --format html`) of it and of churn traces a tenth and a hundredth its size (1,000,000, 100,000
   and 10,000 events), to show the page builds in linear time: build time, peak RSS, page size, and with
   Chromium on PATH the wall time of headless Chromium painting a 1400x900 screenshot of the page (beside
   that of an empty page, Chromium's own start); without Chromium a line says the paint was not measured.
6. For the 5,000-RIB deep trace T, also `ribgraph diff T T2 -o d.svg`, where T2 is T with DIFF_CHANGES
   (= 5) new RIBs attached under random RIBs and 5 random leaves detached (its own random.Random(SEED + 1),
   so the other traces stay the same): wall time as a multiple of T's SVG snapshot wall time.
7. Generates a RIBs app of 5,000 Swift files (1,000 RIBs, scripts/bench_scan.py says how) and times
   `ribgraph scan` on it (budget < 5 s), checking that it finds every RIB and edge and resolves every property.
7b. Generates an app of 1,000 RIB types, 40 of them under 5 to 50 parents (scripts/bench_shared.py says how), and
   times its scan, its snapshot (--layout auto and tree, with edge/box crossings) and a diff, beside dot -Tsvg.
8. Prints an aligned table on stdout and a summary of the budgets. Progress goes to stderr.

Memory is reported in MB of 2**20 bytes; the 1 GB budget is 1024 such MB.
The exit status is 0 even when a budget is missed (this reports, it does not gate); it is 1 when
ribgraph itself fails on a case (its stderr is printed), and 2 for bad arguments.
"""

import argparse
import json
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import bench_scan
import bench_shared

SEED = 42
SIZES = (1_000, 5_000, 20_000)
QUICK_SIZES = (1_000,)
SHAPES = ("deep", "wide")
DEEP_WINDOW = 3
WIDE_FANOUT = (8, 20)
CHURN_RIBS = 2_000
CHURN_EVENTS = 1_000_000
QUICK_CHURN_EVENTS = 100_000
STAGES = ("decode", "replay", "layout", "render", "write")
CASES_FILE = "bench-cases.json"
SCAN_APP = "scan-app"        # the generated Swift app `ribgraph scan` reads

BUDGET_RATIO = 20.0          # 5,000 RIBs: SVG at least this many times faster than dot -Tsvg
BUDGET_BIG_SVG = 2.0         # seconds for 20,000 RIBs + 20,000 dependency edges
BUDGET_CHURN = 2.0           # seconds for decode + replay of 1,000,000 events
BUDGET_MEMORY_MB = 1024.0    # peak RSS of any ribgraph run
BUDGET_METRICS_SHARE = 10.0  # percent: `ribgraph metrics` wall vs `ribgraph snapshot` SVG wall, 20,000 RIBs
METRICS_SIZES = (20_000,)    # tree cases that also time `ribgraph metrics`
BUDGET_DIFF_RATIO = 2.0      # `ribgraph diff` wall vs `ribgraph snapshot` SVG wall, 5,000-RIB deep trace
DIFF_CASE = "deep-5000"      # the tree case that also times `ribgraph diff`
DIFF_CHANGES = 5             # RIBs added and RIBs removed in its HEAD trace

MB = 1024 * 1024


def progress(message):
    sys.stderr.write(f"bench: {message}\n")
    sys.stderr.flush()


# --- trace generation ---------------------------------------------------------------------------

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


def generate_tree_trace(path, shape, n, rng):
    parents = deep_parents(n, rng) if shape == "deep" else wide_parents(n, rng)
    ribs = rib_entries(shape.capitalize(), n, rng)
    providers = random_ancestors(parents, rng)
    deps = dependency_entries(ribs, providers)
    rows = attach_rows(parents)
    replay_check(n, rows)
    write_trace(path, f"bench {shape} {n}", ribs, rows, deps)
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


def generate_churn_trace(path, n, total_events, rng):
    parents = random_tree_parents(n, rng)
    ribs = rib_entries("Churn", n, rng)
    deps = dependency_entries(ribs, random_ancestors(parents, rng))
    rows = churn_rows(parents, total_events, rng)
    attached_at_end = replay_check(n, rows)
    write_trace(path, f"bench churn {total_events}", ribs, rows, deps)
    return {"ribs": n, "edges": len(deps), "depth": max(depths_of(parents)), "events": len(rows),
            "attached": attached_at_end}


def generate_diff_head(trace_path, out_path):
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
    replay_check(len(ribs), rows)
    write_trace(out_path, trace.get("app", "bench") + " head", ribs, rows, deps)


# --- a tiny replayer, to check the generators ---------------------------------------------------

class ReplayError(Exception):
    pass


def replay_check(n, rows):
    """Replays rows under the rules of docs/trace-format.md and returns how many RIBs are attached
    at the end. Stricter than ribgraph in one way: a detached RIB must have no attached child (the
    generators only detach leaves, so ribgraph's detach-the-subtree rule never comes into play)."""
    parent_of = [None] * n
    attached = [False] * n
    kids = [0] * n
    last_seq = None
    for index, (seq, _t, kind, p, c) in enumerate(rows):
        where = f"events[{index}] (seq {seq})"
        if last_seq is not None and seq <= last_seq:
            raise ReplayError(f"{where}: seq not strictly increasing")
        last_seq = seq
        if not 0 <= c < n or (p is not None and not 0 <= p < n):
            raise ReplayError(f"{where}: index out of range")
        if kind == "a":
            if attached[c]:
                raise ReplayError(f"{where}: attaching {c}, already attached")
            if p is not None:
                if not attached[p]:
                    raise ReplayError(f"{where}: parent {p} is not attached")
                # No cycle check needed: every ancestor of an attached RIB is attached (only
                # childless RIBs are detached), so the unattached child cannot be above the parent.
                kids[p] += 1
            attached[c], parent_of[c] = True, p
        elif kind == "d":
            if p is None or not attached[c] or parent_of[c] != p:
                raise ReplayError(f"{where}: detaching {c}, not attached to {p}")
            if kids[c]:
                raise ReplayError(f"{where}: detaching {c}, which still has attached children")
            kids[p] -= 1
            attached[c], parent_of[c] = False, None
        else:
            raise ReplayError(f"{where}: unknown kind {kind!r}")
    return sum(attached)


def self_test():
    """The churn generator on a small size, and the replayer rejecting broken sequences."""
    rng = random.Random(SEED)
    parents = random_tree_parents(60, rng)
    rows = churn_rows(parents, 5_000, rng)
    replay_check(60, rows)
    kinds = {r[2] for r in rows[60:]}
    assert kinds == {"a", "d"}, f"churn produced only {kinds}"
    broken = [
        [(1, 0, "a", None, 0), (2, 0, "a", 0, 1), (3, 0, "a", 0, 1)],   # attach twice
        [(1, 0, "a", None, 0), (2, 0, "a", 1, 2)],                      # parent not attached
        [(1, 0, "a", None, 0), (2, 0, "a", 0, 1), (3, 0, "d", 0, 2)],   # detach unattached
        [(1, 0, "a", None, 0), (2, 0, "a", 0, 1), (3, 0, "a", 1, 2), (4, 0, "d", 0, 2)],  # wrong parent
        [(1, 0, "a", None, 0), (1, 0, "a", 0, 1)],                      # seq not increasing
    ]
    for rows in broken:
        try:
            replay_check(3, rows)
        except ReplayError:
            continue
        raise AssertionError(f"replay_check accepted {rows}")


# --- running and measuring ----------------------------------------------------------------------

class Run:
    def __init__(self, status, wall, rss_mb, stderr, timed_out=False):
        self.status, self.wall, self.rss_mb, self.stderr, self.timed_out = status, wall, rss_mb, stderr, timed_out


def maxrss_mb(rusage):
    # ru_maxrss is in KiB on Linux, in bytes on macOS.
    scale = 1 if sys.platform == "darwin" else 1024
    return rusage.ru_maxrss * scale / MB


def address_space_cap(limit_mb):
    """A preexec_fn capping the child's address space (RLIMIT_AS) at limit_mb MB."""
    def cap():
        limit = int(limit_mb * MB)
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        if hard != resource.RLIM_INFINITY:
            limit = min(limit, hard)
        resource.setrlimit(resource.RLIMIT_AS, (limit, hard))
    return cap


def run_measured(argv, workdir, timeout=None, memory_mb=0):
    """Runs argv with stdout/stderr to files, reaping it with os.wait4 for its own peak RSS.
    Kills it (and anything it started) after `timeout` seconds; caps its address space at
    memory_mb MB when that is not 0."""
    out_path, err_path = workdir / ".stdout", workdir / ".stderr"
    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        start = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=out, stderr=err, stdin=subprocess.DEVNULL, start_new_session=True,
                                preexec_fn=address_space_cap(memory_mb) if memory_mb else None)
        timed_out = False
        if timeout is None:
            _, status, rusage = os.wait4(proc.pid, 0)
        else:
            deadline = start + timeout
            pause = 0.001
            while True:
                pid, status, rusage = os.wait4(proc.pid, os.WNOHANG)
                if pid == proc.pid:
                    break
                if time.perf_counter() >= deadline:
                    timed_out = True
                    os.killpg(proc.pid, signal.SIGKILL)  # its own session: only it and its children
                    _, status, rusage = os.wait4(proc.pid, 0)
                    break
                time.sleep(pause)
                pause = min(pause * 2, 0.02)
        wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)  # reaped here: Popen must not wait again
    stderr = err_path.read_text(encoding="utf-8", errors="replace")
    return Run(proc.returncode, wall, maxrss_mb(rusage), stderr, timed_out)


STAGE_LINE = re.compile(r"^ribgraph: (\w+): (\S+) seconds$", re.M)


def stage_times(stderr):
    return {stage: float(value) for stage, value in STAGE_LINE.findall(stderr)}


class Failure(Exception):
    pass


def run_ribgraph(argv, workdir, what):
    run = run_measured(argv, workdir)
    if run.status != 0:
        sys.stderr.write(f"bench: ribgraph failed on {what} (exit status {run.status}): {' '.join(argv)}\n")
        sys.stderr.write(run.stderr if run.stderr.endswith("\n") or not run.stderr else run.stderr + "\n")
        raise Failure(what)
    return run


def measure_tree_case(args, workdir, name, trace):
    row = {"case": name}
    progress(f"rendering {name}…")
    svg = workdir / f"{name}.svg"
    run = run_ribgraph([args.ribgraph, "snapshot", str(trace), "-o", str(svg), "--verbose"], workdir, name)
    row.update(stage_times(run.stderr), wall=run.wall, rss=run.rss_mb)
    missing = [s for s in STAGES if s not in row]
    if missing:
        progress(f"warning: no {', '.join(missing)} time in ribgraph's --verbose output for {name}")
    if not svg.exists() or svg.stat().st_size == 0:
        sys.stderr.write(f"bench: ribgraph wrote no SVG for {name}\n")
        raise Failure(name)
    if args.dot is None:
        return row
    progress(f"exporting {name} as DOT…")
    dot_file = workdir / f"{name}.dot"
    run_ribgraph([args.ribgraph, "snapshot", str(trace), "--layout", "dot", "--format", "dot", "-o", str(dot_file)],
                 workdir, f"{name} (--format dot)")
    progress(f"dot -Tsvg {name} (timeout {args.dot_timeout:g} s)…")
    ref = run_measured([args.dot, "-Tsvg", str(dot_file), "-o", str(workdir / f"{name}.ref.svg")],
                       workdir, timeout=args.dot_timeout, memory_mb=args.dot_memory)
    row.update(dot=ref.wall, dot_rss=ref.rss_mb, dot_timed_out=ref.timed_out)
    if ref.timed_out:
        row["dot"] = args.dot_timeout
    elif ref.status != 0:
        # Out of memory: an allocation failed under the cap (dot reports it, or crashes on it), or
        # the kernel's OOM killer sent SIGKILL.
        row["dot_failed"] = "OOM" if (
            "memory" in ref.stderr.lower() or ref.status == -signal.SIGKILL
            or (args.dot_memory and ref.rss_mb >= 0.75 * args.dot_memory)) else "failed"
        progress(f"dot -Tsvg {'ran out of memory' if row['dot_failed'] == 'OOM' else 'failed'} on {name}"
                 f" after {ref.wall:.1f} s (exit status {ref.status}): {ref.stderr.strip()[:300]}")
    return row


def measure_metrics(args, workdir, name, trace, ribs):
    """`ribgraph metrics T --verbose` (text, the default format: the budget) and `--format json` (checked
    for the RIB count, and timed too): wall times and stage times."""
    progress(f"metrics on {name}…")
    text = run_ribgraph([args.ribgraph, "metrics", str(trace), "--verbose"], workdir, f"{name} (metrics)")
    run = run_ribgraph([args.ribgraph, "metrics", str(trace), "--format", "json", "--verbose"], workdir,
                       f"{name} (metrics json)")
    try:
        counted = json.loads((workdir / ".stdout").read_text(encoding="utf-8"))["tree"]["size"]["ribs"]
    except (ValueError, KeyError, TypeError) as error:
        sys.stderr.write(f"bench: ribgraph metrics wrote no usable JSON for {name}: {error}\n")
        raise Failure(name)
    if counted != ribs:
        sys.stderr.write(f"bench: ribgraph metrics counted {counted} RIBs in {name}, expected {ribs}\n")
        raise Failure(name)
    return {"metrics_wall": text.wall, "metrics_stages": stage_times(text.stderr),
            "metrics_json_wall": run.wall, "metrics_json_stages": stage_times(run.stderr)}


def measure_diff(args, workdir, name, trace):
    """`ribgraph diff T T2 -o d.svg`: wall time (its ratio to the snapshot's is reported)."""
    progress(f"diff on {name}…")
    head = workdir / f"{name}-head.json"
    run = run_ribgraph([args.ribgraph, "diff", str(trace), str(head), "-o", str(workdir / f"{name}-diff.svg")], workdir,
                       f"{name} (diff)")
    return {"diff_wall": run.wall}


def measure_scan_case(args, workdir, case):
    """`ribgraph scan scan-app -o scan.json`: wall time and peak RSS, its counts checked against the app's."""
    progress(f"scanning {case['name']} ({case['files']:,} Swift files)…")
    run = run_ribgraph([args.ribgraph, "scan", str(workdir / case["name"]), "-o", str(workdir / "scan.json")], workdir,
                       case["name"])
    _, problem = bench_scan.check_summary(run.stderr, case)
    if problem:
        sys.stderr.write(f"bench: ribgraph scan on {case['name']}: {problem}\n{run.stderr}")
        raise Failure(case["name"])
    row = {"case": case["name"], "scan_wall": run.wall, "rss": run.rss_mb}
    if args.parse_bench:
        # The floor: SwiftParser alone on the same files, on every core, in the same run.
        progress(f"parsing {case['name']} with SwiftParser alone…")
        parse = run_measured([args.parse_bench, str(workdir / case["name"])], workdir)
        found = re.search(r"in (\d+) ms", parse.stderr or "")
        if parse.status == 0 and found:
            row["parse_wall"] = parse.wall
    return row


def find_chromium():
    """Headless Chromium on PATH, or None (then the page's paint is not measured)."""
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        found = shutil.which(name)
        if found:
            return found
    return None


def chromium_paint(args, workdir, page):
    """Wall time of headless Chromium loading `page`, running its script and painting a 1400x900 screenshot,
    and the time of the same for an empty page (Chromium's own start) to set it against. Checks with
    --dump-dom that the script ran (#status carries data-seq). Returns None without Chromium."""
    if args.chromium is None:
        return None
    profile = workdir / "chromium-profile"

    def shot(target, png):
        argv = [args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                f"--user-data-dir={profile}", "--window-size=1400,900", f"--screenshot={png}", target.as_uri()]
        return run_measured(argv, workdir, timeout=120)

    empty = workdir / "empty.html"
    empty.write_text("<!DOCTYPE html><title>empty</title><p>empty</p>", encoding="utf-8")
    shot(empty, workdir / "empty.png")  # the first start warms the profile
    start = shot(empty, workdir / "empty.png").wall
    run = shot(page, workdir / (page.stem + ".png"))
    dom = subprocess.run([args.chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                          f"--user-data-dir={profile}", "--dump-dom", page.as_uri()],
                         capture_output=True, text=True, timeout=180).stdout
    ran = re.search(r'<div id="status"[^>]* data-seq="\d+"', dom) is not None
    return {"paint": run.wall, "start": start, "timed_out": run.timed_out, "ran": ran}


def measure_viewer(args, workdir, name, trace):
    """`ribgraph snapshot TRACE --format html`: the whole-trace viewer page, wall time, peak RSS, the page's
    size, and the time headless Chromium takes to paint it (when Chromium is there)."""
    progress(f"building the HTML viewer of {name}…")
    page = workdir / f"{name}.html"
    run = run_ribgraph([args.ribgraph, "snapshot", str(trace), "-o", str(page)], workdir, name)
    row = {"wall": run.wall, "rss": run.rss_mb, "bytes": page.stat().st_size}
    if args.chromium is not None:
        progress(f"painting the HTML viewer of {name} in headless Chromium…")
        row.update(chromium_paint(args, workdir, page))
    return row


def viewer_summary(viewers, infos, chromium):
    """The viewer's build time, page size and paint time per size, and each size's time against the one a
    tenth its size: linear when the ratio is about 10."""
    if not viewers or any(v is None for v in viewers.values()):
        print("  HTML viewer: not measured (ribgraph failed)")
        return
    ordered = sorted(viewers.items(), key=lambda item: infos[item[0]]["events"])
    print("  HTML viewer (snapshot --format html), build ≤ 10 s, page ≤ 40 MB, paint ≤ 5 s at 1,000,000 events:")
    if chromium is None:
        print("    paint: not measured (no chromium, chromium-browser or google-chrome on PATH; "
              "apt-get install chromium to measure it)")
    previous = None
    for name, row in ordered:
        events = infos[name]["events"]
        growth = ""
        if previous is not None:
            times, counts = row["wall"] / previous[1]["wall"], events / infos[previous[0]]["events"]
            growth = (f", {times:.1f}x the time of {infos[previous[0]]['events']:,} events for {counts:.0f}x the events"
                      f" ({'linear' if times < counts * 1.5 else 'MORE THAN LINEAR'})")
        paint = ""
        if "paint" in row:
            paint = (f", paint {row['paint']:.2f} s ({row['paint'] - row['start']:.2f} s beyond Chromium's own start"
                     f" of {row['start']:.2f} s{'; TIMED OUT' if row['timed_out'] else ''}"
                     f"{'' if row['ran'] else '; THE SCRIPT DID NOT RUN'})")
        within = events < 1_000_000 or (row["wall"] <= 10 and row["bytes"] <= 40 * MB
                                        and ("paint" not in row or (row["paint"] <= 5 and row["ran"])))
        print(f"    {events:,} events: build {row['wall']:.2f} s, peak {row['rss']:.0f} MB, page "
              f"{row['bytes'] / MB:.1f} MB{paint}{growth}{'' if within else ': MISSED'}")
        previous = (name, row)


def measure_churn_case(args, workdir, name, trace):
    progress(f"rendering {name}…")
    run = run_ribgraph([args.ribgraph, "snapshot", str(trace), "-o", str(workdir / f"{name}.svg"), "--verbose",
                        "--dependencies", "none"], workdir, name)
    row = {"case": name}
    row.update(stage_times(run.stderr), wall=run.wall, rss=run.rss_mb)
    return row


# --- reporting ----------------------------------------------------------------------------------

def fmt_s(value):
    if value is None:
        return "-"
    if value < 0.001:
        return f"{value * 1e6:.0f} µs"
    if value < 1:
        return f"{value * 1000:.1f} ms"
    return f"{value:.2f} s"


def ratio_of(row):
    """(ratio, is_lower_bound) or None."""
    if "dot" not in row or row.get("dot_failed") or not row.get("wall"):
        return None
    return row["dot"] / row["wall"], row["dot_timed_out"]


def fmt_ratio(r):
    if r is None:
        return "-"
    value, lower = r
    text = f"{value:.0f}×" if value >= 10 else f"{value:.1f}×"
    return ">" + text if lower else text


def table_row(row, info):
    if row.get("failed"):
        return [row["case"], f"{info['ribs']:,}", f"{info['depth']:,}", f"{info['edges']:,}"] + ["FAILED"] + [""] * (len(HEADERS) - 5)
    if "dot" not in row:
        dot, dot_rss = "-", "-"
    elif row.get("dot_failed"):
        dot, dot_rss = f"{row['dot_failed']} ({fmt_s(row['dot'])})", f"{row['dot_rss']:.0f}"
    elif row["dot_timed_out"]:
        dot, dot_rss = f">{row['dot']:g} s", f">{row['dot_rss']:.0f}"
    else:
        dot, dot_rss = fmt_s(row["dot"]), f"{row['dot_rss']:.0f}"
    return [row["case"], f"{info['ribs']:,}", f"{info['depth']:,}", f"{info['edges']:,}",
            fmt_s(row.get("decode")), fmt_s(row.get("replay")), fmt_s(row.get("layout")),
            fmt_s(row.get("render")), fmt_s(row.get("write")), fmt_s(row["wall"]), f"{row['rss']:.0f}",
            dot, dot_rss, fmt_ratio(ratio_of(row))]


HEADERS = ["case", "RIBs", "depth", "edges", "decode", "replay", "layout", "render", "write", "total wall",
           "peak MB", "dot -Tsvg", "dot peak MB", "ratio"]


def print_table(lines):
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(HEADERS))]
    for k, line in enumerate(lines):
        cells = [str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i]) for i, c in enumerate(line)]
        print("  ".join(cells).rstrip())
        if k == 0:
            print("  ".join("-" * w for w in widths))


def verdict(ok):
    return "OK" if ok else "MISSED"




def metrics_share(row):
    """`ribgraph metrics` wall time as a percentage of the snapshot's SVG wall time."""
    return 100.0 * row["metrics_wall"] / row["wall"]


def print_metrics(rows):
    timed = [r for r in rows if "metrics_wall" in r]
    if not timed:
        return
    print()
    print("ribgraph metrics, text (the default) and --format json (wall, and their --verbose stages):")
    for r in timed:
        for label, wall, stages in (("text", r["metrics_wall"], r["metrics_stages"]),
                                    ("json", r["metrics_json_wall"], r["metrics_json_stages"])):
            listed = ", ".join(f"{stage} {fmt_s(value)}" for stage, value in stages.items())
            print(f"  {r['case']} {label}: {fmt_s(wall)} [{listed}] = {100.0 * wall / r['wall']:.1f}% of its SVG"
                  f" snapshot ({fmt_s(r['wall'])})")


def summary(rows, infos, churn_name, churn_events, quick):
    print()
    print("Budgets:")
    # 5,000 RIBs: ratio over both shapes; the worst (smallest) one counts.
    ratios = [(r["case"], ratio_of(r)) for r in rows if infos[r["case"]]["ribs"] == 5_000 and not r.get("failed")]
    measured = [(c, x) for c, x in ratios if x is not None]
    unmeasured = ", ".join(f"{r['case']}: dot {r.get('dot_failed', 'not run')}" for r in rows
                           if infos[r["case"]]["ribs"] == 5_000 and not r.get("failed") and ratio_of(r) is None)
    if not measured:
        print("  5,000 RIBs: SVG vs dot -Tsvg: not measured"
              + (" (--quick)" if quick else f" [{unmeasured}]" if unmeasured else ""))
    else:
        worst = min(measured, key=lambda cx: cx[1][0])
        detail = ", ".join([f"{c} {fmt_ratio(x)}" for c, x in measured] + ([unmeasured] if unmeasured else []))
        print(f"  5,000 RIBs: SVG {fmt_ratio(worst[1])} faster than dot -Tsvg (budget ≥ {BUDGET_RATIO:g}×)"
              f" [{detail}]: {verdict(worst[1][0] >= BUDGET_RATIO)}")
    big = [r for r in rows if infos[r["case"]]["ribs"] == 20_000 and not r.get("failed") and "churn" not in r["case"]]
    if not big:
        print("  20,000 RIBs + 20,000 dependency edges: not measured" + (" (--quick)" if quick else ""))
    else:
        worst = max(big, key=lambda r: r["wall"])
        detail = ", ".join(f"{r['case']} {r['wall']:.2f} s" for r in big)
        print(f"  20,000 RIBs + 20,000 dependency edges: {worst['wall']:.2f} s (budget < {BUDGET_BIG_SVG:g} s)"
              f" [{detail}]: {verdict(worst['wall'] < BUDGET_BIG_SVG)}")
    timed = [r for r in rows if "metrics_wall" in r and not r.get("failed")]
    if not timed:
        print("  metrics on 20,000 RIBs: not measured" + (" (--quick)" if quick else ""))
    else:
        worst = metrics_share(max(timed, key=metrics_share))
        detail = ", ".join(f"{r['case']} {metrics_share(r):.1f}% ({fmt_s(r['metrics_wall'])}; the metrics stage"
                           f" alone {100.0 * r['metrics_stages'].get('metrics', 0) / r['wall']:.1f}%;"
                           f" as JSON {100.0 * r['metrics_json_wall'] / r['wall']:.1f}%)" for r in timed)
        print(f"  metrics on 20,000 RIBs: {worst:.1f}% of the SVG time (budget < {BUDGET_METRICS_SHARE:g}%)"
              f" [{detail}]: {verdict(worst < BUDGET_METRICS_SHARE)}")
    diffed = next((r for r in rows if "diff_wall" in r and not r.get("failed")), None)
    if diffed is None:
        print("  5,000-RIB diff: not measured" + (" (--quick)" if quick else ""))
    else:
        ratio = diffed["diff_wall"] / diffed["wall"]
        print(f"  5,000-RIB diff: {ratio:.2f}× the snapshot time (budget < {BUDGET_DIFF_RATIO:g}×)"
              f" [{diffed['case']}: diff {fmt_s(diffed['diff_wall'])}, snapshot {fmt_s(diffed['wall'])}]:"
              f" {verdict(ratio < BUDGET_DIFF_RATIO)}")
    churn = next((r for r in rows if r["case"] == churn_name), None)
    if churn is None or churn.get("failed"):
        print(f"  {churn_events:,} events decode+replay: not measured (ribgraph failed)")
    else:
        total = churn.get("decode", 0) + churn.get("replay", 0)
        print(f"  {churn_events:,} events decode+replay: {total:.2f} s (budget < {BUDGET_CHURN:g} s)"
              f" [decode {fmt_s(churn.get('decode'))}, replay {fmt_s(churn.get('replay'))},"
              f" peak {churn['rss']:.0f} MB]: {verdict(total < BUDGET_CHURN)}")
    measured = [r for r in rows if not r.get("failed")]
    if measured:
        top = max(measured, key=lambda r: r["rss"])
        print(f"  peak memory: max {top['rss']:.0f} MB ({top['case']}) (budget < 1 GB):"
              f" {verdict(top['rss'] < BUDGET_MEMORY_MB)}")


def scan_summary(row, info):
    if row is None:
        print(f"  scan of {info['files']:,} Swift files: not measured (ribgraph failed)")
        return
    print(f"  scan of {info['files']:,} Swift files ({info['ribs']:,} RIBs, {info['edges']:,} dependency edges):"
          f" {row['scan_wall']:.2f} s, peak {row['rss']:.0f} MB (budget < {bench_scan.BUDGET_SCAN:g} s):"
          f" {verdict(row['scan_wall'] < bench_scan.BUDGET_SCAN)}")
    if "parse_wall" in row:
        print(f"  SwiftParser alone on the same files (the floor): {row['parse_wall']:.2f} s;"
              f" the scan takes {row['scan_wall'] / row['parse_wall']:.1f}× that")


# --- main ---------------------------------------------------------------------------------------

def parse_args(argv):
    parser = argparse.ArgumentParser(description="Benchmark ribgraph snapshot on generated traces.")
    parser.add_argument("--ribgraph", default=".build/release/ribgraph", help="the ribgraph binary")
    parser.add_argument("--dot", default=shutil.which("dot"),
                        help="Graphviz's dot, for the reference times (default: dot on PATH)")
    parser.add_argument("--parse-bench", help="the ParseBench binary: time SwiftParser alone on the scan's files")
    parser.add_argument("--no-dot", action="store_true", help="skip the dot -Tsvg reference runs")
    parser.add_argument("--dot-timeout", type=float, default=120.0, help="kill dot -Tsvg after this many seconds")
    parser.add_argument("--dot-memory", type=float, default=4096.0, metavar="MB",
                        help="cap dot -Tsvg's address space at this many MB (default 4096; 0: no cap). dot's"
                             " layout of a deep tree with long edges can otherwise eat all the machine's memory")
    parser.add_argument("--work", type=Path, help="generate traces and outputs here and keep them (default: a temp dir)")
    parser.add_argument("--quick", action="store_true", help="only 1,000 RIBs and a 100,000-event trace")
    parser.add_argument("--no-chromium", action="store_true", help="do not time the HTML viewer's paint in headless Chromium")
    args = parser.parse_args(argv)
    args.chromium = None if args.no_chromium else find_chromium()
    if args.chromium is None and not args.no_chromium:
        progress("no chromium on PATH: the HTML viewer's paint time is not measured (apt-get install chromium)")
    if args.no_dot:
        args.dot = None
    if args.dot is None and not args.no_dot:
        progress("no dot on PATH: skipping the dot -Tsvg reference runs")
    resolved = shutil.which(args.ribgraph) or (args.ribgraph if os.access(args.ribgraph, os.X_OK) else None)
    if resolved is None:
        parser.error(f"no executable ribgraph at {args.ribgraph} (build it: swift build -c release)")
    args.ribgraph = os.path.abspath(resolved) if os.path.exists(resolved) else resolved
    if args.dot_timeout <= 0:
        parser.error("--dot-timeout must be positive")
    if args.dot_memory < 0:
        parser.error("--dot-memory must be 0 or more")
    return args


def churn_case_name(events):
    return f"churn-{events // 1000}k" if events < 1_000_000 else f"churn-{events // 1_000_000}M"


def generate_all(workdir, quick):
    """Writes every trace into workdir and a list of the cases, with their sizes, to CASES_FILE.
    Runs in a child process of its own (see main) so that this process's memory, a few hundred MB
    for the million-event trace, is not inherited into the peak RSS of ribgraph and dot."""
    sizes = QUICK_SIZES if quick else SIZES
    churn_events = QUICK_CHURN_EVENTS if quick else CHURN_EVENTS
    progress("checking the churn generator with the Python replayer…")
    self_test()
    rng = random.Random(SEED)
    cases = []
    for n in sizes:
        for shape in SHAPES:
            name = f"{shape}-{n}"
            progress(f"generating {name}…")
            info = generate_tree_trace(workdir / f"{name}.json", shape, n, rng)
            if name == DIFF_CASE:
                progress(f"generating {name}-head (for ribgraph diff)…")
                generate_diff_head(workdir / f"{name}.json", workdir / f"{name}-head.json")
            cases.append(dict(info, name=name, kind="tree"))
    name = churn_case_name(churn_events)
    progress(f"generating {name} ({churn_events:,} events over {CHURN_RIBS:,} RIBs)…")
    trace = workdir / f"{name}.json"
    info = generate_churn_trace(trace, CHURN_RIBS, churn_events, rng)
    progress(f"{name}: {trace.stat().st_size / MB:.1f} MB of JSON, {info['attached']:,} RIBs attached at the end")
    cases.append(dict(info, name=name, kind="churn"))
    for fraction in (10, 100):
        smaller = churn_case_name(churn_events // fraction)
        progress(f"generating {smaller} ({churn_events // fraction:,} events, for the HTML viewer's growth)…")
        cases.append(dict(generate_churn_trace(workdir / f"{smaller}.json", CHURN_RIBS, churn_events // fraction, rng),
                          name=smaller, kind="viewer"))
    progress(f"generating scan-app ({bench_scan.SCAN_RIBS:,} RIBs, {5 * bench_scan.SCAN_RIBS:,} Swift files)…")
    cases.append(dict(bench_scan.generate_app(workdir / SCAN_APP), name=SCAN_APP, kind="scan"))
    progress(f"generating {bench_shared.SHARED_APP} ({bench_shared.SHARED_RIBS:,} RIB types, some under 5 to 50 parents)…")
    cases.append(dict(bench_shared.generate(workdir, SEED), name=bench_shared.SHARED_APP, kind="shared"))
    (workdir / CASES_FILE).write_text(json.dumps(cases, indent=1), encoding="utf-8")


def main(argv):
    if argv[:1] == ["--generate-into"]:  # the child process started below
        generate_all(Path(argv[1]), quick="--quick" in argv[2:])
        return 0
    args = parse_args(argv)

    temp = None
    if args.work:
        workdir = args.work.resolve()
        workdir.mkdir(parents=True, exist_ok=True)
    else:
        temp = tempfile.TemporaryDirectory(prefix="ribgraph-bench-")
        workdir = Path(temp.name)
    try:
        generator = [sys.executable, os.path.abspath(__file__), "--generate-into", str(workdir)]
        if subprocess.run(generator + (["--quick"] if args.quick else [])).returncode != 0:
            sys.stderr.write("bench: generating the traces failed\n")
            return 1
        cases = json.loads((workdir / CASES_FILE).read_text(encoding="utf-8"))
        infos = {c["name"]: c for c in cases}
        churn_name = next(c["name"] for c in cases if c["kind"] == "churn")
        churn_events = infos[churn_name]["events"]
        baseline = run_measured([shutil.which("true") or "/bin/true"], workdir).rss_mb

        rows, failed, scan_row, shared_row, viewers = [], False, None, None, {}
        for case in cases:
            name, kind, trace = case["name"], case["kind"], workdir / f"{case['name']}.json"
            try:
                if kind == "scan":
                    scan_row = measure_scan_case(args, workdir, case)
                    continue
                if kind == "shared":
                    progress(f"scanning, drawing and diffing {name}…")
                    shared_row = bench_shared.measure(args, workdir, case, run_ribgraph, run_measured)
                    continue
                if kind == "viewer":
                    viewers[name] = None
                    viewers[name] = measure_viewer(args, workdir, name, trace)
                    continue
                if kind == "tree":
                    row = measure_tree_case(args, workdir, name, trace)
                    if case["ribs"] in METRICS_SIZES:
                        row.update(measure_metrics(args, workdir, name, trace, case["ribs"]))
                    if name == DIFF_CASE:
                        row.update(measure_diff(args, workdir, name, trace))
                    rows.append(row)
                else:
                    rows.append(measure_churn_case(args, workdir, name, trace))
                    viewers[name] = None
                    viewers[name] = measure_viewer(args, workdir, name, trace)
            except Failure:
                failed = True
                if kind not in ("scan", "viewer", "shared"):
                    rows.append({"case": name, "failed": True})

        reference = (f"dot -Tsvg on `--layout dot --format dot` output, timeout {args.dot_timeout:g} s, memory cap "
                     + (f"{args.dot_memory:g} MB" if args.dot_memory else "none")
                     + "; ratio = dot -Tsvg / ribgraph total wall") if args.dot else "no dot -Tsvg reference"
        print(f"ribgraph snapshot, generated traces (seed {SEED}); times are wall clock; {reference}")
        print()
        lines = [HEADERS] + [table_row(r, infos[r["case"]]) for r in rows]
        print_table(lines)
        churn_info = infos[churn_name]
        print(f"- {churn_name}: {churn_info['events']:,} events, rendered with --dependencies none; its edges column"
              f" counts the trace's dependencies, which are decoded but not drawn.")
        print(f"- peak MB: the child's ru_maxrss (MB of 2^20 bytes); on Linux it includes what the child inherited"
              f" at fork, {baseline:.0f} MB here (/bin/true measures that).")
        print("- OOM: dot -Tsvg hit the --dot-memory cap (or the kernel's OOM killer); it has no time to compare.")
        print_metrics(rows)
        summary(rows, infos, churn_name, churn_events, args.quick)
        scan_summary(scan_row, infos[SCAN_APP])
        bench_shared.summary(shared_row, infos[bench_shared.SHARED_APP])
        viewer_summary(viewers, infos, args.chromium)
        if args.work:
            progress(f"traces and outputs kept in {workdir}")
        return 1 if failed else 0
    finally:
        if temp is not None:
            temp.cleanup()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
