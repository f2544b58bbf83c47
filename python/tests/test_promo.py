"""pb.promo_chips and pb.promo_loss_rebate: the published figures, the CLI's documents,
and errors."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import punto_banco as pb

REFERENCE = Path(__file__).resolve().parents[2] / "tests" / "data" / "reference.json"


def _promos():
    """The published promo figures of tests/data/reference.json."""
    return json.loads(REFERENCE.read_text(encoding="utf-8"))["promos"]


def _agrees(exact: Fraction, figure) -> bool:
    x = exact * Fraction(figure["scale"])
    return abs(x - Fraction(figure["value"])) <= Fraction(1, 2 * 10 ** figure["decimals"])


@pytest.mark.parametrize("figure", _promos(), ids=lambda f: f["id"])
def test_every_published_promo_figure_is_reproduced(figure):
    result = pb.promo_chips(figure["decks"], rules=figure["rules"], bets=",".join(figure["bets"]))
    values = []
    for b in result["bets"]:
        q = figure["quantity"]
        values.append(b["dead_chip"][q] if q in ("life", "house_win") else b[q]["value"])
    assert all(isinstance(v, Fraction) for v in values)
    assert _agrees(sum(values) / len(values), figure)


def test_the_chips_document_equals_the_cli_json(cli):
    args = ["promo", "chips", "--decks", "8", "--bets", "main", "--commission", "1.25%"]
    assert pb.promo_chips(8, bets="main", commission="1.25%").to_dict() == cli(*args)


def test_the_loss_rebate_document_equals_the_cli_json(cli):
    args = ["promo", "loss-rebate", "--decks", "8", "--bet", "banco", "--rebate", "10%",
            "--coups", "40", "--loss-limit", "10"]
    result = pb.promo_loss_rebate(8, rebate="10%", coups=40, bet="banco", loss_limit="10")
    assert result.to_dict() == cli(*args)
    assert isinstance(result["value"], Fraction) and isinstance(result["play_all"], Fraction)
    assert result["value"] > 0 > result["play_all"]


@pytest.mark.parametrize(
    "kwargs, says",
    [
        ({"rebate": "100%"}, "below 100%"),
        ({"rebate": "10"}, "ambiguous"),
        ({"rebate": "10%", "loss_limit": "0.5"}, "below one bet"),
        ({"rebate": "10%", "coups": 0}, "coups run from 1"),
        ({"rebate": "10%", "bet": "nope"}, "nope"),
    ],
)
def test_bad_terms_raise_value_error(kwargs, says):
    with pytest.raises(ValueError, match=says):
        pb.promo_loss_rebate(8, **kwargs)


def test_a_bet_that_cannot_lose_is_refused():
    sure = {"id": "sure", "name": "Sure", "lines": [{"when": {}, "pays": "0"}]}
    with pytest.raises(ValueError, match="cannot lose"):
        pb.promo_chips(8, bets="banco", custom_bets=[sure])


def test_the_statement_document_equals_the_cli_json_and_reproduces_the_published(cli):
    args = ["promo", "statement", "--decks", "8", "--commission", "1.25%", "--rebate", "10%"]
    args += ["--coups", "30", "--loss-limit", "10", "--match-play", "1", "--format", "json"]
    got = pb.promo_statement(
        8, coups=30, commission="1.25%", rebate="10%", loss_limit="10", match_play=1
    )
    assert got.to_dict() == cli(*args[:-2])
    account = got["every_coup"]
    assert isinstance(account["net"]["exact"], Fraction)
    assert account["net"]["exact"] == (
        account["theoretical_win"]["exact"]
        - account["commission"]["exact"]
        - account["rebate"]["exact"]
        - account["chips"]["exact"]
    )
    assert all(p["agrees"] for p in got["published"])
    with pytest.raises(ValueError, match="100%"):
        pb.promo_statement(8, coups=30, rebate="100%")


def test_the_real_shoe_mode_reproduces_for_a_seed():
    a = pb.promo_loss_rebate(8, "10%", 12, real=True, trips=200, seed=3)
    b = pb.promo_loss_rebate(8, "10%", 12, real=True, trips=200, seed=3)
    assert a.to_dict()["real"] == b.to_dict()["real"]
    assert a["real"]["optimal"]["trips"] == 200
