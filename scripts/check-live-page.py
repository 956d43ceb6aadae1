#!/usr/bin/env python3
"""The live page end to end on loopback, through the built binaries, as a browser shows it.

Starts `ribgraph serve --listen 127.0.0.1:0 -o FOLDER`, runs the live sample (`TicTacToeLive --stream URL
SESSION --step-by-step`) and, after each scripted step the server holds, reads what headless Chromium shows:
  1. a tab opened on the session's page at the first step and never navigated again, zoomed in after that
     step as someone watching would (its hash then holds the event shown): the page must follow the session
     by itself (its event stream tells it to reload);
  2. a new tab on the page at each step;
  3. a tab opened at the next-to-last step and stepped back one event: the last step's reload keeps it there.
The first two must show, within 10 s, the tree the sample's script says the app has after that step
(`TicTacToeSession.expectedTrees` in samples/TicTacToeLive/Fixture/ScriptedSession.swift, router types
without their `Router` suffix), not the tree ribgraph replays. What a tab shows is read from the rendered
SVG: the RIB boxes and tree edges drawn opaque (the page fades the rest), an adapter's box counting as the
edge it carries. At the end the session file must be byte for byte the trace the sample wrote.

Chromium is driven over the DevTools protocol on a pipe (--remote-debugging-pipe; standard library only):
`--dump-dom` never returns on a page that holds an event stream open. Every wait is bounded.
Without Chromium the check fails, except on macOS, where it says so and skips.

Usage: check-live-page.py --ribgraph .build/debug/ribgraph --sample .build/debug/TicTacToeLive
                          [--screenshot PNG [--screenshot-step N]]
Prints "check-live-page: N steps; ..." and exits 0, or says what the page showed instead and exits 1.
"""
import argparse
import base64
import fcntl
import json
import os
import platform
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "samples/TicTacToeLive/Fixture/ScriptedSession.swift"
SESSION = "ttt"
STEP_SECONDS = 20  # the sample waits at most 5 s for the server before it prints a step
PAGE_SECONDS = 10  # serve promises a page within a second of each batch
BROWSERS = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
MAC_BROWSERS = ("/Applications/Chromium.app/Contents/MacOS/Chromium",
                "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome")


class Failure(Exception):
    pass


def expected_trees(path):
    """The trees after each step that the sample's script documents, as canonical strings of RIB names."""
    text = path.read_text(encoding="utf-8")
    found = re.search(r"static let expectedTrees: \[String\] = \[(.*?)\n\s*\]", text, re.S)
    if not found:
        raise Failure(f"{path}: no `static let expectedTrees: [String] = [...]`")
    trees = re.findall(r'"([^"]*)"', found.group(1))
    if not trees:
        raise Failure(f"{path}: expectedTrees is empty")
    return [canonical(parse_tree(tree.replace("Router", ""), path)) for tree in trees]


def parse_tree(text, source):
    """`Root(A(B), C)` as (name, [children])."""
    tokens = re.findall(r"[A-Za-z0-9_]+|[(),]", text)
    position = 0

    def node():
        nonlocal position
        if position >= len(tokens) or not re.match(r"\w", tokens[position]):
            raise Failure(f"{source}: cannot read the tree {text!r}")
        name, children = tokens[position], []
        position += 1
        if position < len(tokens) and tokens[position] == "(":
            position += 1
            children.append(node())
            while tokens[position] == ",":
                position += 1
                children.append(node())
            if tokens[position] != ")":
                raise Failure(f"{source}: cannot read the tree {text!r}")
            position += 1
        return name, children

    tree = node()
    if position != len(tokens):
        raise Failure(f"{source}: cannot read the tree {text!r}")
    return tree


def canonical(tree):
    name, children = tree
    inner = sorted(canonical(child) for child in children)
    return name + (f"({', '.join(inner)})" if inner else "")


# What a tab shows: the boxes and tree edges of the SVG whose opacity (their own times their groups') is
# above a half (the page draws the rest faded), each box's id, label and whether it lies wholly in the
# canvas, each edge's Graphviz title ("tail->head"). null until the page's script has run (#status carries
# data-seq).
SHOWN = r"""(function () {
  var status = document.getElementById("status");
  var svg = document.querySelector("#canvas svg");
  if (!svg || !status || !status.hasAttribute("data-seq")) return null;
  // Opacity multiplies down the tree and is not inherited: the page may fade a group around the box.
  function opaque(g) {
    var opacity = 1;
    for (var e = g; e && e !== svg; e = e.parentNode) opacity *= parseFloat(getComputedStyle(e).opacity);
    return opacity > 0.5;
  }
  function title(g) { var t = g.querySelector("title"); return t ? t.textContent : ""; }
  // A box cut by the canvas's edge, or beyond it, is not shown: the page pans and zooms.
  var canvas = document.getElementById("canvas").getBoundingClientRect();
  function inside(g) {
    var box = g.getBoundingClientRect();
    return box.left >= canvas.left - 1 && box.top >= canvas.top - 1 && box.right <= canvas.right + 1
      && box.bottom <= canvas.bottom + 1;
  }
  var nodes = [], edges = [];
  svg.querySelectorAll("g.node").forEach(function (g) {
    var text = g.querySelector("text");
    nodes.push({ name: title(g), id: g.id, label: text ? text.textContent : "", shown: opaque(g),
                 inside: inside(g) });
  });
  svg.querySelectorAll("g.edge").forEach(function (g) {
    if (g.id.indexOf("tree-") === 0) edges.push({ title: title(g), shown: opaque(g) });
  });
  return { nodes: nodes, edges: edges, loaded: performance.timeOrigin };
})()"""


def shown_tree(shown):
    """The tree a tab shows, canonical, from SHOWN's answer: opaque RIB boxes (id rib-...) by label, joined by
    opaque tree edges; an opaque adapter box passes its parent on to the RIBs under it. A RIB box cut by the
    canvas's edge is written `name[cut]`."""
    nodes = {node["name"]: node for node in shown["nodes"] if node["shown"]}
    parent = {}
    for edge in shown["edges"]:
        tail, _, head = edge["title"].partition("->")
        if edge["shown"] and tail in nodes and head in nodes:
            parent[head] = tail

    def rib_parent(name):
        above = parent.get(name)
        while above is not None and not nodes[above]["id"].startswith("rib-"):
            above = parent.get(above)
        return above

    ribs = [name for name, node in nodes.items() if node["id"].startswith("rib-")]
    children = {name: [] for name in ribs}
    roots = []
    for name in ribs:
        above = rib_parent(name)
        (children[above] if above is not None else roots).append(name)

    def tree(name):
        label = nodes[name]["label"] + ("" if nodes[name]["inside"] else "[cut]")
        return label, [tree(child) for child in children[name]]

    return " + ".join(sorted(canonical(tree(root)) for root in roots)) or "nothing"


class Browser:
    """Headless Chromium driven over the DevTools protocol on a pipe: JSON messages ended by NUL, written to
    its fd 3 and read from its fd 4."""

    def __init__(self, executable, profile):
        to_browser, self._to_browser = os.pipe()
        self._from_browser, from_browser = os.pipe()
        # Above 4 first, so that placing one on 3 or 4 cannot clobber the other. Every other descriptor of
        # this process is close-on-exec (Python's default), so the browser inherits these two only.
        high = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 5) for fd in (to_browser, from_browser)]

        def place():
            os.dup2(high[0], 3)
            os.dup2(high[1], 4)

        # --no-sandbox: CI runs as root; --disable-dev-shm-usage: a container's /dev/shm is 64 MB.
        argv = [executable, "--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--no-first-run", "--no-default-browser-check", "--remote-debugging-pipe",
                f"--user-data-dir={profile}", "--window-size=1400,800", "about:blank"]
        self.process = subprocess.Popen(argv, preexec_fn=place, close_fds=False, stdin=subprocess.DEVNULL,
                                        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for fd in high + [to_browser, from_browser]:
            os.close(fd)
        self._next = 0
        self._buffer = b""
        self._targets = {}

    def call(self, method, params=None, session=None, seconds=PAGE_SECONDS, refusal=None):
        """Sends one command and returns its result, waiting at most `seconds`; when Chromium answers with an
        error, `refusal` if one is given."""
        self._next += 1
        message = {"id": self._next, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self._to_browser, json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + seconds
        while True:
            while b"\0" in self._buffer:
                raw, self._buffer = self._buffer.split(b"\0", 1)
                answer = json.loads(raw)
                if answer.get("id") == self._next:
                    if "error" in answer:
                        if refusal is not None:
                            return refusal
                        raise Failure(f"chromium: {method}: {answer['error'].get('message')}")
                    return answer.get("result", {})
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self._from_browser], [], [], left)[0]:
                raise Failure(f"chromium did not answer {method} within {seconds} s")
            chunk = os.read(self._from_browser, 1 << 20)
            if not chunk:
                raise Failure(f"chromium closed its pipe (exit status {self.process.poll()})")
            self._buffer += chunk

    def open_tab(self, url):
        # A window each: a tab behind another is hidden, and a hidden page paints no screenshot.
        target = self.call("Target.createTarget", {"url": "about:blank", "newWindow": True, "width": 1400,
                                                   "height": 800})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.navigate", {"url": url}, session)
        self._targets[session] = target
        return session

    def close_tab(self, session):
        self.call("Target.closeTarget", {"targetId": self._targets.pop(session)})

    def evaluate(self, session, expression):
        """The value of `expression` in the tab (JSON-like), or None (also when a reload destroyed the page
        it ran in)."""
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session, refusal={})
        return result.get("result", {}).get("value")

    def wait_until(self, session, expression, seconds=PAGE_SECONDS):
        """Whether `expression` turned true in the tab within `seconds`."""
        deadline = time.monotonic() + seconds
        while not self.evaluate(session, expression):
            if time.monotonic() > deadline:
                return False
            time.sleep(0.05)
        return True

    def wait_for(self, session, expected, seconds=PAGE_SECONDS):
        """Polls what the tab shows until it is `expected` or `seconds` pass; returns the last (tree, answer)."""
        deadline = time.monotonic() + seconds
        seen = ("the page's script has not run", None)
        while True:
            answer = self.evaluate(session, SHOWN)
            if answer is not None:
                seen = (shown_tree(answer), answer)
                if seen[0] == expected:
                    return seen
            if time.monotonic() > deadline:
                return seen
            time.sleep(0.1)

    def screenshot(self, session, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session)["data"]
        Path(path).write_bytes(base64.b64decode(data))

    def close(self):
        stop(self.process)
        for fd in (self._to_browser, self._from_browser):
            os.close(fd)


def stop(process):
    if process.poll() is None:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=5)


class Lines:
    """A process's standard output, line by line, each read waiting at most `seconds`."""

    def __init__(self, process):
        self.process, self.text = process, ""
        self._read = 0

    def next(self, seconds):
        deadline = time.monotonic() + seconds
        while "\n" not in self.text[self._read:]:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([self.process.stdout], [], [], left)[0]:
                return None
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                return None
            self.text += chunk.decode("utf-8", "replace")
        end = self.text.index("\n", self._read)
        line, self._read = self.text[self._read:end], end + 1
        return line


def find_browser():
    for name in BROWSERS:
        if shutil.which(name):
            return shutil.which(name)
    if platform.system() == "Darwin":
        return next((path for path in MAC_BROWSERS if os.access(path, os.X_OK)), None)
    return None


def start(argv, work, **streams):
    return subprocess.Popen(argv, cwd=work, stdin=streams.pop("stdin", subprocess.DEVNULL), **streams)


def click(browser, tab, button):
    """Clicks `button` on the page in `tab` and waits for the page to write the event it shows into its hash;
    returns that event's seq and the page's load time."""
    browser.evaluate(tab, f'document.getElementById("{button}").click()')
    if not browser.wait_until(tab, 'location.hash.indexOf("seq=") >= 0'):
        raise Failure(f"clicking {button} on the page wrote no seq into its hash")
    shown = browser.evaluate(tab, '[new URLSearchParams(location.hash.slice(1)).get("seq"), performance.timeOrigin]')
    return tuple(shown)


def stayed(browser, held, step):
    """Someone stepped back one event before this step: the reload the step brings keeps them there."""
    tab, seq, loaded = held
    if not browser.wait_until(tab, f'performance.timeOrigin !== {loaded!r} && '
                                   f'document.getElementById("status").getAttribute("data-seq") === "{seq}"'):
        shown = browser.evaluate(tab, '[performance.timeOrigin, document.getElementById("status").textContent]')
        raise Failure(f"step {step}: a page stepped back to seq {seq} did not reload to that event: "
                      f"{'not reloaded' if shown and shown[0] == loaded else 'it shows'} {shown and shown[1]!r}")


def check(args, browser_path, work, processes):
    """Runs the check in `work`, adding each process it starts to `processes` (the caller stops them)."""
    trees = expected_trees(SCRIPT)
    (work / "out").mkdir()
    started = time.monotonic()
    with open(work / "serve.err", "w") as errors:
        serve = start([args.ribgraph, "serve", "--listen", "127.0.0.1:0", "-o", "out"], work, stdout=subprocess.PIPE,
                      stderr=errors)
    processes.append(serve)
    printed = Lines(serve).next(STEP_SECONDS) or ""
    address = re.search(r"http://127\.0\.0\.1:(\d+)/\?token=(\w+)", printed)
    if not address:
        raise Failure(f"ribgraph serve printed no address: {printed!r} {(work / 'serve.err').read_text()}")
    page = f"http://127.0.0.1:{address.group(1)}/sessions/{SESSION}?token={address.group(2)}"
    app = start([args.sample, "recorded.json", "--stream", address.group(0), SESSION, "--step-by-step"], work,
                stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    processes.append(app)
    lines = Lines(app)
    browser = Browser(browser_path, work / "profile")
    processes.append(browser)
    live, held, loads = None, None, set()
    for step, expected in enumerate(trees, 1):
        line = lines.next(STEP_SECONDS)
        if line != f"step {step} streamed":
            raise Failure(f"the sample printed {line!r}, not 'step {step} streamed': {lines.text!r}")
        took = time.monotonic()
        live = live or browser.open_tab(page)
        live_tree, answer = browser.wait_for(live, expected)
        took = time.monotonic() - took
        fresh = browser.open_tab(page)
        fresh_tree, _ = browser.wait_for(fresh, expected)
        browser.close_tab(fresh)
        if fresh_tree != expected:
            raise Failure(f"step {step}: a new tab on the page shows {fresh_tree}, "
                          f"not {expected} (the sample's script)")
        if live_tree != expected:
            raise Failure(f"step {step}: the page open since step 1 shows {live_tree}, not {expected}, "
                          f"{PAGE_SECONDS} s after the server took the step (a new tab shows it)")
        loads.add(answer["loaded"])
        print(f"check-live-page: step {step}: {expected}, on the open page in {took:.2f} s", file=sys.stderr)
        if step == args.screenshot_step and args.screenshot:
            browser.screenshot(live, args.screenshot)
        if step == 1:
            # Someone watching zooms in: the hash then holds the event shown, which must not pin the page there.
            click(browser, live, "zoom-in")
        if held:
            stayed(browser, held, step)
        if step == len(trees) - 1:
            held = browser.open_tab(page)
            browser.wait_for(held, expected)
            held = (held,) + click(browser, held, "prev")
        app.stdin.write(b"\n")
        app.stdin.flush()
    app.stdin.close()
    try:
        status = app.wait(timeout=STEP_SECONDS)
    except subprocess.TimeoutExpired:
        raise Failure(f"the sample did not end within {STEP_SECONDS} s after its last step") from None
    while lines.next(1) is not None:
        pass
    if status != 0 or "streamed: all" not in lines.text:
        raise Failure(f"the sample ended with status {status}: {lines.text!r}")
    if (work / "out" / f"{SESSION}.json").read_bytes() != (work / "recorded.json").read_bytes():
        raise Failure("the session serve wrote is not byte for byte the trace the sample recorded")
    print(f"check-live-page: {len(trees)} steps; the page open since step 1 showed each step's tree "
          f"({len(loads)} loads, zoomed in after step 1), as did a new tab; a page stepped back stayed; "
          f"the session file is the recording; "
          f"{time.monotonic() - started:.1f} s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ribgraph", required=True, help="the built ribgraph")
    parser.add_argument("--sample", required=True, help="the built TicTacToeLive")
    parser.add_argument("--screenshot", help="write a PNG of the open page at --screenshot-step")
    parser.add_argument("--screenshot-step", type=int, default=2, help="the step to photograph (default 2)")
    args = parser.parse_args()
    args.ribgraph, args.sample = (str(Path(path).resolve()) for path in (args.ribgraph, args.sample))
    browser = find_browser()
    if browser is None:
        if platform.system() == "Darwin":
            print("check-live-page: skipped: no Chromium or Google Chrome (on PATH or in /Applications); "
                  "brew install --cask chromium to run it", file=sys.stderr)
            return 0
        print("check-live-page: no chromium, chromium-browser or google-chrome on PATH; "
              "scripts/install-deps.sh installs Debian's chromium", file=sys.stderr)
        return 1
    processes = []
    with tempfile.TemporaryDirectory(prefix="ribgraph-live-page-") as folder:
        try:
            check(args, browser, Path(folder), processes)
        except (Failure, OSError) as failure:
            print(f"check-live-page: {failure}", file=sys.stderr)
            return 1
        finally:
            for process in reversed(processes):
                if isinstance(process, Browser):
                    process.close()
                else:
                    stop(process)
    return 0


if __name__ == "__main__":
    sys.exit(main())
