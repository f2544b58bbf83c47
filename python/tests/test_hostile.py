"""Hostile input through Python (issue 21): session size cap, merge sums that do not fit."""

from __future__ import annotations

import json

import pytest

import punto_banco as pb


def test_a_session_over_a_mebibyte_is_refused_before_parsing():
    big = '{"decks": 8, "log": ["' + "5" * (2 << 20) + '"]}'
    with pytest.raises(ValueError, match="1 MiB"):
        pb.Tracker.from_json(big)


def test_a_session_with_a_byte_order_mark_is_read():
    t = pb.Tracker.from_json('\ufeff{"decks": 8, "log": ["5 K"]}')
    assert "5 K" in t.to_json()


def test_merge_refuses_sums_that_do_not_fit_and_unknown_fields():
    a = pb.simulate(shoes=2, decks=1, seed=1, threads=1).to_dict()
    b = pb.simulate(first_shoe=2, shoes=2, decks=1, seed=1, threads=1).to_dict()
    huge = json.loads(json.dumps(a))
    huge["tally"]["coups"] = 2**64 - 1
    with pytest.raises(ValueError, match="do not fit"):
        pb.merge([json.dumps(huge), json.dumps(b)])
    extra = json.loads(json.dumps(a))
    extra["surprise"] = 1
    with pytest.raises(ValueError, match="unknown field"):
        pb.merge([json.dumps(extra), json.dumps(b)])


def test_leak_top_past_any_integer_names_the_limit_of_100():
    # Issue 40: the message named the most a 64-bit integer holds, not the limit.
    with pytest.raises(ValueError) as e:
        pb.leak(see="1", top=2**64)
    assert "at most 100" in str(e.value) and "18446744073709551615" not in str(e.value)


def test_a_bad_rules_or_bets_option_names_the_field_not_a_type():
    # Issue 40: "untagged enum RulesChoice" / "BetsChoice" leaked from the deserializer.
    for options, says in [
        ({"bets": 5}, "bets as comma-separated bet ids"),
        ({"bets": ["tie", 5]}, "bets: each element"),
    ]:
        with pytest.raises(ValueError) as e:
            pb._native.odds(None, None, options)
        message = str(e.value)
        assert says in message and "Choice" not in message, message
    with pytest.raises(ValueError) as e:
        pb._native.odds(None, None, {"rules": {"name": "x"}})
    assert "rules object" in str(e.value) and "Choice" not in str(e.value)


def test_a_session_with_a_key_given_twice_is_refused_naming_it():
    session = '{"decks": 8, "decks": 6, "log": ["coup", "9 K K 3 8 2 K 4"]}'
    with pytest.raises(ValueError, match="duplicate key 'decks'"):
        pb.audit([session])
