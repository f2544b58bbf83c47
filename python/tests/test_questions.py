"""Every question: exact values against the published counts, result access, errors."""

from __future__ import annotations

from fractions import Fraction

import pytest

import punto_banco as pb
from punto_banco import Rules, Shoe


def _counts(reference, prefix="main-8d"):
    return {k: int(reference[f"{prefix}-{k}"]["value"]) for k in ("banco", "punto", "tie", "total")}


def test_odds_of_an_8_deck_shoe_are_the_published_counts(reference):
    c = _counts(reference)
    result = pb.odds(Shoe(decks=8))
    assert result.combinations == c["total"]
    for side in ("banco", "punto", "tie"):
        assert result.outcomes[side].count == c[side]
        assert isinstance(result.outcomes[side].count, int)
        assert result.outcomes[side].probability == Fraction(c[side], c["total"])


def test_banco_wins_by_final_total_are_the_published_counts(reference):
    totals = pb.odds(8, detail=True).detail.totals  # totals[p][b], counts as int
    assert all(isinstance(n, int) for row in totals for n in row)
    for b in range(1, 10):
        ref = reference[f"banco-wins-on-{b}"]
        assert ref["event"] == {"winner": "banco", "banco_total": b}
        assert sum(totals[p][b] for p in range(b)) == int(ref["value"])


def test_ev_of_an_8_deck_shoe_equals_the_published_counts_exactly(reference):
    c = _counts(reference)
    result = pb.ev(Shoe(decks=8), rules="standard", bets="main")
    # Banco pays 19/20 and loses when Punto wins; Punto pays 1 and loses when Banco wins;
    # both push on a tie; the tie pays 8 to 1.
    assert result["banco"].ev == (Fraction(19, 20) * c["banco"] - c["punto"]) / c["total"]
    assert result["punto"].ev == Fraction(c["punto"] - c["banco"], c["total"])
    assert result["tie"].ev == Fraction(8 * c["tie"] - (c["total"] - c["tie"]), c["total"])
    assert isinstance(result["banco"].ev, Fraction)


def test_house_edges_round_to_the_published_decimals(reference):
    odds = pb.odds(Shoe(decks=8))
    for bet in ("banco", "punto", "tie"):
        ref = reference[f"edge-8d-{bet}"]
        edge = odds[bet].house_edge * Fraction(ref["scale"])
        assert abs(edge - Fraction(ref["value"])) <= Fraction(1, 2 * 10 ** ref["decimals"])


def test_results_are_indexable_by_bet_id():
    result = pb.ev(Shoe(decks=8), bets=["banco", "dragon_7"])
    assert result.ids == ["banco", "dragon_7"]
    assert "dragon_7" in result and "tie" not in result
    assert result["banco"]["ev"] == result["banco"].ev
    assert [r.id for r in result.rows] == result.ids
    with pytest.raises(KeyError, match="tie"):
        result["tie"]
    with pytest.raises(AttributeError, match="fields are"):
        result["banco"].nope


def test_rules_may_be_a_name_or_a_rules_value():
    assert pb.ev(8, rules="midi").to_dict() == pb.ev(8, rules=Rules.preset("midi")).to_dict()


def test_a_shoe_may_be_a_deck_count():
    assert pb.ev(8).to_dict() == pb.ev(Shoe(decks=8)).to_dict()
    assert pb.ev().to_dict()["shoe"]["cards"] == 312


def test_midcoup_prices_the_coup_in_play():
    result = pb.midcoup(Shoe(decks=8), punto="5 K", banco="3")
    o = result.outcomes
    assert o.punto.count + o.banco.count + o.tie.count == result.completions
    assert result.exposed.banco == "3"  # card symbols stay strings
    assert isinstance(result["banco"].p_win, Fraction)
    with pytest.raises(ValueError, match="exposed"):
        pb.midcoup(8)


def test_eor_effects_are_exact_and_sum_to_zero_over_a_full_shoe():
    result = pb.eor(Shoe(decks=8), bets="banco")
    effects = result["banco"].removals[0].effects
    assert [e.rank for e in effects][:3] == ["A", "2", "3"]
    assert all(isinstance(e.exact, Fraction) for e in effects)
    # Removing one card of every rank in proportion leaves the shoe's EV unchanged to
    # first order: the 13 effects of a full shoe (equal counts) nearly cancel.
    assert abs(sum(e.exact for e in effects)) < Fraction(1, 10**6)


def test_compare_orders_rule_sets_and_defaults_to_every_preset():
    result = pb.compare(8, rules=["midi", "standard"])
    assert result.baseline == "midi"
    assert len(pb.compare(8).to_dict()["rules"]) == len(pb.PRESETS)


def test_report_renders_json_markdown_and_html():
    sheet = pb.report(8, bets="main")
    assert isinstance(sheet, pb.Result) and sheet.to_dict()
    html = pb.report(8, bets="main", format="html")
    assert html.lstrip().lower().startswith("<!doctype html")
    assert "|" in pb.report(8, bets="main", format="markdown")
    with pytest.raises(ValueError, match="use markdown, html or json"):
        pb.report(8, format="csv")


def test_bets_lists_ids_and_pay_tables_and_takes_custom_bets():
    listing = pb.bets()
    assert listing.ids[:3] == ["punto", "banco", "tie"]
    assert listing["tie"].lines[0].pays == 8
    lucky = pb.bets(bets="lucky_6").to_dict()["bets"][0]
    lucky["lines"][0]["pays"] = "23"
    priced = pb.odds(8, bets="lucky_6", custom_bets=[lucky])
    assert priced["lucky_6"].to_dict()["lines"][0]["pays"] == "23"


def test_simulate_is_reproducible_and_merges_to_the_single_run():
    whole = pb.simulate(shoes=12, decks=8, seed=3, bets="main,dragon_7", tags="dragon_7=jacobson")
    again = pb.simulate(shoes=12, decks=8, seed=3, bets="main,dragon_7", tags=["dragon_7=jacobson"], threads=1)
    assert whole.to_dict() == again.to_dict()
    parts = [
        pb.simulate(first_shoe=k, shoes=4, decks=8, seed=3, bets="main,dragon_7", tags="dragon_7=jacobson")
        for k in (0, 4, 8)
    ]
    assert pb.merge(parts).to_dict() == whole.to_dict()
    assert pb.merge([p.to_dict() for p in parts]).to_dict() == whole.to_dict()
    assert whole.ids == ["punto", "banco", "tie", "dragon_7"]
    assert isinstance(whole.coups, int) and whole.inputs.seed == 3


def test_merge_refuses_parts_of_different_studies():
    a = pb.simulate(shoes=2, decks=8, seed=1)
    b = pb.simulate(first_shoe=2, shoes=2, decks=8, seed=2)
    with pytest.raises(ValueError, match="different inputs"):
        pb.merge([a, b])
    with pytest.raises(ValueError, match="not a JSON result of simulate"):
        pb.merge(["{}"])


def test_to_pandas_holds_fractions():
    pd = pytest.importorskip("pandas")
    df = pb.ev(Shoe(decks=8)).to_pandas()
    assert isinstance(df, pd.DataFrame)
    assert list(df.index) == ["punto", "banco", "tie"]
    assert isinstance(df.loc["banco", "ev"], Fraction)


def test_to_polars_keeps_exact_strings():
    pl = pytest.importorskip("polars")
    df = pb.ev(Shoe(decks=8)).to_polars()
    assert isinstance(df, pl.DataFrame)
    assert df["id"].to_list() == ["punto", "banco", "tie"]
    assert Fraction(df["ev"][1]) == pb.ev(Shoe(decks=8))["banco"].ev


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: pb.ev(8, bets="nope"), "unknown bet 'nope'"),
        (lambda: pb.ev(8, bets=""), "empty"),
        (lambda: pb.ev(8, rules="nope"), "nope"),
        (lambda: pb.odds(8, bets="perfect_pair", custom_bets=[{"id": 1}]), "invalid option"),
        (lambda: pb.eor(8, depth=-1), "depth must be at least 1, got -1"),
        (lambda: pb.simulate(shoes=1, no_such_option=1), "no_such_option"),
        (lambda: pb.midcoup(8, punto="5 X"), "X"),
        (lambda: pb.simulate(shoes=1, threads=0), "threads"),
    ],
)
def test_bad_arguments_raise_value_error(call, message):
    with pytest.raises(ValueError, match=message):
        call()


def test_wrong_argument_types_raise_type_error():
    with pytest.raises(TypeError):
        pb.ev(8, rules=42)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        pb.ev("8")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        pb.ev(8, bets=5)  # type: ignore[arg-type]
