#!/usr/bin/env python3
"""Runs the Action's script (ribgraph_action.py) as action.yml does, on a repository of two commits made
from a real pull request's fixture (Tests/ribgraphTests/Fixtures/PullRequests/new-ribs-under-shared-page:
two RIBs added under a page three parents reach), with a local stand-in for GitHub's comment API, and
checks the comment, its Mermaid block, the annotations (one per source line, the pull request's lines
first, capped), the step's note about the rest, the job summary and that the comment is updated in place.

usage: test_action.py RIBGRAPH_BINARY        (make test runs it with .build/debug/ribgraph)
"""

import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts/action/ribgraph_action.py"
FIXTURE = ROOT / "Tests/ribgraphTests/Fixtures/PullRequests/new-ribs-under-shared-page"
# maxDepth 4 puts Synopsis (an old file), Related and TrailerPlayer (files the pull request adds) past the
# limit; maxFanOut 1 catches Tabs, Feed and FilmPage; Feed also must be a leaf, so Feed's builder line
# holds two violations and must get one annotation.
RULES = "maxDepth: 4\nmaxFanOut: 1\nleaves: [Feed]\n"
failures = []


def expect(condition, what):
    if not condition:
        failures.append(what)


class FakeGitHub(http.server.BaseHTTPRequestHandler):
    """Issue comments of one pull request, as GitHub's REST API serves them."""
    comments, requests, forged_edits = [], [], []

    def log_message(self, *args):
        pass

    def answer(self, status, value):
        data = json.dumps(value).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        return json.loads(self.rfile.read(int(self.headers["Content-Length"])))

    def do_GET(self):
        self.requests.append(("GET", self.path, self.headers.get("Authorization")))
        if self.path == "/user":
            # What GitHub answers the workflow's GITHUB_TOKEN.
            return self.answer(403, {"message": "Resource not accessible by integration"})
        self.answer(200, [{"id": 900, "body": "an unrelated comment", "user": {"login": "alice"}},
                          {"id": 899, "body": "<!-- ribgraph:sticky-comment -->\nforged", "user": {"login": "mallory"}}]
                    + self.comments)

    def do_POST(self):
        self.requests.append(("POST", self.path, self.headers.get("Authorization")))
        comment = {"id": 901 + len(self.comments), "body": self.body()["body"], "user": {"login": "github-actions[bot]"}}
        comment["html_url"] = f"https://github.example/pr/7#issuecomment-{comment['id']}"
        self.comments.append(comment)
        self.answer(201, comment)

    def do_PATCH(self):
        self.requests.append(("PATCH", self.path, self.headers.get("Authorization")))
        number = int(self.path.rsplit("/", 1)[1])
        comment = next((c for c in self.comments if c["id"] == number), None)
        if comment is None:
            self.forged_edits.append(number)
            return self.answer(200, {"id": number})
        comment["body"] = self.body()["body"]
        self.answer(200, comment)


def git(repo, *arguments):
    return subprocess.run(["git", "-C", str(repo), *arguments], check=True, stdout=subprocess.PIPE, text=True,
                          env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
                               "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com"}).stdout.strip()


def commit(repo, tree, message):
    for entry in repo.iterdir():
        if entry.name != ".git":
            shutil.rmtree(entry) if entry.is_dir() else entry.unlink()
    shutil.copytree(tree, repo / "App")
    (repo / "architecture").mkdir()
    (repo / "architecture/rules.yml").write_text(RULES)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", message)
    return git(repo, "rev-parse", "HEAD")


def action(stage, environment):
    result = subprocess.run([sys.executable, str(SCRIPT), stage], env=environment, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    return result.returncode, result.stdout, result.stderr


def commands_outside_stops(log):
    """The lines of `log` the runner would run as commands: those starting `::` outside `::stop-commands::`."""
    stopped, live = None, []
    for line in log.splitlines():
        if stopped:
            if line == f"::{stopped}::":
                stopped = None
        elif line.startswith("::stop-commands::"):
            stopped = line.split("::")[2]
        elif line.lstrip().startswith("::"):
            live.append(line)
    return live


def hostile(ribgraph, work, environment):
    """A pull request whose tree names a file `::error …` at its root and a folder `@octocat`, and whose
    `.ribgraph.yml` says which folder to scan (issue 31)."""
    repo = work / "hostile"
    repo.mkdir()
    git(repo, "init", "-q")
    base = commit(repo, FIXTURE / "base", "base")
    commit(repo, FIXTURE / "head", "head")
    feed = repo / "App/Feed"
    feed.rename(repo / "App/@octocat")
    (repo / "::error file=README.md,line=1::x.swift").write_text("let x = (\n")
    (repo / "Stray").mkdir()
    (repo / "Stray/StrayBuilder.swift").write_text((repo / "App/@octocat/FeedBuilder.swift").read_text()
                                                  .replace("Feed", "Stray"))
    (repo / ".ribgraph.yml").write_text("paths: [App, '::error file=README.md,line=1::x.swift']\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "hostile names")
    out = work / "out-hostile"
    env = {**environment, "REPOSITORY_PATH": str(repo), "RIBGRAPH_OUT": str(out), "BASE_SHA": base,
           "GITHUB_STEP_SUMMARY": str(work / "summary-hostile.md"), "GITHUB_TOKEN": ""}
    del env["INPUT_PATHS"]
    status, stdout, stderr = action("prepare", env)
    expect(status == 0, f"hostile prepare exited {status}: {stdout}{stderr}")
    expect("README.md,line=1::x.swift" in stdout + stderr, "the hostile name is not in the log:\n" + stdout)
    expect(commands_outside_stops(stdout + stderr) == [], "live commands in prepare's log:\n"
           + "\n".join(commands_outside_stops(stdout + stderr)))
    scanned = json.loads((out / "head.json").read_text())
    expect([r for r in scanned["ribs"] if r.get("name", r["id"]) == "Stray"] == [],
           "scanned the whole tree, not .ribgraph.yml's paths")
    expect(any("@octocat" in r.get("declaredIn", "") for r in scanned["ribs"]), "the @octocat folder was not scanned")
    status, stdout, stderr = action("publish", env)
    live = [line for line in commands_outside_stops(stdout) if not line.startswith("::error file=App/")]
    expect(live == [], "live commands in publish's log:\n" + "\n".join(live))
    for name, text in [("comment", (out / "comment.md").read_text()), ("summary", (work / "summary-hostile.md").read_text())]:
        expect(name == "comment" or "octocat" in text, f"the {name} does not name the @octocat folder")
        expect(re.search(r"@[\w-]", text) is None, f"a live mention in the {name}: "
               + ", ".join(re.findall(r".{20}@[\w-].{10}", text)))


def hostile_settings(work, environment):
    """A pull request whose `.ribgraph.yml` is a link to /proc/self/environ (issue 41): the job's secrets must
    appear nowhere in the step's log, its annotation included."""
    repo = work / "linked-settings"
    repo.mkdir()
    git(repo, "init", "-q")
    base = commit(repo, FIXTURE / "base", "base")
    commit(repo, FIXTURE / "head", "head")
    (repo / ".ribgraph.yml").symlink_to("/proc/self/environ")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "settings")
    secret = "ghs_" + "TheJobsOwnTokenThatGitHubDoesNotMask" * 2
    env = {**environment, "REPOSITORY_PATH": str(repo), "RIBGRAPH_OUT": str(work / "out-linked"), "BASE_SHA": base,
           "GITHUB_TOKEN": "", "JOB_SECRET": secret}
    del env["INPUT_PATHS"]
    status, stdout, stderr = action("prepare", env)
    log = stdout + stderr
    expect(status != 0, f"prepare read linked settings and passed: {log}")
    expect("TheJobsOwnToken" not in log, "the job's secret is in the log:\n" + log)
    expect(".ribgraph.yml: is a symbolic link; ribgraph reads a settings, rules or baseline file only as a regular "
           "file, never through a link" in log, "the log does not say why the settings were refused:\n" + log)
    errors = [line for line in log.splitlines() if line.startswith("::error")]
    expect(len(errors) == 1 and "symbolic link" in errors[0], f"the annotation: {errors}")


def hostile_summary(ribgraph, work, environment):
    """Names that are Markdown images and links (issue 41: the job summary's violations table rendered them): a
    head whose RIBs are named so breaks a rule, and publish writes the summary; nothing in it is a link, an
    image, emphasis or HTML."""
    out = work / "out-markdown"
    out.mkdir()
    names = ["![pixel](https://evil.example/p.png)", "[click me](https://evil.example)", "**loud** _x_ <b>y</b>"]
    tree = {"name": "Root", "children": [{"name": name, "children": []} for name in names]}
    (out / "head.json").write_text(json.dumps(tree))
    (out / "rules.yml").write_text("maxFanOut: 1\nleaves: [Root]\n")
    check = subprocess.run([ribgraph, "check", str(out / "head.json"), "--rules", str(out / "rules.yml"), "--format",
                            "json", "--config", "none"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    expect(check.returncode == 1, f"check: {check.returncode} {check.stderr}")
    (out / "check.json").write_text(check.stdout)
    (out / "changed-lines.json").write_text("{}")
    (out / "state.json").write_text(json.dumps({"base": "a" * 40, "head": "b" * 40, "baseScanned": False,
                                                "checkStatus": 1, "version": "test"}))
    summary = work / "summary-markdown.md"
    env = {**environment, "RIBGRAPH_OUT": str(out), "GITHUB_STEP_SUMMARY": str(summary), "GITHUB_TOKEN": ""}
    action("publish", env)
    text = summary.read_text()
    rows = [line for line in text.splitlines() if line.startswith("| ")]
    expect(any("evil" in row for row in rows), "the summary's table does not name the RIBs:\n" + text)
    for row in rows:
        expect(re.search(r"(?<!\\)\]\(|(?<!\\)!\[|(?<!\\)\*\*|<b>|(?<!\\)_x(?<!\\)_", row) is None,
               "a row of the summary is Markdown, not text: " + row)


def scanned(count):
    """A scan of an app whose root attaches `count` RIB types of a payments module (what a pull request adding
    them makes `ribgraph scan` write)."""
    ribs = [{"id": "Root", "router": "RootRouter", "builder": "RootBuilder", "module": "App", "root": True,
             "declaredIn": "App/Sources/Root/RootBuilder.swift:10"}]
    routes = []
    for n in range(count):
        name = f"PaymentMethodSelectionCardVerification{n:03d}"
        ribs.append({"id": name, "router": f"{name}Router", "builder": f"{name}Builder", "module": "Payments",
                     "declaredIn": f"Features/Payments/Sources/{name}/{name}Builder.swift:12"})
        routes.append({"parent": "Root", "child": name, "builder": f"{name}Builder",
                       "declaredIn": f"App/Sources/Root/Routing/RootRouter+Payments.swift:{20 + n}"})
    return {"format": "ribgraph-trace", "version": 2, "origin": "source", "ribs": ribs, "routes": routes}


def long_comment(ribgraph, work, environment):
    """A pull request adding 320 RIB types (issue 41: its comment was over GitHub's 65,536 characters, and none
    was posted): the comment stays under the limit, says how many rows it leaves out and where the whole diff
    is, and the job summary holds every row."""
    out = work / "out-long"
    out.mkdir()
    (out / "base.json").write_text(json.dumps(scanned(0)))
    (out / "head.json").write_text(json.dumps(scanned(320)))
    for name in ["diff.md", "diff.mmd"]:
        made = subprocess.run([ribgraph, "diff", str(out / "base.json"), str(out / "head.json"), "-o", str(out / name),
                               "--config", "none"], stderr=subprocess.PIPE, text=True)
        expect(made.returncode == 0, f"diff -o {name}: {made.stderr}")
    (out / "check.json").write_text(json.dumps({"violations": []}))
    (out / "changed-lines.json").write_text("{}")
    (out / "state.json").write_text(json.dumps({"base": "a" * 40, "head": "b" * 40, "baseScanned": True,
                                                "checkStatus": 0, "version": "test"}))
    summary = work / "summary-long.md"
    env = {**environment, "RIBGRAPH_OUT": str(out), "GITHUB_STEP_SUMMARY": str(summary), "GITHUB_TOKEN": "",
           "GITHUB_SERVER_URL": "https://github.example", "GITHUB_REPOSITORY": "owner/films", "GITHUB_RUN_ID": "42"}
    status, stdout, stderr = action("publish", env)
    expect(status == 0, f"publish: {status} {stderr}")
    body = (out / "comment.md").read_text()
    diff = (out / "diff.md").read_text()
    expect(len(diff) > 65_536, f"the diff is only {len(diff)} characters: the case does not need shortening")
    length = len(("<!-- ribgraph:sticky-comment -->\n" + body).encode("utf-16-le")) // 2
    expect(length <= 65_536, f"the comment is {length} characters")
    rows = sum(line.startswith("| ") for line in diff.splitlines())
    kept = sum(line.startswith("| ") for line in body.splitlines())
    note = re.search(r"\*(\d+) more rows of the diff are not shown: a comment holds at most 65,536 characters\. "
                     r"The whole diff is in \[the job summary\]\(https://github\.example/owner/films/actions/runs/42\)"
                     r" and \[diff\.md\]\(https://github\.example/owner/films/actions/runs/1/artifacts/2\) in the "
                     r"run's artifact\.\*", body)
    expect(note is not None and int(note.group(1)) == rows - kept,
           f"the note of what is left out ({rows} rows, {kept} kept): {note and note.group(0)}")
    expect(kept > 100, f"only {kept} rows kept")
    whole = summary.read_text()
    expect(sum(line.startswith("| ") for line in whole.splitlines()) == rows, "the job summary lacks rows")


def main():
    ribgraph = str(Path(sys.argv[1]).resolve())
    work = Path(tempfile.mkdtemp(prefix="ribgraph-action-test-"))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), FakeGitHub)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        repo = work / "repo"
        repo.mkdir()
        git(repo, "init", "-q")
        base = commit(repo, FIXTURE / "base", "base")
        commit(repo, FIXTURE / "head", "head")
        out, summary, outputs = work / "out", work / "summary.md", work / "outputs.txt"
        environment = {
            "PATH": os.environ["PATH"], "HOME": os.environ.get("HOME", str(work)),
            "RIBGRAPH": ribgraph, "REPOSITORY_PATH": str(repo), "RIBGRAPH_OUT": str(out), "BASE_SHA": base,
            "INPUT_PATHS": "App", "INPUT_RULES": "architecture/rules.yml", "INPUT_APP": "Films",
            "GITHUB_OUTPUT": str(outputs), "GITHUB_STEP_SUMMARY": str(summary),
            "GITHUB_TOKEN": "t0ken", "GITHUB_REPOSITORY": "owner/films", "PULL_REQUEST_NUMBER": "7",
            "GITHUB_API_URL": f"http://127.0.0.1:{server.server_address[1]}",
            "ARTIFACT_URL": "https://github.example/owner/films/actions/runs/1/artifacts/2",
            "RIBGRAPH_ANNOTATION_LIMIT": "3",
        }
        status, stdout, stderr = action("prepare", environment)
        expect(status == 0, f"prepare exited {status}: {stdout}{stderr}")
        written = dict(line.split("=", 1) for line in outputs.read_text().splitlines())
        expect(written.get("violations") == "7", f"outputs: {written}")
        expect(written.get("svg", "").endswith("diff.svg") and "<svg" in Path(written["svg"]).read_text(), "no SVG output")
        expect(not (out / "base-tree").exists(), "the base's worktree was left behind")

        status, stdout, stderr = action("publish", environment)
        expect(status == 1, f"publish with violations exited {status}, not 1: {stderr}")
        errors = [line for line in stdout.splitlines() if line.startswith("::error")]
        expect([re.sub(r"::.*", "", line.split(" ", 1)[1]) for line in errors] == [
            "file=App/Related/RelatedBuilder.swift,line=19,title=ribgraph max-depth",
            "file=App/TrailerPlayer/TrailerPlayerBuilder.swift,line=15,title=ribgraph max-depth",
            "file=App/Feed/FeedBuilder.swift,line=15,title=ribgraph max-fan-out%2C must-be-leaf",
        ], "annotations, changed lines first then by path, one per line, capped at 3:\n" + "\n".join(errors))
        expect(len(errors) == 3 and "%0Amust-be-leaf: Feed: " in errors[2],
               "Feed's line lists both its violations")
        expect("ribgraph: 6 source lines have violations; GitHub shows 3 annotations per step, so 3 are not "
               "annotated: the job summary lists them all." in stdout, "no note of the annotations left out:\n" + stdout)

        body = (out / "comment.md").read_text()
        diff_markdown = (out / "diff.md").read_text().rstrip()
        expect(body.startswith(diff_markdown + "\n"), "the comment does not start with diff's Markdown:\n" + body[:200])
        expect("| route added | Related | under FilmPage" in body, "the comment's table lacks Related's route")
        mermaid = re.search(r"```mermaid\n(.*?)\n```", body, re.S)
        expect(mermaid is not None and mermaid.group(1) == (out / "diff.mmd").read_text().rstrip()
               and mermaid.group(1).startswith("graph TD") and "class r_Related,r_TrailerPlayer added" in mermaid.group(1),
               "no Mermaid block with the added RIBs")
        expect("[diff.svg](https://github.example/owner/films/actions/runs/1/artifacts/2)" in body, "no link to the SVG")
        expect("**Rules: 7 new violations on 6 source lines**" in body, "the comment's rules line")

        table = summary.read_text()
        expect("### Violations: 7 on 6 source lines (2 on lines this pull request changed)" in table, "summary heading")
        rows = [line for line in table.splitlines() if line.startswith("| annotated") or line.startswith("| **not")]
        expect([row.split("|")[2].strip() for row in rows] == [
            "`App/Related/RelatedBuilder.swift:19`", "`App/TrailerPlayer/TrailerPlayerBuilder.swift:15`",
            "`App/Feed/FeedBuilder.swift:15`", "`App/FilmPage/FilmPageBuilder.swift:16`",
            "`App/Synopsis/SynopsisBuilder.swift:15`", "`App/Tabs/TabsBuilder.swift:15`"],
            "the summary lists every line, in the annotations' order:\n" + table)
        expect(sum("**not annotated**" in row for row in rows) == 3, "the summary marks the 3 lines not annotated")

        first = [r for r in FakeGitHub.requests if r[0] != "GET"]
        expect(first == [("POST", "/repos/owner/films/issues/7/comments", "Bearer t0ken")], f"first run's requests: {first}")
        status, _, _ = action("publish", environment)
        edits = [r for r in FakeGitHub.requests if r[0] != "GET"][1:]
        expect(edits == [("PATCH", "/repos/owner/films/issues/comments/901", "Bearer t0ken")],
               f"second run did not update the one comment: {edits}")
        expect(len(FakeGitHub.comments) == 1 and FakeGitHub.comments[0]["body"].endswith(body), "the sticky comment's body")

        # Without rules the default rules pass; without a token nothing is posted; the step passes.
        quiet = {k: v for k, v in environment.items() if k not in ("INPUT_RULES", "GITHUB_TOKEN")}
        quiet["RIBGRAPH_OUT"] = str(work / "out2")
        requests = len(FakeGitHub.requests)
        status_p, _, err_p = action("prepare", quiet)
        status, stdout, _ = action("publish", quiet)
        expect(status_p == 0 and status == 0, f"default rules: prepare {status_p}, publish {status}: {err_p}")
        expect("::error" not in stdout and "**Rules: no new violations.**" in (work / "out2/comment.md").read_text(),
               "default rules should pass quietly")
        expect(len(FakeGitHub.requests) == requests, "posted without a token")
        expect(FakeGitHub.forged_edits == [], f"edited another user's comment holding the marker: {FakeGitHub.forged_edits}")
        hostile(ribgraph, work, environment)
        hostile_settings(work, environment)
        hostile_summary(ribgraph, work, environment)
        long_comment(ribgraph, work, environment)
    finally:
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    for failure in failures:
        print(f"test_action: FAIL {failure}", file=sys.stderr)
    if failures:
        sys.exit(1)
    print("test_action: comment, Mermaid, 3 of 6 annotations in order, summary, sticky update, hostile names, "
          "linked settings, Markdown names, a 320-RIB comment: ok")


if __name__ == "__main__":
    main()
