"""The shared-types case of `make bench` (scripts/bench/generate.py, measure.py and report.py import it): an app of SHARED_RIBS (= 1,000) RIB types in
which SHARED_TYPES (= 40) types are attached by 5 to 50 parents each (shared_app.py writes it), scanned,
drawn and diffed, with `dot -Tsvg` of the same graph as the reference, all in the same run.

- scan: `ribgraph scan shared-app -o shared.json` (5,000 Swift files);
- snapshot: `ribgraph snapshot shared.json -o s.svg` with the default `--layout auto` (dot for this graph) and with
  `--layout tree`, each with the number of edges that cross a box other than their ends in Graphviz's json output;
- dot: `ribgraph snapshot --layout dot --format dot`, then `dot -Tsvg` of that file;
- diff: `ribgraph diff shared.json shared-head.json -o d.svg`, the head being the scan with one more route
  (a shared type gains the root as a parent);
- flatten: `ribgraph flatten flatten.json -o proposal.json -o plan.md` (budget < 2 s), with the number of changes it
  proposes (its summary line on standard error), on a second app of 1,000 RIB types whose routers attach their
  children in functions their interactors call, FLATTEN_TYPES (= 12) of them screens near the top reused by 2 to 4
  parents, whose flows decide twice and read nothing their parents make: reused RIBs that route, which flatten
  proposes wrappers for. (The shared app's routers hold builders they never build, so it has nothing to flatten.)
"""

import json

import bench_scan
import shared_app

SHARED_RIBS = 1_000
SHARED_TYPES = 40
SHARED_PARENTS = (5, 50)
SHARED_APP = "shared-app"
FLATTEN_APP = "flatten-app"
FLATTEN_TYPES = 12
FLATTEN_BUDGET = 2.0


def generate(workdir, seed):
    """Writes the shared app and the flatten app; returns the shared app's counts."""
    parents = shared_app.shared_parents(SHARED_RIBS, SHARED_TYPES, SHARED_PARENTS, seed)
    # Screens of the first three levels below the root's children have grandchildren: their flows decide twice.
    routing = shared_app.shared_parents(SHARED_RIBS, FLATTEN_TYPES, (2, 4), seed, among=range(21, 62))
    bench_scan.generate_app(workdir / FLATTEN_APP, routing, routing=True)
    return bench_scan.generate_app(workdir / SHARED_APP, parents)


def crossings(path):
    """How many (edge, box) pairs cross in Graphviz's json output: an edge's curve, sampled, passing through a
    node's box other than its own two ends (the legend aside)."""
    graph = json.loads(path.read_text(encoding="utf-8"))
    boxes = []
    for node in graph.get("objects", []):
        if "pos" not in node or "width" not in node or node.get("name") == "legend":
            continue
        x, y = map(float, node["pos"].split(","))
        w, h = float(node["width"]) * 36, float(node["height"]) * 36
        boxes.append((node["_gvid"], x - w + 1, y - h + 1, x + w - 1, y + h - 1))
    count = 0
    for edge in graph.get("edges", []):
        points = next((op["points"] for op in edge.get("_draw_", []) if op["op"] in ("b", "B")), [])
        samples = []
        for i in range(0, len(points) - 3, 3):
            (ax, ay), (bx, by), (cx, cy), (dx, dy) = points[i:i + 4]
            for k in range(21):
                t = k / 20
                a, b, c, d = (1 - t) ** 3, 3 * t * (1 - t) ** 2, 3 * t * t * (1 - t), t ** 3
                samples.append((a * ax + b * bx + c * cx + d * dx, a * ay + b * by + c * cy + d * dy))
        for gid, x0, y0, x1, y1 in boxes:
            if gid not in (edge["tail"], edge["head"]) and any(x0 < x < x1 and y0 < y < y1 for x, y in samples):
                count += 1
    return count


def add_route(scan, head):
    """head: the scan plus a route from the first root to a shared type it does not attach yet."""
    trace = json.loads(scan.read_text(encoding="utf-8"))
    root = trace["ribs"][0]["id"]
    parents = {}
    for route in trace["routes"]:
        parents.setdefault(route["child"], set()).add(route["parent"])
    child = next(c for c, p in parents.items() if len(p) > 1 and root not in p)
    trace["routes"].append({"parent": root, "child": child, "builder": f"{child}Builder"})
    head.write_text(json.dumps(trace), encoding="utf-8")


def measure(args, workdir, case, run_ribgraph, run_measured):
    """Every figure of the case, as a dict; raises bench's Failure when ribgraph fails."""
    scan = workdir / "shared.json"
    row = {"scan": run_ribgraph([args.ribgraph, "scan", str(workdir / SHARED_APP), "-o", str(scan)], workdir,
                                "shared-app (scan)").wall}
    for layout in ("auto", "tree"):
        svg = run_ribgraph([args.ribgraph, "snapshot", str(scan), "-o", str(workdir / f"shared-{layout}.svg"),
                            "--layout", layout], workdir, f"shared-app (snapshot --layout {layout})")
        laid = workdir / f"shared-{layout}.json"
        run_ribgraph([args.ribgraph, "snapshot", str(scan), "-o", str(laid), "--layout", layout], workdir,
                     f"shared-app (json, --layout {layout})")
        row[layout] = svg.wall
        row[f"{layout}_crossings"] = crossings(laid)
    dot_file = workdir / "shared.dot"
    run_ribgraph([args.ribgraph, "snapshot", str(scan), "-o", str(dot_file), "--layout", "dot", "--format", "dot"],
                 workdir, "shared-app (dot text)")
    if args.dot:
        reference = run_measured([args.dot, "-Tsvg", str(dot_file), "-o", str(workdir / "shared-ref.svg")], workdir,
                                 timeout=args.dot_timeout)
        row["dot"] = None if reference.timed_out or reference.status != 0 else reference.wall
    head = workdir / "shared-head.json"
    add_route(scan, head)
    row["diff"] = run_ribgraph([args.ribgraph, "diff", str(scan), str(head), "-o", str(workdir / "shared-diff.svg")],
                               workdir, "shared-app (diff)").wall
    flattened = workdir / "flatten.json"
    run_ribgraph([args.ribgraph, "scan", str(workdir / FLATTEN_APP), "-o", str(flattened)], workdir,
                 "flatten-app (scan)")
    flatten = run_ribgraph([args.ribgraph, "flatten", str(flattened), "-o", str(workdir / "flatten-proposal.json"),
                            "-o", str(workdir / "flatten-plan.md")], workdir, "flatten-app (flatten)")
    row["flatten"] = flatten.wall
    row["flatten_summary"] = flatten.stderr.strip().removeprefix("flatten: ").split(":")[0]
    return row


def summary(row, case):
    """The lines bench prints for the case."""
    if row is None:
        print(f"  shared types ({SHARED_RIBS:,} RIB types): not measured (ribgraph failed)")
        return
    dot = row.get("dot")
    ref = f"{dot:.2f} s" if dot is not None else "not measured"
    print(f"  shared types: {case['ribs']:,} RIB types, {case['edges']:,} routes ({SHARED_TYPES} types under "
          f"{SHARED_PARENTS[0]}-{SHARED_PARENTS[1]} parents), dot -Tsvg of the same graph {ref}:")
    for key, label in (("scan", "scan"), ("auto", "snapshot (--layout auto)"), ("tree", "snapshot (--layout tree)"),
                       ("diff", "diff (one route added)")):
        ratio = f", {row[key] / dot:.2f}× dot -Tsvg" if dot else ""
        crossing = f", {row[key + '_crossings']:,} edge/box crossings" if key + "_crossings" in row else ""
        print(f"    {label}: {row[key]:.2f} s{ratio}{crossing}")
    budget = "within" if row["flatten"] < FLATTEN_BUDGET else "OVER"
    print(f"    flatten (proposal and plan) of {SHARED_RIBS:,} RIB types, {FLATTEN_TYPES} reused screens that route: "
          f"{row['flatten']:.2f} s, {budget} the {FLATTEN_BUDGET:.0f} s budget ({row['flatten_summary']})")
