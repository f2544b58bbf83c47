"""The notebook-style example (examples/python_study.py) runs end to end."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "python_study.py"


def test_the_example_runs_and_writes_its_chart_into_the_given_folder(tmp_path):
    pytest.importorskip("matplotlib")
    pytest.importorskip("pandas")
    pytest.importorskip("distributed")
    done = subprocess.run(
        [sys.executable, str(EXAMPLE), "--out", str(tmp_path), "--shoes", "1000"],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    assert (tmp_path / "eor.png").stat().st_size > 1000
    assert "1000 shoes" in done.stdout
    assert "commission-4" in done.stdout and "dragon_7" in done.stdout
    assert sorted(p.name for p in tmp_path.iterdir()) == ["eor.png"]
