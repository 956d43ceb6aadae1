#!/usr/bin/env python3
"""Unit tests of scripts/soak-formats.py, run against stand-in binaries that crash or fail on purpose.

    python3 -m unittest discover -s scripts -p 'test_soak_formats.py'
"""

import os
import stat
import subprocess
import sys
import tempfile
import unittest

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "soak-formats.py")

# A stand-in for ribgraph: `scan ... -o OUT` writes an empty trace; a drawing ends as $BEHAVIOUR says for the
# format it is asked for (the argument after --format).
STAND_IN = """#!/bin/sh
command=$1
format=""
out=""
while [ $# -gt 0 ]; do
  case $1 in
    --format) format=$2; shift ;;
    -o) out=$2; shift ;;
  esac
  shift
done
if [ "$command" = scan ]; then echo '{}' > "$out"; exit 0; fi
case "$BEHAVIOUR:$format" in
  segv-json:json) echo "drawing $format" >&2; kill -SEGV $$ ;;
  fail-pdf:pdf) echo "ribgraph: cannot draw" >&2; exit 65 ;;
esac
echo drawn > "$out"
"""


class SoakFormatsTests(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="test-soak-formats-")
        self.binary = os.path.join(self.folder, "ribgraph")
        with open(self.binary, "w") as f:
            f.write(STAND_IN)
        os.chmod(self.binary, os.stat(self.binary).st_mode | stat.S_IXUSR)

    def tearDown(self):
        subprocess.run(["rm", "-rf", self.folder], check=True)

    def soak(self, behaviour):
        env = dict(os.environ, BEHAVIOUR=behaviour)
        return subprocess.run([sys.executable, SCRIPT, "--ribgraph", self.binary, "--runs", "2"],
                              capture_output=True, text=True, env=env)

    def test_every_run_exiting_0_passes(self):
        result = self.soak("none")
        self.assertEqual(result.returncode, 0, result.stdout + result.stderr)
        self.assertRegex(result.stdout, r"\d+ runs of \d+ pictures: 0 killed by a signal, 0 failed\n$")

    def test_a_run_killed_by_a_signal_fails_naming_the_signal_and_the_picture(self):
        result = self.soak("segv-json")
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("snapshot tictactoe-trace --format json: SIGSEGV in 2 of 2 runs: drawing json\n", result.stdout)
        self.assertIn("diff superapp --format json: SIGSEGV in 2 of 2 runs", result.stdout)
        self.assertNotIn("--format svg:", result.stdout)

    def test_a_run_exiting_non_zero_fails_with_its_status(self):
        result = self.soak("fail-pdf")
        self.assertEqual(result.returncode, 1, result.stdout + result.stderr)
        self.assertIn("snapshot vertical-trace --format pdf: exit 65 in 2 of 2 runs: ribgraph: cannot draw\n",
                      result.stdout)
        self.assertRegex(result.stdout, r": 0 killed by a signal, [1-9]\d* failed\n$")

    def test_a_missing_binary_is_exit_2(self):
        result = subprocess.run([sys.executable, SCRIPT, "--ribgraph", os.path.join(self.folder, "none")],
                                capture_output=True, text=True)
        self.assertEqual(result.returncode, 2)
        self.assertIn("no ribgraph binary at", result.stderr)


if __name__ == "__main__":
    unittest.main()
