"""score-scan.py's presentation scoring, on a hand-made truth and trace.

    python3 -m unittest discover -s scripts -p 'test_score_presentation.py'
"""

import contextlib
import importlib.util
import io
import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "score-scan.py")
spec = importlib.util.spec_from_file_location("score_scan", SCRIPT)
score_scan = importlib.util.module_from_spec(spec)
spec.loader.exec_module(score_scan)

TRUTH = {
    "repo": "example/app", "commit": "0" * 40, "paths": ["."], "excludes": [],
    "ribs": [{"name": n, "viewful": n != "Flow", "root": n == "Root"}
             for n in ["Root", "Tabs", "Home", "Settings", "Card", "Flow", "Sheet", "Old"]],
    "routes": [
        ["Root", "Tabs", ["root"]],
        ["Tabs", "Home", ["tab"]],
        ["Tabs", "Settings", ["tab", "present"]],
        ["Home", "Card", ["embed"]],
        ["Home", "Flow", ["none"]],
        ["Home", "Sheet", ["present"]],
        ["Settings", "Sheet", ["push"]],
        ["Settings", "Old"],  # a pair: no presentation truth, not scored
    ],
    "presentationNotes": {"Tabs>Settings": "a tab, and presented from a deep link"},
}


def trace(presentations):
    """A version 2 trace with every truth route; `presentations` maps "Parent>Child" to the route's field (absent: no field)."""
    routes = []
    for r in TRUTH["routes"]:
        entry = {"parent": r[0], "child": r[1]}
        key = f"{r[0]}>{r[1]}"
        if key in presentations:
            entry.update(presentations[key])
        routes.append(entry)
    return {"format": "ribgraph-trace", "version": 2, "app": "app",
            "ribs": [{"id": r["name"], "name": r["name"], **({"view": "V"} if r["viewful"] else {})}
                     for r in TRUTH["ribs"]],
            "routes": routes}


ALL_RIGHT = {
    "Root>Tabs": {"presentation": ["root"]},
    "Tabs>Home": {"presentation": "tab"},  # a hand-written trace may give one string
    "Tabs>Settings": {"presentation": ["present", "tab"]},  # order does not matter
    "Home>Card": {"presentation": ["embed"]},
    "Home>Flow": {"presentation": ["none"]},
    "Home>Sheet": {"presentation": ["present"]},
    "Settings>Sheet": {"presentation": ["push"]},
    "Settings>Old": {"presentation": ["push"]},  # no truth: ignored whatever it says
}


class ScorePresentationTests(unittest.TestCase):
    def test_all_right(self):
        res = score_scan.score(TRUTH, trace(ALL_RIGHT))
        self.assertEqual(res["presentations"], {"total": 7, "right": 7, "wrong": []})
        self.assertEqual(res["routes"]["tp"], 8)  # triples are still routes

    def test_wrong_ones(self):
        got = dict(ALL_RIGHT)
        got["Tabs>Settings"] = {"presentation": ["tab"]}  # a subset is not equal
        got["Home>Card"] = {"presentation": ["unknown"], "presentationReason": "setter not followed"}
        del got["Home>Flow"]  # no field
        got["Home>Sheet"] = {"presentation": ["present", "push"]}  # a superset is not equal
        got["Settings>Sheet"] = {"presentation": []}  # an empty list is no answer
        res = score_scan.score(TRUTH, trace(got))
        pr = res["presentations"]
        self.assertEqual((pr["total"], pr["right"]), (7, 2))
        wrong = {w["route"]: w for w in pr["wrong"]}
        self.assertEqual(sorted(wrong), ["Home -> Card", "Home -> Flow", "Home -> Sheet", "Settings -> Sheet",
                                         "Tabs -> Settings"])
        self.assertEqual(wrong["Tabs -> Settings"]["truth"], ["present", "tab"])
        self.assertEqual(wrong["Tabs -> Settings"]["scan"], "tab")
        self.assertEqual(wrong["Home -> Card"]["scan"], "unknown")
        self.assertEqual(wrong["Home -> Card"]["reason"], "setter not followed")
        self.assertEqual(wrong["Home -> Flow"]["scan"], "no presentation")

    def test_unknown_is_wrong_even_when_truth_says_unknown(self):
        truth = dict(TRUTH, routes=[["Root", "Tabs", ["unknown"]]])
        res = score_scan.score(truth, trace({"Root>Tabs": {"presentation": "unknown"}}))
        self.assertEqual((res["presentations"]["total"], res["presentations"]["right"]), (1, 0))

    def test_route_not_scanned(self):
        t = trace(ALL_RIGHT)
        t["routes"] = [r for r in t["routes"] if r["child"] != "Card"]
        pr = score_scan.score(TRUTH, t)["presentations"]
        self.assertEqual(pr["right"], 6)
        self.assertEqual(pr["wrong"][0]["scan"], "route not scanned")

    def test_version_1_copies_are_united(self):
        t = trace({})
        t["version"] = 1
        t["ribs"].append({"id": "Sheet#2", "name": "Sheet", "view": "V"})
        t["routes"] = [{"parent": "Home", "child": "Sheet", "presentation": ["present"]},
                       {"parent": "Settings", "child": "Sheet#2", "presentation": ["push"]}]
        pr = score_scan.score(TRUTH, t)["presentations"]
        self.assertEqual(pr["right"], 2)

    def test_report_prints_per_app_and_total(self):
        a = score_scan.score(dict(TRUTH, app="a"), trace(ALL_RIGHT))
        bad = dict(ALL_RIGHT, **{"Home>Card": {"presentation": "push"}})
        b = score_scan.score(dict(TRUTH, app="b"), trace(bad))
        out = io.StringIO()
        tot = score_scan.report([a, b], out=out)
        text = out.getvalue()
        self.assertIn("== a\n", text)
        self.assertIn("presentations 7/7 right (100.0%)", text)
        self.assertIn("presentations 6/7 right (85.7%)", text)
        self.assertIn("presentation wrong: Home -> Card: truth embed, scan push", text)
        self.assertIn("presentations 13/14 right (92.9%)", text.split("== TOTAL")[1])
        self.assertEqual((tot["prr"], tot["prt"]), (13, 14))


class MinPresentationTests(unittest.TestCase):
    def run_script(self, presentations, *args):
        with tempfile.TemporaryDirectory() as tmp:
            truth_file, trace_file = os.path.join(tmp, "app.json"), os.path.join(tmp, "trace.json")
            with open(truth_file, "w") as f:
                json.dump(TRUTH, f)
            with open(trace_file, "w") as f:
                json.dump(trace(presentations), f)
            return subprocess.run([sys.executable, SCRIPT, "--truth", truth_file, "--trace", trace_file, *args],
                                  capture_output=True, text=True)

    def test_passes_at_threshold(self):
        p = self.run_script(ALL_RIGHT, "--min-presentation", "0.95")
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertIn("presentations 7/7 right (100.0%)", p.stdout)

    def test_fails_below_threshold(self):
        got = dict(ALL_RIGHT, **{"Home>Card": {"presentation": ["unknown"]}, "Home>Sheet": {"presentation": "push"}})
        p = self.run_script(got, "--min-presentation", "0.95")
        self.assertEqual(p.returncode, 1)
        self.assertIn("presentations 5/7 right (71.4%)", p.stdout)
        self.assertIn("below --min-presentation 0.95", p.stderr)
        # the same scores pass a lower bar, and without the option nothing fails
        self.assertEqual(self.run_script(got, "--min-presentation", "0.7").returncode, 0)
        self.assertEqual(self.run_script(got).returncode, 0)

    def test_fails_when_nothing_to_score(self):
        with tempfile.TemporaryDirectory() as tmp:
            truth_file, trace_file = os.path.join(tmp, "app.json"), os.path.join(tmp, "trace.json")
            with open(truth_file, "w") as f:
                json.dump(dict(TRUTH, routes=[r[:2] for r in TRUTH["routes"]]), f)
            with open(trace_file, "w") as f:
                json.dump(trace(ALL_RIGHT), f)
            p = subprocess.run([sys.executable, SCRIPT, "--truth", truth_file, "--trace", trace_file,
                                "--min-presentation", "0.95"], capture_output=True, text=True)
        self.assertEqual(p.returncode, 1)
        self.assertIn("no route with presentation truth", p.stderr)

    def test_missing_checkouts_are_skipped_only_when_asked(self):
        with tempfile.TemporaryDirectory() as tmp:
            with open(os.path.join(tmp, "app.json"), "w") as f:
                json.dump(TRUTH, f)
            run = lambda *extra: subprocess.run(  # noqa: E731
                [sys.executable, SCRIPT, "--all", "--corpus-dir", tmp, "--corpus-root", os.path.join(tmp, "none"),
                 "--min-presentation", "0.95", *extra], capture_output=True, text=True)
            skipping, strict = run("--skip-missing"), run()
        self.assertEqual(skipping.returncode, 0, skipping.stderr)
        self.assertIn("app: skipped, no checkout at", skipping.stderr)
        self.assertEqual(strict.returncode, 1)
        self.assertIn("ERROR", strict.stdout)


class CorpusFilesTests(unittest.TestCase):
    """The corpus's presentation truth is well formed."""

    VALUES = {"push", "present", "embed", "tab", "root", "none", "unknown"}

    def test_corpus_presentations(self):
        corpus = os.path.join(HERE, "corpus")
        files = [os.path.join(corpus, f) for f in os.listdir(corpus) if f.endswith(".json") and f != "pull-requests.json"]
        files += [os.path.join(corpus, "flatten", f) for f in os.listdir(os.path.join(corpus, "flatten"))]
        counted = 0
        for fn in files:
            with open(fn) as f:
                truth = json.load(f)
            routes = truth.get("routes", [])
            pairs = [tuple(r[:2]) for r in routes]
            self.assertEqual(len(pairs), len(set(pairs)), fn)
            for r in routes:
                self.assertIn(len(r), (2, 3), (fn, r))
                if len(r) == 3:
                    self.assertIsInstance(r[2], list, (fn, r))
                    self.assertTrue(r[2] and set(r[2]) <= self.VALUES, (fn, r))
                    counted += 1
            for key in truth.get("presentationNotes", {}):
                self.assertIn(tuple(key.split(">")), set(pairs), (fn, key))
        self.assertGreaterEqual(counted, 200)


if __name__ == "__main__":
    unittest.main()
