"""The per-call overhead benchmark runs (it records figures; it asserts no speed)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parent / "bench_overhead.py"


def test_the_overhead_benchmark_runs_briefly():
    done = subprocess.run(
        [sys.executable, str(BENCH), "--calls", "20"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "overhead per call" in done.stdout
