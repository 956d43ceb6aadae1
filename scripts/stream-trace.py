#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""A minimal client of `ribgraph serve --listen` (docs/stream.md), outside Swift: streams a trace file as session
SESSION, its state first and then its events in batches, as a probe in another language would.
usage: stream-trace.py URL SESSION TRACE [--batch N]   (URL as serve printed it, with ?token=...)"""
import json, sys, time, urllib.error, urllib.parse, urllib.request

def post(url, session, action, trace, events):
    """POSTs `trace` with `events` to the session's state or batch; returns the HTTP status."""
    parts = urllib.parse.urlsplit(url)
    target = parts._replace(path=f"/sessions/{session}/{action}").geturl()
    body = json.dumps({**trace, "events": events}).encode()
    request = urllib.request.Request(target, body, {"Content-Type": "application/json"}, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        if error.code not in (408, 409, 503):  # the rest will not change on a retry
            sys.exit(f"stream-trace: {action}: {error.code} {error.read().decode(errors='replace').strip()}")
        return error.code

def main(url, session, path, size=50):
    trace = json.load(open(path, encoding="utf-8"))
    events, held, needs_state, pause = trace.get("events", []), 0, True, 0.25
    while needs_state or held < len(events):
        try:
            if needs_state:
                status, sent = post(url, session, "state", trace, events[:held]), held
            else:
                sent = min(held + size, len(events))
                status = post(url, session, "batch", trace, events[held:sent])
        except OSError:  # no answer: the server is down or the network is
            status = None
        if status == 200:
            held, needs_state, pause = sent, False, 0.25
            continue
        needs_state = True  # 409: the server lost the session; the state goes first again
        if status != 409:
            time.sleep(pause)
            pause = min(5.0, pause * 2)
    print(f"stream-trace: session {session} holds {held} events")

if __name__ == "__main__":
    args = sys.argv[1:]
    size = int(args.pop(args.index("--batch") + 1)) if "--batch" in args else 50
    if "--batch" in args:
        args.remove("--batch")
    if len(args) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    main(*args, size=size)
