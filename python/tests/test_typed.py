"""Results read from the report's typed values: every exact value a Fraction and every
count an int where the document has their strings, everything else as in the JSON
document, for every question the CLI equality cases ask."""

from __future__ import annotations

from fractions import Fraction

import pytest
from test_cli_equality import CASES

import punto_banco as pb
from punto_banco import Row, Shoe


def _same(typed, raw, path="$"):
    """`typed` (read through the result) is `raw` (its JSON document) with exact values
    as Fraction and counts as int; returns how many of each were met."""
    met = {"exact": 0, "count": 0}
    if isinstance(typed, Row):
        assert list(typed) == list(raw), path
        for k in typed:
            for kind, n in _same(typed[k], raw[k], f"{path}.{k}").items():
                met[kind] += n
    elif isinstance(typed, list):
        assert isinstance(raw, list) and len(typed) == len(raw), path
        for i, (t, r) in enumerate(zip(typed, raw)):
            for kind, n in _same(t, r, f"{path}[{i}]").items():
                met[kind] += n
    elif isinstance(typed, Fraction):
        assert isinstance(raw, str) and str(typed) == raw, (path, typed, raw)
        met["exact"] += 1
    elif type(typed) is int and isinstance(raw, str):
        assert str(typed) == raw, (path, typed, raw)
        met["count"] += 1
    else:
        assert type(typed) is type(raw) and typed == raw, (path, typed, raw)
    return met


@pytest.mark.parametrize("args, call", CASES, ids=[" ".join(c[0][:3]) for c in CASES])
def test_typed_values_are_the_document_with_exact_values_and_counts(args, call):
    result = call()
    if not isinstance(result, pb.Result):
        pytest.skip("not a result (a rule set)")
    met = _same(result, result.to_dict())
    assert met["exact"] > 0, "no exact value read as a Fraction"


def test_counts_read_as_int_and_card_symbols_stay_text():
    odds = pb.odds(Shoe(decks=8), detail=True)
    assert type(odds.combinations) is int and type(odds.outcomes.banco.count) is int
    assert all(type(n) is int for row in odds.detail.totals for n in row)
    mid = pb.midcoup(Shoe(decks=8), punto="5 K", banco="3")
    assert mid.exposed.banco == "3" and mid.exposed.punto == "5 K"
    assert isinstance(mid["banco"].p_win, Fraction)


def test_pay_tables_read_as_fractions():
    listing = pb.bets()
    assert isinstance(listing["banco"].lines[0].pays, Fraction)
    assert listing["banco"].lines[0].pays == Fraction(19, 20)


def test_compare_eor_and_simulate_read_exact_values_as_fractions():
    compare = pb.compare(8, rules=["standard", "midi"])
    assert _same(compare, compare.to_dict())["exact"] > 0
    eor = pb.eor(8, bets="banco")
    assert isinstance(eor["banco"].removals[0].effects[0].exact, Fraction)
    sim = pb.simulate(shoes=2, decks=8, seed=1)
    assert _same(sim, sim.to_dict())["exact"] > 0
    assert type(sim.coups) is int


def test_a_result_made_from_a_document_reads_it_as_json():
    doc = pb.ev(8).to_dict()
    result = pb.EvResult(doc)
    assert result["banco"].ev == doc["bets"][1]["ev"]  # the "n/d" string
    assert result.to_dict() == doc
