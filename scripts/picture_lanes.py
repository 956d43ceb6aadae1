"""Edges against edges, for picture_check.py (issue 42): where two edges of different parents and children run
together, and where an edge runs through another edge's label.

- Shared lanes. Each edge's path is sampled every LANE_STEP pt. A stretch of edge A runs with edge B where its
  samples lie within LANE_DISTANCE of one of B's (two strokes that close read as one line). Two edges with
  different tails and different heads that run together for more than SHARED_LENGTH pt (the shorter of A's
  stretch near B and B's near A) are reported: where they part, nobody can tell which parent goes to which
  child. A stretch no longer than CROSSING_LENGTH, what a crossing at a right angle leaves, does not count:
  edges that cross several times never run together. Edges of one parent (its fan-out) and
  edges into one child (they meet at its port) are not compared.
- Labels crossed. An edge's label is the box around all its texts (one label, however many lines). A path
  sample strictly inside another edge's label box, shrunk by LABEL_MARGIN, is a crossing; one per (edge,
  label).

Both look only at nearby samples, through a grid of GRID-pt cells, so a large picture costs what its ink does.
"""

import math

LANE_STEP = 1.0
"""Largest distance, in pt, between two samples of a path when comparing edges."""
LANE_DISTANCE = 3.0
"""Samples of two edges closer than this, in pt, lie on one line to the eye (a stroke is about 1 pt)."""
SHARED_LENGTH = 20.0
"""How far, in pt, two edges of different parents and children may run together."""
CROSSING_LENGTH = 2 * LANE_DISTANCE + 2 * LANE_STEP
"""How long, in pt, a stretch of one edge near another may be and still be a crossing (within LANE_DISTANCE on
either side of the other edge, a sample's length of slack each way)."""
LABEL_MARGIN = 1.0
"""A label's box is shrunk by this much before a sample counts as inside it."""
GRID = LANE_DISTANCE
"""Side, in pt, of the cells the samples are indexed by (at least LANE_DISTANCE: a sample's neighbours lie in the
nine cells around it)."""
LABEL_GRID = 16.0
"""Side, in pt, of the cells the labels are indexed by."""


def dense_samples(segments):
    """Points along a path's cubic Béziers at most LANE_STEP apart, with the length each stands for (half of
    the pieces on either side)."""
    points = []
    for (x0, y0), (x1, y1), (x2, y2), (x3, y3) in segments:
        length = (math.dist((x0, y0), (x1, y1)) + math.dist((x1, y1), (x2, y2)) + math.dist((x2, y2), (x3, y3)))
        steps = max(1, math.ceil(length / LANE_STEP))
        for k in range(0 if not points else 1, steps + 1):
            t = k / steps
            u = 1 - t
            a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
            points.append((a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3))
    weights = []
    for i, point in enumerate(points):
        before = math.dist(points[i - 1], point) if i > 0 else 0.0
        after = math.dist(point, points[i + 1]) if i + 1 < len(points) else 0.0
        weights.append((before + after) / 2)
    return points, weights


def cell(x, y, grid=GRID):
    return math.floor(x / grid), math.floor(y / grid)


class SampleGrid:
    """Every edge's samples by grid cell: which edges pass near a point."""

    def __init__(self, sampled):
        self.cells = {}
        self.indices = {}  # cell -> the edges with a sample in it
        for index, (points, _) in enumerate(sampled):
            for x, y in points:
                key = cell(x, y)
                self.cells.setdefault(key, []).append((index, x, y))
                self.indices.setdefault(key, set()).add(index)
        self.around = {}  # cell -> the edges with a sample in it or in the eight cells around it

    def edges_around(self, cx, cy):
        found = self.around.get((cx, cy))
        if found is None:
            found = set()
            for gx in (cx - 1, cx, cx + 1):
                for gy in (cy - 1, cy, cy + 1):
                    found |= self.indices.get((gx, gy), found)
            self.around[(cx, cy)] = found
        return found

    def edges_near(self, x, y, skip):
        """The edges with a sample within LANE_DISTANCE of (x, y), but those in `skip`. Most samples have no
        other edge in the cells around them, and cost a lookup."""
        cx, cy = cell(x, y)
        near = set()
        if self.edges_around(cx, cy) <= skip:
            return near
        limit = LANE_DISTANCE * LANE_DISTANCE
        for gx in (cx - 1, cx, cx + 1):
            for gy in (cy - 1, cy, cy + 1):
                for index, px, py in self.cells.get((gx, gy), ()):
                    if index not in near and index not in skip and (px - x) ** 2 + (py - y) ** 2 < limit:
                        near.add(index)
        return near


def shared_lanes(edges, sampled):
    """(i, j, length) for each pair of edges, i < j, with different tails and different heads, whose paths run
    together for more than SHARED_LENGTH pt; in the edges' order. `sampled`: dense_samples of each edge."""
    grid = SampleGrid(sampled)
    by_tail, by_head = {}, {}
    for index, edge in enumerate(edges):
        by_tail.setdefault(edge.tail, set()).add(index)
        by_head.setdefault(edge.head, set()).add(index)
    stretches = {}  # (i, j) -> [how long i runs near j in stretches past a crossing's, the current stretch, its end]
    for i, (points, weights) in enumerate(sampled):
        # one parent's fan-out and one child's parents are not compared (nor an edge with itself)
        skip = by_tail[edges[i].tail] | by_head[edges[i].head]
        for k, ((x, y), weight) in enumerate(zip(points, weights)):
            for j in grid.edges_near(x, y, skip):
                state = stretches.setdefault((i, j), [0.0, 0.0, -2])
                if state[2] != k - 1:
                    close_stretch(state)
                state[1] += weight
                state[2] = k
    along = {}  # (i, j) -> how long i runs near j
    for pair, state in stretches.items():
        close_stretch(state)
        along[pair] = state[0]
    found = []
    for (i, j), length in along.items():
        if i < j:
            shared = min(length, along.get((j, i), 0.0))
            if shared > SHARED_LENGTH:
                found.append((i, j, shared))
    return sorted(found)


def close_stretch(state):
    """Ends the stretch `state` holds ([total, current stretch, its last sample]), counting it past a crossing's."""
    if state[1] > CROSSING_LENGTH:
        state[0] += state[1]
    state[1] = 0.0


def label_box(edge):
    """The box around every text of the edge's label, or None for an edge without one."""
    boxes = [box for _, box in edge.labels]
    if not boxes:
        return None
    whole = boxes[0]
    for box in boxes[1:]:
        whole = whole.union(box)
    return whole


def label_text(edge):
    return " ".join(text for text, _ in edge.labels)


def crossed_labels(edges, sampled):
    """(i, j) for each edge i whose path runs through edge j's label, j != i; in the edges' order. `sampled`:
    dense_samples of each edge."""
    labelled = [(j, label_box(edge).inset(LABEL_MARGIN)) for j, edge in enumerate(edges) if edge.labels]
    if not labelled:
        return []
    cells = {}
    for position, (_, box) in enumerate(labelled):
        for gx in range(math.floor(box.left / LABEL_GRID), math.floor(box.right / LABEL_GRID) + 1):
            for gy in range(math.floor(box.top / LABEL_GRID), math.floor(box.bottom / LABEL_GRID) + 1):
                cells.setdefault((gx, gy), []).append(position)
    found = set()
    for i, (points, _) in enumerate(sampled):
        for x, y in points:
            for position in cells.get(cell(x, y, LABEL_GRID), ()):
                j, box = labelled[position]
                if j != i and (i, j) not in found and box.contains(x, y):
                    found.add((i, j))
    return sorted(found)
