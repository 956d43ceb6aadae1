#!/usr/bin/env python3
"""Draw every sample and fixture picture with a ribgraph binary, and hold each to picture_check.py (issue 27).

    python3 scripts/check-pictures.py --ribgraph .build/debug/ribgraph [--keep DIR] [--verbose]

Into a temporary folder (or DIR with --keep), it draws:
- every sample trace (samples/*/trace.json, samples/tictactoe/recorded.json, samples/superapp/base.json and
  head.json, samples/docs/*.ribgraph.json), the end-to-end tests' SharedApp scan, the hand-made
  UnreachableParents trace (viewless parents in the group of unattached RIB types), and a scan of every
  scanner fixture (Tests/RibGraphScanTests/Fixtures/*) and of Graph/cycle (an unreachable RIB), each in
  every --layout, --dependencies level and direction as SVG, and as the HTML page;
- compare of samples/vertical against samples/flattened, both directions;
- flatten of samples/vertical and of the fosdem scan (samples/fosdem/scan.json), both directions;
- frames (every dependency edge) of the tictactoe recordings, and one in 40 of superapp's;
- the diff pictures: superapp base -> head, Graph/reuse, and every pull-request fixture
  (Tests/ribgraphTests/Fixtures/PullRequests/*/{base,head}, scanned), with the changed part's context
  and in full, both directions.
Then it prints each problem, a line per sample with problems, and the summary
`N pictures: N crossings, N overlaps, N labels on boxes, N edges without arrowhead, N shared lanes, N labels
crossed`, every layout held to every rule.
Exit status: 0 all clean; 1 a problem or a command that failed; 2 unreadable pictures or a missing binary.
"""

import argparse
import glob
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import picture_jobs  # noqa: E402
from sample_inputs import ROOT, geometry_traces, name_of, sample_traces, scanned_apps  # noqa: E402


def build_jobs(ribgraph, work, errors):
    """Scans the fixtures (one per core), then lists every picture to draw."""
    draws = [([], [])]  # (the scans a group of jobs reads, those jobs); the first group reads none
    jobs = draws[0][1]
    for trace in sample_traces() + geometry_traces():
        name = name_of(trace)
        out = os.path.join(work, name)
        os.makedirs(out)
        jobs += picture_jobs.snapshot_jobs(trace, out, name)
    traces = os.path.join(work, "traces")
    os.makedirs(traces)
    for name, paths in scanned_apps():
        scan = picture_jobs.Scan(name, paths, os.path.join(traces, name + ".json"))
        out = os.path.join(work, name)
        os.makedirs(out)
        draws.append(([scan], picture_jobs.snapshot_jobs(scan.out, out, name)))
    samples = os.path.join(ROOT, "samples")
    out = os.path.join(work, "compare")
    os.makedirs(out)
    for direction in picture_jobs.DIRECTIONS:
        svg = os.path.join(out, f"vertical-vs-flattened-{direction}.svg")
        jobs.append(picture_jobs.Job(
            f"compare vertical flattened --direction {direction}",
            ["compare", os.path.join(samples, "vertical", "trace.json"),
             os.path.join(samples, "flattened", "trace.json"), "-o", svg, "--direction", direction],
            [svg], "compare"))
    # flatten's picture: today beside the proposal, as compare draws them, with the proposal's marks
    out = os.path.join(work, "flatten")
    os.makedirs(out)
    for trace in ("vertical/trace.json", "fosdem/scan.json"):
        for direction in picture_jobs.DIRECTIONS:
            svg = os.path.join(out, f"{trace.split('/')[0]}-{direction}.svg")
            jobs.append(picture_jobs.Job(
                f"flatten {trace} --direction {direction}",
                ["flatten", os.path.join(samples, trace), "-o", svg, "--direction", direction], [svg], "flatten"))
    # every frame of the two small recordings; one in 40 of superapp's 422 events
    for trace, every in (("tictactoe/recorded.json", 1), ("tictactoe/trace.json", 1), ("superapp/base.json", 40)):
        name = "frames-" + trace.replace("/", "-")[:-len(".json")]
        folder = os.path.join(work, name)
        jobs.append(picture_jobs.Job(f"frames {trace} --every {every}",
                                     ["frames", os.path.join(samples, trace), "-o", folder, "--dependencies", "all",
                                      "--every", str(every)], [folder], name))
    out = os.path.join(work, "diff-superapp")
    os.makedirs(out)
    jobs += picture_jobs.diff_jobs(os.path.join(samples, "superapp", "base.json"),
                                   os.path.join(samples, "superapp", "head.json"), out, "diff-superapp")
    fixtures = os.path.join(ROOT, "Tests", "ribgraphTests", "Fixtures")
    reuse = os.path.join(fixtures, "Graph", "reuse")
    pulls = [("reuse", [os.path.join(reuse, "common"), os.path.join(reuse, "base")],
              [os.path.join(reuse, "common"), os.path.join(reuse, "head")])]
    pulls += [(os.path.basename(d), [os.path.join(d, "base")], [os.path.join(d, "head")])
              for d in sorted(glob.glob(os.path.join(fixtures, "PullRequests", "*"))) if os.path.isdir(d)]
    for name, base_paths, head_paths in pulls:
        group = f"diff-{name}"
        sides = [picture_jobs.Scan(f"{group} base", base_paths, os.path.join(traces, group + "-base.json")),
                 picture_jobs.Scan(f"{group} head", head_paths, os.path.join(traces, group + "-head.json"))]
        out = os.path.join(work, group)
        os.makedirs(out)
        draws.append((sides, picture_jobs.diff_jobs(sides[0].out, sides[1].out, out, group)))
    return picture_jobs.scan_then(ribgraph, draws, errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ribgraph", default=os.path.join(ROOT, ".build", "debug", "ribgraph"))
    parser.add_argument("--keep", metavar="DIR", help="draw into DIR (new or empty) and keep the pictures")
    parser.add_argument("--verbose", action="store_true", help="print each command's outcome")
    args = parser.parse_args()
    ribgraph = picture_jobs.binary(args.ribgraph, "check-pictures")
    started = time.monotonic()
    if args.keep:
        os.makedirs(args.keep, exist_ok=True)
        if os.listdir(args.keep):
            print(f"check-pictures: {args.keep} is not empty", file=sys.stderr)
            return 2
        work = os.path.abspath(args.keep)
    else:
        work = tempfile.mkdtemp(prefix="check-pictures-")
    try:
        errors = []
        jobs = build_jobs(ribgraph, work, errors)
        outcomes = picture_jobs.run_jobs(ribgraph, jobs)
    finally:
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
    if args.verbose:
        for outcome in outcomes:
            print(f"  {outcome.name}: {outcome.totals.summary()}", file=sys.stderr)
    return picture_jobs.finish(outcomes, errors, work, time.monotonic() - started, "check-pictures",
                               every_group=False, where=f"pictures kept in {work}" if args.keep else "")


if __name__ == "__main__":
    sys.exit(main())
