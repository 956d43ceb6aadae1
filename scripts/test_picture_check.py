#!/usr/bin/env python3
"""Unit tests of scripts/picture_check.py on small SVGs written by hand in Graphviz's shape.

    python3 -m unittest discover -s scripts -p 'test_picture_check.py'
"""

import io
import os
import subprocess
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import picture_check  # noqa: E402

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "picture_check.py")


def esc(name):
    """A name as Graphviz writes it into a title: `-` as &#45;, `>` as &gt;."""
    return name.replace("&", "&amp;").replace("-", "&#45;").replace(">", "&gt;").replace("<", "&lt;")


def box(name, left, top, right, bottom, cls="node rib viewful", text=None):
    """A node group with a rectangular outline (top < bottom in SVG's y, which grows downward)."""
    points = f"{right},{top} {left},{top} {left},{bottom} {right},{bottom} {right},{top}"
    label = text if text is not None else name
    return (f'<g id="rib&#45;{esc(name)}" class="{cls}">\n<title>{esc(name)}</title>\n'
            f'<polygon fill="#dbeafe" stroke="#1d4ed8" points="{points}"/>\n'
            f'<text text-anchor="middle" x="{(left + right) / 2}" y="{(top + bottom) / 2 + 4}" '
            f'font-family="Helvetica,sans-Serif" font-size="12.00">{esc(label)}</text>\n</g>\n')


def edge(tail, head, d, element_id=None, arrow=None, label=None, cls="edge"):
    """An edge group: path `d`, an optional arrowhead triangle with its tip at `arrow` pointing down, and
    an optional label (text, x, y, anchor[, font size])."""
    element_id = element_id if element_id is not None else f"tree-rib-{tail}-rib-{head}"
    out = (f'<g id="{esc(element_id)}" class="{cls}">\n<title>{esc(tail)}&#45;&gt;{esc(head)}</title>\n'
           f'<path fill="none" stroke="#475569" d="{d}"/>\n')
    if arrow is not None:
        x, y = arrow
        out += (f'<polygon fill="#475569" stroke="#475569" '
                f'points="{x + 2.1},{y - 6} {x},{y} {x - 2.1},{y - 6} {x + 2.1},{y - 6}"/>\n')
    if label is not None:
        text, x, y, anchor = label[:4]
        size = label[4] if len(label) > 4 else 10
        out += (f'<text text-anchor="{anchor}" x="{x}" y="{y}" font-family="Helvetica,sans-Serif" '
                f'font-size="{size}.00">{text}</text>\n')
    return out + "</g>\n"


def svg(*parts):
    return ('<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"\n "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
            '<svg width="400pt" height="400pt" viewBox="0.00 0.00 400.00 400.00" '
            'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">\n'
            '<g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 396)">\n'
            '<title>ribgraph</title>\n'
            '<polygon fill="white" stroke="transparent" points="-4,4 -4,-396 396,-396 396,4 -4,4"/>\n'
            + "".join(parts) + "</g>\n</svg>\n")


def kinds(text):
    report = picture_check.check_svg(text)
    return [p.kind for p in report.problems], report


# A parent above two children; a third box, C, to the right of the straight line from A down to B.
A = box("A", 0, -300, 100, -260)
B = box("B", 0, -100, 100, -60)
C = box("C", 60, -200, 160, -160)


class Crossings(unittest.TestCase):
    def test_a_straight_edge_between_its_own_ends_passes(self):
        found, _ = kinds(svg(A, B, C, edge("A", "B", "M20,-260C20,-220 20,-140 20,-106", arrow=(20, -100))))
        self.assertEqual(found, [])

    def test_an_edge_that_reaches_a_little_into_its_own_ends_passes(self):
        # starts 2 pt inside A's bottom side, its arrowhead's tip 2 pt inside B: not a crossing
        found, _ = kinds(svg(A, B, C, edge("A", "B", "M20,-262C20,-220 20,-140 20,-104", arrow=(20, -98))))
        self.assertEqual(found, [])

    def test_an_edge_drawn_across_its_own_box_is_reported_apart_from_crossings(self):
        # a route from B's bottom up through B to A: hidden under B, it reads as leaving B's top
        found, report = kinds(svg(A, B, C, edge("B", "A", "M20,-60C20,-40 20,-230 20,-258", arrow=(20, -258))))
        self.assertEqual(found, ["own-end"])
        self.assertIn("edge B -> A runs under its own end's box B", report.messages()[0])
        totals = picture_check.Totals()
        totals.add(report)
        self.assertEqual((totals.crossings, totals.own_ends), (0, 1))
        self.assertTrue(totals.summary().endswith(
            "0 edges without arrowhead, 0 shared lanes, 0 labels crossed, 1 edges under their own end's box"))

    def test_a_curve_that_bulges_through_a_third_box_fails(self):
        # both ends left of C, but the control points pull the curve to x ~ 80 at mid height
        found, report = kinds(svg(A, B, C, edge("A", "B", "M20,-260C140,-220 140,-140 20,-106", arrow=(20, -100))))
        self.assertEqual(found, ["crossing"])
        self.assertIn("edge A -> B passes through box C", report.messages()[0])

    def test_a_path_within_the_margin_of_a_box_edge_passes(self):
        # x = 60.5 runs half a point inside C's left side: not strictly inside C shrunk by 1 pt
        found, _ = kinds(svg(A, B, C, edge("A", "B", "M60.5,-260C60.5,-220 60.5,-140 60.5,-106",
                                           arrow=(60.5, -100))))
        self.assertEqual(found, [])

    def test_a_straight_line_through_a_box_fails_even_when_no_control_point_lies_in_it(self):
        found, _ = kinds(svg(A, B, C, edge("A", "B", "M70,-260C70,-240 70,-120 70,-106", arrow=(70, -100))))
        self.assertEqual(found, ["crossing"])

    def test_a_box_entered_twice_by_one_edge_counts_once(self):
        # one C command with two cubics, each through C
        d = "M20,-260C150,-230 150,-200 20,-180 -100,-170 150,-170 20,-106"
        found, _ = kinds(svg(A, B, C, edge("A", "B", d, arrow=(20, -100))))
        self.assertEqual(found, ["crossing"])

    def test_each_box_crossed_counts(self):
        D = box("D", 60, -150, 160, -110)
        found, report = kinds(svg(A, B, C, D, edge("A", "B", "M20,-260L80,-230L80,-120L20,-106",
                                                      arrow=(20, -100))))
        self.assertEqual(found, ["crossing", "crossing"])
        self.assertEqual(sorted(line.rsplit(" ", 1)[-1] for line in report.messages()), ["C", "D"])

    def test_names_holding_an_arrow_are_matched_against_node_titles(self):
        # nodes "x->y" and "z"; a node "x" stands on the path: the title "x->y->z" splits after "x->y"
        tail = box("x->y", 0, -300, 100, -260)
        head = box("z", 0, -100, 100, -60)
        other = box("x", 0, -200, 100, -160)
        found, report = kinds(svg(tail, head, other, edge("x->y", "z", "M50,-260C50,-200 50,-160 50,-106",
                                                           element_id="dependency-1", cls="edge dependency")))
        self.assertEqual(found, ["crossing"])
        self.assertIn("edge x->y -> z passes through box x", report.messages()[0])

    def test_group_frames_are_not_boxes(self):
        frame = box("unattached", -10, -320, 200, -40, cls="node group")
        found, _ = kinds(svg(A, B, frame, edge("A", "B", "M20,-260C20,-220 20,-140 20,-106", arrow=(20, -100))))
        self.assertEqual(found, [])

    def test_a_panel_of_cells_is_a_box(self):
        panel = ('<g id="legend" class="node">\n<title>legend</title>\n'
                 '<text text-anchor="start" x="0" y="-180" font-family="Helvetica,sans-Serif" font-weight="bold" '
                 'font-size="10.00">Legend</text>\n'
                 '<polygon fill="#dbeafe" stroke="transparent" points="50,-170 50,-190 110,-190 110,-170 50,-170"/>\n'
                 '<polygon fill="#f8fafc" stroke="transparent" points="120,-170 120,-190 180,-190 180,-170 120,-170"/>\n'
                 '</g>\n')
        through_cells = edge("A", "B", "M150,-260C150,-220 150,-140 150,-106", arrow=(150, -100))
        found, _ = kinds(svg(box("A", 100, -300, 200, -260), box("B", 100, -100, 200, -60), panel, through_cells))
        self.assertEqual(found, ["crossing"])
        # between the two cells there is no drawing, but the panel is one box: its header text counts too
        through_header = edge("A", "B", "M20,-260C20,-220 20,-140 20,-106", arrow=(20, -100))
        found, _ = kinds(svg(A, B, panel, through_header))
        self.assertEqual(found, ["crossing"])


# Two parents side by side above two children: P1 over C1 on the left, P2 over C2 on the right.
P1 = box("P1", 0, -300, 60, -270)
P2 = box("P2", 200, -300, 260, -270)
C1 = box("C1", 0, -100, 60, -70)
C2 = box("C2", 200, -100, 260, -70)
FOUR = (P1, P2, C1, C2)


def route(tail, head, d, tip_x):
    return edge(tail, head, d, arrow=(tip_x, -100))


class SharedLanes(unittest.TestCase):
    def test_edges_of_two_parents_on_one_lane_fail(self):
        # P1 -> C2 and P2 -> C1 both run along y = -200 between x = 30 and 230: 200 pt on one line
        crossed = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                   route("P2", "C1", "M230,-270L230,-200L30,-200L30,-106", 30))
        found, report = kinds(svg(*FOUR, *crossed))
        self.assertEqual(found, ["shared"])
        self.assertIn("edges P1 -> C2 and P2 -> C1 share", report.messages()[0])
        shared = float(report.messages()[0].split("share ")[1].split(" pt")[0])
        self.assertGreater(shared, 190)
        self.assertLess(shared, 215)

    def test_lanes_five_points_apart_pass(self):
        apart = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                 route("P2", "C1", "M225,-270L225,-195L30,-195L30,-106", 30))
        self.assertEqual(kinds(svg(*FOUR, *apart))[0], [])

    def test_two_points_apart_is_one_line(self):
        close = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                 route("P2", "C1", "M225,-270L225,-198L35,-198L35,-106", 35))
        self.assertEqual(kinds(svg(*FOUR, *close))[0], ["shared"])

    def test_one_parents_fan_out_shares_its_bus(self):
        bus = (route("P1", "C1", "M30,-270L30,-200L30,-106", 30),
               route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230))
        self.assertEqual(kinds(svg(*FOUR, *bus))[0], [])

    def test_two_parents_meeting_at_their_child_pass(self):
        meeting = (route("P1", "C2", "M30,-270L30,-150L230,-150L230,-106", 230),
                   route("P2", "C2", "M230,-270L230,-106", 230))
        self.assertEqual(kinds(svg(*FOUR, *meeting))[0], [])

    def test_a_crossing_at_a_right_angle_is_no_shared_lane(self):
        crossing = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                    route("Q", "R", "M130,-270L130,-106", 130))
        found, _ = kinds(svg(*FOUR, box("Q", 100, -300, 160, -270), box("R", 100, -100, 160, -70), *crossing))
        self.assertEqual(found, [])

    def test_crossing_five_times_is_no_shared_lane(self):
        # Q -> R zigzags across P1 -> C2's lane at y = -200 five times: right-angle crossings of about 6 pt each
        straight = route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230)
        zigzag = route("Q", "R", "M100,-270L100,-150L115,-150L115,-250L130,-250L130,-150L145,-150L145,-250L160,-250"
                                 "L160,-106", 160)
        found, _ = kinds(svg(*FOUR, box("Q", 80, -300, 120, -270), box("R", 130, -100, 190, -70), straight, zigzag))
        self.assertEqual(found, [])

    def test_running_together_briefly_passes(self):
        # 10 pt on y = -200 (x = 115 to 125), about 16 pt within 3 pt of each other with the corners
        brief = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                 route("Q", "R", "M115,-270L115,-200L125,-200L125,-106", 125))
        found, _ = kinds(svg(*FOUR, box("Q", 90, -300, 140, -270), box("R", 100, -100, 150, -70), *brief))
        self.assertEqual(found, [])
        longer = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                  route("Q", "R", "M115,-270L115,-200L140,-200L140,-106", 140))
        found, _ = kinds(svg(*FOUR, box("Q", 90, -300, 140, -270), box("R", 110, -100, 160, -70), *longer))
        self.assertEqual(found, ["shared"])

    def test_totals_count_shared_lanes(self):
        crossed = (route("P1", "C2", "M30,-270L30,-200L230,-200L230,-106", 230),
                   route("P2", "C1", "M230,-270L230,-200L30,-200L30,-106", 30))
        totals = picture_check.Totals()
        totals.add(kinds(svg(*FOUR, *crossed))[1])
        self.assertEqual((totals.shared, totals.problems), (1, 1))
        self.assertIn("1 shared lanes, 0 labels crossed", totals.summary())


class CrossedLabels(unittest.TestCase):
    def labelled_with(self, *lines):
        """P1 -> C1 with a label of `lines` (text, baseline y) starting at x = 35."""
        out = edge("P1", "C1", "M30,-270L30,-106", arrow=(30, -100), label=(lines[0][0], 35, lines[0][1], "start"))
        extra = "".join(f'<text text-anchor="start" x="35" y="{y}" font-family="Helvetica,sans-Serif" '
                        f'font-size="10.00">{text}</text>\n' for text, y in lines[1:])
        return out.replace("</g>\n", extra + "</g>\n")

    def test_an_edge_through_another_edges_label_fails(self):
        through = route("P2", "C1", "M230,-270L230,-150L45,-150L45,-106", 45)
        found, report = kinds(svg(*FOUR, self.labelled_with(("PhotoPickerDependency", -148)), through))
        self.assertEqual(found, ["label-crossed"])
        self.assertIn('edge P2 -> C1 passes through the label "PhotoPickerDependency" of edge P1 -> C1',
                      report.messages()[0])

    def test_an_edge_beside_the_label_passes(self):
        # the label's descent ends at y = -145.5; the path runs 4 pt below it
        beside = route("P2", "C1", "M230,-270L230,-141L45,-141L45,-106", 45)
        self.assertEqual(kinds(svg(*FOUR, self.labelled_with(("PhotoPickerDependency", -148)), beside))[0], [])

    def test_an_edge_through_its_own_label_is_not_this_rule(self):
        own = edge("P1", "C1", "M30,-270L30,-150L80,-150L80,-120L30,-120L30,-106", arrow=(30, -100),
                   label=("PhotoPickerDependency", 35, -148, "start"))
        self.assertEqual(kinds(svg(*FOUR, own))[0], [])

    def test_a_label_of_several_lines_is_one_box(self):
        # the path runs between the two lines' glyphs, inside the label
        between = route("P2", "C1", "M230,-270L230,-153L45,-153L45,-106", 45)
        label = self.labelled_with(("PhotoPickerDependency", -158), ("photoRepository: PhotoRepository", -146))
        self.assertEqual(kinds(svg(*FOUR, label, between))[0], ["label-crossed"])


class Overlaps(unittest.TestCase):
    def test_overlapping_boxes_fail(self):
        found, report = kinds(svg(A, box("E", 90, -290, 190, -250)))
        self.assertEqual(found, ["overlap"])
        self.assertIn("boxes A and E overlap (10.0 x 30.0 pt)", report.messages()[0])

    def test_boxes_that_only_touch_pass(self):
        found, _ = kinds(svg(A, box("E", 99.5, -290, 190, -250), box("F", 0, -260.5, 100, -220)))
        self.assertEqual(found, [])

    def test_boxes_apart_across_y_pass_though_they_share_x(self):
        found, _ = kinds(svg(A, B, box("E", 50, -200, 150, -160)))
        self.assertEqual(found, [])

    def test_a_box_inside_a_group_frame_is_no_overlap(self):
        found, _ = kinds(svg(A, box("frame", -10, -320, 200, -40, cls="node group")))
        self.assertEqual(found, [])

    def test_a_box_across_a_group_frames_border_fails(self):
        # the "+2 unchanged" box half in, half out of the group it belongs to
        frame = box("unattached", -10, -320, 200, -240, cls="node group")
        found, report = kinds(svg(A, frame, box("+2 unchanged", 150, -260, 250, -230, cls="node collapsed")))
        self.assertEqual(found, ["straddle"])
        self.assertIn("box +2 unchanged lies across the border of group unattached", report.messages()[0])
        totals = picture_check.Totals()
        totals.add(report)
        self.assertTrue(totals.summary().endswith(", 1 boxes across a group's border"))

    def test_a_cluster_is_a_group_frame(self):
        cluster = ('<g id="clust1" class="cluster">\n<title>cluster_unreachable</title>\n'
                   '<polygon fill="none" stroke="#94a3b8" points="-10,-320 -10,-240 200,-240 200,-320 -10,-320"/>\n</g>\n')
        found, _ = kinds(svg(cluster, box("E", 150, -260, 250, -230)))
        self.assertEqual(found, ["straddle"])
        found, _ = kinds(svg(cluster, box("E", 150, -239, 250, -210), box("F", 0, -300, 100, -260)))
        self.assertEqual(found, [])


class Labels(unittest.TestCase):
    straight = "M20,-260C20,-220 20,-140 20,-106"

    def test_a_label_on_a_box_fails(self):
        found, report = kinds(svg(A, B, C, edge("A", "B", self.straight, arrow=(20, -100),
                                                 label=("scoreStream", 25, -180, "start"))))
        self.assertEqual(found, ["label"])
        self.assertIn('label "scoreStream" of edge A -> B sits on box C', report.messages()[0])

    def test_a_label_beside_the_boxes_passes(self):
        found, _ = kinds(svg(A, B, C, edge("A", "B", self.straight, arrow=(20, -100),
                                           label=("scoreStream", 25, -220, "start"))))
        self.assertEqual(found, [])

    def test_the_anchor_decides_where_the_text_runs(self):
        # ending at x = 55, the text runs left of C (which starts at 60); anchored at its start, it runs into C
        self.assertEqual(kinds(svg(A, B, C, edge("A", "B", self.straight, arrow=(20, -100),
                                                 label=("stream", 55, -180, "end"))))[0], [])
        self.assertEqual(kinds(svg(A, B, C, edge("A", "B", self.straight, arrow=(20, -100),
                                                 label=("stream", 55, -180, "start"))))[0], ["label"])

    def test_hangul_is_wider_than_latin(self):
        # three Latin letters from x = 30 at 10 pt end near x = 46; four syllables reach x = 70, into C
        latin = edge("A", "B", self.straight, arrow=(20, -100), label=("abc", 30, -180, "start", 10))
        hangul = edge("A", "B", self.straight, arrow=(20, -100), label=("가나다라", 30, -180, "start", 10))
        self.assertEqual(kinds(svg(A, B, C, latin))[0], [])
        self.assertEqual(kinds(svg(A, B, C, hangul))[0], ["label"])

    def test_a_label_above_a_box_clears_it_by_its_descent(self):
        # baseline 4 pt above C's top: the 10 pt text's descent (2.5 pt) stays out of C
        found, _ = kinds(svg(A, B, C, edge("A", "B", self.straight, arrow=(20, -100),
                                           label=("scoreStream", 65, -204, "start"))))
        self.assertEqual(found, [])


class Arrowheads(unittest.TestCase):
    straight = "M20,-260C20,-220 20,-140 20,-106"

    def test_a_route_without_an_arrowhead_fails(self):
        found, report = kinds(svg(A, B, edge("A", "B", self.straight)))
        self.assertEqual(found, ["arrowhead"])
        self.assertIn("edge A -> B has no arrowhead at B", report.messages()[0])

    def test_an_arrowhead_short_of_the_head_fails(self):
        found, report = kinds(svg(A, B, edge("A", "B", "M20,-260C20,-220 20,-150 20,-116", arrow=(20, -110))))
        self.assertEqual(found, ["arrowhead"])
        self.assertIn("stops 10.0 pt from its box", report.messages()[0])

    def test_an_arrowhead_at_the_tail_only_fails(self):
        found, _ = kinds(svg(A, B, edge("A", "B", self.straight, arrow=(20, -254))))
        self.assertEqual(found, ["arrowhead"])

    def test_routes_of_every_scene_and_former_routes_are_checked(self):
        for element_id in ("left-tree-rib-A-rib-B", "right-tree-rib-A-rib-B", "former-rib-A-rib-B"):
            found, _ = kinds(svg(A, B, edge("A", "B", self.straight, element_id=element_id)))
            self.assertEqual(found, ["arrowhead"], element_id)

    def test_edges_that_are_not_routes_need_no_arrowhead(self):
        found, _ = kinds(svg(A, B, edge("A", "B", self.straight, element_id="edge3", cls="edge dependency")))
        self.assertEqual(found, [])


class Reading(unittest.TestCase):
    def test_the_picture_inlined_in_an_html_page_is_read(self):
        icon = '<svg viewBox="0 0 10 10"><path d="M0,0L10,10"/></svg>'
        picture = svg(A, B, C, edge("A", "B", "M20,-260C140,-220 140,-140 20,-106", arrow=(20, -100)))
        body = picture[picture.index("<svg"):]
        page = f"<!doctype html><html><body>{icon}<div id='graph'>{body}</div>&nbsp;</body></html>"
        found, _ = kinds(page)
        self.assertEqual(found, ["crossing"])

    def test_a_page_without_a_graphviz_picture_is_unreadable(self):
        with self.assertRaises(picture_check.UnreadablePicture):
            picture_check.check_svg("<html><body><svg><path d='M0,0L1,1'/></svg></body></html>")

    def test_relative_and_line_commands_are_sampled(self):
        # m/l/v written relative: a path from (20,-260) that steps right into C and back down to B
        found, _ = kinds(svg(A, B, C, edge("A", "B", "m20,-260 l60,60 v40 l-60,54", arrow=(20, -100))))
        self.assertEqual(found, ["crossing"])


class CommandLine(unittest.TestCase):
    def run_cli(self, *files):
        return subprocess.run([sys.executable, SCRIPT, *files], capture_output=True, text=True)

    def test_exit_statuses_and_summary(self):
        with tempfile.TemporaryDirectory() as folder:
            clean = os.path.join(folder, "clean.svg")
            crossed = os.path.join(folder, "crossed.svg")
            with open(clean, "w") as f:
                f.write(svg(A, B, edge("A", "B", "M20,-260C20,-220 20,-140 20,-106", arrow=(20, -100))))
            with open(crossed, "w") as f:
                f.write(svg(A, B, C, box("E", 90, -290, 190, -250),
                            edge("A", "B", "M20,-260C140,-220 140,-140 20,-106")))
            result = self.run_cli(clean)
            self.assertEqual((result.returncode, result.stdout),
                             (0, "1 pictures: 0 crossings, 0 overlaps, 0 labels on boxes, 0 edges without arrowhead, "
                                 "0 shared lanes, 0 labels crossed\n"))
            result = self.run_cli(clean, crossed)
            self.assertEqual(result.returncode, 1)
            lines = result.stdout.splitlines()
            self.assertEqual(lines[-1], "2 pictures: 1 crossings, 1 overlaps, 0 labels on boxes, "
                                        "1 edges without arrowhead, 0 shared lanes, 0 labels crossed")
            self.assertIn(f"{crossed}: edge A -> B passes through box C", lines)
            result = self.run_cli(clean, os.path.join(folder, "missing.svg"))
            self.assertEqual(result.returncode, 2)
            self.assertIn("missing.svg: cannot read the picture", result.stderr)

    def test_totals_sum_reports(self):
        totals = picture_check.Totals()
        out, err = io.StringIO(), io.StringIO()
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "p.svg")
            with open(path, "w") as f:
                f.write(svg(A, B, C, edge("A", "B", "M20,-260C140,-220 140,-140 20,-106", arrow=(20, -100))))
            totals.merge(picture_check.check_files([path, path], out=out, err=err))
        self.assertEqual((totals.pictures, totals.crossings, totals.problems), (2, 2, 2))
        self.assertEqual(picture_check.exit_status(totals), 1)


if __name__ == "__main__":
    unittest.main()
