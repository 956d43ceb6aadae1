#!/usr/bin/env python3
"""Benchmark `ribgraph snapshot` on generated traces, against `dot -Tsvg` as a reference.

What `make bench` runs:  python3 scripts/bench/main.py --ribgraph .build/release/ribgraph \
                             --parse-bench .build/release/ParseBench --route-bench .build/release/RouteBench \
                             --testing-bench .build/release/TestingBench

Three steps, a module each: generate.py writes the traces and apps (steps 1, 2 and the apps of 7 and 7b
below), in a child process of its own; measure.py runs everything and returns the figures; report.py prints
them (step 8). bench_scan.py and bench_shared.py hold the two scan cases' own generation, measures and lines.

1. Generates (seeded with random.Random(42), so every run draws the same traces) eight trees of
   100, 1,000, 5,000 and 20,000 RIBs in two shapes (the 100-RIB ones from random.Random(44), so that adding
   them changed none of the others):
     deep  RIB i (i >= 1) is attached under a uniformly random one of the DEEP_WINDOW (= 3) RIBs
           created just before it, i.e. among RIBs i-3 .. i-1. Each new RIB is usually one level
           below the newest, deepest RIBs, so the depth grows linearly, about n/2 levels (54 for 100
           RIBs, 497 for 1,000, 2,547 for 5,000, 9,982 for 20,000), with short side branches all the way
           down.
     wide  a bushy tree filled breadth-first: each RIB gets a random fan-out of 8..20 children until
           n RIBs exist, so it is 2 (100 RIBs), 3 (1,000) or 4 (5,000 and 20,000) edges deep.
   Each RIB is viewful or viewless at random (50/50). Every non-root RIB has exactly ONE dependency
   edge whose `provider` is a uniformly random proper ancestor (its `component` is that ancestor's
   component), with 2 properties. Events are compact attach rows [seq, time, "a", parent, child] in
   parent-before-child order (the root's parent is null).
2. Generates a churn trace of 1,000,000 events (100,000 with --quick) over CHURN_RIBS (= 2,000)
   RIBs: first a random recursive base tree (RIB i under a random earlier RIB) is attached, then
   leaves are detached from and re-attached to their own parent at random until the event count is
   reached. Only leaves (attached RIBs none of whose children is attached) are detached, and a
   detached RIB is re-attached only under its original parent while that parent is attached, so
   every event replays validly. ribgraph's own replay (`ribgraph validate --format json`) checks
   this on a small churn trace first, and checks every generated trace before it is used.
3. For each deep/wide trace: `ribgraph snapshot T -o out.svg --verbose` (stage times from its
   stderr, wall time and the child's peak RSS via os.wait4). Beside it, Graphviz's pinned-render floor:
   `ribgraph snapshot T --format dot -o pinned.dot` (the graph the SVG draws, every node and edge with its
   pos) and `neato -n2 -Tsvg pinned.dot -o floor.svg`, Graphviz only drawing what is placed and routed
   already; ×floor is ribgraph's wall time / the floor's. Then `ribgraph snapshot T --layout dot --format dot
   -o g.dot` and `dot -Tsvg g.dot -o ref.svg`, Graphviz laying the graph out itself. Every Graphviz run is
   timed with its peak RSS and killed after --dot-timeout seconds (for the 5,000-RIB trees, no sooner than
   1.1 × 50 × ribgraph's wall, so that a dot still running shows the budget); the ratio is dot time /
   ribgraph wall time, and a dot out of memory cannot draw the graph at all.
3b. For the trees of 100, 1,000 and 20,000 RIBs, the cost of routing every edge around the boxes:
   `RouteBench T` (with --route-bench), ribgraph's router alone on the snapshot's scene and layout, the
   fastest of three runs (lanes of their own, their order and the labels' room included), its share of the
   snapshot's wall time, and the layout's (the tidy tree plus the routing pass that deepens each gap too
   short for its lanes, issue 42) (killed after --route-timeout seconds,
   reported as "killed at N s": its three runs did not finish); and Graphviz's own obstacle-avoiding
   routing on the same positions: pinned.dot with every edge's pos dropped (gvpr), then `neato -n2
   -Gsplines=true -Tsvg` of it (killed after --dot-timeout seconds, reported as ">N s"), also shown minus
   the floor's wall time (its routing beyond the drawing).
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
7. Generates a RIBs app of 5,000 Swift files (1,000 RIBs, bench_scan.py says how) and times
   `ribgraph scan` on it (budget < 5 s), checking that it finds every RIB and edge and resolves every property;
   with --testing-bench, RibGraphTesting's first query on the same app, scan included (budget < 2 s), and the
   same query again in that process (from the kept scan).
7b. Generates an app of 1,000 RIB types, 40 of them under 5 to 50 parents (bench_shared.py says how), and
   times its scan, its snapshot (--layout auto and tree, with edge/box crossings) and a diff, beside dot -Tsvg,
   and `ribgraph flatten` (proposal and plan; budget < 2 s) of a second app of 1,000 RIB types whose routers attach
   their children and some of whose screens are reused: one that gives flatten changes to make.
8. Prints an aligned table on stdout, the routing figures, and a summary of the budgets (report.py's BUDGET_*
   constants: 5,000 RIBs ≥ 50× faster than dot -Tsvg; 20,000 wide RIBs + 20,000 dependency edges to SVG
   under 6 s and within 1.3× of the floor). Progress goes to stderr.

Memory is reported in MB of 2**20 bytes; the 1 GB budget is 1024 such MB.
The exit status is 0 even when a budget is missed (this reports, it does not gate); it is 1 when
ribgraph itself fails on a case (its stderr is printed), and 2 for bad arguments.
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import generate
import measure
import report
from generate import progress

HERE = Path(__file__).resolve().parent


def executable(path):
    """`path` found on PATH or as a file, made absolute; None when there is no such executable."""
    resolved = shutil.which(path) or (path if os.access(path, os.X_OK) else None)
    if resolved is None:
        return None
    return os.path.abspath(resolved) if os.path.exists(resolved) else resolved


def parse_args(argv):
    parser = argparse.ArgumentParser(description="Benchmark ribgraph snapshot on generated traces.")
    parser.add_argument("--ribgraph", default=".build/release/ribgraph", help="the ribgraph binary")
    parser.add_argument("--dot", default=shutil.which("dot"),
                        help="Graphviz's dot, for the reference times (default: dot on PATH)")
    parser.add_argument("--neato", default=shutil.which("neato"),
                        help="Graphviz's neato, for the pinned-render floor and Graphviz's own routing (default: on PATH)")
    parser.add_argument("--scan-reference", type=executable, metavar="RIBGRAPH",
                        help="an earlier ribgraph build: time its scan of the 5,000-file app beside this build's,"
                             " alternating, and print the ratio")
    parser.add_argument("--parse-bench", help="the ParseBench binary: time SwiftParser alone on the scan's files")
    parser.add_argument("--route-bench", help="the RouteBench binary: time ribgraph's edge router alone")
    parser.add_argument("--testing-bench", help="the TestingBench binary: time RibGraphTesting's first query on the"
                        " scanned app, scan included, and the same query again")
    parser.add_argument("--route-timeout", type=float, default=600.0,
                        help="kill RouteBench (its three runs on one trace) after this many seconds")
    parser.add_argument("--no-dot", action="store_true",
                        help="skip Graphviz's reference runs (dot -Tsvg, the neato floor and Graphviz's routing)")
    parser.add_argument("--dot-timeout", type=float, default=120.0, help="kill dot -Tsvg after this many seconds")
    parser.add_argument("--dot-memory", type=float, default=4096.0, metavar="MB",
                        help="cap dot -Tsvg's address space at this many MB (default 4096; 0: no cap). dot's"
                             " layout of a deep tree with long edges can otherwise eat all the machine's memory")
    parser.add_argument("--work", type=Path, help="generate traces and outputs here and keep them (default: a temp dir)")
    parser.add_argument("--quick", action="store_true", help="only 100 and 1,000 RIBs and a 100,000-event trace")
    parser.add_argument("--no-chromium", action="store_true", help="do not time the HTML viewer's paint in headless Chromium")
    args = parser.parse_args(argv)
    args.chromium = None if args.no_chromium else measure.find_chromium()
    if args.chromium is None and not args.no_chromium:
        progress("no chromium on PATH: the HTML viewer's paint time is not measured (apt-get install chromium)")
    if args.no_dot:
        args.dot = args.neato = None
    if args.dot is None and not args.no_dot:
        progress("no dot on PATH: skipping the dot -Tsvg reference runs")
    if args.neato is None and not args.no_dot:
        progress("no neato on PATH: skipping Graphviz's pinned-render floor and routing")
    args.gvpr = shutil.which("gvpr")
    if args.gvpr is None and args.neato is not None:
        progress("no gvpr on PATH: skipping Graphviz's own routing (gvpr drops the edges' positions for it)")
    if executable(args.ribgraph) is None:
        parser.error(f"no executable ribgraph at {args.ribgraph} (build it: swift build -c release)")
    args.ribgraph = executable(args.ribgraph)
    if args.route_bench is not None and executable(args.route_bench) is None:
        parser.error(f"no executable RouteBench at {args.route_bench} (build it: swift build -c release --product"
                     " RouteBench)")
    args.route_bench = args.route_bench and executable(args.route_bench)
    if args.dot_timeout <= 0 or args.route_timeout <= 0:
        parser.error("--dot-timeout and --route-timeout must be positive")
    if args.dot_memory < 0:
        parser.error("--dot-memory must be 0 or more")
    return args


def main(argv):
    args = parse_args(argv)
    temp = None
    if args.work:
        workdir = args.work.resolve()
        workdir.mkdir(parents=True, exist_ok=True)
    else:
        temp = tempfile.TemporaryDirectory(prefix="ribgraph-bench-")
        workdir = Path(temp.name)
    try:
        # A child process of its own, so that the generator's memory, a few hundred MB for the million-event
        # trace, is not inherited into the peak RSS of ribgraph and dot.
        generator = [sys.executable, str(HERE / "generate.py"), str(workdir), "--ribgraph", args.ribgraph]
        if subprocess.run(generator + (["--quick"] if args.quick else [])).returncode != 0:
            sys.stderr.write("bench: generating the traces failed\n")
            return 1
        cases = json.loads((workdir / generate.CASES_FILE).read_text(encoding="utf-8"))
        results = measure.measure_all(args, workdir, cases)
        report.print_report(args, results, cases)
        if args.work:
            progress(f"traces and outputs kept in {workdir}")
        return 1 if results.failed else 0
    finally:
        if temp is not None:
            temp.cleanup()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
