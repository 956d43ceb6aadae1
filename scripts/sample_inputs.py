#!/usr/bin/env python3
"""The inputs every whole-sample check draws (check-pictures.py, soak-formats.py): the sample traces, the
end-to-end tests' SharedApp scan, and the source fixtures each check scans itself."""

import glob
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sample_traces():
    traces = sorted(glob.glob(os.path.join(ROOT, "samples", "*", "trace.json")))
    traces += [os.path.join(ROOT, "samples", "tictactoe", "recorded.json"),
               os.path.join(ROOT, "samples", "superapp", "base.json"),
               os.path.join(ROOT, "samples", "superapp", "head.json")]
    traces += sorted(glob.glob(os.path.join(ROOT, "samples", "docs", "*.ribgraph.json")))
    traces.append(os.path.join(ROOT, "Tests", "ribgraphTests", "Fixtures", "SharedApp", "trace.json"))
    return traces


def geometry_traces():
    """Hand-made traces drawn only to hold their pictures' geometry (check-pictures.py): shapes that once drew
    wrong."""
    return [os.path.join(ROOT, "Tests", "ribgraphTests", "Fixtures", "UnreachableParents", "trace.json")]


def scanned_apps():
    """(name, source folders) of every app the tests scan, each scanned whole."""
    apps = [(f"scan-{os.path.basename(d)}", [d])
            for d in sorted(glob.glob(os.path.join(ROOT, "Tests", "RibGraphScanTests", "Fixtures", "*")))
            if os.path.isdir(d)]
    apps.append(("e2e-Graph-cycle", [os.path.join(ROOT, "Tests", "ribgraphTests", "Fixtures", "Graph", "cycle")]))
    return apps


def name_of(trace):
    """samples/tictactoe/trace.json -> tictactoe-trace; a test fixture's trace -> e2e-<its folder>."""
    if os.path.basename(trace) == "trace.json" and "Tests" in trace.split(os.sep):
        return "e2e-" + os.path.basename(os.path.dirname(trace))
    parts = os.path.relpath(trace, os.path.join(ROOT, "samples")).replace(os.sep, "-")
    return parts[:-len(".json")] if parts.endswith(".json") else parts
