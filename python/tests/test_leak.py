"""pb.leak: the published values of information leaks, the CLI's document, and errors."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import punto_banco as pb
from punto_banco import Shoe

REFERENCE = Path(__file__).resolve().parents[2] / "tests" / "data" / "reference.json"


def _leaks():
    """The published leak figures of tests/data/reference.json, by id."""
    return {f["id"]: f for f in json.loads(REFERENCE.read_text(encoding="utf-8"))["leaks"]}


def _agrees(exact: Fraction, figure) -> bool:
    x = exact * Fraction(figure["scale"])
    return abs(x - Fraction(figure["value"])) <= Fraction(1, 2 * 10 ** figure["decimals"])


@pytest.mark.parametrize("k", [1, 2, 3, 4, 5, 6])
def test_a_known_card_is_worth_the_published_edge(k):
    figure = _leaks()[f"leak-known-card-{k}"]
    result = pb.leak(8, see=str(k))
    assert isinstance(result["edge"], Fraction)
    assert _agrees(result["edge"], figure)


def test_edge_sorting_four_cards_and_the_best_sort_are_the_published_edges():
    leaks = _leaks()
    four = pb.leak(Shoe(decks=8), see="1,2,3,4", sort="6 7 8 9 | rest")
    assert _agrees(four["edge"], leaks["leak-edge-sort-four"])
    best = pb.leak(8, see="1,2,3,4", best_sort=True, top=2)
    assert best["sorts"][0]["groups"][0] == ["4", "5", "6", "7", "8", "9"]
    assert _agrees(best["sorts"][0]["edge"], leaks["leak-best-sort-four"])
    assert sum(s["probability"] for s in best["states"]) == 1


def test_the_document_equals_the_cli_json(cli):
    args = ["leak", "--decks", "8", "--see", "1", "--sort", "7 8 9 | rest", "--no-sit-out"]
    assert pb.leak(8, see="1", sort="7 8 9 | rest", no_sit_out=True).to_dict() == cli(*args)


@pytest.mark.parametrize(
    "kwargs, says",
    [
        ({"see": "7"}, "position 7"),
        ({}, "nothing is seen"),
        ({"see": "1", "sort": "7 8 9"}, "leaves A in no group"),
        ({"exposure": "flash-9"}, "flash-9"),
        ({"see": "1", "bets": "perfect_pair"}, "perfect pairs"),
        # Inputs are named by their keyword arguments.
        ({"see": "1", "top": 3}, "by and top shape a sort search; ask for the search with best_sort"),
        ({"see": "1", "best_sort": True, "top": 0}, "top 0: from 1 to 100 sorts"),
        ({"see": "1", "sort": "7 8"}, "sort '7 8' leaves A in no group"),
        ({"see": "1", "exposure": "flash-1"}, r"positions seen \(see\) or a named exposure \(exposure\)"),
    ],
)
def test_bad_leaks_raise_value_error_with_the_message(kwargs, says):
    with pytest.raises(ValueError, match=says):
        pb.leak(8, **kwargs)
