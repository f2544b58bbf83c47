"""Library errors worded in Python's terms (issue 20 item 5): an input is named by the
keyword argument that gives it (``bets``, ``shoes``), never by a command-line flag."""

from __future__ import annotations

import re

import pytest

import punto_banco as pb


def test_an_empty_selection_names_the_bets_argument():
    with pytest.raises(ValueError, match=r"^bets is empty; give at least one bet id$"):
        pb.odds(8, bets=" , ")


def test_a_list_of_rule_sets_points_to_compare_in_python():
    want = (
        "rules takes one rule set, not the list 'standard,midi'; to compare rule sets use: "
        'punto_banco.compare(rules=["standard", "midi"])'
    )
    with pytest.raises(ValueError, match="^" + re.escape(want) + "$"):
        pb.odds(8, rules="standard,midi")


def test_a_rule_set_given_twice_names_the_rules_argument():
    want = "rule set 'ez' is given twice in rules; each rule set needs its own name"
    with pytest.raises(ValueError, match="^" + re.escape(want) + "$"):
        pb.compare(rules=["ez", "ez"])


def test_study_limits_name_the_shoes_threads_and_bets_arguments():
    with pytest.raises(ValueError, match=r"^shoes must be at least 1, got 0$"):
        pb.simulate(shoes=0)
    with pytest.raises(ValueError, match=r"^threads must be from 1 to 256, got 0$"):
        pb.simulate(shoes=1, threads=0)
    with pytest.raises(ValueError, match=r"not selected; add it to bets$"):
        pb.simulate(shoes=1, tags="dragon_7=jacobson")


def test_no_message_names_a_flag():
    for call in (
        lambda: pb.odds(bets=" , "),
        lambda: pb.odds(rules="standard,midi"),
        lambda: pb.simulate(shoes=0),
    ):
        with pytest.raises(ValueError) as e:
            call()
        assert "--" not in str(e.value), str(e.value)
