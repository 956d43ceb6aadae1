"""Step 3 of `make bench` (scripts/bench/main.py says what it measures): prints the figures measure.py returns, an
aligned table and the budgets' verdicts, on standard output.
"""

import bench_scan
import bench_shared
from generate import MB, SEED, SCAN_APP

BUDGET_RATIO = 20.0          # 5,000 RIBs: SVG at least this many times faster than dot -Tsvg
BUDGET_BIG_SVG = 2.0         # seconds for 20,000 RIBs + 20,000 dependency edges
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


def ratio_of(row):
    """(ratio, is_lower_bound) or None."""
    if "dot" not in row or row.get("dot_failed") or not row.get("wall"):
        return None
    return row["dot"] / row["wall"], row["dot_timed_out"]


def fmt_ratio(r):
    if r is None:
        return "-"
    value, lower = r
    text = f"{value:.0f}×" if value >= 10 else f"{value:.1f}×"
    return ">" + text if lower else text


def table_row(row, info):
    if row.get("failed"):
        return [row["case"], f"{info['ribs']:,}", f"{info['depth']:,}", f"{info['edges']:,}"] + ["FAILED"] + [""] * (len(HEADERS) - 5)
    if "dot" not in row:
        dot, dot_rss = "-", "-"
    elif row.get("dot_failed"):
        dot, dot_rss = f"{row['dot_failed']} ({fmt_s(row['dot'])})", f"{row['dot_rss']:.0f}"
    elif row["dot_timed_out"]:
        dot, dot_rss = f">{row['dot']:g} s", f">{row['dot_rss']:.0f}"
    else:
        dot, dot_rss = fmt_s(row["dot"]), f"{row['dot_rss']:.0f}"
    return [row["case"], f"{info['ribs']:,}", f"{info['depth']:,}", f"{info['edges']:,}",
            fmt_s(row.get("decode")), fmt_s(row.get("replay")), fmt_s(row.get("layout")),
            fmt_s(row.get("render")), fmt_s(row.get("write")), fmt_s(row["wall"]), f"{row['rss']:.0f}",
            dot, dot_rss, fmt_ratio(ratio_of(row))]


HEADERS = ["case", "RIBs", "depth", "edges", "decode", "replay", "layout", "render", "write", "total wall",
           "peak MB", "dot -Tsvg", "dot peak MB", "ratio"]


def print_table(lines):
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(HEADERS))]
    for k, line in enumerate(lines):
        cells = [str(c).ljust(widths[i]) if i == 0 else str(c).rjust(widths[i]) for i, c in enumerate(line)]
        print("  ".join(cells).rstrip())
        if k == 0:
            print("  ".join("-" * w for w in widths))


def verdict(ok):
    return "OK" if ok else "MISSED"




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
    unmeasured = ", ".join(f"{r['case']}: dot {r.get('dot_failed', 'not run')}" for r in rows
                           if infos[r["case"]]["ribs"] == 5_000 and not r.get("failed") and ratio_of(r) is None)
    if not measured:
        print("  5,000 RIBs: SVG vs dot -Tsvg: not measured"
              + (" (--quick)" if quick else f" [{unmeasured}]" if unmeasured else ""))
    else:
        worst = min(measured, key=lambda cx: cx[1][0])
        detail = ", ".join([f"{c} {fmt_ratio(x)}" for c, x in measured] + ([unmeasured] if unmeasured else []))
        print(f"  5,000 RIBs: SVG {fmt_ratio(worst[1])} faster than dot -Tsvg (budget ≥ {BUDGET_RATIO:g}×)"
              f" [{detail}]: {verdict(worst[1][0] >= BUDGET_RATIO)}")
    big = [r for r in rows if infos[r["case"]]["ribs"] == 20_000 and not r.get("failed") and "churn" not in r["case"]]
    if not big:
        print("  20,000 RIBs + 20,000 dependency edges: not measured" + (" (--quick)" if quick else ""))
    else:
        worst = max(big, key=lambda r: r["wall"])
        detail = ", ".join(f"{r['case']} {r['wall']:.2f} s" for r in big)
        print(f"  20,000 RIBs + 20,000 dependency edges: {worst['wall']:.2f} s (budget < {BUDGET_BIG_SVG:g} s)"
              f" [{detail}]: {verdict(worst['wall'] < BUDGET_BIG_SVG)}")
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


def scan_summary(row, info):
    if row is None:
        print(f"  scan of {info['files']:,} Swift files: not measured (ribgraph failed)")
        return
    print(f"  scan of {info['files']:,} Swift files ({info['ribs']:,} RIBs, {info['edges']:,} dependency edges):"
          f" {row['scan_wall']:.2f} s, peak {row['rss']:.0f} MB (budget < {bench_scan.BUDGET_SCAN:g} s):"
          f" {verdict(row['scan_wall'] < bench_scan.BUDGET_SCAN)}")
    if "parse_wall" in row:
        print(f"  SwiftParser alone on the same files (the floor): {row['parse_wall']:.2f} s;"
              f" the scan takes {row['scan_wall'] / row['parse_wall']:.1f}× that")


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
    print_metrics(rows)
    summary(rows, infos, churn_name, churn_events, args.quick)
    scan_summary(results.scan_row, infos[SCAN_APP])
    bench_shared.summary(results.shared_row, infos[bench_shared.SHARED_APP])
    viewer_summary(results.viewers, infos, args.chromium)
