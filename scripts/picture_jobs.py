#!/usr/bin/env python3
"""The pictures check-pictures.py and corpus/draw-corpus.py draw, and the pool that draws and checks them.

A Job is one ribgraph command and the pictures it writes; `run_jobs` runs them one per core, then
picture_check over what they wrote. The matrices below say which pictures
a trace gets: every layout, dependency level and direction as SVG, and the HTML page (whose one inline SVG
is checked) at every dependency level and direction.
"""

import hashlib
import os
import subprocess
import sys
from concurrent.futures import ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import picture_check  # noqa: E402

LAYOUTS = ("tree", "dot", "auto")
DEPENDENCIES = ("none", "edges", "properties", "all")
DIRECTIONS = ("TB", "LR")
WORKERS = os.cpu_count() or 2
"""The commands and checks run at once: both are CPU-bound."""


@dataclass
class Job:
    """One ribgraph run: `args` after the binary, `outputs` the pictures it writes (a folder: its *.svg)."""

    name: str
    args: list
    outputs: list
    group: str = ""  # what the job is summed under (an app, a sample)


@dataclass
class Outcome:
    name: str
    group: str
    totals: picture_check.Totals
    lines: list = field(default_factory=list)  # problems, in the checker's words
    failure: str = ""  # the command failed: its status and standard error


def snapshot_jobs(trace, out_dir, group, html=True, extra=()):
    """Every layout x dependency level (every tunnel too) x direction of `trace` as SVG, and its HTML page at every
    dependency level and direction (the page draws its own stable picture, whatever --layout says)."""
    jobs = []
    for layout in LAYOUTS:
        for deps in DEPENDENCIES:
            for direction in DIRECTIONS:
                out = os.path.join(out_dir, f"snapshot-{layout}-{deps}-{direction}.svg")
                jobs.append(Job(f"{group}: snapshot --layout {layout} --dependencies {deps} --direction {direction}",
                                ["snapshot", trace, "-o", out, "--layout", layout, "--dependencies", deps,
                                 "--direction", direction, *extra], [out], group))
        # Every tunnel (not only those over the rule's limit), so that each trace with one draws some.
        for direction in DIRECTIONS:
            out = os.path.join(out_dir, f"snapshot-{layout}-tunnels-{direction}.svg")
            jobs.append(Job(f"{group}: snapshot --layout {layout} --dependencies tunnels --tunnels all "
                            f"--direction {direction}",
                            ["snapshot", trace, "-o", out, "--layout", layout, "--dependencies", "tunnels",
                             "--tunnels", "all", "--direction", direction, *extra], [out], group))
    if html:
        for deps in DEPENDENCIES:
            for direction in DIRECTIONS:
                out = os.path.join(out_dir, f"page-{deps}-{direction}.html")
                jobs.append(Job(f"{group}: snapshot --format html --dependencies {deps} --direction {direction}",
                                ["snapshot", trace, "-o", out, "--format", "html", "--dependencies", deps,
                                 "--direction", direction, *extra], [out], group))
    return jobs


def diff_jobs(base, head, out_dir, group, png=False):
    """The diff picture of base -> head: the changed part's context and in full, both directions, and the
    changed part with every dependency edge."""
    jobs = []
    variants = [(context, "edges", direction) for context in ("changes", "full") for direction in DIRECTIONS]
    variants.append(("changes", "all", "auto"))
    for context, deps, direction in variants:
        out = os.path.join(out_dir, f"diff-{context}-{deps}-{direction}.svg")
        jobs.append(Job(f"{group}: diff --context {context} --dependencies {deps} --direction {direction}",
                        ["diff", base, head, "-o", out, "--context", context, "--dependencies", deps,
                         "--direction", direction, "--config", "none"], [out], group))
    if png:
        out = os.path.join(out_dir, "look-diff.png")
        jobs.append(Job(f"{group}: diff (png, for looking)", ["diff", base, head, "-o", out, "--config", "none"],
                        [], group))
    return jobs


def pictures_of(output):
    """The files to check for one output: the file, or a folder's SVG pictures."""
    if os.path.isdir(output):
        return sorted(os.path.join(output, f) for f in os.listdir(output) if f.endswith(".svg"))
    return [output]


def render(ribgraph, job):
    """Runs one job's command (in a worker process); a message when it fails, else None."""
    result = subprocess.run([ribgraph, *job.args], capture_output=True, text=True)
    if result.returncode != 0:
        return f"{job.name}: exit {result.returncode}: {result.stderr.strip()[:400]}"
    return None


def check(path):
    """picture_check's report on one file (in a worker process), or the reason it cannot be read."""
    try:
        return picture_check.check_file(path)
    except picture_check.UnreadablePicture as error:
        return f"{path}: cannot read the picture: {error}"


def digest(path):
    with open(path, "rb") as file:
        return hashlib.sha256(file.read()).hexdigest()


def run_jobs(ribgraph, jobs, workers=WORKERS):
    """Runs every job, `workers` at a time, then checks what they wrote: each distinct picture once (many
    options draw the same bytes on a small trace), its report counted for every file that holds it.
    Returns the outcomes in the jobs' order."""
    with ProcessPoolExecutor(max_workers=workers) as pool:
        failures = list(pool.map(render, [ribgraph] * len(jobs), jobs, chunksize=1))
        pictures = {job.name: [p for output in job.outputs for p in pictures_of(output)]
                    for job, failure in zip(jobs, failures) if not failure}
        first = {}  # digest -> the first file with those bytes
        digests = {}
        for paths in pictures.values():
            for path in paths:
                digests[path] = digest(path)
                first.setdefault(digests[path], path)
        checked = dict(zip(first.values(), pool.map(check, list(first.values()), chunksize=4)))
    outcomes = []
    for job, failure in zip(jobs, failures):
        outcome = Outcome(job.name, job.group, picture_check.Totals(), [], failure or "")
        for path in pictures.get(job.name, []):
            found = checked[first[digests[path]]]
            if isinstance(found, str):
                outcome.totals.unreadable += 1
                outcome.lines.append(found.replace(first[digests[path]], path, 1))
                continue
            report = picture_check.Report(path, found.problems)
            outcome.totals.add(report)
            outcome.lines += report.messages()
        outcomes.append(outcome)
    return outcomes


@dataclass
class Scan:
    """One `ribgraph scan PATHS -o OUT` (paths relative to `cwd`, when given)."""

    name: str
    paths: list
    out: str
    excludes: list = field(default_factory=list)
    cwd: str = None
    app: str = None


def run_scan(ribgraph, scan):
    """Runs one scan; an error message naming it, or None."""
    args = [ribgraph, "scan", *scan.paths, "-o", scan.out, "--config", "none", "--quiet"]
    for pattern in scan.excludes:
        args += ["--exclude", pattern]
    if scan.app:
        args += ["--app", scan.app]
    result = subprocess.run(args, capture_output=True, text=True, cwd=scan.cwd)
    if result.returncode != 0:
        return f"{scan.name}: scan {' '.join(scan.paths)}: exit {result.returncode}: {result.stderr.strip()[:400]}"
    return None


def scan_then(ribgraph, draws, errors, workers=WORKERS):
    """Runs every scan the draws need, `workers` at a time, and returns the jobs of the draws whose scans
    all worked. `draws`: (the scans a group of jobs reads, those jobs); `errors` gains each failed scan."""
    scans = [scan for needs, _ in draws for scan in needs]
    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(lambda scan: run_scan(ribgraph, scan), scans))
    failed = set()
    for scan, error in zip(scans, results):
        if error:
            errors.append(error)
            failed.add(scan.out)
    return [job for needs, jobs in draws if not any(scan.out in failed for scan in needs) for job in jobs]


def binary(path, tool):
    """The ribgraph binary's absolute path; exits 2, saying so, when there is none."""
    if not os.access(path, os.X_OK):
        print(f"{tool}: no ribgraph binary at {path} (swift build first)", file=sys.stderr)
        sys.exit(2)
    return os.path.abspath(path)


def finish(outcomes, errors, work, seconds, tool, every_group, where):
    """Prints each problem (paths relative to `work`), each failed command (`errors` and the outcomes'),
    a line per group (every one, or those with problems), the time and the summary. Returns the exit
    status: 2 when a picture could not be read, 1 on any problem or failed command, else 0."""
    totals = picture_check.Totals()
    per_group = {}
    for outcome in outcomes:
        totals.merge(outcome.totals)
        per_group.setdefault(outcome.group, picture_check.Totals()).merge(outcome.totals)
        if outcome.failure:
            errors.append(outcome.failure)
        for line in outcome.lines:
            print(line.replace(work + os.sep, ""))
    for line in errors:
        print(f"{tool}: failed: {line}")
    print("per picture set:" if every_group else "per picture set, those with problems:")
    for group, group_totals in per_group.items():
        if every_group or group_totals.problems or group_totals.unreadable:
            print(f"  {group}: {group_totals.summary()}")
    print(f"{tool}: {len(outcomes)} commands, {seconds:.0f} s" + (f", {where}" if where else ""))
    print(totals.summary() + (f", {len(errors)} commands failed" if errors else ""))
    if totals.unreadable:
        return 2
    return 1 if totals.problems or errors else 0
