#!/usr/bin/env python3
"""Draw every sample and fixture in every output format many times over, and fail on any run a signal ended.

    python3 scripts/soak-formats.py --ribgraph .build/debug/ribgraph --runs 20     (a quick run by hand)
    python3 scripts/soak-formats.py --ribgraph .build/release/ribgraph --runs 200  (make soak-formats)

A crash that depends on what memory happens to hold shows on some runs only (Graphviz 2.42's xdot renderer
read a dead stack frame on 2 runs in 5: docs/development.md, "Graphviz defects worked around"), so each
picture is drawn `--runs` times, each time by a new process. The pictures: `snapshot` of every sample trace
and of a scan of every source fixture (scripts/sample_inputs.py) in svg, png, pdf, dot, json and html; `diff`
of superapp's base and head, `compare` of vertical and flattened and `flatten` of vertical in each of their
formats. Runs go one per core.

Prints a line per picture that failed (runs ended by a signal, named, and runs that exited non-zero) and
the summary `N runs: N killed by a signal, N failed`. Exit status: 0 when every run exited 0; 1 when a run
was killed by a signal or failed; 2 when the binary is missing or a fixture cannot be scanned.
"""

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import picture_jobs  # noqa: E402
from sample_inputs import ROOT, name_of, sample_traces, scanned_apps  # noqa: E402

SNAPSHOT_FORMATS = ("svg", "png", "pdf", "dot", "json", "html")
PICTURE_FORMATS = ("svg", "png", "pdf", "dot", "json")


def signal_name(number):
    """SIGSEGV for 11; the number itself for a signal Python does not name."""
    try:
        return signal.Signals(number).name
    except ValueError:
        return f"signal {number}"


def pictures(traces):
    """(name, arguments with OUT where the output goes, format) of every picture to draw."""
    found = []
    for name, trace in traces:
        found += [(f"snapshot {name}", ["snapshot", trace, "-o", "OUT"], f) for f in SNAPSHOT_FORMATS]
    samples = os.path.join(ROOT, "samples")
    base, head = (os.path.join(samples, "superapp", side + ".json") for side in ("base", "head"))
    vertical = os.path.join(samples, "vertical", "trace.json")
    flattened = os.path.join(samples, "flattened", "trace.json")
    for f in PICTURE_FORMATS:
        found.append(("diff superapp", ["diff", base, head, "-o", "OUT"], f))
        found.append(("compare vertical flattened", ["compare", vertical, flattened, "-o", "OUT"], f))
        found.append(("flatten vertical", ["flatten", vertical, "-o", "OUT"], f))
    return found


def draw(ribgraph, work, picture, run):
    """One run of `picture`: its exit status (negative: the signal that ended it) and standard error."""
    name, arguments, fmt = picture
    out = os.path.join(work, f"run-{run}-{abs(hash((name, fmt)))}.{fmt}")
    args = [ribgraph] + [out if a == "OUT" else a for a in arguments] + ["--format", fmt]
    result = subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, errors="replace")
    if os.path.isdir(out):
        shutil.rmtree(out, ignore_errors=True)
    elif os.path.exists(out):
        os.remove(out)
    return result.returncode, result.stderr


def scan_fixtures(ribgraph, work):
    """Scans every source fixture once; (name, trace) of each. Exits 2 when a scan fails."""
    traces = []
    for name, paths in scanned_apps():
        scan = picture_jobs.Scan(name, paths, os.path.join(work, name + ".json"))
        error = picture_jobs.run_scan(ribgraph, scan)
        if error:
            print(f"soak-formats: {error}", file=sys.stderr)
            sys.exit(2)
        traces.append((name, scan.out))
    return traces


def soak(ribgraph, runs, work, workers, formats):
    """Runs every picture in one of `formats` `runs` times; {(name, format): Counter of outcomes}, outcomes being
    'ok', a signal's name or 'exit N', and the first standard error of each failed outcome."""
    traces = [(name_of(t), t) for t in sample_traces()] + scan_fixtures(ribgraph, work)
    chosen = [picture for picture in pictures(traces) if picture[2] in formats]
    jobs = [(picture, run) for run in range(runs) for picture in chosen]
    tally, first_error = {}, {}
    with ThreadPoolExecutor(max_workers=workers) as pool:
        outcomes = pool.map(lambda job: draw(ribgraph, work, *job), jobs)
        for done, ((picture, _), (status, stderr)) in enumerate(zip(jobs, outcomes), start=1):
            if done % 1000 == 0:
                print(f"soak-formats: {done} of {len(jobs)} runs", file=sys.stderr, flush=True)
            key = (picture[0], picture[2])
            outcome = "ok" if status == 0 else signal_name(-status) if status < 0 else f"exit {status}"
            tally.setdefault(key, Counter())[outcome] += 1
            if outcome != "ok":
                first_error.setdefault((key, outcome), stderr.strip()[:300])
    return tally, first_error


def report(tally, first_error, runs):
    """Prints each picture that failed and the summary; the exit status."""
    killed = failed = total = 0
    for (name, fmt), outcomes in sorted(tally.items()):
        total += sum(outcomes.values())
        for outcome, count in sorted(outcomes.items()):
            if outcome == "ok":
                continue
            if outcome.startswith("exit "):
                failed += count
            else:
                killed += count
            error = first_error.get(((name, fmt), outcome), "")
            print(f"{name} --format {fmt}: {outcome} in {count} of {runs} runs" + (f": {error}" if error else ""))
    print(f"{total} runs of {len(tally)} pictures: {killed} killed by a signal, {failed} failed")
    return 1 if killed or failed else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ribgraph", default=os.path.join(ROOT, ".build", "debug", "ribgraph"))
    parser.add_argument("--runs", type=int, default=20, help="how many times each picture is drawn")
    parser.add_argument("--workers", type=int, default=picture_jobs.WORKERS)
    parser.add_argument("--formats", default=",".join(SNAPSHOT_FORMATS),
                        help="the formats to draw, comma-separated (default: every one)")
    args = parser.parse_args()
    ribgraph = picture_jobs.binary(args.ribgraph, "soak-formats")
    started = time.monotonic()
    work = tempfile.mkdtemp(prefix="soak-formats-")
    try:
        tally, first_error = soak(ribgraph, args.runs, work, args.workers, args.formats.split(","))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"soak-formats: {time.monotonic() - started:.0f} s", file=sys.stderr)
    return report(tally, first_error, args.runs)


if __name__ == "__main__":
    sys.exit(main())
