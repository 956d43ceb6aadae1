#!/usr/bin/env python3
"""The ribgraph GitHub Action's logic (action.yml runs it twice, around the upload of the picture).

  ribgraph_action.py prepare   scans the pull request's base and head, diffs them (Markdown, Mermaid, SVG),
                               runs `check` on the head and lists the lines the pull request changed
  ribgraph_action.py publish   writes the comment (and posts or updates the sticky one), prints the
                               annotations (one per source line, changed lines first, capped as GitHub
                               caps them), writes the job summary, and exits 1 when `check` failed

Everything it writes goes to RIBGRAPH_OUT. What only GitHub has comes from the environment, and each part
is skipped when its variable is unset, which is how the tests run it: GITHUB_OUTPUT (step outputs),
GITHUB_STEP_SUMMARY (the job summary), GITHUB_TOKEN with GITHUB_REPOSITORY and the pull request's number
(the comment; GITHUB_API_URL for the API), GITHUB_EVENT_PATH (the base commit), ARTIFACT_URL (the SVG's link).

Inputs (as action.yml passes them): INPUT_PATHS (whitespace-separated, default "."), INPUT_EXCLUDES (one glob
a line), INPUT_APP, INPUT_RULES, INPUT_BASELINE (paths in the repository), INPUT_COMMENT ("false": no
comment), INPUT_FAIL ("false": violations do not fail the step). Also RIBGRAPH (the binary), REPOSITORY_PATH
(the checkout, default the current folder), BASE_SHA (default: the event's pull_request.base.sha),
RIBGRAPH_ANNOTATION_LIMIT (default GitHub's 10), GITHUB_SERVER_URL, GITHUB_RUN_ID and GITHUB_RUN_ATTEMPT (the
link from a shortened comment to the run's job summary).
"""

import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import annotations  # noqa: E402
import sticky_comment  # noqa: E402

MERMAID_LIMIT = 40_000  # GitHub renders no Mermaid block past 50,000 characters; leave room for the rest.
COMMENT_LIMIT = 65_536  # GitHub refuses a comment body longer than this, counted in UTF-16 code units.


def env(name, default=""):
    value = os.environ.get(name, "").strip()
    return value or default


def fail(message, status=2):
    print(f"::error title=ribgraph::{annotations.command_message(message)}")
    sys.exit(status)


def quoted(text):
    """Prints `text`, which holds names from the scanned tree (a fork's pull request's), with the runner's
    commands stopped: a line of it starting `::error` or `::add-mask::` is printed, not run."""
    token = secrets.token_hex(16)
    print(f"::stop-commands::{token}", flush=True)
    sys.stdout.write(text if text.endswith("\n") or not text else text + "\n")
    print(f"::{token}::", flush=True)


def run(arguments, cwd, allowed=(0,)):
    """Runs a command, its standard error shown in the log; fails the step on a status not allowed."""
    result = subprocess.run(arguments, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    quoted("$ " + " ".join(arguments) + "\n" + result.stderr)
    if result.returncode not in allowed:
        fail(f"{' '.join(arguments[:2])} failed with status {result.returncode}: {result.stderr.strip()[-500:]}")
    return result


def event():
    path = env("GITHUB_EVENT_PATH")
    return json.loads(Path(path).read_text()) if path and Path(path).is_file() else {}


def set_output(name, value):
    if path := env("GITHUB_OUTPUT"):
        with open(path, "a") as file:
            file.write(f"{name}={value}\n")


def scan(ribgraph, tree, out):
    """Scans `tree` from inside it, so that every path in the trace (and so every annotation) is relative to
    the repository's root; returns False when the tree has no RIB (exit 65), as a base may not. With the
    `paths` input left at its default, a tree with a `.ribgraph.yml` is scanned where that file's `paths:` say."""
    paths = env("INPUT_PATHS", ".").split()
    if paths == ["."] and (Path(tree) / ".ribgraph.yml").is_file():
        paths = []
    arguments = [ribgraph, "scan", *paths, "-o", str(out)]
    for glob in filter(None, (line.strip() for line in env("INPUT_EXCLUDES").splitlines())):
        arguments += ["--exclude", glob]
    if app := env("INPUT_APP", env("GITHUB_REPOSITORY").rpartition("/")[2]):
        arguments += ["--app", app]
    return run(arguments, cwd=tree, allowed=(0, 65)).returncode == 0


def prepare():
    ribgraph, repo = env("RIBGRAPH", "ribgraph"), Path(env("REPOSITORY_PATH", ".")).resolve()
    out = Path(env("RIBGRAPH_OUT", "ribgraph-out")).resolve()
    out.mkdir(parents=True, exist_ok=True)
    base = env("BASE_SHA", event().get("pull_request", {}).get("base", {}).get("sha", ""))
    if not base:
        fail("no base commit: run on pull_request events, or set BASE_SHA")
    git = ["git", "-C", str(repo)]
    if subprocess.run(git + ["cat-file", "-e", f"{base}^{{commit}}"], stderr=subprocess.DEVNULL).returncode != 0:
        run(git + ["fetch", "--no-tags", "--depth=1", "origin", base], cwd=repo)
    head = run(git + ["rev-parse", "HEAD"], cwd=repo).stdout.strip()

    if not scan(ribgraph, repo, out / "head.json"):
        fail("the head has no RIB to scan: check the action's paths and excludes")
    base_tree = out / "base-tree"
    subprocess.run(git + ["worktree", "remove", "--force", str(base_tree)], stderr=subprocess.DEVNULL)
    run(git + ["worktree", "add", "--detach", str(base_tree), base], cwd=repo)
    try:
        base_scanned = scan(ribgraph, base_tree, out / "base.json")
    finally:
        run(git + ["worktree", "remove", "--force", str(base_tree)], cwd=repo)

    if base_scanned:
        for name in ["diff.md", "diff.mmd", "diff.svg"]:
            run([ribgraph, "diff", str(out / "base.json"), str(out / "head.json"), "-o", str(out / name)], cwd=repo)

    check = [ribgraph, "check", str(out / "head.json"), "--format", "json"]
    for flag, name in [("--rules", "INPUT_RULES"), ("--baseline", "INPUT_BASELINE")]:
        if value := env(name):
            # Relative to the checkout (the current folder of the run), so that ribgraph checks every part of
            # the path for a link the pull request may have put there.
            check += [flag, value]
    result = run(check, cwd=repo, allowed=(0, 1))
    (out / "check.json").write_text(result.stdout)

    changed = run(git + ["diff", "-U0", "--no-color", "--no-ext-diff", base, head], cwd=repo).stdout
    lines = annotations.changed_lines(changed)
    (out / "changed-lines.json").write_text(json.dumps({p: sorted(n) for p, n in sorted(lines.items())}, indent=1))
    (out / "state.json").write_text(json.dumps({
        "base": base, "head": head, "baseScanned": base_scanned, "checkStatus": result.returncode,
        "version": run([ribgraph, "--version"], cwd=repo).stdout.strip()}))
    set_output("out", str(out))
    set_output("svg", str(out / "diff.svg") if base_scanned else "")
    if base_scanned:
        artifact = out / "artifact"
        artifact.mkdir(exist_ok=True)
        for name in ["diff.svg", "diff.md"]:
            (artifact / name).write_bytes((out / name).read_bytes())
        set_output("artifact", str(artifact))
    set_output("violations", len(json.loads(result.stdout)["violations"]))


def utf16_length(text):
    """How long GitHub counts `text`: in UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def run_url():
    """The address of this run's page, which shows the job summary; empty outside GitHub."""
    server, repository, run = env("GITHUB_SERVER_URL", "https://github.com"), env("GITHUB_REPOSITORY"), env("GITHUB_RUN_ID")
    if not (repository and run):
        return ""
    attempt = env("GITHUB_RUN_ATTEMPT")
    return f"{server}/{repository}/actions/runs/{run}" + (f"/attempts/{attempt}" if attempt else "")


def table_rows(lines):
    """The indices of the body rows of the Markdown tables in `lines` (after each table's delimiter row)."""
    rows, in_table = [], False
    for index, line in enumerate(lines):
        if line.startswith("|") and set(line) <= set("|-: "):
            in_table = True
        elif in_table and line.startswith("|"):
            rows.append(index)
        else:
            in_table = False
    return rows


def shortened_diff(markdown, budget, artifact_url):
    """diff's Markdown within `budget` UTF-16 code units: rows of its tables left out from the end, and a line
    saying how many and where the whole diff is (the job summary, the artifact)."""
    if utf16_length(markdown) <= budget:
        return markdown
    lines = markdown.split("\n")
    rows = table_rows(lines)
    where = [f"[the job summary]({run_url()})" if run_url() else "the job summary of this run"]
    if artifact_url:
        where.append(f"[diff.md]({artifact_url}) in the run's artifact")
    # Each row is about as long as the next: start from the count that fits, then drop one more until it does.
    count = max(1, min(len(rows), len(rows) * (utf16_length(markdown) - budget) // max(1, utf16_length(markdown))))
    while True:
        note = (f"*{count} more row{'s' * (count != 1)} of the diff {'are' if count != 1 else 'is'} not shown: a "
                f"comment holds at most {COMMENT_LIMIT:,} characters. The whole diff is in {' and '.join(where)}.*")
        dropped = set(rows[len(rows) - count:])
        kept = [line for i, line in enumerate(lines) if i not in dropped]
        kept.insert(rows[len(rows) - count] if rows else len(kept), "\n" + note + "\n")
        text = "\n".join(kept)
        if utf16_length(text) <= budget or count >= len(rows):
            return text
        count += 1


def comment_body(out, state, report, place_count, artifact_url, fit=True):
    """The comment: diff's Markdown, its Mermaid drawing, the rules' outcome. With `fit`, kept under GitHub's
    limit: the drawing goes first, then the diff's table rows from the end, with a count of what was left out
    (the job summary gets it whole)."""
    diff, drawing = "## RIB graph\n\nThe base has no RIB to scan: nothing to compare with.", []
    if state["baseScanned"]:
        diff = (out / "diff.md").read_text().rstrip()
        mermaid = (out / "diff.mmd").read_text().rstrip()
        if len(mermaid) <= MERMAID_LIMIT:
            drawing.append("<details open><summary>What changed, drawn</summary>\n\n```mermaid\n" + mermaid + "\n```\n\n</details>")
        else:
            drawing.append(f"The changed part is too large for GitHub's Mermaid ({len(mermaid):,} characters): see the picture.")
        if artifact_url:
            drawing.append(f"The picture: [diff.svg]({artifact_url}) (an artifact of this run).")
    count, known = len(report["violations"]), report.get("known", 0)
    if count:
        rules = (f"**Rules: {count} new violation{'s' * (count != 1)} on {place_count} source "
                 f"line{'s' * (place_count != 1)}**, annotated on the changed files and listed in the job summary.")
    else:
        rules = "**Rules: no new violations.**" + (f" ({known} known from the baseline.)" if known else "")
    footer = f"<sub>ribgraph {state['version']} · base {state['base'][:12]} → head {state['head'][:12]}</sub>"

    def joined(diff_text, drawing_parts):
        return annotations.without_mentions("\n\n".join([diff_text, *drawing_parts, rules, footer]) + "\n")

    # The marker sticky_comment adds, a line break, and room for the mentions' joiners in what is kept.
    room = COMMENT_LIMIT - len(sticky_comment.MARKER) - 1
    body = joined(diff, drawing)
    if not fit or utf16_length(body) <= room:
        return body
    drawing = [f"The drawing is left out of this comment, which GitHub keeps under {COMMENT_LIMIT:,} characters: "
               "see the picture" + (f" ([diff.svg]({artifact_url}))." if artifact_url else ".")]
    rest = utf16_length(joined("", drawing))
    diff = shortened_diff(diff, room - rest - diff.count("@") - 64, artifact_url)
    return joined(diff, drawing)


def publish():
    out = Path(env("RIBGRAPH_OUT", "ribgraph-out")).resolve()
    state = json.loads((out / "state.json").read_text())
    report = json.loads((out / "check.json").read_text())
    changed = {p: set(n) for p, n in json.loads((out / "changed-lines.json").read_text()).items()}
    places = annotations.places(report["violations"], changed)
    limit = int(env("RIBGRAPH_ANNOTATION_LIMIT", str(annotations.GITHUB_ANNOTATIONS_PER_STEP)))

    body = comment_body(out, state, report, len(places), env("ARTIFACT_URL"))
    whole = comment_body(out, state, report, len(places), env("ARTIFACT_URL"), fit=False)
    (out / "comment.md").write_text(body)
    number = event().get("pull_request", {}).get("number") or env("PULL_REQUEST_NUMBER")
    if env("INPUT_COMMENT", "true") != "false" and env("GITHUB_TOKEN") and env("GITHUB_REPOSITORY") and number:
        try:
            url = sticky_comment.upsert(env("GITHUB_API_URL", "https://api.github.com"), env("GITHUB_TOKEN"),
                                        env("GITHUB_REPOSITORY"), number, body)
            print(f"ribgraph: comment {url}")
            set_output("comment-url", url)
        except sticky_comment.CommentError as error:
            # A pull request from a fork gets a read-only token: the gate below still runs.
            print(f"::warning title=ribgraph::{annotations.command_message(f'could not comment on the pull request ({error})')}")

    shown, left = places[:limit], places[limit:]
    for place in shown:
        print(annotations.workflow_command(place))
    if left:
        print(f"ribgraph: {len(places)} source lines have violations; GitHub shows {limit} annotations per step, "
              f"so {len(left)} are not annotated: the job summary lists them all.")
    if path := env("GITHUB_STEP_SUMMARY"):
        with open(path, "a") as file:
            file.write(whole)
            if places:
                file.write(f"\n### Violations: {len(report['violations'])} on {len(places)} source lines "
                           f"({sum(p.changed for p in places)} on lines this pull request changed)\n\n")
                if left:
                    file.write(f"{len(left)} of them are not annotated (GitHub shows {limit} per step).\n\n")
                file.write(annotations.without_mentions(annotations.summary_table(places, len(shown))))
    if state["checkStatus"] != 0 and env("INPUT_FAIL", "true") != "false":
        sys.exit(1)


if __name__ == "__main__":
    stages = {"prepare": prepare, "publish": publish}
    if len(sys.argv) != 2 or sys.argv[1] not in stages:
        print(f"usage: {sys.argv[0]} prepare|publish", file=sys.stderr)
        sys.exit(64)
    stages[sys.argv[1]]()
