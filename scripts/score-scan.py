#!/usr/bin/env python3
"""Score `ribgraph scan` against hand-read ground truth of real RIBs apps.

    python3 scripts/score-scan.py --truth scripts/corpus/X.json --trace scanned.json
    python3 scripts/score-scan.py --all --corpus-root /work/corpus --ribgraph .build/release/ribgraph

A truth file (scripts/corpus/<app>.json) records what a reader found in the app's sources:

    {"repo": "owner/name", "commit": "<sha>", "checkout": "<dir under --corpus-root, default: file stem>",
     "paths": ["paths to scan, relative to the checkout"], "excludes": ["--exclude globs"],
     "ribs": [{"name": "Home", "viewful": true, "root": true}],
     "routes": [["Home", "Settings"], ["Home", "Profile", ["push"]]],
     "presentationNotes": {"Home>Profile": "why, for anything unusual"},
     "providers": [{"dependency": "SettingsDependency", "property": "api", "providedBy": "RootComponent",
                    "parent": "Home"  (optional: only edges drawn from that parent RIB)}],
     "notes": "..."}

A RIB name is its builder's class name without `Builder` (needle-only apps: the component's without
`Component`). When two modules declare the same name, the truth may write `Module.Name`; otherwise names
are compared without module qualification. `providedBy` may be a list of acceptable components.

A route's optional third element lists how the parent shows the child, read from the router and its view controller:
`push`, `present`, `embed`, `tab`, `root`, `none` (a viewless child) or `unknown`; a pair without it has no presentation
truth. For those routes the scan's `routes[].presentation` (a list of those strings, or one string) is scored: right only
when the two sets are equal; a missing field or a scanned `unknown` is wrong. `--min-presentation 0.95` exits 1 when the
share of right ones, over every app scored, is below it.

Both trace shapes are read: version 1 source traces (one entry per place in the tree, ids `Name#2`, a
`routes` entry per node) and version 2 (one entry per RIB type, ids possibly `Module.Name`, each route
once, `dependencies[].parent`). Ids lose their `#N` suffix and are deduplicated.
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

HASH_SUFFIX = re.compile(r"#\d+$")


def strip_hash(s):
    return HASH_SUFFIX.sub("", s) if isinstance(s, str) else s


def plain(s):
    """`Module.Name` -> `Name` (also for component types)."""
    s = strip_hash(s)
    return s.rsplit(".", 1)[-1] if s else s


class Scan:
    """What a trace says, reduced to names."""

    def __init__(self, trace, truth_names):
        self.version = trace.get("version")
        ribs = trace.get("ribs", [])
        qualified_truth = {n for n in truth_names if "." in n}
        self.id_to_name = {}
        self.types = {}  # canonical name -> rib entry (first seen)
        self.type_ids = {}  # canonical name -> set of distinct stripped ids
        self.type_decls = {}  # canonical name -> set of distinct declaring files (builder class places)
        for r in ribs:
            rid = r["id"]
            sid = strip_hash(rid)
            name = strip_hash(r.get("name", sid))
            if "." in name and sid == name:  # a v2 qualified id without a name
                name = plain(name)
            canon = sid if sid in qualified_truth else name
            self.id_to_name[rid] = canon
            self.id_to_name[sid] = canon
            self.types.setdefault(canon, r)
            self.type_ids.setdefault(canon, set()).add(sid)
            if r.get("declaredIn"):
                # version 1 lists copies of one type as Name#2 with the same declaredIn; a different file means
                # a different type of the same name (a demo or sample app's RootBuilder, another module's)
                self.type_decls.setdefault(canon, set()).add(r["declaredIn"].rsplit(":", 1)[0])
        # routes
        self.routes = set()
        self.presentations = {}  # (parent, child) -> set of presentation strings, over every scanned copy of the route
        self.presentation_reasons = {}
        for rt in trace.get("routes", []) or []:
            p, c = self.id_to_name.get(rt["parent"]), self.id_to_name.get(rt["child"])
            if p and c:
                self.routes.add((p, c))
                if "presentation" in rt and rt["presentation"] is not None:
                    got = rt["presentation"]
                    got = [got] if isinstance(got, str) else list(got)
                    self.presentations.setdefault((p, c), set()).update(got)
                if rt.get("presentationReason"):
                    self.presentation_reasons.setdefault((p, c), rt["presentationReason"])
        children = {c for _, c in self.routes}
        # roots: v1 attaches with a null parent; else RIBs that are nobody's child
        roots = []
        for ev in trace.get("events", []) or []:
            if isinstance(ev, list):
                kind, parent, child = ev[2], ev[3], ev[4]
                if kind in ("a", "attach") and parent is None:
                    roots.append(self.id_to_name.get(ribs[child]["id"]) if isinstance(child, int) else self.id_to_name.get(child))
            else:
                if ev.get("kind") == "attach" and ev.get("parent") is None:
                    roots.append(self.id_to_name.get(ev["child"]))
        if not trace.get("events"):
            roots = [n for n in self.types if n not in children]
        self.roots = []
        for r in roots:
            if r and r not in self.roots:
                self.roots.append(r)
        # dependencies: (dependency protocol) -> list of (parent name, child name, component, {prop: providedBy})
        self.deps = {}
        for d in trace.get("dependencies", []) or []:
            dep = plain(d["dependency"])
            parent = d.get("parent") or d.get("provider")
            parent = self.id_to_name.get(parent, plain(parent) if parent else None)
            props = {}
            for p in d.get("properties", []) or []:
                props.setdefault(p["name"], set()).add(plain(p.get("providedBy")) if p.get("providedBy") else None)
            self.deps.setdefault(dep, []).append(
                {"child": self.id_to_name.get(d["child"], strip_hash(d["child"])), "parent": parent,
                 "component": plain(d.get("component")), "props": props})


def score(truth, trace):
    truth_ribs = {r["name"]: r for r in truth["ribs"]}
    scan = Scan(trace, truth_ribs.keys())
    res = {"app": truth.get("app") or truth["repo"], "misses": []}
    miss = res["misses"].append

    # RIB types
    found = [n for n in truth_ribs if n in scan.types]
    extra = sorted(n for n in scan.types if n not in truth_ribs)
    def ntypes(n):
        return max(len(scan.type_ids[n]), len(scan.type_decls.get(n, ())))
    dup = sorted(n for n in scan.types if ntypes(n) > 1 and n in truth_ribs)
    scanned_types = sum(ntypes(n) for n in scan.types)
    res["ribs"] = {"truth": len(truth_ribs), "scanned": scanned_types, "found": len(found),
                   "extra": extra + [f"{n} (another type of this name)" for n in dup for _ in range(ntypes(n) - 1)],
                   "duplicated": dup}
    for n in truth_ribs:
        if n not in scan.types:
            miss(f"RIB missing: {n}")
    for n in extra:
        miss(f"RIB extra (not in the app): {n} ({scan.types[n].get('declaredIn', '?')})")
    for n in dup:
        where = sorted(scan.type_decls.get(n, ())) if len(scan.type_decls.get(n, ())) > 1 else sorted(scan.type_ids[n])
        miss(f"RIB extra: {ntypes(n)} types named {n}, the app has one: {where}")

    # viewful
    vright = 0
    for n in found:
        want = bool(truth_ribs[n].get("viewful"))
        got = "view" in scan.types[n]
        if want == got:
            vright += 1
        else:
            miss(f"viewful wrong: {n} is {'viewful' if want else 'viewless'}, scan says {'viewful' if got else 'viewless'}")
    res["viewful"] = {"checked": len(found), "right": vright}

    # roots
    truth_roots = [n for n, r in truth_ribs.items() if r.get("root")]
    res["roots"] = {"truth": truth_roots, "scanned": scan.roots}
    for n in truth_roots:
        if n not in scan.roots:
            miss(f"root not a scanned root: {n} (scanned roots: {scan.roots})")
    for n in scan.roots:
        if n in truth_ribs and n not in truth_roots and not truth_ribs[n].get("unattached"):
            miss(f"extra root (nothing attaches it in the scan): {n}")

    # routes
    truth_routes = {(r[0], r[1]) for r in truth["routes"]}
    scanned_routes = {r for r in scan.routes}
    tp = truth_routes & scanned_routes
    res["routes"] = {"truth": len(truth_routes), "scanned": len(scanned_routes), "tp": len(tp)}
    for r in sorted(truth_routes - scanned_routes):
        miss(f"route missing: {r[0]} -> {r[1]}")
    for r in sorted(scanned_routes - truth_routes):
        miss(f"route extra: {r[0]} -> {r[1]}")

    # presentations: only routes whose truth has a third element
    res["presentations"] = score_presentations(truth, scan)

    # providers
    pright = 0
    for p in truth.get("providers", []):
        want = p["providedBy"]
        want = set(want) if isinstance(want, list) else {want}
        want = {plain(w) for w in want}
        edges = scan.deps.get(plain(p["dependency"]), [])
        if p.get("parent"):
            edges = [e for e in edges if e["parent"] == p["parent"]]
        got = set()
        for e in edges:
            got |= e["props"].get(p["property"], {"<property not listed>"})
        label = f"{p['dependency']}.{p['property']}" + (f" (under {p['parent']})" if p.get("parent") else "")
        if not edges:
            miss(f"provider: {label}: no dependency edge for {p['dependency']} in the scan (truth {sorted(want)})")
        elif got and got <= want:
            pright += 1
        else:
            shown = sorted("unresolved" if g is None else g for g in got)
            miss(f"provider wrong: {label}: truth {sorted(want)}, scan {shown}")
    res["providers"] = {"checked": len(truth.get("providers", [])), "right": pright}
    return res


def score_presentations(truth, scan):
    """Right / total over the truth routes that say how the child is shown; the wrong ones with truth vs scan."""
    total = right = 0
    wrong = []
    for r in truth["routes"]:
        if len(r) < 3 or r[2] is None:
            continue
        want = {r[2]} if isinstance(r[2], str) else set(r[2])
        total += 1
        key = (r[0], r[1])
        got = scan.presentations.get(key)
        if key not in scan.routes:
            shown = "route not scanned"
        elif not got:
            shown = "no presentation"
        else:
            shown = ", ".join(sorted(got))
        if got and "unknown" not in got and got == want:
            right += 1
            continue
        reason = scan.presentation_reasons.get(key)
        wrong.append({"route": f"{r[0]} -> {r[1]}", "truth": sorted(want), "scan": shown,
                      **({"reason": reason} if reason else {})})
    return {"total": total, "right": right, "wrong": wrong}


def ratio(a, b):
    return a / b if b else 1.0


def f1(p, r):
    return 2 * p * r / (p + r) if p + r else 0.0


def summary_line(r):
    rb, vw, rt, pv = r["ribs"], r["viewful"], r["routes"], r["providers"]
    rp = ratio(rb["found"], rb["scanned"])
    rr = ratio(rb["found"], rb["truth"])
    tp_p = ratio(rt["tp"], rt["scanned"])
    tp_r = ratio(rt["tp"], rt["truth"])
    return (f"RIBs {rb['found']}/{rb['truth']} found (P {rp:.2f} R {rr:.2f}, {len(rb['extra'])} extra) | "
            f"viewful {vw['right']}/{vw['checked']} | routes P {tp_p:.2f} R {tp_r:.2f} F1 {f1(tp_p, tp_r):.2f} "
            f"({rt['tp']}/{rt['truth']}, {rt['scanned']} scanned) | providers {pv['right']}/{pv['checked']}")


def report(results, out=sys.stdout, show_misses=True):
    tot = {"truth": 0, "found": 0, "scanned": 0, "extra": 0, "vc": 0, "vr": 0, "rt": 0, "rs": 0, "tp": 0,
           "pc": 0, "pr": 0, "prt": 0, "prr": 0}
    for r in results:
        print(f"== {r['app']}", file=out)
        if r.get("error"):
            print(f"   ERROR: {r['error']}", file=out)
            continue
        print("   " + summary_line(r), file=out)
        print(f"   roots: truth {r['roots']['truth']}, scanned {r['roots']['scanned']}", file=out)
        if r.get("warnings") is not None:
            print(f"   scan warnings: {r['warnings']} ({r.get('syntax_warnings', 0)} syntax errors)", file=out)
        pr = r.get("presentations") or {"total": 0, "right": 0, "wrong": []}
        if pr["total"]:
            print(f"   presentations {pr['right']}/{pr['total']} right ({100 * ratio(pr['right'], pr['total']):.1f}%)",
                  file=out)
        if show_misses:
            for m in r["misses"]:
                print(f"   - {m}", file=out)
            for w in pr["wrong"]:
                why = f" ({w['reason']})" if w.get("reason") else ""
                print(f"   - presentation wrong: {w['route']}: truth {', '.join(w['truth'])}, scan {w['scan']}{why}",
                      file=out)
        tot["truth"] += r["ribs"]["truth"]; tot["found"] += r["ribs"]["found"]
        tot["scanned"] += r["ribs"]["scanned"]; tot["extra"] += len(r["ribs"]["extra"])
        tot["vc"] += r["viewful"]["checked"]; tot["vr"] += r["viewful"]["right"]
        tot["rt"] += r["routes"]["truth"]; tot["rs"] += r["routes"]["scanned"]; tot["tp"] += r["routes"]["tp"]
        tot["pc"] += r["providers"]["checked"]; tot["pr"] += r["providers"]["right"]
        tot["prt"] += pr["total"]; tot["prr"] += pr["right"]
    if len(results) > 1:
        p, rc = ratio(tot["tp"], tot["rs"]), ratio(tot["tp"], tot["rt"])
        print("== TOTAL", file=out)
        print(f"   RIB types: recall {ratio(tot['found'], tot['truth']):.3f} ({tot['found']}/{tot['truth']}), "
              f"precision {ratio(tot['found'], tot['scanned']):.3f} ({tot['extra']} extra types)", file=out)
        print(f"   viewful accuracy {ratio(tot['vr'], tot['vc']):.3f} ({tot['vr']}/{tot['vc']})", file=out)
        print(f"   routes: precision {p:.3f} recall {rc:.3f} F1 {f1(p, rc):.3f} ({tot['tp']} right, "
              f"{tot['rt']} in truth, {tot['rs']} scanned)", file=out)
        print(f"   providers accuracy {ratio(tot['pr'], tot['pc']):.3f} ({tot['pr']}/{tot['pc']})", file=out)
        if tot["prt"]:
            print(f"   presentations {tot['prr']}/{tot['prt']} right ({100 * ratio(tot['prr'], tot['prt']):.1f}%)", file=out)
    return tot


def run_scan(ribgraph, truth, checkout):
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "trace.json")
        cmd = [ribgraph, "scan", *truth["paths"], "-o", out, "--app", truth.get("app") or truth["repo"].split("/")[-1]]
        for e in truth.get("excludes", []):
            cmd += ["--exclude", e]
        p = subprocess.run(cmd, cwd=checkout, capture_output=True, text=True)
        if p.returncode != 0 or not os.path.exists(out):
            raise RuntimeError(f"ribgraph scan exited {p.returncode}: {p.stderr.strip()[-500:]}")
        with open(out) as f:
            trace = json.load(f)
        warnings = [l for l in p.stderr.splitlines() if ": warning: " in l]
        return trace, warnings


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--truth", help="one truth file")
    ap.add_argument("--trace", help="the scanned trace to score against --truth")
    ap.add_argument("--all", action="store_true", help="scan and score every truth file in --corpus-dir")
    ap.add_argument("--corpus-dir", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus"))
    ap.add_argument("--corpus-root", default="/work/corpus", help="where the app checkouts are")
    ap.add_argument("--ribgraph", default="ribgraph", help="the ribgraph binary for --all")
    ap.add_argument("--only", action="append", default=[], help="with --all: only these apps (file stems)")
    ap.add_argument("--save-traces", help="with --all: keep each scanned trace in this folder")
    ap.add_argument("--show-warnings", action="store_true", help="with --all: print the scan's warnings")
    ap.add_argument("--quiet", action="store_true", help="no per-miss lines")
    ap.add_argument("--json", help="also write the scores as JSON here")
    ap.add_argument("--min-presentation", type=float, metavar="SHARE",
                    help="exit 1 when fewer than this share (0..1) of the routes with presentation truth are right")
    ap.add_argument("--skip-missing", action="store_true",
                    help="with --all: an app whose checkout is not under --corpus-root is skipped (said on stderr), "
                         "not an error; nothing scored is then no failure")
    ap.add_argument("--with-flatten", action="store_true",
                    help="with --all: also the files of --corpus-dir/flatten that have routes (vatoclient, GaeManDa)")
    a = ap.parse_args()

    results = []
    skipped = []
    if a.all:
        files = sorted(f for f in glob.glob(os.path.join(a.corpus_dir, "*.json"))
                       if os.path.basename(f) != "pull-requests.json")
        if a.with_flatten:
            for f in sorted(glob.glob(os.path.join(a.corpus_dir, "flatten", "*.json"))):
                with open(f) as fh:
                    if json.load(fh).get("routes"):
                        files.append(f)
        for fn in files:
            stem = os.path.splitext(os.path.basename(fn))[0]
            if a.only and stem not in a.only:
                continue
            with open(fn) as f:
                truth = json.load(f)
            truth.setdefault("app", stem)
            checkout = os.path.join(a.corpus_root, truth.get("checkout", stem))
            if a.skip_missing and not os.path.isdir(checkout):
                skipped.append(stem)
                print(f"{stem}: skipped, no checkout at {checkout} (scripts/corpus/README.md says how to make one)",
                      file=sys.stderr)
                continue
            try:
                trace, warnings = run_scan(os.path.abspath(a.ribgraph) if os.sep in a.ribgraph else a.ribgraph,
                                           truth, checkout)
            except Exception as e:  # noqa: BLE001 - report and go on
                results.append({"app": stem, "error": str(e)})
                continue
            if a.save_traces:
                os.makedirs(a.save_traces, exist_ok=True)
                with open(os.path.join(a.save_traces, stem + ".json"), "w") as f:
                    json.dump(trace, f, indent=1)
            r = score(truth, trace)
            r["warnings"] = len(warnings)
            r["syntax_warnings"] = sum(1 for w in warnings if "syntax error" in w)
            if a.show_warnings:
                r["misses"] += [f"warning: {w}" for w in warnings]
            results.append(r)
    elif a.truth and a.trace:
        with open(a.truth) as f:
            truth = json.load(f)
        truth.setdefault("app", os.path.splitext(os.path.basename(a.truth))[0])
        with open(a.trace) as f:
            trace = json.load(f)
        results.append(score(truth, trace))
    else:
        ap.error("give --truth and --trace, or --all")
    tot = report(results, show_misses=not a.quiet)
    if a.json:
        with open(a.json, "w") as f:
            json.dump(results, f, indent=1, default=sorted)
    failed = any(r.get("error") for r in results)
    if a.min_presentation is not None:
        share = ratio(tot["prr"], tot["prt"])
        if not tot["prt"]:
            print("presentations: no route with presentation truth was scored", file=sys.stderr)
            failed = not skipped
        elif share < a.min_presentation:
            print(f"presentations: {tot['prr']}/{tot['prt']} right ({share:.3f}), below --min-presentation "
                  f"{a.min_presentation}", file=sys.stderr)
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
