#!/usr/bin/env python3
"""A generated RIBs app whose RIB types are shared: several parents attach the same type, as production apps
reuse a login screen, a web view or a product detail. `make bench` scans the 1,000-RIB one (scripts/bench/);
samples/shared is the 40-RIB one, scanned (`make samples-shared` regenerates it).

shared_parents(n, shared, parent_counts, seed) gives each RIB the list of RIBs that attach it:
  - a tree first: RIB i (i >= 1) under RIB (i - 1) // FANOUT, FANOUT = 4 for 1,000 RIBs (5 levels), 3 for 40;
  - then `shared` RIB types, drawn at random from the later half of the RIBs, each get further parents until
    they have a number drawn uniformly from `parent_counts` (inclusive), each further parent a random RIB
    created before it. Parents always come before their children, so the graph has no cycle.
The files are bench_scan's (five per RIB, the Xcode template's layout); a RIB with several parents asks its
Dependency only for the session every component passes down.

Usage: python3 scripts/bench/shared_app.py FOLDER [--ribs 40 --shared 12 --parents 2-4 --seed 7]
"""

import argparse
import random
import sys
from pathlib import Path

import bench_scan


def shared_parents(n, shared, parent_counts, seed, among=None):
    """parents_of[i]: every RIB attaching RIB i, its tree parent first; the shared ones drawn from `among`
    (default: the later half)."""
    rng = random.Random(seed)
    fanout = 4 if n > 100 else 3
    parents_of = [[]] + [[(i - 1) // fanout] for i in range(1, n)]
    low, high = parent_counts
    for child in sorted(rng.sample(among or range(max(high, n // 2), n), shared)):
        wanted = rng.randint(low, high)
        candidates = [p for p in range(child) if p not in parents_of[child]]
        parents_of[child] += sorted(rng.sample(candidates, wanted - len(parents_of[child])))
    return parents_of


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--ribs", type=int, default=40)
    parser.add_argument("--shared", type=int, default=12)
    parser.add_argument("--parents", default="2-4", help="how many parents a shared type has, LOW-HIGH")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    low, high = map(int, args.parents.split("-"))
    counts = bench_scan.generate_app(args.folder, shared_parents(args.ribs, args.shared, (low, high), args.seed))
    sys.stderr.write(f"shared_app: {counts['ribs']} RIBs, {counts['edges']} routes in {args.folder}\n")


if __name__ == "__main__":
    main(sys.argv[1:])
