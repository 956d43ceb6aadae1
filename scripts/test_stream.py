# SPDX-License-Identifier: Apache-2.0
"""The stream protocol of docs/stream.md, held to the code on both sides:
- scripts/stream-trace.py, the Python client, streams the TicTacToe recording to the built `ribgraph serve
  --listen` in batches, and the session file serve writes is the recording byte for byte;
- what the Swift probe posts (samples/TicTacToeLive streaming to a server here that keeps each body) is
  accepted by docs/ribgraph-stream.schema.json, which rejects a body the server would refuse.
Run by `make test` after the build: python3 -m unittest discover -s scripts -p 'test_stream.py'. The binaries
are .build/debug's, or RIBGRAPH_BIN_DIR's."""

import http.server
import json
import os
import pathlib
import re
import subprocess
import sys
import tempfile
import threading
import unittest

from jsonschema import Draft202012Validator
from referencing import Registry, Resource

ROOT = pathlib.Path(__file__).resolve().parent.parent
BIN = pathlib.Path(os.environ.get("RIBGRAPH_BIN_DIR", ROOT / ".build/debug"))
RECORDING = ROOT / "samples/tictactoe/recorded.json"


def stream_validators():
    """Validators of the state and batch bodies, docs/ribgraph-stream.schema.json resolving the trace schema."""
    trace = json.loads((ROOT / "docs/ribgraph-trace.schema.json").read_text())
    stream = json.loads((ROOT / "docs/ribgraph-stream.schema.json").read_text())
    registry = Registry().with_resources([(trace["$id"], Resource.from_contents(trace)),
                                          (stream["$id"], Resource.from_contents(stream))])
    return {name: Draft202012Validator({"$ref": f"{stream['$id']}#/$defs/{name}"}, registry=registry)
            for name in ("state", "batch")}


class StreamClientTests(unittest.TestCase):
    def test_the_python_client_streams_the_recording_byte_for_byte(self):
        with tempfile.TemporaryDirectory() as work:
            (pathlib.Path(work) / "out").mkdir()
            serve = subprocess.Popen([BIN / "ribgraph", "serve", "--listen", "127.0.0.1:0", "-o", "out"], cwd=work,
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            try:
                address = re.search(r"http://127\.0\.0\.1:\d+/\?token=\w+", serve.stdout.readline())
                self.assertIsNotNone(address, "ribgraph serve printed no address")
                client = subprocess.run(
                    [sys.executable, ROOT / "scripts/stream-trace.py", address.group(0), "tictactoe", RECORDING,
                     "--batch", "3"], capture_output=True, text=True, timeout=60)
                self.assertEqual(client.returncode, 0, client.stderr)
                events = len(json.loads(RECORDING.read_text())["events"])
                self.assertEqual(client.stdout.strip(), f"stream-trace: session tictactoe holds {events} events")
                self.assertEqual((pathlib.Path(work) / "out/tictactoe.json").read_bytes(), RECORDING.read_bytes())
                # A wrong token is refused for good: the client says so instead of retrying.
                refused = subprocess.run(
                    [sys.executable, ROOT / "scripts/stream-trace.py", re.sub(r"token=\w+", "token=0", address.group(0)),
                     "tictactoe", RECORDING], capture_output=True, text=True, timeout=60)
                self.assertNotEqual(refused.returncode, 0)
                self.assertIn("401", refused.stderr)
            finally:
                serve.terminate()
                serve.communicate(timeout=10)


class ProbePostsTests(unittest.TestCase):
    def test_the_schema_accepts_what_the_swift_probe_posts(self):
        posts, lock = [], threading.Lock()

        class Keeper(http.server.BaseHTTPRequestHandler):
            """Answers every post 200, as serve does to a session's next batch, and keeps its path and body."""

            def do_POST(self):
                body = self.rfile.read(int(self.headers["Content-Length"]))
                with lock:
                    posts.append((self.path.split("?")[0].rsplit("/", 1)[-1], json.loads(body)))
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args):
                pass

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Keeper)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            with tempfile.TemporaryDirectory() as work:
                url = f"http://127.0.0.1:{server.server_address[1]}/?token=t"
                app = subprocess.run([BIN / "TicTacToeLive", pathlib.Path(work) / "recorded.json", "--stream", url,
                                      "probe"], capture_output=True, text=True, timeout=120)
                self.assertEqual(app.returncode, 0, app.stderr)
        finally:
            server.shutdown()
            server.server_close()
        kinds = [kind for kind, _ in posts]
        print(f"test_stream: the probe posted {kinds.count('state')} states and {kinds.count('batch')} batches, "
              f"{sum(len(body.get('events', [])) for _, body in posts)} events", file=sys.stderr)
        self.assertEqual(kinds[0], "state")
        self.assertIn("batch", kinds)
        validators = stream_validators()
        for index, (kind, body) in enumerate(posts):
            errors = [error.message for error in validators[kind].iter_errors(body)]
            self.assertEqual(errors, [], f"post {index} ({kind})")
        # Not a schema that takes anything: a key the server's decoder refuses is refused here too.
        kind, body = posts[-1]
        self.assertFalse(validators[kind].is_valid({**body, "sessionName": "probe"}))
        self.assertFalse(validators["state"].is_valid({key: value for key, value in body.items() if key != "ribs"}))


if __name__ == "__main__":
    unittest.main()
