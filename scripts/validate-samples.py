#!/usr/bin/env python3
"""Validate every samples/*/*.json but rules files against docs/ribgraph-trace.schema.json (nested trees, which
ribgraph also reads, against their own shape).

For each sample: the JSON Schema (draft 2020-12, via the `jsonschema` package), then what a schema cannot
say (unique RIB ids, references, strictly increasing seq) and a replay of its events under the rules of
docs/trace-format.md, both by ribgraph itself (`ribgraph validate - --format json`: one replay, ribgraph's).
Then negative tests: deliberately broken documents that the schema, or ribgraph, must REJECT. Finally, the
JSON under "## A full example" in docs/trace-format.md must equal samples/format-example/trace.json, and the
one under "## Source traces" must pass the same checks as a sample.

Prints one line per test and a final line "N passed, M failed"; exits 1 on any failure, 2 when the
jsonschema package or the ribgraph binary is missing.
Usage: python3 scripts/validate-samples.py [RIBGRAPH]   (RIBGRAPH: the binary, default .build/debug/ribgraph;
       needs: python3 -m pip install jsonschema)
"""

import copy
import json
import re
import subprocess
import sys
from pathlib import Path

try:
    from jsonschema import Draft202012Validator
    from jsonschema.exceptions import best_match
except ImportError:
    sys.stderr.write("validate-samples: the jsonschema package is missing: python3 -m pip install jsonschema\n")
    sys.exit(2)

ROOT = Path(__file__).resolve().parent.parent
SCHEMA_PATH = ROOT / "docs" / "ribgraph-trace.schema.json"
FORMAT_DOC = ROOT / "docs" / "trace-format.md"
SAMPLES = ROOT / "samples"


class TraceError(Exception):
    pass


# --- schema -------------------------------------------------------------------------------------

def schema_errors(validator, doc):
    """All schema violations, as 'path: message' strings, in a stable order. For an event that is
    neither a valid keyed object nor a valid row, the reason from the form it was meant to be."""
    out = []
    for err in sorted(validator.iter_errors(doc), key=lambda e: [str(p) for p in e.absolute_path]):
        err = best_match([err])
        path = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err.absolute_path) or "(top)"
        out.append(f"{path.lstrip('.')}: {err.message}")
    return out


# --- nested trees (README "Input": {"name", "children"}), which ribgraph also reads -------------

NESTED_KEYS = {"name", "children", "viewless", "router", "interactor", "view", "builder", "dependency", "component"}


def nested_tree_problem(node, path="", top=True):
    """None when `node` is a well-formed nested tree, else where and what is wrong."""
    if not isinstance(node, dict):
        return f"{path or '(top)'}: expected an object"
    unknown = sorted(set(node) - NESTED_KEYS - ({"app"} if top else set()))
    if unknown:
        return f"{path or '(top)'}: unknown key {unknown[0]!r}"
    if not isinstance(node.get("name"), str) or not node["name"].strip():
        return f"{path + '.' if path else ''}name: expected a non-empty string"
    if "viewless" in node and not isinstance(node["viewless"], bool):
        return f"{path + '.' if path else ''}viewless: expected true or false"
    children = node.get("children", [])
    if not isinstance(children, list):
        return f"{path + '.' if path else ''}children: expected an array"
    for i, child in enumerate(children):
        problem = nested_tree_problem(child, f"{path + '.' if path else ''}children[{i}]", top=False)
        if problem:
            return problem
    return None


def count_nodes(node):
    return 1 + sum(count_nodes(c) for c in node.get("children", []))


# --- references and replay: ribgraph's own (`ribgraph validate --format json`) ----------------------

RIBGRAPH = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / ".build" / "debug" / "ribgraph"


def replay(doc):
    """What `ribgraph validate - --format json` says of `doc`: its summary (counts, and the attached tree as
    {id, parent} in pre-order). Raises TraceError with ribgraph's message when it rejects the trace."""
    run = subprocess.run([str(RIBGRAPH), "validate", "-", "--format", "json"], input=json.dumps(doc).encode(),
                         capture_output=True)
    if run.returncode == 65:
        raise TraceError(run.stderr.decode(errors="replace").strip().removeprefix("ribgraph: standard input: "))
    if run.returncode != 0:
        raise SystemExit(f"validate-samples: {RIBGRAPH} validate failed (exit status {run.returncode}): "
                         f"{run.stderr.decode(errors='replace').strip()}")
    return json.loads(run.stdout)


def tree_text(summary):
    """The attached tree in one line, e.g. 'Root(LoggedIn(OffGame(BasicScoreBoard)))'."""
    children = {}
    for node in summary["tree"]:
        children.setdefault(node.get("parent"), []).append(node["id"])

    def render(node):
        kids = children.get(node, [])
        return node + (f"({', '.join(render(k) for k in kids)})" if kids else "")

    return "; ".join(render(r) for r in children.get(None, [])) or "(empty)"


# --- tests --------------------------------------------------------------------------------------

def broken_documents(base):
    """Deliberately broken traces, each with the layer that must reject it."""
    def variant(change):
        doc = copy.deepcopy(base)
        change(doc)
        return doc

    def first_seq(doc):
        event = doc["events"][0]
        return event[0] if isinstance(event, list) else event["seq"]

    def attach_to_unattached(doc):
        doc["ribs"] += [{"id": "Nowhere"}, {"id": "Lost"}]
        doc["events"].append({"seq": 999, "kind": "attach", "parent": "Nowhere", "child": "Lost"})

    return [
        ("schema", "unknown top-level key", variant(lambda d: d.update(extra=True))),
        ("schema", "unknown key in a RIB (\"veiw\")", variant(lambda d: d["ribs"][0].update(veiw="RootViewController"))),
        ("schema", "unknown key in a keyed event", variant(lambda d: d["events"][0].update(note="x"))),
        ("schema", "row with 4 elements", variant(lambda d: d["events"].append([99, 1.0, "a", 0]))),
        ("schema", "row with 6 elements", variant(lambda d: d["events"].append([99, 1.0, "a", 0, 1, 2]))),
        ("schema", "row with kind \"attach\" instead of \"a\"", variant(lambda d: d["events"].append([99, 1.0, "attach", 0, 1]))),
        ("schema", "row detaching with a null parent", variant(lambda d: d["events"].append([99, 1.0, "d", None, 1]))),
        ("schema", "keyed detach with a null parent",
         variant(lambda d: d["events"].append({"seq": 99, "kind": "detach", "parent": None, "child": "Root"}))),
        ("schema", "keyed event without parent",
         variant(lambda d: d["events"].append({"seq": 99, "kind": "attach", "child": "Root"}))),
        ("schema", "version 2 for a recording", variant(lambda d: d.update(version=2))),
        ("schema", "version 3", variant(lambda d: d.update(version=3))),
        ("schema", "a source trace of version 1 (copies of shared RIBs)", variant(lambda d: d.update(origin="source"))),
        ("schema", "a source trace with events", variant(lambda d: d.update(origin="source", version=2))),
        ("schema", "a route via \"magic\"", variant(lambda d: d.setdefault("routes", []).append(
            {"parent": "Root", "child": "Root", "via": "magic"}))),
        ("replay", "a scan listing one route twice", variant(lambda d: d.update(
            origin="source", version=2, events=[],
            routes=[{"parent": "Root", "child": d["ribs"][1]["id"]}, {"parent": "Root", "child": d["ribs"][1]["id"]}]))),
        ("schema", "format \"ribgraph\"", variant(lambda d: d.update(format="ribgraph"))),
        ("schema", "missing events", variant(lambda d: d.pop("events"))),
        ("schema", "missing ribs", variant(lambda d: d.pop("ribs"))),
        ("schema", "negative droppedEvents", variant(lambda d: d.update(droppedEvents=-1))),
        ("schema", "dependency property without name",
         variant(lambda d: d.setdefault("dependencies", []).append(
             {"child": "Root", "dependency": "X", "component": "Y", "properties": [{"type": "String"}]}))),
        ("schema", "origin \"scan\"", variant(lambda d: d.update(origin="scan"))),
        ("schema", "origin null", variant(lambda d: d.update(origin=None))),
        ("schema", "a RIB's root \"yes\"", variant(lambda d: d["ribs"][0].update(root="yes"))),
        ("schema", "a RIB's declaredIn without a line", variant(lambda d: d["ribs"][0].update(declaredIn="Root/RootBuilder.swift"))),
        ("schema", "a RIB's declaredIn at line 0", variant(lambda d: d["ribs"][0].update(declaredIn="Root/RootBuilder.swift:0"))),
        ("schema", "a RIB's declaredIn with a leading zero", variant(lambda d: d["ribs"][0].update(declaredIn="RootBuilder.swift:07"))),
        ("schema", "a RIB's declaredIn with no path", variant(lambda d: d["ribs"][0].update(declaredIn=":12"))),
        ("schema", "a property's providedIn with a negative line",
         variant(lambda d: d["dependencies"][0]["properties"][0].update(providedIn="RootComponent.swift:-3"))),
        ("schema", "a property's providedIn as a number",
         variant(lambda d: d["dependencies"][0]["properties"][0].update(providedIn=12))),
        ("schema", "a property's declaredIn without a line",
         variant(lambda d: d["dependencies"][0]["properties"][0].update(declaredIn="RootBuilder.swift"))),
        ("schema", "unknown key in a property (\"providedAt\")",
         variant(lambda d: d["dependencies"][0]["properties"][0].update(providedAt="RootComponent.swift:3"))),
        ("schema", "a leak without objects",
         variant(lambda d: d.setdefault("leaks", []).append({"rib": "Root", "detach": 1, "objects": [], "seconds": 2}))),
        ("schema", "a leak naming its view", variant(lambda d: d.setdefault("leaks", []).append(
            {"rib": "Root", "detach": 1, "objects": ["view"], "seconds": 2}))),
        ("schema", "a leak with negative seconds", variant(lambda d: d.setdefault("leaks", []).append(
            {"rib": "Root", "detach": 1, "objects": ["router"], "seconds": -1}))),
        ("schema", "a leak with an unknown key (\"object\")", variant(lambda d: d.setdefault("leaks", []).append(
            {"rib": "Root", "detach": 1, "objects": ["router"], "seconds": 2, "object": "router"}))),
        ("replay", "a leak of an unknown RIB", variant(lambda d: d.setdefault("leaks", []).append(
            {"rib": "OffGam", "detach": 1, "objects": ["router"], "seconds": 2}))),
        ("replay", "a leak whose detach is an attach", variant(lambda d: d.setdefault("leaks", []).append(
            {"rib": "Root", "detach": first_seq(d), "objects": ["router"], "seconds": 2}))),
        ("replay", "seq not increasing", variant(lambda d: d["events"].append(copy.deepcopy(d["events"][-1])))),
        ("replay", "attaching an attached RIB",
         variant(lambda d: d["events"].append({"seq": 999, "kind": "attach", "parent": None, "child": d["events"][0]["child"]}))),
        ("replay", "detaching a RIB that is not attached there",
         variant(lambda d: d["events"].append({"seq": 999, "kind": "detach", "parent": d["ribs"][-1]["id"], "child": d["events"][0]["child"]}))),
        ("replay", "attaching to an unattached parent", variant(attach_to_unattached)),
        ("replay", "attaching a RIB under itself",
         variant(lambda d: d["events"].append({"seq": 999, "kind": "attach", "parent": d["events"][0]["child"], "child": d["events"][0]["child"]}))),
        ("replay", "unknown RIB id in an event",
         variant(lambda d: d["events"].append({"seq": 999, "kind": "attach", "parent": None, "child": "OffGam"}))),
        ("replay", "row index out of range", variant(lambda d: d["events"].append([999, None, "a", None, 999]))),
        ("replay", "duplicate RIB id", variant(lambda d: d["ribs"].append(dict(d["ribs"][0])))),
    ]


def minimal_documents():
    """Small traces the schema must ACCEPT, so that it is strict but not stricter than the format."""
    head = {"format": "ribgraph-trace", "version": 1}
    return [
        ("no RIBs and no events", {**head, "ribs": [], "events": []}),
        ("a RIB with only an id, launched by a row with null time",
         {**head, "ribs": [{"id": "Root"}], "events": [[0, None, "a", None, 0]]}),
        ("keyed events without time, any key order",
         {"events": [{"child": "Root", "parent": None, "kind": "attach", "seq": 1}], "ribs": [{"id": "Root"}], **head}),
        ("a component with a null parent and no optional sections but droppedEvents",
         {**head, "ribs": [], "events": [], "components": [{"component": "EmptyComponent", "parent": None}],
          "droppedEvents": 0}),
        ("a suspected leak of a detached RIB",
         {**head, "ribs": [{"id": "Root"}, {"id": "Game"}],
          "events": [[1, 0, "a", None, 0], [2, 1, "a", 0, 1], [3, 2, "d", 0, 1]],
          "leaks": [{"rib": "Game", "detach": 3, "objects": ["router", "interactor"], "seconds": 2.5}]}),
        ("origin \"live\" said out loud",
         {**head, "origin": "live", "ribs": [{"id": "Root"}], "events": []}),
        ("a source trace whose paths hold spaces and colons",
         {**head, "version": 2, "origin": "source",
          "ribs": [{"id": "Root", "root": True, "module": "App", "declaredIn": "My App/C:odd/RootBuilder.swift:1"}],
          "dependencies": [{"child": "Root", "dependency": "RootDependency", "component": "AppComponent",
                            "properties": [{"name": "x", "providedIn": "My App/AppComponent.swift:120"}]}]}),
    ]


def example_from_doc(heading):
    """The first ```json block under the `## heading` of docs/trace-format.md."""
    text = FORMAT_DOC.read_text(encoding="utf-8")
    match = re.search(rf"^## {re.escape(heading)}\n.*?^```json\n(.*?)^```", text, re.S | re.M)
    if not match:
        raise TraceError(f'no ```json block under "## {heading}" in docs/trace-format.md')
    return json.loads(match.group(1))


def trace_problem(validator, doc):
    """(None, one-line summary) for a valid trace, else (where and what is wrong, None)."""
    errors = schema_errors(validator, doc)
    if errors:
        return "; ".join(errors[:5]), None
    try:
        summary = replay(doc)
    except TraceError as e:
        return str(e), None
    if summary["origin"] == "source":
        return None, f"{summary['ribs']} RIB types, {summary['routes']} routes; from the roots: {tree_text(summary)}"
    return None, f"{summary['ribs']} RIBs, {summary['events']} events; attached: {tree_text(summary)}"


def main():
    if not RIBGRAPH.is_file():
        sys.stderr.write(f"validate-samples: no ribgraph binary at {RIBGRAPH}: build it (swift build --product ribgraph)"
                         " or name it: python3 scripts/validate-samples.py PATH\n")
        return 2
    passed = failed = 0

    def report(ok, label, detail=""):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
        print(f"{'ok  ' if ok else 'FAIL'} {label}{': ' + detail if detail else ''}")

    schema = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    validator = Draft202012Validator(schema)

    # A sample's rules file (samples/superapp/rules.json) is a `ribgraph check` input, not a trace.
    sample_files = sorted(p for p in SAMPLES.glob("*/*.json") if not p.name.startswith("rules"))
    if not sample_files:
        report(False, "samples", "no samples/*/*.json found")
    docs = {}
    for path in sample_files:
        label = str(path.relative_to(ROOT))
        try:
            doc = json.loads(path.read_text(encoding="utf-8"))
        except (ValueError, UnicodeDecodeError) as e:
            report(False, label, f"invalid JSON: {e}")
            continue
        if isinstance(doc, dict) and "format" not in doc and "name" in doc:
            problem = nested_tree_problem(doc)  # a hand-written nested tree (samples/docs), not a trace
            report(problem is None, label, problem or f"nested tree of {count_nodes(doc)} RIBs")
            continue
        problem, summary = trace_problem(validator, doc)
        if problem is None:
            docs[path.parent.name] = doc
        report(problem is None, label, problem or summary)

    base = docs.get("format-example") or next(iter(docs.values()), None)
    if base is None:
        report(False, "negative tests", "no valid sample to break")
    else:
        for what, doc in minimal_documents():
            errors = schema_errors(validator, doc)
            if not errors:
                try:
                    replay(doc)
                except TraceError as e:
                    errors = [str(e)]
            report(not errors, f"accepts {what}", errors[0] if errors else "")
        for layer, what, doc in broken_documents(base):
            errors = schema_errors(validator, doc)
            if layer == "schema":
                report(bool(errors), f"schema rejects {what}", errors[0] if errors else "it was accepted")
                continue
            if errors:  # a replay test must get past the schema, or it tests nothing
                report(False, f"replay rejects {what}", f"the schema already rejects it: {errors[0]}")
                continue
            try:
                replay(doc)
                report(False, f"replay rejects {what}", "it was accepted")
            except TraceError as e:
                report(True, f"replay rejects {what}", str(e))

    try:
        example = example_from_doc("A full example")
        sample = json.loads((SAMPLES / "format-example" / "trace.json").read_text(encoding="utf-8"))
        same = example == sample
        report(same, "docs/trace-format.md full example equals samples/format-example/trace.json",
               "" if same else "they differ")
    except (OSError, ValueError, TraceError) as e:
        report(False, "docs/trace-format.md full example", str(e))
    try:
        problem, summary = trace_problem(validator, example_from_doc("Source traces"))
        report(problem is None, "docs/trace-format.md source trace example", problem or summary)
    except (ValueError, TraceError) as e:
        report(False, "docs/trace-format.md source trace example", str(e))

    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
