#!/usr/bin/env python3
"""Write the corpus checkouts that score-scan.py and draw-corpus.py read, from local git copies of the apps.

    python3 scripts/corpus/checkout.py --git-dir-pattern '/path/to/{owner}+{name}' [--corpus-root /work/corpus]

For each truth file (scripts/corpus/<app>.json) the recorded commit's tree goes to `<corpus-root>/<checkout>`;
for each pull request of scripts/corpus/pull-requests.json, its base and head trees go to
`<corpus-root>/pulls/<id>/base` and `.../head`. `{owner}` and `{name}` in the pattern are the repository's
(`git clone --bare https://github.com/<owner>/<name> /path/to/<owner>+<name>` makes such a copy). A folder
that already exists is left as it is (delete it to write it again).

Files are read with `git cat-file`, not checked out: a copy that lacks some blobs (large binaries left out of
a snapshot) still gives every source file, and the missing ones are counted. Symbolic links and submodules
are skipped. Nothing here builds or runs the apps.
"""

import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import corpus_files  # noqa: E402


def git(git_dir, *args, stdin=None):
    return subprocess.run(["git", "--git-dir", git_dir, *args], input=stdin, capture_output=True, check=True).stdout


def write_tree(git_dir, commit, dest):
    """Writes `commit`'s files under `dest` (a new folder); returns (files written, blobs missing)."""
    listing = git(git_dir, "ls-tree", "-r", "-z", "--full-tree", commit).split(b"\0")
    entries = []
    for line in listing:
        if not line:
            continue
        meta, path = line.split(b"\t", 1)
        mode, kind, sha = meta.split(b" ")
        if kind == b"blob" and mode in (b"100644", b"100755"):
            entries.append((sha.decode(), path.decode("utf-8", "surrogateescape")))
    # one cat-file process answers for every blob: present ones with their bytes, absent ones as "missing"
    request = "".join(sha + "\n" for sha, _ in entries).encode()
    out = git(git_dir, "cat-file", "--batch", stdin=request)
    partial = dest + ".partial"
    os.makedirs(partial)
    written = missing = position = 0
    for sha, path in entries:
        end = out.index(b"\n", position)
        header = out[position:end].split(b" ")
        position = end + 1
        if header[-1] == b"missing":
            missing += 1
            continue
        size = int(header[2])
        data = out[position:position + size]
        position += size + 1
        target = os.path.join(partial, path)
        if os.path.commonpath([os.path.abspath(target), os.path.abspath(partial)]) != os.path.abspath(partial):
            continue  # a path that would leave the folder
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(target, "wb") as file:
            file.write(data)
        written += 1
    os.rename(partial, dest)
    return written, missing


def jobs(corpus_root):
    """(repo, commit, destination) for every app and every pull request's two sides."""
    out = [(truth["repo"], truth["commit"], os.path.join(corpus_root, checkout))
           for _, checkout, truth in corpus_files.apps()]
    for pull in corpus_files.pull_requests():
        for side in ("base", "head"):
            out.append((pull["repo"], pull[side], os.path.join(corpus_root, "pulls", pull["id"], side)))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--git-dir-pattern", required=True, help="a git directory per repository: {owner}, {name}")
    parser.add_argument("--corpus-root", default="/work/corpus")
    args = parser.parse_args()
    failed = 0
    for repo, commit, dest in jobs(args.corpus_root):
        if os.path.exists(dest):
            print(f"{dest}: already there")
            continue
        owner, name = repo.split("/", 1)
        git_dir = args.git_dir_pattern.format(owner=owner, name=name)
        try:
            written, missing = write_tree(git_dir, commit, dest)
        except (subprocess.CalledProcessError, OSError) as error:
            detail = getattr(error, "stderr", b"") or b""
            print(f"{dest}: cannot write {repo}@{commit[:10]} from {git_dir}: {error} {detail.decode()[:200]}",
                  file=sys.stderr)
            failed += 1
            continue
        print(f"{dest}: {repo}@{commit[:10]}, {written} files" + (f" ({missing} absent from the copy)" if missing else ""))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
