"""Shoe: construction, immutability, counts, errors."""

from __future__ import annotations

import pytest

from punto_banco import Shoe


def test_decks_and_removed_cards_give_the_counts():
    shoe = Shoe(decks=8, removed="5 5 K")
    assert shoe.cards == 8 * 52 - 3
    assert shoe.counts["5"] == 30 and shoe.counts["K"] == 31 and shoe.counts["A"] == 32
    assert all(isinstance(n, int) for n in shoe.counts.values())
    assert list(shoe.counts) == ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    assert shoe.decks == 8 and shoe.removed == "5 5 K"
    assert len(shoe) == shoe.cards


def test_default_shoe_has_six_decks_like_the_cli():
    assert Shoe().cards == 6 * 52
    assert Shoe().decks == 6


def test_without_returns_a_new_shoe_and_leaves_the_old_one():
    shoe = Shoe(decks=8)
    less = shoe.without("5h K")
    assert shoe.cards == 416 and less.cards == 414
    assert less.removed == "5h K"
    assert less.without(["9", "9d"]).removed == "5h K 9 9d"
    with pytest.raises(AttributeError):
        shoe.decks = 6  # type: ignore[misc]


def test_suits_are_known_until_a_card_is_removed_without_one():
    assert Shoe(decks=1).has_suits
    assert Shoe(decks=1, removed="5h").has_suits
    assert not Shoe(decks=1, removed="5").has_suits


def test_from_counts_and_spec_round_trip():
    counts = {r: 4 for r in ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]}
    counts["A"] = 3
    shoe = Shoe.from_counts(counts)
    assert shoe.counts == counts and shoe.decks is None and not shoe.has_suits
    assert Shoe.from_spec(shoe.to_spec()) == shoe
    assert shoe.to_dict() == {"shoe": shoe.to_spec()}


def test_equal_shoes_hash_alike():
    assert Shoe(decks=8, removed="5") == Shoe(decks=8, removed="5")
    assert hash(Shoe(decks=8, removed="5")) == hash(Shoe(decks=8, removed="5"))
    assert Shoe(decks=8) != Shoe(decks=6)


def test_to_dict_is_the_request_shape():
    assert Shoe(decks=8, removed="5 5 K").to_dict() == {"decks": 8, "removed": "5 5 K"}


@pytest.mark.parametrize(
    "make, message",
    [
        (lambda: Shoe(decks=0), "decks '0' is not a whole number"),
        (lambda: Shoe(decks=-3), "decks '-3' is not a whole number"),
        (lambda: Shoe(decks=10**30), "is not a whole number"),
        (lambda: Shoe(decks=1, removed="X"), "'X'"),
        (lambda: Shoe(decks=1, removed="5 5 5 5 5"), "cannot remove"),
        (lambda: Shoe(decks=8).without("5h Zz"), "Zz"),
        (lambda: Shoe.from_counts({"A": 1}), "missing rank"),
        (lambda: Shoe.from_spec("nonsense"), "nonsense"),
    ],
)
def test_bad_shoes_raise_value_error_with_the_library_message(make, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(")):
        make()


@pytest.mark.parametrize("bad", [8.0, "8", True, None.__class__])
def test_wrong_types_raise_type_error(bad):
    with pytest.raises(TypeError):
        Shoe(decks=bad)
