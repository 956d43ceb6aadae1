#!/usr/bin/env python3
"""Soak test of `ribgraph serve` (issue 20): under `ulimit -n 256`, 10,000 page loads, 1,000 event
streams opened and dropped, and 300 idle half-open connections; at the end the server must still answer
and its resident memory must have grown by less than 50 MB. Loopback only (127.0.0.1).

    python3 scripts/soak-serve.py --ribgraph .build/release/ribgraph [--trace samples/superapp/base.json]
"""
import argparse
import concurrent.futures
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--ribgraph", default=os.path.join(ROOT, ".build/release/ribgraph"))
    parser.add_argument("--trace", default=os.path.join(ROOT, "samples/superapp/base.json"))
    parser.add_argument("--loads", type=int, default=10_000)
    parser.add_argument("--streams", type=int, default=1_000)
    parser.add_argument("--half-open", type=int, default=300)
    parser.add_argument("--clients", type=int, default=16, help="page loads in flight at once")
    parser.add_argument("--max-growth-mb", type=float, default=50)
    args = parser.parse_args()

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
        print(f"while they are held, a page load is answered {status} (503 while the 64 slots are taken)")
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
    for failure in failures:
        print("FAIL: " + failure, file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
