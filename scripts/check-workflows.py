#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""`make lint`'s check of .github/workflows: actionlint (with shellcheck over the `run:` scripts when it is on
PATH) passes on every workflow, and the release's tarballs are the ones the Action downloads: for each platform
scripts/action/get-ribgraph.sh asks for (Linux x86_64, macOS on either processor), release.yml's jobs upload
`ribgraph-VERSION-PLATFORM.tar.gz` and the job that makes it writes that name. Exits 1 naming what disagrees."""

import fnmatch
import pathlib
import shutil
import subprocess
import sys

import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent
WORKFLOWS = sorted((ROOT / ".github/workflows").glob("*.yml"))
VERSION = "1.2.3"


def action_platform(system: str, machine: str) -> str:
    """The platform get-ribgraph.sh puts in the tarball's name on `uname -s` = system, `uname -m` = machine:
    its own line, run by bash with uname answering as that machine would."""
    script = (ROOT / "scripts/action/get-ribgraph.sh").read_text()
    lines = [line for line in script.splitlines() if "platform=" in line and "uname" in line]
    if len(lines) != 1:
        sys.exit("check-workflows: get-ribgraph.sh should set platform on one line from uname")
    uname = f'uname() {{ case "$1" in -s) echo {system};; -m) echo {machine};; esac; }}'
    return subprocess.run(["bash", "-c", f'{uname}\n{lines[0]}\necho "$platform"'], capture_output=True, text=True,
                          check=True).stdout.strip()


def main() -> int:
    if shutil.which("actionlint") is None:
        sys.exit("check-workflows: no actionlint on PATH (scripts/install-deps.sh installs it)")
    failures = []
    lint = subprocess.run(["actionlint", *map(str, WORKFLOWS)], cwd=ROOT, capture_output=True, text=True)
    if lint.returncode != 0:
        failures.append("actionlint:\n" + lint.stdout + lint.stderr)

    release = yaml.safe_load((ROOT / ".github/workflows/release.yml").read_text())
    uploads = {}
    for job_name, job in release["jobs"].items():
        for step in job.get("steps", []):
            if step.get("uses", "").startswith("actions/upload-artifact@"):
                uploads[pathlib.PurePath(step["with"]["path"]).name] = job_name
    # make dist's name is the Linux job's; the macOS job names its tarball in its run script.
    dist = (ROOT / "scripts/dist.sh").read_text()
    for system, machine in [("Linux", "x86_64"), ("Darwin", "arm64"), ("Darwin", "x86_64")]:
        platform = action_platform(system, machine)
        wanted = f"ribgraph-{VERSION}-{platform}.tar.gz"
        jobs = [job for glob, job in uploads.items() if fnmatch.fnmatchcase(wanted, glob)]
        if not jobs:
            failures.append(f"release.yml uploads no {wanted}, which get-ribgraph.sh downloads on {system} {machine}")
            continue
        scripts = "\n".join(step.get("run", "") for step in release["jobs"][jobs[0]]["steps"])
        if system == "Linux":
            made = f"{system}-{machine}) PLATFORM={platform} ;;" in dist and "make dist" in scripts
        else:
            made = f'name="ribgraph-$version-{platform}"' in scripts
        if not made:
            failures.append(f"release.yml's job {jobs[0]} does not write {wanted}")
    for failure in failures:
        print(f"check-workflows: {failure}", file=sys.stderr)
    if not failures:
        names = ", ".join(sorted(uploads))
        print(f"check-workflows: actionlint passes on {len(WORKFLOWS)} workflows; release assets {names}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
