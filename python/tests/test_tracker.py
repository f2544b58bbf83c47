"""Tracker: cards in, figures out, undo/redo, save and resume."""

from __future__ import annotations

import pytest

import punto_banco as pb


def test_the_package_has_the_tracker():
    # The wheel is built with the `tracker` feature (pyproject.toml); a build without it
    # would silently drop the class, so its absence is a failure here, not a skip.
    assert hasattr(pb, "Tracker")


def test_a_coup_is_followed_and_priced_like_ev_with_the_same_cards():
    t = pb.Tracker(pb.Shoe(decks=8), rules="standard", bets="main,dragon_7")
    t.input("burn 9")
    t.input("coup")
    t.input("5 K 3 4")  # Punto 5 3, Banco K 4: a natural, the coup is over
    assert t.status.coups == 1 and t.status.cards_left == 416 - 5
    report = t.report()
    same = pb.ev(pb.Shoe(decks=8, removed="9 5 K 3 4"), bets="main,dragon_7")
    assert report["dragon_7"].ev == same["dragon_7"].ev
    assert t.shoe == pb.Shoe(decks=8, removed=t.status.out)


def test_mid_coup_the_report_prices_the_coup_in_play():
    t = pb.Tracker(8)
    t.input("coup")
    t.input("5 K 3")
    mid = t.report()
    assert mid["banco"].p_win == pb.midcoup(8, punto="5 3", banco="K")["banco"].p_win


def test_undo_redo_and_bad_lines_leave_the_tracker_unchanged():
    t = pb.Tracker(8)
    t.input("5 5")
    before = t.status.to_dict()
    with pytest.raises(ValueError):
        t.input("5 X")
    assert t.status.to_dict() == before
    t.undo()
    assert t.status.cards_left == 416
    t.redo()
    assert t.status.to_dict() == before
    with pytest.raises(ValueError, match="nothing to redo"):
        t.redo()


def test_a_saved_session_resumes():
    t = pb.Tracker(6, rules="midi")
    t.input("coup\n7 2 A")
    again = pb.Tracker.from_json(t.to_json())
    assert again.status.to_dict() == t.status.to_dict()
    assert again.log == t.log
