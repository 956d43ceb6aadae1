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

Both look only at nearby samples, through a grid of GRID-pt cells, so a large picture costs what its ink does,
and sample only the edges whose segments' hulls (a Bézier stays inside its control points') come near another
edge or its label: most edges of a picture are alone, and cost a few boxes.
"""

import functools
import math

from picture_svg import Box

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
HULL_GRID = 64.0
"""Side, in pt, of the cells the edges' segment hulls are indexed by."""


def dense_samples(segments):
    """Points along a path's cubic Béziers at most LANE_STEP apart, with the length each stands for (half of
    the pieces on either side)."""
    points = []
    for (x0, y0), (x1, y1), (x2, y2), (x3, y3) in segments:
        length = (math.dist((x0, y0), (x1, y1)) + math.dist((x1, y1), (x2, y2)) + math.dist((x2, y2), (x3, y3)))
        weights = bernstein(max(1, math.ceil(length / LANE_STEP)))
        points += [(a * x0 + b * x1 + c * x2 + d * x3, a * y0 + b * y1 + c * y2 + d * y3)
                   for a, b, c, d in (weights[1:] if points else weights)]
    if not points:
        return [], []
    gaps = [math.dist(points[i - 1], points[i]) for i in range(1, len(points))]
    return points, [(before + after) / 2 for before, after in zip([0.0] + gaps, gaps + [0.0])]


@functools.lru_cache(maxsize=None)
def bernstein(steps):
    """The cubic Bernstein weights at t = k / steps, k = 0 … steps: most segments of a picture share a few step
    counts, so each is computed once."""
    weights = []
    for k in range(steps + 1):
        t = k / steps
        u = 1 - t
        weights.append((u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t))
    return weights


def cells(points, grid=GRID):
    """The grid cell of each point."""
    floor = math.floor
    return [(floor(x / grid), floor(y / grid)) for x, y in points]


def cells_under(box, grid):
    """The grid cells a box reaches into (its edges included)."""
    for gx in range(math.floor(box.left / grid), math.floor(box.right / grid) + 1):
        for gy in range(math.floor(box.top / grid), math.floor(box.bottom / grid) + 1):
            yield gx, gy


class Samples:
    """dense_samples of each of `edges`, made when first asked for: the checks sample only the edges that come
    near another edge or its label."""

    def __init__(self, edges):
        self.edges = edges
        self.made = {}

    def __len__(self):
        return len(self.edges)

    def __getitem__(self, index):
        if index not in self.made:
            self.made[index] = dense_samples(self.edges[index].segments)
        return self.made[index]


class SampleGrid:
    """Every edge's samples by grid cell: which edges pass near a point."""

    def __init__(self, sampled):
        self.keys = [cells(points) for points, _ in sampled]  # each edge's samples' cells, in order
        self.cells = {}
        self.indices = {}  # cell -> the edges with a sample in it
        for index, ((points, _), keys) in enumerate(zip(sampled, self.keys)):
            for (x, y), key in zip(points, keys):
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

    def crowded(self, index, skip):
        """(k, its cell) for each sample k of edge `index` with an edge not in `skip` sampled in the cells around
        it: only those can lie near another edge. Most samples have none, and a run of samples in one cell is
        looked up once."""
        last, crowded = None, False
        for k, key in enumerate(self.keys[index]):
            if key != last:
                last = key
                crowded = not self.edges_around(*key) <= skip
            if crowded:
                yield k, key

    def edges_near(self, x, y, key, skip):
        """The edges with a sample within LANE_DISTANCE of (x, y), whose cell is `key`, but those in `skip`."""
        cx, cy = key
        near = set()
        limit = LANE_DISTANCE * LANE_DISTANCE
        for gx in (cx - 1, cx, cx + 1):
            for gy in (cy - 1, cy, cy + 1):
                for index, px, py in self.cells.get((gx, gy), ()):
                    if index not in near and index not in skip and (px - x) ** 2 + (py - y) ** 2 < limit:
                        near.add(index)
        return near


def shared_lanes(edges, sampled):
    """(i, j, length) for each pair of edges, i < j, with different tails and different heads, whose paths run
    together for more than SHARED_LENGTH pt; in the edges' order. `sampled`: dense_samples of each edge (a list, or
    Samples)."""
    by_tail, by_head = {}, {}
    for index, edge in enumerate(edges):
        by_tail.setdefault(edge.tail, set()).add(index)
        by_head.setdefault(edge.head, set()).add(index)
    # one parent's fan-out and one child's parents are not compared (nor an edge with itself)
    skips = [by_tail[edge.tail] | by_head[edge.head] for edge in edges]
    neighbours = edges_with_neighbours(edges, skips)
    grid = SampleGrid([sampled[i] if i in neighbours else ([], []) for i in range(len(edges))])
    stretches = {}  # (i, j) -> [how long i runs near j in stretches past a crossing's, the current stretch, its end]
    for i in sorted(neighbours):
        points, weights = sampled[i]
        skip = skips[i]
        for k, key in grid.crowded(i, skip):
            x, y = points[k]
            for j in grid.edges_near(x, y, key, skip):
                state = stretches.setdefault((i, j), [0.0, 0.0, -2])
                if state[2] != k - 1:
                    close_stretch(state)
                state[1] += weights[k]
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


def edges_with_neighbours(edges, skips):
    """The edges that some edge outside their `skips` may come within LANE_DISTANCE of: a Bézier stays inside its
    control points' hull, so two edges come that near only where their segments' hulls, grown by LANE_DISTANCE
    (and a sample's length for rounding), meet. Most edges of a picture meet none, and are sampled into no grid."""
    reach = -(LANE_DISTANCE + LANE_STEP)
    hulls = [[Box.around(segment).inset(reach) for segment in edge.segments] for edge in edges]
    in_cell = {}  # HULL_GRID cell -> the edges with a hull reaching into it
    for index, boxes in enumerate(hulls):
        for box in boxes:
            for key in cells_under(box, HULL_GRID):
                in_cell.setdefault(key, set()).add(index)
    found = set()
    for members in in_cell.values():
        for i in members:
            for j in members:
                if i < j and not (i in found and j in found) and j not in skips[i] \
                        and any(a.intersects(b) for a in hulls[i] for b in hulls[j]):
                    found.update((i, j))
    return found


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
    dense_samples of each edge (a list, or Samples)."""
    labelled = [(j, label_box(edge).inset(LABEL_MARGIN)) for j, edge in enumerate(edges) if edge.labels]
    if not labelled:
        return []
    labels_in = {}  # cell -> the positions in `labelled` of the labels that reach into it
    for position, (_, box) in enumerate(labelled):
        for key in cells_under(box, LABEL_GRID):
            labels_in.setdefault(key, []).append(position)
    found = set()
    for i, edge in enumerate(edges):
        # only a path whose segments' hulls reach into a cell of another edge's label can run through it
        hull_cells = {key for segment in edge.segments
                      for key in cells_under(Box.around(segment).inset(-LANE_STEP), LABEL_GRID)}
        if all(labelled[position][0] == i for key in hull_cells for position in labels_in.get(key, ())):
            continue
        points, _ = sampled[i]
        for (x, y), key in zip(points, cells(points, LABEL_GRID)):
            for position in labels_in.get(key, ()):
                j, box = labelled[position]
                if j != i and (i, j) not in found and box.contains(x, y):
                    found.add((i, j))
    return sorted(found)
