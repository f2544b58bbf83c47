"""pb.audit (issue 32 item 1): the same document as `punto-banco audit --format json`, the
logs given as files, text, rows or several tables; a track session replayed by the
tracker; bad input as ValueError naming the log and the line."""

from __future__ import annotations

import csv
import json

import pytest

import punto_banco as pb

DRAWS = 99


@pytest.fixture(scope="module")
def logs(cli, tmp_path_factory):
    """Two tables' shoe logs written by `simulate --deals` (complete shoes: rest rows)."""
    folder = tmp_path_factory.mktemp("audit")
    paths = []
    for seed in ("3", "4"):
        path = folder / f"table-{seed}.csv"
        cli("simulate", "--decks", "8", "--shoes", "3", "--seed", seed, "--bets", "banco",
            "--deals", str(path), "--threads", "1")
        paths.append(path)
    return paths


def _audit_cli(cli, *paths, extra=()):
    args = ["audit", "--decks", "8", "--permutations", str(DRAWS), *extra]
    for p in paths:
        args += ["--shoe-log", str(p)]
    return cli(*args)


def test_audit_of_a_log_file_equals_the_cli_json(cli, logs):
    want = _audit_cli(cli, logs[0])
    got = pb.audit(str(logs[0]), decks=8, permutations=DRAWS).to_dict()
    assert got == want
    assert want["tests"] and {"name", "statistic", "p_value", "p_adjusted", "flagged"} <= set(
        want["tests"][0]
    )


def test_audit_of_several_tables_and_options_equals_the_cli_json(cli, logs):
    extra = ("--seed", "11", "--level", "0.01", "--procedure", "midi")
    want = _audit_cli(cli, *logs, extra=extra)
    got = pb.audit(
        [str(p) for p in logs], decks=8, permutations=DRAWS, seed=11, level=0.01,
        procedure="midi",
    ).to_dict()
    assert got == want


def test_audit_of_log_text_and_rows_is_the_file_but_for_the_echo(cli, logs):
    want = _audit_cli(cli, logs[0])
    text = logs[0].read_text()
    by_text = pb.audit(text, decks=8, permutations=DRAWS).to_dict()
    for doc in (want, by_text):
        for echo in doc["inputs"]["shoe_logs"]:
            echo.pop("name", None)
    assert by_text == want
    rows = []
    with logs[0].open(newline="") as f:
        for row in csv.DictReader(f):
            rows.append({k: v for k, v in row.items() if v != ""})
    by_rows = pb.audit(rows, decks=8, permutations=DRAWS).to_dict()
    for key in ("flagged", "composition", "tests"):
        assert by_rows[key] == want[key], key
    assert by_rows["inputs"]["shoe_logs"][0]["format"] == "jsonl"


def test_a_track_session_is_replayed_by_the_tracker(tmp_path):
    session = {"decks": 8, "log": ["burn 5h", "coup", "9s Kd Kh 3c", "8d 2c Ks 4h", "Ad"]}
    path = tmp_path / "session.json"
    path.write_text(json.dumps(session, indent=2))
    doc = pb.audit(str(path), permutations=DRAWS).to_dict()
    assert doc["inputs"]["decks"] == 8
    assert doc["inputs"]["shoe_logs"][0]["coups"] == 2
    assert doc["inputs"]["shoe_logs"][0]["format"] == "session"
    # A card without its suit: the session's own line is named.
    session["log"][2] = "9s K Kh 3c"
    with pytest.raises(ValueError, match=r"log line 3: card 'K' has no suit"):
        pb.audit(json.dumps(session), permutations=DRAWS)


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"permutations": 0}, r"permutations must be 1 to 99999, got 0"),
        ({"level": 0.9}, r"level must be above 0 and at most 0.5"),
        ({"procedure": "nope"}, r"nope"),
    ],
)
def test_bad_options_raise_value_error(logs, kwargs, message):
    with pytest.raises(ValueError, match=message):
        pb.audit(str(logs[0]), decks=8, **kwargs)


def test_bad_lines_raise_value_error_naming_the_line():
    with pytest.raises(ValueError, match=r"shoe log line 2: Punto 4s 5h, Banco Kd 3c 2h breaks"):
        pb.audit("shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c 2h\n", decks=8)
    with pytest.raises(FileNotFoundError):
        pb.audit("missing.csv")


def test_an_audit_of_nothing_raises_value_error():
    # Issue 40: these "passed" with 0 shoes.
    with pytest.raises(ValueError, match=r"nothing to audit: the shoe logs hold no shoe"):
        pb.audit("shoe,coup,punto,banco,burn,rest\n", decks=8)
    with pytest.raises(ValueError, match=r"nothing to audit"):
        pb.audit(json.dumps({"decks": 8, "log": ["5h Kd 3s"]}))
    with pytest.raises(ValueError, match=r"an audit reads shoes of 1 to 1000 decks; decks is 1001"):
        pb.audit("shoe,coup,punto,banco\n0,1,4s 5h,Kd 3c\n", decks=1001)
