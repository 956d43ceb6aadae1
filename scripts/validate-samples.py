#!/usr/bin/env python3
"""Validate every samples/*/*.json but rules files against docs/ribgraph-trace.schema.json (nested trees, which
ribgraph also reads, against their own shape).

For each sample: the JSON Schema (draft 2020-12, via the `jsonschema` package), then a pure-Python
check of what a schema cannot say (unique RIB ids, references, strictly increasing seq) and a replay
of its events under the rules of docs/trace-format.md. Then negative tests: deliberately broken
documents that the schema, or the replay, must REJECT. Finally, the JSON under "## A full example"
in docs/trace-format.md must equal samples/format-example/trace.json, and the one under
"## Source traces" must pass the same checks as a sample.

Prints one line per test and a final line "N passed, M failed"; exits 1 on any failure.
Usage: python3 scripts/validate-samples.py   (needs: python3 -m pip install jsonschema)
"""

import copy
import json
import re
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


# --- references and replay (pure Python) --------------------------------------------------------

def check_references(doc):
    """What the schema cannot say: unique ids and every RIB reference resolving."""
    ids = [r["id"] for r in doc["ribs"]]
    seen = set()
    for i, rib_id in enumerate(ids):
        if rib_id in seen:
            raise TraceError(f"ribs[{i}].id: duplicate RIB id {rib_id!r}")
        seen.add(rib_id)
    known = set(ids)
    adapters = {a["name"] for a in doc.get("adapters", [])}

    def need(path, rib_id):
        if rib_id not in known:
            raise TraceError(f"{path}: unknown RIB {rib_id!r}")

    for section, keys in (("routes", ("parent", "child")), ("adapters", ("parent", "child")),
                          ("listeners", ("child",)), ("dependencies", ("child",)), ("leaks", ("rib",))):
        for i, entry in enumerate(doc.get(section, [])):
            for key in keys:
                need(f"{section}[{i}].{key}", entry[key])
    for i, dep in enumerate(doc.get("dependencies", [])):
        provider = dep.get("provider")
        if provider is not None and provider not in known and provider not in adapters:
            raise TraceError(f"dependencies[{i}].provider: {provider!r} is neither a RIB id nor an adapter name")
    for i, route in enumerate(doc.get("routes", [])):
        adapter = route.get("adapter")
        if adapter is not None and doc.get("adapters") is not None and adapter not in adapters:
            raise TraceError(f"routes[{i}].adapter: {adapter!r} is not in adapters")
    detaches = set()
    for event in doc.get("events", []):
        if isinstance(event, list) and event[2] == "d" or isinstance(event, dict) and event.get("kind") == "detach":
            detaches.add(event[0] if isinstance(event, list) else event["seq"])
    for i, leak in enumerate(doc.get("leaks", [])):
        if leak["detach"] not in detaches:
            raise TraceError(f"leaks[{i}].detach: {leak['detach']} is not the seq of a detach event")


def normalise_event(doc, i, event):
    """(seq, kind, parent id or None, child id) from a keyed or row event."""
    ids = [r["id"] for r in doc["ribs"]]
    if isinstance(event, list):
        seq, _time, kind, parent, child = event
        kind = {"a": "attach", "d": "detach"}[kind]
        for pos, index in ((3, parent), (4, child)):
            if index is not None and not 0 <= index < len(ids):
                raise TraceError(f"events[{i}][{pos}]: RIB index {index} out of range (0..{len(ids) - 1})")
        return seq, kind, (None if parent is None else ids[parent]), ids[child]
    for key in ("parent", "child"):
        if event[key] is not None and event[key] not in ids:
            raise TraceError(f"events[{i}].{key}: unknown RIB {event[key]!r}")
    return event["seq"], event["kind"], event["parent"], event["child"]


def route_graph(doc):
    """A scan's graph (version 2, no events): each route once; returns {rib: first parent or None}, roots first."""
    seen = {}
    for i, route in enumerate(doc.get("routes", [])):
        key = (route["parent"], route["child"])
        if key in seen:
            raise TraceError(f"routes[{i}]: a second route from {key[0]!r} to {key[1]!r} (first at routes[{seen[key]}])")
        seen[key] = i
    parent_of = {r["id"]: None for r in doc["ribs"] if r.get("root")}
    queue = list(parent_of)
    while queue:
        node = queue.pop(0)
        for parent, child in seen:
            if parent == node and child not in parent_of:
                parent_of[child] = parent
                queue.append(child)
    return parent_of


def replay(doc):
    """Replay all events; returns {child: parent-or-None} for the attached RIBs, in attach order. A scan
    (origin "source") has no events: its graph of routes instead."""
    if doc.get("origin") == "source":
        return route_graph(doc)
    parent_of = {}  # attached RIB -> its parent (None for a root); dict keeps attach order
    last_seq = None
    for i, event in enumerate(doc["events"]):
        seq, kind, parent, child = normalise_event(doc, i, event)
        where = f"events[{i}] (seq {seq})"
        if last_seq is not None and seq <= last_seq:
            raise TraceError(f"{where}: seq {seq} is not greater than the previous seq {last_seq}")
        last_seq = seq
        if kind == "attach":
            if child in parent_of:
                raise TraceError(f"{where}: attaching {child!r}, which is already attached")
            if parent is not None:
                if parent not in parent_of:
                    raise TraceError(f"{where}: attaching {child!r} to {parent!r}, which is not attached")
                node = parent
                while node is not None:
                    if node == child:
                        raise TraceError(f"{where}: attaching {child!r} to {parent!r} would make a cycle")
                    node = parent_of[node]
            parent_of[child] = parent
        else:
            if parent is None:
                raise TraceError(f"{where}: a detach needs a parent")
            if child not in parent_of or parent_of[child] != parent:
                raise TraceError(f"{where}: detaching {child!r}, which is not attached to {parent!r}")
            gone = {child}
            changed = True
            while changed:
                changed = False
                for rib, p in parent_of.items():
                    if p in gone and rib not in gone:
                        gone.add(rib)
                        changed = True
            for rib in gone:
                del parent_of[rib]
    return parent_of


def tree_text(doc, parent_of):
    """The attached tree in one line, e.g. 'Root(LoggedIn(OffGame(BasicScoreBoard)))'."""
    names = {r["id"]: r["id"] for r in doc["ribs"]}

    def render(node):
        kids = [c for c, p in parent_of.items() if p == node]
        return names[node] + (f"({', '.join(render(k) for k in kids)})" if kids else "")

    return "; ".join(render(r) for r, p in parent_of.items() if p is None) or "(empty)"


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
        check_references(doc)
        tree = tree_text(doc, replay(doc))
    except TraceError as e:
        return str(e), None
    if doc.get("origin") == "source":
        return None, f"{len(doc['ribs'])} RIB types, {len(doc.get('routes', []))} routes; from the roots: {tree}"
    return None, f"{len(doc['ribs'])} RIBs, {len(doc['events'])} events; attached: {tree}"


def main():
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
                    check_references(doc)
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
                check_references(doc)
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
