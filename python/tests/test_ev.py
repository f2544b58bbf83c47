"""ev: exact values against the published 8-deck counts, result access, errors."""

from __future__ import annotations

from fractions import Fraction

import pytest

import punto_banco
from punto_banco import Rules, Shoe


def _main_counts(reference, prefix="main-8d"):
    return {k: int(reference[f"{prefix}-{k}"]["value"]) for k in ("banco", "punto", "tie", "total")}


def test_ev_of_an_8_deck_shoe_equals_the_published_counts_exactly(reference):
    c = _main_counts(reference)
    result = punto_banco.ev(Shoe(decks=8), rules="standard", bets="main")
    # Banco pays 19/20, loses when Punto wins, pushes on a tie; Punto the other way round;
    # the tie pays 8 to 1 and loses otherwise.
    assert result["banco"].ev == Fraction(19, 20) * c["banco"] / c["total"] - Fraction(c["punto"], c["total"])
    assert result["punto"].ev == Fraction(c["punto"] - c["banco"], c["total"])
    assert result["tie"].ev == Fraction(8 * c["tie"] - (c["total"] - c["tie"]), c["total"])
    assert isinstance(result["banco"].ev, Fraction)


def test_results_are_indexable_by_bet_id_and_list_their_bets():
    result = punto_banco.ev(Shoe(decks=8), bets=["banco", "dragon_7"])
    assert result.ids == ["banco", "dragon_7"]
    assert "dragon_7" in result and "tie" not in result
    assert result["dragon_7"].name
    assert result["banco"]["ev"] == result["banco"].ev
    with pytest.raises(KeyError, match="tie"):
        result["tie"]
    with pytest.raises(AttributeError, match="fields are"):
        result["banco"].nope


def test_rules_may_be_a_name_or_a_rules_value():
    by_name = punto_banco.ev(Shoe(decks=8), rules="midi").to_dict()
    by_value = punto_banco.ev(Shoe(decks=8), rules=Rules.preset("midi")).to_dict()
    assert by_name == by_value


def test_to_dict_keeps_exact_values_as_strings():
    doc = punto_banco.ev(Shoe(decks=8)).to_dict()
    banco = next(b for b in doc["bets"] if b["id"] == "banco")
    assert isinstance(banco["ev"], str) and "/" in banco["ev"]


def test_to_pandas_holds_fractions():
    pd = pytest.importorskip("pandas")
    df = punto_banco.ev(Shoe(decks=8)).to_pandas()
    assert isinstance(df, pd.DataFrame)
    assert list(df.index) == ["punto", "banco", "tie"]
    assert isinstance(df.loc["banco", "ev"], Fraction)


def test_to_polars_keeps_exact_strings():
    pl = pytest.importorskip("polars")
    df = punto_banco.ev(Shoe(decks=8)).to_polars()
    assert isinstance(df, pl.DataFrame)
    assert df["id"].to_list() == ["punto", "banco", "tie"]
    assert Fraction(df["ev"][1]) == punto_banco.ev(Shoe(decks=8))["banco"].ev


@pytest.mark.parametrize(
    "kwargs, message",
    [
        ({"bets": "nope"}, "unknown bet 'nope'"),
        ({"bets": ""}, "empty"),
        ({"rules": "nope"}, "nope"),
    ],
)
def test_bad_arguments_raise_value_error(kwargs, message):
    with pytest.raises(ValueError, match=message):
        punto_banco.ev(Shoe(decks=8), **kwargs)


def test_bets_lists_ids_and_pay_tables():
    listing = punto_banco.bets()
    assert listing.ids[:3] == ["punto", "banco", "tie"]
    assert "dragon_7" in listing
    assert listing["tie"].lines
