"""pb.review: the same document as `punto-banco review --format json`, logs given as
files, text or rows; exact EVs as Fraction, p-values as float; bad input as ValueError
naming the line."""

from __future__ import annotations

import csv
import json
from fractions import Fraction
from pathlib import Path

import pytest

import punto_banco as pb
from punto_banco import Rules, Shoe

DECKS = "8"
DRAWS = 199


@pytest.fixture(scope="module")
def logs(cli, tmp_path_factory):
    """A shoe log and a bet log written by `simulate --deals --bet-log` (a Dragon 7
    counter and the exact player over three 8-deck shoes)."""
    folder = tmp_path_factory.mktemp("review")
    shoes, bets = folder / "shoes.csv", folder / "bets.csv"
    cli("simulate", "--decks", DECKS, "--shoes", "3", "--seed", "5",
        "--bets", "main,dragon_7", "--tags", "dragon_7=jacobson@tc>=4",
        "--deals", str(shoes), "--bet-log", str(bets), "--threads", "1")
    return shoes, bets


@pytest.fixture(scope="module")
def expected(cli, logs):
    shoes, bets = logs
    return cli("review", "--decks", DECKS, "--shoe-log", str(shoes), "--bet-log", str(bets),
               "--permutations", str(DRAWS))


def _echoes_apart(doc):
    """The document without the logs' echoes (format and SHA-256 follow the text given)."""
    doc = json.loads(json.dumps(doc))
    for log in ("shoe_log", "bet_log"):
        doc["inputs"][log].pop("format")
        doc["inputs"][log].pop("sha256")
    return doc


def test_review_of_log_files_equals_the_cli_json(logs, expected):
    shoes, bets = logs
    assert pb.review(shoes, bets, decks=8, permutations=DRAWS).to_dict() == expected
    # A path may be a str too.
    assert pb.review(str(shoes), str(bets), decks=8, permutations=DRAWS).to_dict() == expected


def test_review_of_log_text_equals_the_cli_json(logs, expected):
    shoes, bets = logs
    result = pb.review(shoes.read_text(), bets.read_text(), decks=8, permutations=DRAWS)
    assert result.to_dict() == expected


def test_review_of_rows_as_dicts_equals_the_cli_json_but_the_echo_of_the_logs(logs, expected):
    shoes, bets = logs
    with shoes.open(newline="") as f:
        shoe_rows = [{k: v for k, v in row.items() if v != ""} for row in csv.DictReader(f)]
    with bets.open(newline="") as f:
        bet_rows = list(csv.DictReader(f))
    result = pb.review(shoe_rows, bet_rows, decks=8, rules=Rules.preset("standard"),
                       permutations=DRAWS)
    assert _echoes_apart(result.to_dict()) == _echoes_apart(expected)
    assert result.inputs.shoe_log.format == "jsonl"


def test_review_options_reach_the_request(cli, logs):
    shoes, bets = logs
    got = pb.review(shoes, bets, decks=8, bets="main,dragon_7", permutations=99, seed=11,
                    alpha=0.5)
    want = cli("review", "--decks", DECKS, "--shoe-log", str(shoes), "--bet-log", str(bets),
               "--bets", "main,dragon_7", "--permutations", "99", "--seed", "11",
               "--alpha", "0.5")
    assert got.to_dict() == want
    assert got.inputs.seed == 11 and got.inputs.alpha == 0.5


def test_review_reads_as_typed_values(logs):
    shoes, bets = logs
    result = pb.review(shoes, bets, decks=8, permutations=DRAWS)
    assert result.ids == [p["player"] for p in result.to_dict()["players"]]
    player = result[result.ids[0]]
    assert isinstance(player.p_value, float) and 0 < player.p_value <= 1
    assert player.p_value == pytest.approx((1 + player.at_least) / (1 + DRAWS), rel=1e-15)
    assert isinstance(player.flagged, bool)
    wager = result.wagers[0]
    assert isinstance(wager.ev, Fraction)
    raw = result.to_dict()["wagers"][0]
    assert wager.ev == Fraction(raw["ev"])
    assert isinstance(wager.stake, Fraction) and wager.stake == Fraction(raw["stake"])
    assert isinstance(player.expected, Fraction)
    result_test = result.to_dict()["players"][0]["result"]
    # The simulated shoe log has each shoe's rest row: the re-deal null applies (issue 42).
    assert set(result_test) == {
        "won", "expected", "variance", "z", "p_value", "p_adjusted", "unusual",
        "p_redeal", "p_redeal_error",
    }
    assert 0 < result_test["p_redeal"] <= 1
    table = result.to_dict()["table"]
    handle = sum(Fraction(w["stake"]) for w in result.to_dict()["wagers"])
    assert Fraction(table["handle"]) == handle
    assert Fraction(result_test["won"]) == Fraction(result.to_dict()["players"][0]["actual"])


def test_an_exact_ev_equals_ev_on_the_shoe_minus_the_cards_dealt_before(logs):
    shoes, bets = logs
    result = pb.review(shoes, bets, decks=8, permutations=DRAWS)
    with shoes.open(newline="") as f:
        rows = list(csv.DictReader(f))
    wager = result.wagers[-1]
    seen = []
    for row in rows:
        if int(row["shoe"]) != wager.shoe:
            continue
        if row["coup"] and int(row["coup"]) >= wager.coup:
            break
        seen += [c for c in (row["punto"] + " " + row["banco"] + " " + row["burn"]).split()
                 if c != "?"]
    # Face-down burns are unknown (the log has none here).
    assert all(row["burn"] != "?" for row in rows)
    shoe = Shoe(decks=8, removed=" ".join(seen)) if seen else Shoe(decks=8)
    assert wager.ev == pb.ev(shoe, bets=[wager.bet])[wager.bet].ev


def test_bad_log_lines_raise_value_error_naming_the_line(logs):
    shoes, bets = logs
    text = shoes.read_text().splitlines()
    # Line 3 (the second coup): Punto drawing a third card on a natural 9.
    text[2] = "0,2,9h Kd 5s,10h 3c Qc,"
    with pytest.raises(ValueError, match="line 3"):
        pb.review("\n".join(text) + "\n", bets, decks=8, permutations=DRAWS)
    wagers = bets.read_text().splitlines()
    wagers[2] = wagers[2].rsplit(",", 1)[0] + ",-5"
    with pytest.raises(ValueError, match="line 3"):
        pb.review(shoes, "\n".join(wagers) + "\n", decks=8, permutations=DRAWS)
    with pytest.raises(ValueError, match="line 1"):
        pb.review(shoes, [{"shoe": 0, "coup": 1, "player": "p", "bet": "nope", "stake": 1}],
                  decks=8, permutations=DRAWS)


def test_bad_arguments_are_refused(logs, tmp_path):
    shoes, bets = logs
    with pytest.raises(FileNotFoundError, match="shoe log"):
        pb.review(tmp_path / "missing.csv", bets)
    with pytest.raises(ValueError, match=r"\.csv or \.jsonl"):
        pb.review(tmp_path / "shoes.txt", bets)
    with pytest.raises(TypeError, match="bet_log must be"):
        pb.review(shoes, 42)
    with pytest.raises(TypeError, match="permutations must be an integer"):
        pb.review(shoes, bets, permutations=9.5)
    with pytest.raises(ValueError):
        pb.review(shoes, bets, decks=8, permutations=0)
    with pytest.raises(TypeError, match="decks must be an integer"):
        pb.review(shoes, bets, decks="eight")
    with pytest.raises(TypeError, match="^alpha must be a number, got str$"):
        pb.review(shoes, bets, alpha="low")


def test_review_writes_nothing(logs, tmp_path, monkeypatch):
    shoes, bets = logs
    monkeypatch.chdir(tmp_path)
    pb.review(Path(shoes), Path(bets), decks=8, permutations=DRAWS)
    assert list(tmp_path.iterdir()) == []
