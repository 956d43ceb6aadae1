"""Step 3 of `make bench` (scripts/bench/main.py says what it measures): prints the figures measure.py returns, an
aligned table and the budgets' verdicts, on standard output.
"""

import bench_scan
import bench_shared
from generate import MB, SEED, SCAN_APP

BUDGET_RATIO = 50.0          # 5,000 RIBs: SVG at least this many times faster than dot -Tsvg
BIG_CASE = "wide-20000"      # the case of the next two budgets: 20,000 wide RIBs + 20,000 dependency edges
BUDGET_BIG_SVG = 6.0         # seconds for BIG_CASE to SVG, every edge routed around the boxes
BUDGET_FLOOR_RATIO = 1.3     # BIG_CASE's SVG wall vs Graphviz's pinned-render floor (neato -n2 -Tsvg, same graph)
BUDGET_CHURN = 2.0           # seconds for decode + replay of 1,000,000 events
BUDGET_MEMORY_MB = 1024.0    # peak RSS of any ribgraph run
BUDGET_METRICS_SHARE = 10.0  # percent: `ribgraph metrics` wall vs `ribgraph snapshot` SVG wall, 20,000 RIBs
BUDGET_DIFF_RATIO = 2.0      # `ribgraph diff` wall vs `ribgraph snapshot` SVG wall, 5,000-RIB deep trace


def viewer_summary(viewers, infos, chromium):
    """The viewer's build time, page size and paint time per size, and each size's time against the one a
    tenth its size: linear when the ratio is about 10."""
    if not viewers or any(v is None for v in viewers.values()):
        print("  HTML viewer: not measured (ribgraph failed)")
        return
    ordered = sorted(viewers.items(), key=lambda item: infos[item[0]]["events"])
    print("  HTML viewer (snapshot --format html), build ≤ 10 s, page ≤ 40 MB, paint ≤ 5 s at 1,000,000 events:")
    if chromium is None:
        print("    paint: not measured (no chromium, chromium-browser or google-chrome on PATH; "
              "apt-get install chromium to measure it)")
    previous = None
    for name, row in ordered:
        events = infos[name]["events"]
        growth = ""
        if previous is not None:
            times, counts = row["wall"] / previous[1]["wall"], events / infos[previous[0]]["events"]
            growth = (f", {times:.1f}x the time of {infos[previous[0]]['events']:,} events for {counts:.0f}x the events"
                      f" ({'linear' if times < counts * 1.5 else 'MORE THAN LINEAR'})")
        paint = ""
        if "paint" in row:
            paint = (f", paint {row['paint']:.2f} s ({row['paint'] - row['start']:.2f} s beyond Chromium's own start"
                     f" of {row['start']:.2f} s{'; TIMED OUT' if row['timed_out'] else ''}"
                     f"{'' if row['ran'] else '; THE SCRIPT DID NOT RUN'})")
        within = events < 1_000_000 or (row["wall"] <= 10 and row["bytes"] <= 40 * MB
                                        and ("paint" not in row or (row["paint"] <= 5 and row["ran"])))
        print(f"    {events:,} events: build {row['wall']:.2f} s, peak {row['rss']:.0f} MB, page "
              f"{row['bytes'] / MB:.1f} MB{paint}{growth}{'' if within else ': MISSED'}")
        previous = (name, row)


def fmt_s(value):
    if value is None:
        return "-"
    if value < 0.001:
        return f"{value * 1e6:.0f} µs"
    if value < 1:
        return f"{value * 1000:.1f} ms"
    return f"{value:.2f} s"


def reference_ratio(row, key):
    """(the time of the Graphviz reference run `key` / ribgraph's total wall, is_lower_bound) or None when it was
    not measured or failed; a run killed at the timeout took at least its time."""
    if key not in row or row.get(f"{key}_failed") or not row.get("wall") or not row[key]:
        return None
    return row[key] / row["wall"], row[f"{key}_timed_out"]


def ratio_of(row):
    """How many times faster than dot -Tsvg ribgraph is: (ratio, is_lower_bound) or None."""
    return reference_ratio(row, "dot")


def unmeasured_text(row):
    """Why a 5,000-RIB case has no ratio to dot -Tsvg, with how long dot ran before it failed."""
    if row.get("dot_failed") == "OOM":
        return (f"{row['case']}: dot -Tsvg ran out of memory after {row['dot']:.0f} s without drawing it"
                f" (ribgraph {fmt_s(row['wall'])})")
    return f"{row['case']}: dot {row.get('dot_failed', 'not run')}"


def fmt_ratio(r):
    if r is None:
        return "-"
    value, lower = r
    text = f"{value:.0f}×" if value >= 10 else f"{value:.1f}×"
    return ">" + text if lower else text


def floor_ratio(row):
    """ribgraph's SVG wall as a multiple of Graphviz's pinned-render floor: (ratio, is_upper_bound) or None."""
    ratio = reference_ratio(row, "floor")
    return None if ratio is None else (1.0 / ratio[0], ratio[1])


def fmt_floor_ratio(r):
    if r is None:
        return "-"
    value, upper = r
    return f"{'<' if upper else ''}{value:.2f}×"


def reference_cells(row, key):
    """A Graphviz reference run's time and peak MB cells (measure.graphviz_reference's keys): its time, >the
    timeout when it was killed, OOM or failed with the time it ran."""
    if key not in row:
        return "-", "-"
    if row.get(f"{key}_failed"):
        return f"{row[f'{key}_failed']} ({fmt_s(row[key])})", f"{row[f'{key}_rss']:.0f}"
    if row[f"{key}_timed_out"]:
        return f">{row[key]:g} s", f">{row[f'{key}_rss']:.0f}"
    return fmt_s(row[key]), f"{row[f'{key}_rss']:.0f}"


def table_row(row, info):
    if row.get("failed"):
        return [row["case"], f"{info['ribs']:,}", f"{info['depth']:,}", f"{info['edges']:,}"] + ["FAILED"] + [""] * (len(HEADERS) - 5)
    dot, dot_rss = reference_cells(row, "dot")
    return [row["case"], f"{info['ribs']:,}", f"{info['depth']:,}", f"{info['edges']:,}",
            fmt_s(row.get("decode")), fmt_s(row.get("replay")), fmt_s(row.get("layout")),
            fmt_s(row.get("render")), fmt_s(row.get("write")), fmt_s(row["wall"]), f"{row['rss']:.0f}",
            reference_cells(row, "floor")[0], fmt_floor_ratio(floor_ratio(row)), dot, dot_rss,
            fmt_ratio(ratio_of(row))]


HEADERS = ["case", "RIBs", "depth", "edges", "decode", "replay", "layout", "render", "write", "total wall",
           "peak MB", "floor", "×floor", "dot -Tsvg", "dot peak MB", "ratio"]


def print_table(lines):
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(lines[0]))]
    for k, line in enumerate(lines):
        cells = [str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i]) for i, c in enumerate(line)]
        print("  ".join(cells).rstrip())
        if k == 0:
            print("  ".join("-" * w for w in widths))


def verdict(ok):
    return "OK" if ok else "MISSED"


def router_share(row):
    """ribgraph's router alone as a percentage of the snapshot's SVG wall time."""
    return 100.0 * row["route"] / row["wall"]


def graphviz_routing_alone(row):
    """Graphviz's routing beyond its floor: `neato -n2 -Gsplines=true` wall minus `neato -n2` wall on the same
    pinned graph, as a cell (">N s" when it was killed, "-" without both figures)."""
    if "gv_route" not in row or row.get("gv_route_failed") or "floor" not in row or row.get("floor_failed"):
        return "-"
    beyond = max(0.0, row["gv_route"] - row["floor"])
    if row["gv_route_timed_out"]:
        return f">{beyond:.0f} s" if beyond >= 1 else "-"
    return fmt_s(beyond)


def router_cells(row):
    """ribgraph's router alone: its time and its share of the snapshot's SVG wall, or where RouteBench was killed."""
    if "route_killed" in row:
        return f"killed at {row['route_killed']:g} s", "-"
    if "route" not in row:
        return "-", "-"
    share = router_share(row)
    return fmt_s(row["route"]), f"{share:.1f}%" if share >= 1 else f"{share:.2f}%"


def routing_timed(row):
    """Whether routing was timed on this row, by ribgraph's router or Graphviz's."""
    return not row.get("failed") and any(key in row for key in ("route", "route_killed", "gv_route"))


def routing_row(row, info):
    routed = row.get("route_edges")
    layout = row.get("route_layout")
    return [row["case"], f"{info['ribs']:,}", "-" if routed is None else f"{routed:,}", *router_cells(row),
            "-" if layout is None else fmt_s(layout), fmt_s(row["wall"]), reference_cells(row, "gv_route")[0],
            graphviz_routing_alone(row)]


ROUTING_HEADERS = ["case", "RIBs", "edges routed", "ribgraph router", "of its snapshot", "layout (lane room)",
                   "snapshot", "neato splines=true", "beyond the floor"]


def print_routing(rows, infos, args):
    """The cost of routing every edge around the boxes, ribgraph's and Graphviz's, on the tree cases that time it."""
    timed = [r for r in rows if routing_timed(r)]
    if not timed:
        return
    print()
    print(f"Obstacle-avoiding routing on the snapshot's own positions: ribgraph's router alone (RouteBench, the"
          f" fastest of three runs, killed after {args.route_timeout:g} s; its share of the snapshot's SVG wall), and Graphviz's (`neato -n2"
          f" -Gsplines=true -Tsvg` of the pinned graph without its edges' positions, killed after"
          f" {args.dot_timeout:g} s; beyond the floor = that wall minus the floor's, the same drawing without routing):")
    print()
    print_table([ROUTING_HEADERS] + [routing_row(r, infos[r["case"]]) for r in timed])


def metrics_share(row):
    """`ribgraph metrics` wall time as a percentage of the snapshot's SVG wall time."""
    return 100.0 * row["metrics_wall"] / row["wall"]


def print_metrics(rows):
    timed = [r for r in rows if "metrics_wall" in r]
    if not timed:
        return
    print()
    print("ribgraph metrics, text (the default) and --format json (wall, and their --verbose stages):")
    for r in timed:
        for label, wall, stages in (("text", r["metrics_wall"], r["metrics_stages"]),
                                    ("json", r["metrics_json_wall"], r["metrics_json_stages"])):
            listed = ", ".join(f"{stage} {fmt_s(value)}" for stage, value in stages.items())
            print(f"  {r['case']} {label}: {fmt_s(wall)} [{listed}] = {100.0 * wall / r['wall']:.1f}% of its SVG"
                  f" snapshot ({fmt_s(r['wall'])})")


def summary(rows, infos, churn_name, churn_events, quick):
    print()
    print("Budgets:")
    # 5,000 RIBs: ratio over both shapes; the worst (smallest) one counts.
    ratios = [(r["case"], ratio_of(r)) for r in rows if infos[r["case"]]["ribs"] == 5_000 and not r.get("failed")]
    measured = [(c, x) for c, x in ratios if x is not None]
    unmeasured_rows = [r for r in rows
                       if infos[r["case"]]["ribs"] == 5_000 and not r.get("failed") and ratio_of(r) is None]
    unmeasured = ", ".join(unmeasured_text(r) for r in unmeasured_rows)
    # dot -Tsvg out of memory cannot draw the graph at all: no ratio, and nothing for ribgraph to be slower than.
    cannot_draw = all(r.get("dot_failed") == "OOM" for r in unmeasured_rows)
    if not measured:
        print("  5,000 RIBs: SVG vs dot -Tsvg: not measured"
              + (" (--quick)" if quick else f" [{unmeasured}]" if unmeasured else ""))
    else:
        worst = min(measured, key=lambda cx: cx[1][0])
        detail = ", ".join([f"{c} {fmt_ratio(x)}" for c, x in measured] + ([unmeasured] if unmeasured else []))
        print(f"  5,000 RIBs: SVG {fmt_ratio(worst[1])} faster than dot -Tsvg (budget ≥ {BUDGET_RATIO:g}×)"
              f" [{detail}]: {verdict(worst[1][0] >= BUDGET_RATIO and cannot_draw)}")
    big_summary(rows, infos, quick)
    routing_summary(rows, infos, quick)
    timed = [r for r in rows if "metrics_wall" in r and not r.get("failed")]
    if not timed:
        print("  metrics on 20,000 RIBs: not measured" + (" (--quick)" if quick else ""))
    else:
        worst = metrics_share(max(timed, key=metrics_share))
        detail = ", ".join(f"{r['case']} {metrics_share(r):.1f}% ({fmt_s(r['metrics_wall'])}; the metrics stage"
                           f" alone {100.0 * r['metrics_stages'].get('metrics', 0) / r['wall']:.1f}%;"
                           f" as JSON {100.0 * r['metrics_json_wall'] / r['wall']:.1f}%)" for r in timed)
        print(f"  metrics on 20,000 RIBs: {worst:.1f}% of the SVG time (budget < {BUDGET_METRICS_SHARE:g}%)"
              f" [{detail}]: {verdict(worst < BUDGET_METRICS_SHARE)}")
    diffed = next((r for r in rows if "diff_wall" in r and not r.get("failed")), None)
    if diffed is None:
        print("  5,000-RIB diff: not measured" + (" (--quick)" if quick else ""))
    else:
        ratio = diffed["diff_wall"] / diffed["wall"]
        print(f"  5,000-RIB diff: {ratio:.2f}× the snapshot time (budget < {BUDGET_DIFF_RATIO:g}×)"
              f" [{diffed['case']}: diff {fmt_s(diffed['diff_wall'])}, snapshot {fmt_s(diffed['wall'])}]:"
              f" {verdict(ratio < BUDGET_DIFF_RATIO)}")
    churn = next((r for r in rows if r["case"] == churn_name), None)
    if churn is None or churn.get("failed"):
        print(f"  {churn_events:,} events decode+replay: not measured (ribgraph failed)")
    else:
        total = churn.get("decode", 0) + churn.get("replay", 0)
        print(f"  {churn_events:,} events decode+replay: {total:.2f} s (budget < {BUDGET_CHURN:g} s)"
              f" [decode {fmt_s(churn.get('decode'))}, replay {fmt_s(churn.get('replay'))},"
              f" peak {churn['rss']:.0f} MB]: {verdict(total < BUDGET_CHURN)}")
    measured = [r for r in rows if not r.get("failed")]
    if measured:
        top = max(measured, key=lambda r: r["rss"])
        print(f"  peak memory: max {top['rss']:.0f} MB ({top['case']}) (budget < 1 GB):"
              f" {verdict(top['rss'] < BUDGET_MEMORY_MB)}")


def big_summary(rows, infos, quick):
    """The verdicts on BIG_CASE: its SVG wall time, and its ratio to Graphviz's pinned-render floor; the other
    20,000-RIB shape's figures beside them, outside the budgets."""
    big = next((r for r in rows if r["case"] == BIG_CASE and not r.get("failed")), None)
    others = [r for r in rows if infos[r["case"]]["ribs"] == 20_000 and r["case"] != BIG_CASE and not r.get("failed")
              and infos[r["case"]]["kind"] == "tree"]
    if big is None:
        print("  20,000 wide RIBs + 20,000 dependency edges: not measured" + (" (--quick)" if quick else ""))
        return
    aside = "".join(f"; {r['case']}, not in the budget: {r['wall']:.2f} s, {fmt_floor_ratio(floor_ratio(r))} its floor"
                    for r in others)
    print(f"  20,000 wide RIBs + 20,000 dependency edges: {big['wall']:.2f} s (budget < {BUDGET_BIG_SVG:g} s)"
          f" [{BIG_CASE}{aside}]: {verdict(big['wall'] < BUDGET_BIG_SVG)}")
    ratio = floor_ratio(big)
    if ratio is None:
        print(f"  20,000 wide RIBs vs Graphviz's pinned-render floor: not measured"
              f" [{BIG_CASE}: neato {big.get('floor_failed', 'not run')}]")
        return
    print(f"  20,000 wide RIBs vs Graphviz's pinned-render floor: {fmt_floor_ratio(ratio)} the floor"
          f" (budget ≤ {BUDGET_FLOOR_RATIO:g}×) [{BIG_CASE}: snapshot {fmt_s(big['wall'])}, neato -n2 -Tsvg of its"
          f" pinned graph {reference_cells(big, 'floor')[0]}]: {verdict(ratio[0] <= BUDGET_FLOOR_RATIO)}")


def routing_summary(rows, infos, quick):
    """One line per size that times routing, quoting ribgraph's router and Graphviz's routing on each shape."""
    sizes = sorted({infos[r["case"]]["ribs"] for r in rows if routing_timed(r)})
    if not sizes:
        print("  obstacle-avoiding routing: not measured (no --route-bench, no neato)")
        return
    for n in sizes:
        timed = [r for r in rows if infos[r["case"]]["ribs"] == n and routing_timed(r)]
        ours = ", ".join(f"{r['case']} {router_cells(r)[0]}"
                         + (f" ({router_cells(r)[1]} of its snapshot)" if "route" in r else "")
                         for r in timed if "route" in r or "route_killed" in r) or "not measured"
        theirs = ", ".join(f"{r['case']} {reference_cells(r, 'gv_route')[0]}" for r in timed if "gv_route" in r)
        print(f"  routing around boxes at {n:,} RIBs: ribgraph's router {ours}; Graphviz's"
              f" (neato -n2 -Gsplines=true, drawing included) {theirs or 'not measured'}")
    if quick:
        print("  routing around boxes at 20,000 RIBs: not measured (--quick)")


def scan_summary(row, info):
    if row is None:
        print(f"  scan of {info['files']:,} Swift files: not measured (ribgraph failed)")
        return
    print(f"  scan of {info['files']:,} Swift files ({info['ribs']:,} RIBs, {info['edges']:,} dependency edges):"
          f" {row['scan_wall']:.2f} s, peak {row['rss']:.0f} MB (budget < {bench_scan.BUDGET_SCAN:g} s):"
          f" {verdict(row['scan_wall'] < bench_scan.BUDGET_SCAN)}")
    if "scan_reference_median" in row:
        ours, theirs = row["scan_median"], row["scan_reference_median"]
        print(f"  scan, this build against --scan-reference, alternating (median of 7 each): {ours:.2f} s against"
              f" {theirs:.2f} s, {ours / theirs:.2f}×")
    if "parse_wall" in row:
        print(f"  SwiftParser alone on the same files (the floor): {row['parse_wall']:.2f} s;"
              f" the scan takes {row['scan_wall'] / row['parse_wall']:.1f}× that")
    if "testing_first" in row:
        print(f"  RibGraphTesting's first query on the same app, scan included: {row['testing_first']:.2f} s, peak"
              f" {row['testing_rss']:.0f} MB (budget < {bench_scan.BUDGET_TESTING:g} s):"
              f" {verdict(row['testing_first'] < bench_scan.BUDGET_TESTING)}; the same query again in that process"
              f" {row['testing_again'] * 1000:.0f} ms")


# --- the whole report --------------------------------------------------------------------------

def print_report(args, results, cases):
    """The table, its notes, the metrics lines and every budget's verdict, from measure_all's `results`."""
    infos = {c["name"]: c for c in cases}
    churn_name = next(c["name"] for c in cases if c["kind"] == "churn")
    churn_events = infos[churn_name]["events"]
    rows = results.rows
    reference = (f"dot -Tsvg on `--layout dot --format dot` output, timeout {args.dot_timeout:g} s, memory cap "
                 + (f"{args.dot_memory:g} MB" if args.dot_memory else "none")
                 + "; ratio = dot -Tsvg / ribgraph total wall") if args.dot else "no dot -Tsvg reference"
    print(f"ribgraph snapshot, generated traces (seed {SEED}); times are wall clock; {reference}")
    print()
    lines = [HEADERS] + [table_row(r, infos[r["case"]]) for r in rows]
    print_table(lines)
    churn_info = infos[churn_name]
    print(f"- {churn_name}: {churn_info['events']:,} events, rendered with --dependencies none; its edges column"
          f" counts the trace's dependencies, which are decoded but not drawn.")
    print(f"- peak MB: the child's ru_maxrss (MB of 2^20 bytes); on Linux it includes what the child inherited"
          f" at fork, {results.baseline:.0f} MB here (/bin/true measures that).")
    print("- OOM: dot -Tsvg hit the --dot-memory cap (or the kernel's OOM killer); it has no time to compare.")
    if args.neato:
        print("- floor: Graphviz's pinned-render floor, `neato -n2 -Tsvg` of `ribgraph snapshot --format dot` (every node"
              " and edge with its pos, the graph the SVG draws), Graphviz only drawing; ×floor = total wall / floor.")
    print_routing(rows, infos, args)
    print_metrics(rows)
    summary(rows, infos, churn_name, churn_events, args.quick)
    scan_summary(results.scan_row, infos[SCAN_APP])
    bench_shared.summary(results.shared_row, infos[bench_shared.SHARED_APP])
    viewer_summary(results.viewers, infos, args.chromium)
