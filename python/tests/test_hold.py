"""pb.hold: a layout's exact per-coup win against the published figures, the CLI's
document, and errors."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import punto_banco as pb

REFERENCE = Path(__file__).resolve().parents[2] / "tests" / "data" / "reference.json"


def _figure(fid):
    figures = json.loads(REFERENCE.read_text(encoding="utf-8"))["figures"]
    return next(f for f in figures if f["id"] == fid)


@pytest.mark.parametrize("bet", ["banco", "punto", "tie"])
def test_one_bet_has_the_published_edge_and_sd(bet):
    r = pb.hold(8, f"{bet}=1", coups=1000)
    mean, var = r["per_coup"]["mean"], r["per_coup"]["variance"]
    assert isinstance(mean, Fraction) and isinstance(var, Fraction)
    edge = _figure(f"edge-8d-{bet}")
    half = Fraction(1, 2 * 10 ** edge["decimals"])
    assert abs(mean * Fraction(edge["scale"]) - Fraction(edge["value"])) <= half
    sd = _figure(f"sd-8d-{bet}")
    assert round(float(var) ** 0.5, sd["decimals"]) == float(sd["value"])


def test_one_unit_each_side_hedges_to_about_0_0006():
    r = pb.hold(8, "banco=1/2,punto=1/2", coups=10)
    assert abs(float(r["per_coup"]["variance"] * 4) - 0.0006) < 0.00005
    assert "exact" in r.to_dict()


def test_the_document_is_the_clis(cli):
    r = pb.hold(8, "banco=1/2,punto=2/5,tie=1/10", coups=1000, within="1%")
    want = cli(
        "hold", "--decks", "8", "--mix", "banco=1/2,punto=2/5,tie=1/10", "--coups", "1000",
        "--within", "1%",
    )
    assert r.to_dict() == want


@pytest.mark.parametrize(
    "mix, kwargs, words",
    [
        ("banco=1/2", {}, "add up to 1/2"),
        ("banko=1", {}, "unknown bet 'banko'"),
        ("banco=-1,punto=2", {}, "greater than 0"),
        ("banco=1", {"coups": 0}, "out of range"),
        ("banco=1", {"within": "0"}, "out of range"),
    ],
)
def test_bad_input_is_a_value_error(mix, kwargs, words):
    with pytest.raises(ValueError, match=words):
        pb.hold(8, mix, **kwargs)
