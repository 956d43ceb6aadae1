"""Step 2 of `make bench` (scripts/bench/main.py says what it measures): runs ribgraph, dot -Tsvg, neato -n2,
RouteBench, ParseBench and headless Chromium on the cases generate.py wrote, each reaped with os.wait4 for its
wall time and its own peak RSS, and returns every figure; it prints nothing but progress (report.py prints the
figures).
"""

import json
import os
import re
import resource
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

import bench_scan
import bench_shared
from generate import DIFF_CASE, MB, progress
from report import BUDGET_RATIO

STAGES = ("decode", "replay", "layout", "render", "write")
METRICS_SIZES = (20_000,)    # tree cases that also time `ribgraph metrics`
ROUTE_SIZES = (100, 1_000, 20_000)  # tree cases that also time routing alone, ribgraph's and Graphviz's
RATIO_SIZES = (5_000,)  # tree cases whose dot -Tsvg runs long enough to show the BUDGET_RATIO budget


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


# A stage may name its variant in parentheses: "layout (tree)", "layout (dot)".
STAGE_LINE = re.compile(r"^ribgraph: (\w+)(?: \([^)]*\))?: (\S+) seconds$", re.M)


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


def measure_tree_case(args, workdir, name, trace, ribs):
    """`ribgraph snapshot T -o out.svg --verbose`: stage times, wall time and peak RSS; beside it Graphviz's
    pinned-render floor (measure_floor) and `dot -Tsvg` of the same graph (measure_dot). For RATIO_SIZES, dot
    is killed no sooner than 1.1 × BUDGET_RATIO × ribgraph's wall, so a dot still running then shows the budget
    met however loaded the machine is."""
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
    if args.neato is not None:
        row.update(measure_floor(args, workdir, name, trace))
    if args.dot is not None:
        timeout = max(args.dot_timeout, 1.1 * BUDGET_RATIO * run.wall) if ribs in RATIO_SIZES else args.dot_timeout
        row.update(measure_dot(args, workdir, name, trace, timeout))
    return row


def graphviz_reference(args, workdir, argv, name, key, timeout=None):
    """Runs a Graphviz command as a reference, killed after `timeout` (default --dot-timeout) seconds and capped
    at --dot-memory MB: {key: wall time (the timeout when killed), key_rss: peak RSS, key_timed_out, and
    key_failed ("OOM" or "failed") when it exited with an error}."""
    timeout = timeout or args.dot_timeout
    progress(f"{Path(argv[0]).name} {' '.join(argv[1:-3])} {name} (timeout {timeout:.0f} s)…")
    ref = run_measured(argv, workdir, timeout=timeout, memory_mb=args.dot_memory)
    row = {key: ref.wall, f"{key}_rss": ref.rss_mb, f"{key}_timed_out": ref.timed_out}
    if ref.timed_out:
        row[key] = timeout
    elif ref.status != 0:
        # Out of memory: an allocation failed under the cap (Graphviz reports it, or crashes on it), or
        # the kernel's OOM killer sent SIGKILL.
        row[f"{key}_failed"] = "OOM" if (
            "memory" in ref.stderr.lower() or ref.status == -signal.SIGKILL
            or (args.dot_memory and ref.rss_mb >= 0.75 * args.dot_memory)) else "failed"
        progress(f"{argv[0]} {'ran out of memory' if row[f'{key}_failed'] == 'OOM' else 'failed'} on {name}"
                 f" after {ref.wall:.1f} s (exit status {ref.status}): {ref.stderr.strip()[:300]}")
    return row


def measure_dot(args, workdir, name, trace, timeout):
    """`ribgraph snapshot T --layout dot --format dot`, then `dot -Tsvg` of it, killed after `timeout` seconds:
    Graphviz laying out the same graph itself (keys dot, dot_rss, dot_timed_out, dot_failed)."""
    progress(f"exporting {name} as DOT…")
    dot_file = workdir / f"{name}.dot"
    run_ribgraph([args.ribgraph, "snapshot", str(trace), "--layout", "dot", "--format", "dot", "-o", str(dot_file)],
                 workdir, f"{name} (--format dot)")
    return graphviz_reference(args, workdir, [args.dot, "-Tsvg", str(dot_file), "-o", str(workdir / f"{name}.ref.svg")],
                              name, "dot", timeout)


def pinned_file(workdir, name):
    return workdir / f"{name}.pinned.dot"


def measure_floor(args, workdir, name, trace):
    """Graphviz's pinned-render floor: `ribgraph snapshot T --format dot` (the pinned graph the SVG draws, every
    node and edge with its pos), then `neato -n2 -Tsvg` of it, Graphviz only drawing what is placed and routed
    already (keys floor, floor_rss, floor_timed_out, floor_failed). The DOT file stays for measure_graphviz_routing."""
    progress(f"exporting {name} as pinned DOT…")
    pinned = pinned_file(workdir, name)
    run_ribgraph([args.ribgraph, "snapshot", str(trace), "--format", "dot", "-o", str(pinned)], workdir,
                 f"{name} (--format dot)")
    return graphviz_reference(args, workdir, [args.neato, "-n2", "-Tsvg", str(pinned), "-o",
                                              str(workdir / f"{name}.floor.svg")], name, "floor")


def measure_graphviz_routing(args, workdir, name):
    """Graphviz's own obstacle-avoiding routing on ribgraph's positions: the pinned DOT with every edge's pos
    dropped (gvpr), then `neato -n2 -Gsplines=true -Tsvg` of it, which routes each edge around the boxes
    (keys gv_route, gv_route_rss, gv_route_timed_out, gv_route_failed). The drop is checked: with an edge's pos
    left, neato would draw that route instead of routing."""
    unrouted = workdir / f"{name}.unrouted.dot"
    with open(unrouted, "wb") as out:
        dropped = subprocess.run([args.gvpr, "-c", 'E{pos=""}', str(pinned_file(workdir, name))], stdout=out)
    # A node's pos is one point; an edge's, four or more separated by spaces.
    if dropped.returncode != 0 or re.search(r'\bpos="[^"]* ', unrouted.read_text(encoding="utf-8")):
        sys.stderr.write(f"bench: gvpr left edge positions in {unrouted.name}\n")
        raise Failure(name)
    return graphviz_reference(args, workdir, [args.neato, "-n2", "-Gsplines=true", "-Tsvg", str(unrouted), "-o",
                                              str(workdir / f"{name}.routed.svg")], name, "gv_route")


def measure_router(args, workdir, name, trace):
    """ribgraph's router alone: `RouteBench T` builds the snapshot's scene once, then times its tidy-tree layout
    (with the routing pass that deepens gaps too short for their lanes) and SceneRoutes (every edge routed around
    the boxes) three times each; the fastest runs' seconds (route_layout, route) and the edge count,
    or route_killed (the timeout) when it was killed after --route-timeout seconds."""
    progress(f"routing {name} with RouteBench (timeout {args.route_timeout:g} s)…")
    run = run_measured([args.route_bench, str(trace)], workdir, timeout=args.route_timeout)
    if run.timed_out:
        return {"route_killed": args.route_timeout}
    try:
        found = json.loads((workdir / ".stdout").read_text(encoding="utf-8"))
    except ValueError:
        found = None
    if run.status != 0 or not isinstance(found, dict) or "seconds" not in found:
        sys.stderr.write(f"bench: RouteBench failed on {name} (exit status {run.status}): {run.stderr.strip()}\n")
        raise Failure(name)
    return {"route": found["seconds"], "route_edges": found["edges"], "route_layout": found.get("layout_seconds")}


def measure_routing(args, workdir, name, trace):
    """The cost of obstacle-avoiding routing on a tree case: ribgraph's router alone (with --route-bench), and
    Graphviz's on the same positions (with neato and gvpr, after the floor wrote the pinned DOT)."""
    row = {}
    if args.route_bench is not None:
        row.update(measure_router(args, workdir, name, trace))
    if args.neato is not None and args.gvpr is not None:
        row.update(measure_graphviz_routing(args, workdir, name))
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
    if args.scan_reference:
        row.update(compare_scans(args, workdir, case))
    if args.parse_bench:
        # The floor: SwiftParser alone on the same files, on every core, in the same run.
        progress(f"parsing {case['name']} with SwiftParser alone…")
        parse = run_measured([args.parse_bench, str(workdir / case["name"])], workdir)
        found = re.search(r"in (\d+) ms", parse.stderr or "")
        if parse.status == 0 and found:
            row["parse_wall"] = parse.wall
    if args.testing_bench:
        progress(f"asking RibGraphTesting about {case['name']}…")
        asked = run_measured([args.testing_bench, str(workdir / case["name"])], workdir)
        found = re.search(r"first query (\d+) ms \(scan included\), again (\d+) ms; (\d+) RIB types", asked.stderr or "")
        if asked.status != 0 or not found or int(found[3]) != case["ribs"]:
            sys.stderr.write(f"bench: TestingBench on {case['name']} exited {asked.status}\n{asked.stderr}")
            raise Failure(case["name"])
        row.update(testing_first=int(found[1]) / 1000, testing_again=int(found[2]) / 1000, testing_rss=asked.rss_mb)
    return row


def compare_scans(args, workdir, case, runs=7):
    """This build's scan and --scan-reference's (an earlier build) of the same app, alternating so that both see
    the same machine: the median wall time of each."""
    progress(f"scanning {case['name']} {runs} times with each of this build and {args.scan_reference}…")
    walls = {"ours": [], "reference": []}
    for _ in range(runs):
        for key, binary in (("ours", args.ribgraph), ("reference", args.scan_reference)):
            run = run_measured([binary, "scan", str(workdir / case["name"]), "-o", str(workdir / f"scan-{key}.json"),
                                "--quiet"], workdir)
            if run.status != 0:
                sys.stderr.write(f"bench: {binary} scan on {case['name']} exited {run.status}\n{run.stderr}")
                raise Failure(case["name"])
            walls[key].append(run.wall)
    return {"scan_median": statistics.median(walls["ours"]),
            "scan_reference_median": statistics.median(walls["reference"])}


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


def measure_churn_case(args, workdir, name, trace):
    progress(f"rendering {name}…")
    run = run_ribgraph([args.ribgraph, "snapshot", str(trace), "-o", str(workdir / f"{name}.svg"), "--verbose",
                        "--dependencies", "none"], workdir, name)
    row = {"case": name}
    row.update(stage_times(run.stderr), wall=run.wall, rss=run.rss_mb)
    return row


# --- every case -------------------------------------------------------------------------------

class Results:
    """What measure_all found: the table's rows (tree and churn cases), the scan, shared-types and viewer
    figures, whether ribgraph failed on any case, and the peak RSS a child inherits at fork."""

    def __init__(self, baseline):
        self.rows, self.failed, self.scan_row, self.shared_row, self.viewers = [], False, None, None, {}
        self.baseline = baseline


def measure_all(args, workdir, cases):
    """Every case of `cases` (generate.py's CASES_FILE) in turn; a case ribgraph fails on is marked, not fatal."""
    results = Results(run_measured([shutil.which("true") or "/bin/true"], workdir).rss_mb)
    for case in cases:
        name, kind, trace = case["name"], case["kind"], workdir / f"{case['name']}.json"
        try:
            if kind == "scan":
                results.scan_row = measure_scan_case(args, workdir, case)
                continue
            if kind == "shared":
                progress(f"scanning, drawing and diffing {name}…")
                results.shared_row = bench_shared.measure(args, workdir, case, run_ribgraph, run_measured)
                continue
            if kind == "viewer":
                results.viewers[name] = None
                results.viewers[name] = measure_viewer(args, workdir, name, trace)
                continue
            if kind == "tree":
                row = measure_tree_case(args, workdir, name, trace, case["ribs"])
                if case["ribs"] in ROUTE_SIZES:
                    row.update(measure_routing(args, workdir, name, trace))
                if case["ribs"] in METRICS_SIZES:
                    row.update(measure_metrics(args, workdir, name, trace, case["ribs"]))
                if name == DIFF_CASE:
                    row.update(measure_diff(args, workdir, name, trace))
                results.rows.append(row)
            else:
                results.rows.append(measure_churn_case(args, workdir, name, trace))
                results.viewers[name] = None
                results.viewers[name] = measure_viewer(args, workdir, name, trace)
        except Failure:
            results.failed = True
            if kind not in ("scan", "viewer", "shared"):
                results.rows.append({"case": name, "failed": True})
    return results
