"""What a Graphviz picture holds, read from the SVG ribgraph writes (or the one an HTML page inlines): node
boxes, and edges with their ends, paths, arrowheads and labels. picture_check.py holds them to its rules.

All coordinates are those inside Graphviz's top `<g class="graph">`, one space for the whole picture (SVG's
y grows downward). Text is measured, not rendered: a `<text>`'s box comes from its position, font size and
anchor and Adobe's Helvetica widths (East Asian characters and emoji a full em).
"""

import functools
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

SHAPES = ("polygon", "path", "ellipse", "polyline", "rect")
NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
PATH_TOKEN = re.compile(r"[MmLlCcHhVvZzSsQqTt]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")

# Adobe's Helvetica and Helvetica-Bold advance widths (per 1000 em) for printable ASCII, space to tilde.
HELVETICA = [
    278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
    1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
    333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
    556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
]
HELVETICA_BOLD = [
    278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
    556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
    975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
    667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
    333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
    611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
]
ASCENT, DESCENT = 0.75, 0.25
"""Of a font size: how far glyphs reach above and below the baseline."""


class UnreadablePicture(Exception):
    """The input is missing, not XML, or holds no Graphviz picture."""


@dataclass(frozen=True)
class Box:
    left: float
    top: float
    right: float
    bottom: float

    @staticmethod
    def around(points):
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        return Box(min(xs), min(ys), max(xs), max(ys))

    def union(self, other):
        return Box(min(self.left, other.left), min(self.top, other.top),
                   max(self.right, other.right), max(self.bottom, other.bottom))

    def inset(self, d):
        return Box(self.left + d, self.top + d, self.right - d, self.bottom - d)

    def contains(self, x, y):
        """Strictly inside (an empty box contains nothing)."""
        return self.left < x < self.right and self.top < y < self.bottom

    def intersects(self, other):
        """The interiors meet."""
        return (self.left < other.right and other.left < self.right
                and self.top < other.bottom and other.top < self.bottom)

    def overlap(self, other):
        """How far the two boxes overlap across x and across y (negative: a gap)."""
        return (min(self.right, other.right) - max(self.left, other.left),
                min(self.bottom, other.bottom) - max(self.top, other.top))


@dataclass
class Node:
    name: str
    box: Box


@dataclass
class Edge:
    title: str
    tail: str
    head: str
    element_id: str
    segments: list  # cubic Béziers, each four (x, y) points
    arrowheads: list  # Box of each polygon
    labels: list  # (text, Box)



def svg_of_page(text):
    """The Graphviz `<svg>` element of an SVG file or of an HTML page that inlines one."""
    start = 0
    while True:
        start = text.find("<svg", start)
        if start < 0:
            raise UnreadablePicture("no Graphviz <svg> in it")
        end = text.find("</svg>", start)
        if end < 0:
            raise UnreadablePicture("an <svg> without its end")
        chunk = text[start:end + len("</svg>")]
        if 'class="graph"' in chunk:
            return chunk
        start = end


def parse_svg(text):
    """The root element of the Graphviz picture in `text` (an SVG document or an HTML page)."""
    chunk = svg_of_page(text)
    # an HTML page may hold HTML's named entities, which XML lacks; &nbsp; is the one Graphviz's labels use
    chunk = chunk.replace("&nbsp;", "&#160;")
    try:
        root = ET.fromstring(chunk)
    except ET.ParseError as error:
        raise UnreadablePicture(f"not XML: {error}") from None
    return root


def local(tag):
    return tag.rsplit("}", 1)[-1] if isinstance(tag, str) else ""


def classes(element):
    return element.get("class", "").split()


def numbers(text):
    return [float(n) for n in NUMBER.findall(text or "")]


def shape_box(element):
    """The bounding box of one SVG shape, or None."""
    kind = local(element.tag)
    if kind in ("polygon", "polyline"):
        values = numbers(element.get("points"))
        points = list(zip(values[0::2], values[1::2]))
        return Box.around(points) if points else None
    if kind == "ellipse":
        cx, cy = float(element.get("cx", 0)), float(element.get("cy", 0))
        rx, ry = float(element.get("rx", 0)), float(element.get("ry", 0))
        return Box(cx - rx, cy - ry, cx + rx, cy + ry)
    if kind == "rect":
        x, y = float(element.get("x", 0)), float(element.get("y", 0))
        return Box(x, y, x + float(element.get("width", 0)), y + float(element.get("height", 0)))
    if kind == "path":
        points = [p for segment in path_segments(element.get("d", "")) for p in segment]
        return Box.around(points) if points else None
    return None


def path_segments(d):
    """The path's segments as cubic Béziers (lines become straight cubics): Graphviz writes `M x,y C …`."""
    tokens = PATH_TOKEN.findall(d)
    segments = []
    i, command = 0, None
    current = start = (0.0, 0.0)

    def take(n):
        nonlocal i
        values = [float(t) for t in tokens[i:i + n]]
        if len(values) < n:
            raise UnreadablePicture(f"a path ends early: {d[:80]}")
        i += n
        return values

    def line(a, b):
        return [a, (a[0] + (b[0] - a[0]) / 3, a[1] + (b[1] - a[1]) / 3),
                (a[0] + 2 * (b[0] - a[0]) / 3, a[1] + 2 * (b[1] - a[1]) / 3), b]

    while i < len(tokens):
        if tokens[i].isalpha():
            command = tokens[i]
            i += 1
            if command in "Zz":
                if current != start:
                    segments.append(line(current, start))
                current = start
                continue
        if command is None:
            raise UnreadablePicture(f"a path without a command: {d[:80]}")
        relative = command.islower()
        ox, oy = current if relative else (0.0, 0.0)
        c = command.upper()
        try:
            if c == "M":
                x, y = take(2)
                current = start = (ox + x, oy + y)
                command = "l" if relative else "L"  # further pairs after a move are lines
            elif c == "L":
                x, y = take(2)
                segments.append(line(current, (ox + x, oy + y)))
                current = (ox + x, oy + y)
            elif c == "H":
                (x,) = take(1)
                target = ((ox if relative else 0.0) + x, current[1])
                segments.append(line(current, target))
                current = target
            elif c == "V":
                (y,) = take(1)
                target = (current[0], (oy if relative else 0.0) + y)
                segments.append(line(current, target))
                current = target
            elif c == "C":
                v = take(6)
                points = [(ox + v[0], oy + v[1]), (ox + v[2], oy + v[3]), (ox + v[4], oy + v[5])]
                segments.append([current] + points)
                current = points[2]
            else:
                raise UnreadablePicture(f"a path command this check does not read: {command}")
        except ValueError:
            raise UnreadablePicture(f"a path with a bad number: {d[:80]}") from None
    return segments


@functools.lru_cache(maxsize=4096)
def char_width(ch, bold):
    """Advance width of one character, in em; wide (East Asian, emoji) ones take a full em."""
    code = ord(ch)
    if 32 <= code <= 126:
        return (HELVETICA_BOLD if bold else HELVETICA)[code - 32] / 1000
    if code < 32 or 0x200B <= code <= 0x200F or 0xFE00 <= code <= 0xFE0F:
        return 0.0  # controls, zero-width spaces and joiners, variation selectors
    if (0x1100 <= code <= 0x11FF or 0x2E80 <= code <= 0xA4CF or 0xAC00 <= code <= 0xD7A3
            or 0xF900 <= code <= 0xFAFF or 0xFF00 <= code <= 0xFF60 or 0xFFE0 <= code <= 0xFFE6
            or 0x1F000 <= code <= 0x1FAFF or 0x20000 <= code <= 0x3FFFD or 0x2600 <= code <= 0x27BF):
        return 1.0
    return 0.72 if bold else 0.667  # other scripts: as wide as Helvetica's wider capitals


def text_box(element):
    """The box a `<text>` element's glyphs may cover, estimated from its position, size and anchor."""
    content = "".join(element.itertext())
    size = float(element.get("font-size", "14").rstrip("pt") or 14)
    bold = element.get("font-weight", "") in ("bold", "bolder", "600", "700", "800", "900")
    width = size * sum(char_width(ch, bold) for ch in content)
    x, y = float(element.get("x", 0)), float(element.get("y", 0))
    anchor = element.get("text-anchor", "start")
    left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
    return Box(left, y - ASCENT * size, left + width, y + DESCENT * size)


def graph_group(root):
    for element in root.iter():
        if local(element.tag) == "g" and "graph" in classes(element):
            return element
    raise UnreadablePicture("no <g class=\"graph\"> in the picture")


def title_of(group):
    for child in group:
        if local(child.tag) == "title":
            return "".join(child.itertext())
    return None


def read_picture(root):
    """The picture's node boxes (name -> Node; group frames left out) and its edges."""
    graph = graph_group(root)
    nodes, edges, raw_edges = {}, [], []
    for group in graph.iter():
        if local(group.tag) != "g":
            continue
        kinds = classes(group)
        if "node" in kinds:
            name = title_of(group)
            if name is None or "group" in kinds:
                continue
            shapes = [b for b in (shape_box(e) for e in group.iter() if local(e.tag) in SHAPES) if b]
            parts = shapes
            if not shapes or any(not _within(b, shapes[0]) for b in shapes[1:]):
                # no outline holds the rest: a panel of cells, whose texts count too
                parts = shapes + [text_box(e) for e in group.iter() if local(e.tag) == "text"]
            if parts:
                box = parts[0]
                for b in parts[1:]:
                    box = box.union(b)
                nodes[name] = Node(name, box)
        elif "edge" in kinds:
            raw_edges.append(group)
    for group in raw_edges:
        title = title_of(group) or ""
        tail, head = split_title(title, nodes)
        segments, arrowheads, labels = [], [], []
        for element in group.iter():
            kind = local(element.tag)
            if kind == "path":
                segments.extend(path_segments(element.get("d", "")))
            elif kind == "polygon":
                box = shape_box(element)
                if box:
                    arrowheads.append(box)
            elif kind == "text":
                labels.append(("".join(element.itertext()), text_box(element)))
        edges.append(Edge(title, tail, head, group.get("id", ""), segments, arrowheads, labels))
    return nodes, edges


def group_frames(root):
    """The frames of the picture's groups (nodes whose class list has the word `group`, and Graphviz's clusters),
    as Nodes named by their titles."""
    frames = []
    for group in graph_group(root).iter():
        if local(group.tag) != "g":
            continue
        kinds = classes(group)
        if ("node" in kinds and "group" in kinds) or "cluster" in kinds:
            shapes = [b for b in (shape_box(e) for e in group.iter() if local(e.tag) in SHAPES) if b]
            if shapes:
                frames.append(Node(title_of(group) or "", shapes[0]))
    return frames


def _within(inner, outer, slack=0.5):
    return (inner.left >= outer.left - slack and inner.right <= outer.right + slack
            and inner.top >= outer.top - slack and inner.bottom <= outer.bottom + slack)


def split_title(title, nodes):
    """An edge's `tail->head` title split where both halves name nodes (names may hold `->`)."""
    cuts = [m.start() for m in re.finditer("->", title)]
    for cut in cuts:
        tail, head = title[:cut], title[cut + 2:]
        if tail in nodes and head in nodes:
            return tail, head
    for cut in cuts:  # an end that is not a box (a group frame): keep the split that names one node
        tail, head = title[:cut], title[cut + 2:]
        if tail in nodes or head in nodes:
            return tail, head
    if cuts:
        return title[:cuts[0]], title[cuts[0] + 2:]
    return title, title
