#!/usr/bin/env python3
"""Soak test of `ribgraph serve` (issue 20): under `ulimit -n 256`, 10,000 page loads, 1,000 event
streams opened and dropped, and 300 idle half-open connections; at the end the server must still answer
and its resident memory must have grown by less than 50 MB. Then (issue 31) `serve --listen` takes one
session of 100,000 one-event batches: a batch late in the session must cost what one early in it costs
(time and bytes written), the session file must validate, and memory must stay flat. Loopback only.

    python3 scripts/soak-serve.py --ribgraph .build/release/ribgraph [--trace samples/superapp/base.json]
        [--batches 100000] [--only-batches]
"""
import argparse
import concurrent.futures
import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def exchange(port, request, timeout=30):
    """Sends `request`, reads the answer to its end; returns (status, body length)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as client:
        client.sendall(request)
        chunks = []
        while True:
            chunk = client.recv(1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    answer = b"".join(chunks)
    head, _, body = answer.partition(b"\r\n\r\n")
    parts = head.split(b" ", 2)
    status = int(parts[1]) if len(parts) >= 2 and parts[1].isdigit() else 0
    return status, len(body)


def post(port, target, host, body):
    """POSTs `body` (bytes) to `target`; returns the answer's status."""
    head = f"POST {target} HTTP/1.1\r\nHost: {host}\r\nContent-Length: {len(body)}\r\n\r\n".encode()
    return exchange(port, head + body)[0]


def written_bytes(pid):
    """What the process has written so far (wchar: files and sockets)."""
    with open(f"/proc/{pid}/io") as io:
        return next(int(line.split()[1]) for line in io if line.startswith("wchar:"))


def soak_batches(args, failures):
    """One session of `args.batches` one-event batches (a RIB detached and attached again, in turn)."""
    sample = json.load(open(os.path.join(ROOT, "samples/tictactoe/recorded.json")))
    # On the disk the repository is on, not a tmpfs, so fdatasync costs what it costs.
    folder = tempfile.mkdtemp(prefix="ribgraph-soak-batches-", dir=os.path.join(ROOT, ".build"))
    errors = open(os.path.join(folder, "stderr"), "w+")
    server = subprocess.Popen([args.ribgraph, "serve", "--listen", "127.0.0.1:0", "-o", folder,
                               "--max-session-events", str(args.batches + 2)],
                              stdout=subprocess.PIPE, stderr=errors, text=True)
    try:
        url = next(word for word in server.stdout.readline().split() if word.startswith("http://"))
        host = url.split("/")[2]
        port = int(host.split(":")[1])
        token = url.split("token=")[1]
        root = next(i for i, rib in enumerate(sample["ribs"]) if rib["id"] == "Root")
        child = next(i for i, rib in enumerate(sample["ribs"]) if rib["id"] == "LoggedOut")

        def body(events):
            sample["events"] = events
            return json.dumps(sample).encode()

        state = [[1, 0.0, "a", None, root], [2, 0.001, "a", root, child]]
        if post(port, f"/sessions/soak/state?token={token}", host, body(state)) != 200:
            failures.append("the state was refused")
            return
        marks = {1_000: None, 90_000: None} if args.batches >= 91_000 else {10: None, args.batches - 1_000: None}
        window = 1_000 if args.batches >= 91_000 else min(1_000, args.batches // 4)
        times = {}
        rss = {}
        bytes_per = {}
        wrote = {}
        statuses = {}
        start = time.monotonic()
        for index in range(args.batches):
            seq = 3 + index
            event = [seq, seq / 1000, "d" if index % 2 == 0 else "a", root, child]
            if index in marks:
                times[index] = []
                rss[index] = rss_kib(server.pid)
                wrote[index] = written_bytes(server.pid)
            before = time.perf_counter()
            status = post(port, f"/sessions/soak/batch?token={token}", host, body([event]))
            for mark in times:
                if mark <= index < mark + window:
                    times[mark].append(time.perf_counter() - before)
                    if index == mark + window - 1:
                        bytes_per[mark] = (written_bytes(server.pid) - wrote[mark]) / window
            statuses[status] = statuses.get(status, 0) + 1
        seconds = time.monotonic() - start
        print(f"{args.batches} one-event batches in {seconds:.0f} s, statuses {statuses}")
        if statuses.get(200, 0) != args.batches:
            failures.append(f"not every batch was answered 200: {statuses}")
        first, last = sorted(times)
        mean = {mark: 1000 * sum(times[mark]) / len(times[mark]) for mark in times}
        median = {mark: 1000 * sorted(times[mark])[len(times[mark]) // 2] for mark in times}
        for mark in (first, last):
            print(f"batches {mark + 2:,} to {mark + 2 + window:,} events: mean {mean[mark]:.2f} ms, "
                  f"median {median[mark]:.2f} ms, {bytes_per[mark]:.0f} bytes written per batch "
                  f"(file and answer), RSS {rss[mark] / 1024:.1f} MB")
        ratio = median[last] / median[first]
        print(f"late/early median time per batch: {ratio:.2f}x")
        if ratio > 2:
            failures.append(f"a late batch takes {ratio:.1f}x an early one")
        if bytes_per[last] > 2 * bytes_per[first]:
            failures.append(f"a late batch writes {bytes_per[last]:.0f} bytes, an early one {bytes_per[first]:.0f}")
        growth = (rss_kib(server.pid) - rss[first]) / 1024
        print(f"RSS growth from batch {first:,} to the end: {growth:.1f} MB")
        if growth >= args.max_growth_mb:
            failures.append(f"RSS grew by {growth:.1f} MB over the batches")
        session = os.path.join(folder, "soak.json")
        print(f"session file: {os.path.getsize(session):,} bytes")
        check = subprocess.run([args.ribgraph, "validate", session], capture_output=True, text=True)
        print(f"validate: exit {check.returncode}")
        if check.returncode != 0:
            failures.append(f"the session file does not validate: {check.stderr.strip()[:300]}")
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=10)
        shutil.rmtree(folder, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ribgraph", default=os.path.join(ROOT, ".build/release/ribgraph"))
    parser.add_argument("--trace", default=os.path.join(ROOT, "samples/superapp/base.json"))
    parser.add_argument("--loads", type=int, default=10_000)
    parser.add_argument("--streams", type=int, default=1_000)
    parser.add_argument("--half-open", type=int, default=300)
    parser.add_argument("--clients", type=int, default=16, help="page loads in flight at once")
    parser.add_argument("--max-growth-mb", type=float, default=50)
    parser.add_argument("--batches", type=int, default=100_000, help="one-event batches posted to one session")
    parser.add_argument("--only-batches", action="store_true", help="skip the page loads and connections")
    args = parser.parse_args()
    if args.only_batches:
        failures = []
        soak_batches(args, failures)
        for failure in failures:
            print("FAIL: " + failure, file=sys.stderr)
        return 1 if failures else 0

    folder = tempfile.mkdtemp(prefix="ribgraph-soak-")
    trace = os.path.join(folder, "trace.json")
    shutil.copyfile(args.trace, trace)
    errors = open(os.path.join(folder, "stderr"), "w+")

    def limit_descriptors():
        resource.setrlimit(resource.RLIMIT_NOFILE, (256, 256))

    server = subprocess.Popen([args.ribgraph, "serve", trace, "--port", "0"], stdout=subprocess.PIPE,
                              stderr=errors, preexec_fn=limit_descriptors, text=True)
    failures = []
    try:
        line = server.stdout.readline()
        url = next(word for word in line.split() if word.startswith("http://127.0.0.1:"))
        port = int(url.split(":")[2].split("/")[0])
        token = url.split("token=")[1]
        host = f"127.0.0.1:{port}"
        page = f"GET /?token={token} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
        events = f"GET /events?token={token} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode()
        print(f"serving {os.path.relpath(args.trace, ROOT)} on {host} under ulimit -n 256 (pid {server.pid})")

        for _ in range(20):  # warm up: the first drawing, the thread pool, malloc's arenas
            exchange(port, page)
        before = rss_kib(server.pid)

        start = time.monotonic()
        statuses = {}
        with concurrent.futures.ThreadPoolExecutor(args.clients) as pool:
            for status, _ in pool.map(lambda _: exchange(port, page), range(args.loads)):
                statuses[status] = statuses.get(status, 0) + 1
        seconds = time.monotonic() - start
        print(f"{args.loads} page loads in {seconds:.1f} s ({args.loads / seconds:.0f} loads/s), statuses {statuses}")
        if statuses.get(200, 0) != args.loads:
            failures.append(f"not every load was answered 200: {statuses}")

        start = time.monotonic()
        for index in range(args.streams):
            client = socket.create_connection(("127.0.0.1", port), timeout=10)
            client.sendall(events)
            received = b""
            while b": watching" not in received:
                chunk = client.recv(4096)
                if not chunk:
                    break
                received += chunk
            if b"text/event-stream" not in received:
                failures.append(f"event stream {index} was not opened: {received[:80]!r}")
                break
            client.close()  # dropped without a word
        print(f"{args.streams} event streams opened and dropped in {time.monotonic() - start:.1f} s")

        half_open = []
        for index in range(args.half_open):
            client = socket.create_connection(("127.0.0.1", port), timeout=10)
            client.sendall(b"GET / HTTP/1.1\r\nHost: " if index % 2 else b"")  # a partial head, or nothing at all
            half_open.append(client)
        print(f"{args.half_open} idle half-open connections held")
        time.sleep(1)
        status, _ = exchange(port, page) if server.poll() is None else (0, 0)
        print(f"while they are held, a page load with the token is answered {status} (they cannot take its slot)")
        if status != 200:
            failures.append(f"idle connections without the token kept a page load from being served ({status})")
        for client in half_open:
            client.close()

        answered = 0
        for _ in range(100):  # bounded: the slots free within a poll interval of the clients leaving
            if server.poll() is not None:
                break
            try:
                answered, _ = exchange(port, page, timeout=5)
            except OSError:
                answered = 0
            if answered == 200:
                break
            time.sleep(0.1)
        after = rss_kib(server.pid) if server.poll() is None else 0
        print(f"still answering at the end: {answered == 200} (status {answered}); server running: {server.poll() is None}")
        growth = (after - before) / 1024
        print(f"RSS before {before / 1024:.1f} MB, after {after / 1024:.1f} MB, growth {growth:.1f} MB")
        if server.poll() is not None:
            failures.append(f"serve ended with status {server.returncode}")
        if answered != 200:
            failures.append(f"serve no longer answers (last status {answered})")
        if growth >= args.max_growth_mb:
            failures.append(f"RSS grew by {growth:.1f} MB, more than {args.max_growth_mb} MB")
    finally:
        if server.poll() is None:
            server.terminate()
            server.wait(timeout=10)
        errors.seek(0)
        drawn = sum(1 for line in errors if line.startswith("ribgraph serve: drew"))
        print(f"pages drawn: {drawn}")
        shutil.rmtree(folder, ignore_errors=True)
    soak_batches(args, failures)
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
