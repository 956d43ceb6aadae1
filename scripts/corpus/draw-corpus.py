#!/usr/bin/env python3
"""Draw the public RIBs apps of the corpus and their real pull requests, and hold every picture to
picture_check.py (issue 27).

    python3 scripts/corpus/draw-corpus.py --ribgraph BIN --corpus-root /work/corpus --out DIR [--png]

For each truth file scripts/corpus/<app>.json whose checkout is under --corpus-root (`checkout` key, else
the file's stem), it scans the app as score-scan.py does (its `paths` and `excludes`, `--app <stem>`) into
DIR/<app>/trace.json, then draws it as check-pictures.py draws a sample: every --layout, --dependencies
level and direction as SVG, and the HTML page. For each pull request of scripts/corpus/pull-requests.json,
it scans `<corpus-root>/pulls/<id>/base` and `.../head` the same way and draws the diff (the changed part's
context and in full, both directions) into DIR/pulls/<id>/. scripts/corpus/checkout.py writes the checkouts.

With --png it also draws, for looking, each app's default snapshot and its tidy tree, and each diff, as PNG.
Then it prints each problem, a line per app and per pull request, and the total, in picture_check's words.
DIR must be new or empty, or a folder an earlier run wrote (it holds `.draw-corpus`), which is then
replaced; run it again with another binary into another DIR to compare. Exit status: 0 all clean, 1 a
problem or a failed command, 2 a missing checkout, binary or unreadable picture.
"""

import argparse
import os
import shutil
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))
import corpus_files  # noqa: E402
import picture_jobs  # noqa: E402

MARKER = ".draw-corpus"


def prepare(out):
    if os.path.exists(out) and os.listdir(out):
        if not os.path.exists(os.path.join(out, MARKER)):
            raise SystemExit(f"draw-corpus: {out} is neither empty nor an earlier run's folder (no {MARKER})")
        shutil.rmtree(out)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, MARKER), "w") as file:
        file.write("written by scripts/corpus/draw-corpus.py; replaced whole by its next run into this folder\n")


def png_jobs(trace, out, group):
    jobs = []
    for layout in ("auto", "tree"):
        png = os.path.join(out, f"look-{layout}.png")
        jobs.append(picture_jobs.Job(f"{group}: snapshot --layout {layout} (png, for looking)",
                                     ["snapshot", trace, "-o", png, "--layout", layout], [], group))
    return jobs


def build_jobs(ribgraph, corpus_root, out, png, errors):
    """Scans every app and both sides of every pull request (one per core), then lists what to draw."""
    draws = []  # (the scans a group of jobs reads, those jobs)
    by_name = {}
    for stem, checkout, truth in corpus_files.apps():
        by_name[stem] = by_name[checkout] = truth
        folder = os.path.join(corpus_root, checkout)
        if not os.path.isdir(folder):
            errors.append(f"{stem}: no checkout at {folder} (scripts/corpus/checkout.py writes it)")
            continue
        app_out = os.path.join(out, stem)
        os.makedirs(app_out)
        scan = picture_jobs.Scan(stem, truth["paths"], os.path.join(app_out, "trace.json"),
                                 truth.get("excludes", []), cwd=folder, app=stem)
        jobs = picture_jobs.snapshot_jobs(scan.out, app_out, stem) + (png_jobs(scan.out, app_out, stem) if png else [])
        draws.append(([scan], jobs))
    for pull in corpus_files.pull_requests():
        truth = by_name[pull["checkout"]]
        pull_out = os.path.join(out, "pulls", pull["id"])
        folders = [os.path.join(corpus_root, "pulls", pull["id"], side) for side in ("base", "head")]
        if not all(os.path.isdir(folder) for folder in folders):
            errors.append(f"{pull['id']}: no checkout at {folders[0]} or {folders[1]} (checkout.py writes them)")
            continue
        os.makedirs(pull_out)
        sides = [picture_jobs.Scan(f"{pull['id']} {side}", truth["paths"], os.path.join(pull_out, f"{side}.json"),
                                   truth.get("excludes", []), cwd=folder, app=pull["checkout"])
                 for side, folder in zip(("base", "head"), folders)]
        draws.append((sides, picture_jobs.diff_jobs(sides[0].out, sides[1].out, pull_out, pull["id"], png=png)))
    return picture_jobs.scan_then(ribgraph, draws, errors)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ribgraph", required=True)
    parser.add_argument("--corpus-root", default="/work/corpus")
    parser.add_argument("--out", required=True, help="where the traces and pictures go (kept)")
    parser.add_argument("--png", action="store_true", help="also draw PNGs to look at")
    args = parser.parse_args()
    ribgraph = picture_jobs.binary(args.ribgraph, "draw-corpus")
    out = os.path.abspath(args.out)
    prepare(out)
    started = time.monotonic()
    errors = []
    jobs = build_jobs(ribgraph, os.path.abspath(args.corpus_root), out, args.png, errors)
    outcomes = picture_jobs.run_jobs(ribgraph, jobs)
    missing = any("no checkout" in e for e in errors)
    status = picture_jobs.finish(outcomes, errors, out, time.monotonic() - started, "draw-corpus",
                                 every_group=True, where=f"pictures in {out}")
    return 2 if missing else status


if __name__ == "__main__":
    sys.exit(main())
