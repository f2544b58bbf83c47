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
