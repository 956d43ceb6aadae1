#!/usr/bin/env python3
"""Geometric check of the pictures ribgraph draws: nothing drawn where it misleads (issue 27).

    python3 scripts/picture_check.py FILE...     (SVG files, or ribgraph's HTML pages)

Reads what Graphviz wrote into an SVG (an HTML page's one inlined Graphviz `<svg>`): node boxes, edge paths,
edge labels and arrowheads, all in the one coordinate space of the top `<g class="graph">`. It reports

- a crossing: an edge whose path, sampled along its segments every CURVE_STEP pt, passes strictly inside
  (the box shrunk by BOX_MARGIN) a node box that is not one of the edge's two ends; one per (edge, box);
- an overlap: two node boxes that overlap by more than BOX_MARGIN in both directions;
- a label on a box: an edge's label (`<text>` in the edge's group, its box estimated from x, y, font size,
  anchor and Helvetica's widths) overlapping a node box; one per (edge, box);
- an arrowless edge: a route (an edge whose id is ElementID's `tree-…` or `former-…`, after a scene's
  `left-`/`right-` prefix) without a polygon arrowhead within ARROW_REACH of its head node's box;
- an edge under its own end's box: a path that reaches more than OWN_END_DEPTH into the box of its tail or
  head (an edge starts and ends on its boxes' sides; one drawn across its own box is hidden under it, and
  reads as coming from elsewhere). Counted apart from crossings, after them in the summary when there are any;
- a shared lane: two edges with different tails and different heads whose paths run within 3 pt of each
  other for more than 20 pt (issue 42, picture_lanes.py); one per pair;
- a label crossed: an edge whose path runs through another edge's label (the box around all its texts);
  one per (edge, label);
- a box across a group's border: a node box that overlaps a group's frame (a node whose class list has the
  word `group`, or a Graphviz cluster) by more than BOX_MARGIN both ways without lying wholly inside it, so
  that nobody can tell whether it belongs to the group. Counted after the rest in the summary when there are
  any. An edge through a group's title is a crossing: the title is a box of its own.

A node's box is the bounding box of its shapes (polygon, path, ellipse, polyline, rect): the outline, which
holds the rest. A panel (legend, metrics table: a plaintext node drawn as HTML table cells) has no outline;
its box is the bounding box of its cells and its texts. Nodes whose class list has the word `group` (frames
around a labelled area of other boxes) and Graphviz clusters are not boxes.

Prints one line per problem (`FILE: edge A -> B passes through box C`) and a closing line
`N pictures: N crossings, N overlaps, N labels on boxes, N edges without arrowhead, N shared lanes, N labels
crossed` (then `, N edges under their own end's box` and `, N boxes across a group's border` when there are
some). Exit status: 0 clean, 1 any
problem, 2 an input that cannot be read (missing, not XML, an HTML page without a Graphviz picture).
As a module: `check_file(path)` or `check_svg(text)` give a `Report`; `Totals` sums them.
"""

import math
import os
import re
import sys
from dataclasses import dataclass, field

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import picture_lanes  # noqa: E402
from picture_svg import Box, UnreadablePicture, group_frames, parse_svg, read_picture  # noqa: E402

CURVE_STEP = 2.0
"""Largest distance, in pt, between two samples of an edge's path."""
BOX_MARGIN = 1.0
"""A box is shrunk by this much before a sample counts as inside it; boxes overlap past it."""
ARROW_REACH = 3.0
"""How far, in pt, a route's arrowhead may stand from its head node's box."""
OWN_END_DEPTH = 3.0
"""How deep, in pt, an edge may reach into its own ends' boxes (it starts and ends on their sides)."""

ROUTE_ID = re.compile(r"^(?:(?:left|right)-)?(?:tree|former)-")


@dataclass
class Problem:
    kind: str  # crossing, own-end, overlap, label, arrowhead, shared, label-crossed or straddle
    text: str  # what is wrong, without the picture's name


@dataclass
class Report:
    """The problems of one picture, named `label` in messages."""

    label: str
    problems: list = field(default_factory=list)

    def add(self, kind, text):
        self.problems.append(Problem(kind, text))

    def count(self, kind):
        return sum(1 for p in self.problems if p.kind == kind)

    def messages(self):
        """One line per problem: `LABEL: what is wrong`."""
        return [f"{self.label}: {p.text}" for p in self.problems]


@dataclass
class Totals:
    """Problems summed over pictures."""

    pictures: int = 0
    crossings: int = 0
    overlaps: int = 0
    labels: int = 0
    arrowless: int = 0
    own_ends: int = 0
    shared: int = 0
    crossed_labels: int = 0
    straddles: int = 0
    unreadable: int = 0

    def add(self, report):
        self.pictures += 1
        self.crossings += report.count("crossing")
        self.overlaps += report.count("overlap")
        self.labels += report.count("label")
        self.arrowless += report.count("arrowhead")
        self.own_ends += report.count("own-end")
        self.shared += report.count("shared")
        self.crossed_labels += report.count("label-crossed")
        self.straddles += report.count("straddle")

    def merge(self, other):
        for name in ("pictures", "crossings", "overlaps", "labels", "arrowless", "own_ends", "shared",
                     "crossed_labels", "straddles", "unreadable"):
            setattr(self, name, getattr(self, name) + getattr(other, name))

    @property
    def problems(self):
        return (self.crossings + self.overlaps + self.labels + self.arrowless + self.own_ends + self.shared
                + self.crossed_labels + self.straddles)

    def summary(self):
        line = (f"{self.pictures} pictures: {self.crossings} crossings, {self.overlaps} overlaps, "
                f"{self.labels} labels on boxes, {self.arrowless} edges without arrowhead, "
                f"{self.shared} shared lanes, {self.crossed_labels} labels crossed")
        line += f", {self.own_ends} edges under their own end's box" if self.own_ends else ""
        line += f", {self.straddles} boxes across a group's border" if self.straddles else ""
        return line + (f", {self.unreadable} unreadable" if self.unreadable else "")


# --- checking --------------------------------------------------------------------------------------

GRID = 64.0
"""Side, in pt, of the cells of BoxIndex."""


class BoxIndex:
    """Named boxes in a grid of GRID-pt cells: which boxes may meet a given box, without trying them all."""

    def __init__(self, named_boxes):
        self.cells = {}
        for position, (name, box) in enumerate(named_boxes):
            for cell in self._cells(box):
                self.cells.setdefault(cell, []).append(position)
        self.named_boxes = named_boxes

    @staticmethod
    def _cells(box):
        for gx in range(math.floor(box.left / GRID), math.floor(box.right / GRID) + 1):
            for gy in range(math.floor(box.top / GRID), math.floor(box.bottom / GRID) + 1):
                yield gx, gy

    def near(self, box):
        """The (name, box) pairs whose cells `box` touches, in the order they were given, each once."""
        found = set()
        for cell in self._cells(box):
            found.update(self.cells.get(cell, ()))
        return [self.named_boxes[i] for i in sorted(found)]


def samples(seg):
    """Points along one cubic Bézier, at most CURVE_STEP apart (the control polygon bounds its length)."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = seg
    length = math.dist(seg[0], seg[1]) + math.dist(seg[1], seg[2]) + math.dist(seg[2], seg[3])
    steps = max(1, math.ceil(length / CURVE_STEP))
    points = []
    for k in range(steps + 1):
        t = k / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        points.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
    return points


def crossed_boxes(edge, inner_index):
    """Names of the boxes (not the edge's ends) that the edge's path enters, in the index's order."""
    crossed = set()
    for seg in edge.segments:
        # a Bézier stays inside its control points' hull: only boxes that hull meets can be entered
        hull = Box.around(seg)
        candidates = [(name, inner) for name, inner in inner_index.near(hull)
                      if name not in crossed and name != edge.tail and name != edge.head and inner.intersects(hull)]
        if not candidates:
            continue
        points = samples(seg)
        for name, inner in candidates:
            if any(inner.contains(x, y) for x, y in points):
                crossed.add(name)
    return [name for name, _ in inner_index.named_boxes if name in crossed]


def runs_into(edge, inner):
    """Whether a sample of the edge's path lies strictly inside `inner`."""
    return any(inner.intersects(Box.around(seg)) and any(inner.contains(x, y) for x, y in samples(seg))
               for seg in edge.segments)


def check_svg(text, label="picture"):
    """The problems of one picture (SVG or HTML text); `label` starts each message."""
    root = parse_svg(text)
    nodes, edges = read_picture(root)
    report = Report(label)
    ordered = sorted(nodes.values(), key=lambda n: (n.box.left, n.box.top, n.name))
    boxes = BoxIndex([(n.name, n.box) for n in ordered])
    inner_boxes = BoxIndex([(n.name, n.box.inset(BOX_MARGIN)) for n in ordered])
    for edge in edges:
        ends = f"{edge.tail} -> {edge.head}"
        for name in crossed_boxes(edge, inner_boxes):
            report.add("crossing", f"edge {ends} passes through box {name}")
        for name in dict.fromkeys((edge.tail, edge.head)):
            if name in nodes and runs_into(edge, nodes[name].box.inset(OWN_END_DEPTH)):
                report.add("own-end", f"edge {ends} runs under its own end's box {name}")
        on = set()
        for text_content, box in edge.labels:
            for name, node_box in boxes.near(box):
                dx, dy = box.overlap(node_box)
                if name not in on and dx > BOX_MARGIN and dy > BOX_MARGIN:
                    on.add(name)
                    report.add("label", f"label \"{text_content}\" of edge {ends} sits on box {name}")
        if ROUTE_ID.match(edge.element_id) and edge.head in nodes:
            gaps = [gap(nodes[edge.head].box, a) for a in edge.arrowheads]
            if not gaps:
                report.add("arrowhead", f"edge {ends} has no arrowhead at {edge.head}")
            elif min(gaps) > ARROW_REACH:
                report.add("arrowhead", f"edge {ends} has no arrowhead at {edge.head} (the nearest stops "
                           f"{min(gaps):.1f} pt from its box)")
    for node in ordered:
        for name, other in boxes.near(node.box):
            if name == node.name or (other.left, other.top, name) <= (node.box.left, node.box.top, node.name):
                continue  # each pair once: from the one earlier in `ordered`
            dx, dy = node.box.overlap(other)
            if dx > BOX_MARGIN and dy > BOX_MARGIN:
                report.add("overlap", f"boxes {node.name} and {name} overlap ({dx:.1f} x {dy:.1f} pt)")
    check_edge_pairs(edges, report)
    for frame in group_frames(root):
        for name, node_box in boxes.near(frame.box):
            dx, dy = node_box.overlap(frame.box)
            within = node_box.inset(BOX_MARGIN).union(frame.box) == frame.box
            if dx > BOX_MARGIN and dy > BOX_MARGIN and not within:
                report.add("straddle", f"box {name} lies across the border of group {frame.name}")
    return report


def check_edge_pairs(edges, report):
    """Adds the shared lanes and crossed labels of `edges` to `report`."""
    sampled = picture_lanes.Samples(edges)
    for i, j, length in picture_lanes.shared_lanes(edges, sampled):
        report.add("shared", f"edges {edges[i].tail} -> {edges[i].head} and {edges[j].tail} -> {edges[j].head} "
                   f"share {length:.0f} pt of path")
    for i, j in picture_lanes.crossed_labels(edges, sampled):
        report.add("label-crossed", f"edge {edges[i].tail} -> {edges[i].head} passes through the label "
                   f"\"{picture_lanes.label_text(edges[j])}\" of edge {edges[j].tail} -> {edges[j].head}")


def gap(a, b):
    """The distance between two boxes (0 when they meet)."""
    dx, dy = a.overlap(b)
    return math.hypot(max(0.0, -dx), max(0.0, -dy))


def check_file(path):
    """The problems of the picture in the file at `path` (SVG, or an HTML page that inlines one)."""
    try:
        with open(path, encoding="utf-8") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        raise UnreadablePicture(str(error)) from None
    return check_svg(text, label=str(path))


def check_files(paths, out=sys.stdout, err=sys.stderr):
    """Checks each file, prints its problems to `out` (unreadable ones to `err`); returns the Totals."""
    totals = Totals()
    for path in paths:
        try:
            report = check_file(path)
        except UnreadablePicture as error:
            err.write(f"{path}: cannot read the picture: {error}\n")
            totals.unreadable += 1
            continue
        for line in report.messages():
            out.write(line + "\n")
        totals.add(report)
    return totals


def exit_status(totals):
    return 2 if totals.unreadable else 1 if totals.problems else 0


def main(argv):
    if not argv or argv[0] in ("-h", "--help"):
        sys.stderr.write(__doc__)
        return 0 if argv else 64
    totals = check_files(argv)
    print(totals.summary())
    return exit_status(totals)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
