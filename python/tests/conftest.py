"""Shared fixtures: the published reference figures, the CLI binary, temp folders."""

from __future__ import annotations

import json
import os
import subprocess
from fractions import Fraction
from pathlib import Path
from typing import Any, Dict, List

import pytest

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = ROOT / "tests" / "data" / "reference.json"


@pytest.fixture(scope="session")
def reference() -> Dict[str, Dict[str, Any]]:
    """The published figures of tests/data/reference.json, by id (never our own output)."""
    figures = json.loads(REFERENCE.read_text(encoding="utf-8"))["figures"]
    return {f["id"]: f for f in figures}


def _binary() -> Path:
    env = os.environ.get("PUNTO_BANCO_BIN")
    candidates = [Path(env)] if env else []
    candidates += [ROOT / "target" / d / "punto-banco" for d in ("release", "debug")]
    for c in candidates:
        if c.is_file() and os.access(c, os.X_OK):
            return c
    raise RuntimeError(
        "the punto-banco binary was not found: set PUNTO_BANCO_BIN or run python/tests/run.sh"
    )


@pytest.fixture(scope="session")
def binary() -> Path:
    """The CLI binary the tests compare against."""
    return _binary()


@pytest.fixture(scope="session")
def cli():
    """Runs the CLI with `--format json` and returns the parsed document."""
    binary = _binary()

    def run(*args: str) -> Any:
        done = subprocess.run(
            [str(binary), *args, "--format", "json"],
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        return json.loads(done.stdout)

    return run


@pytest.fixture(scope="session")
def cli_error():
    """Runs the CLI expecting invalid input: returns stderr's message without `error: `."""
    binary = _binary()

    def run(*args: str) -> str:
        done = subprocess.run(
            [str(binary), *args], capture_output=True, text=True, timeout=60, check=False
        )
        assert done.returncode == 2, (done.returncode, done.stderr)
        line = done.stderr.strip()
        return line[len("error: ") :] if line.startswith("error: ") else line

    return run


def ratio(text: str) -> Fraction:
    return Fraction(text)


def rows(doc: Dict[str, Any], key: str = "bets") -> List[Dict[str, Any]]:
    return doc[key]
