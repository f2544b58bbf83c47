"""`Table`: rules and bets compiled once, answering many shoes as the question functions do;
and the argument checks of issue 21 (threads, exposed cards, argument types)."""

from __future__ import annotations

import threading
import time
from fractions import Fraction

import pytest

import punto_banco as pb
from punto_banco import Rules, Shoe


def test_a_table_answers_each_shoe_as_ev_does(reference):
    table = pb.Table(rules="standard", bets="main,dragon_7")
    assert table.bets == ["punto", "banco", "tie", "dragon_7"]
    assert table.rules == Rules.preset("standard")
    full = table.ev(Shoe(decks=8))
    # Published: Banco wins of a full 8-deck shoe (tests/data/reference.json).
    banco = int(reference["main-8d-banco"]["value"])
    total = int(reference["main-8d-total"]["value"])
    assert full.combinations == total
    for removed in ["", "5 5 K", "9 9 8 8 7 Kh"]:
        shoe = Shoe(decks=8, removed=removed or None)
        assert table.ev(shoe).to_dict() == pb.ev(shoe, bets="main,dragon_7").to_dict()
    assert isinstance(full["banco"].ev, Fraction)
    assert banco < total


def test_a_table_takes_rules_objects_custom_bets_and_mid_coup():
    custom = [{"id": "big_tie", "name": "Big tie", "lines": [{"when": {"winner": "tie"}, "pays": "10"}]}]
    table = pb.Table(rules=Rules.preset("midi"), bets="tie", custom_bets=custom)
    assert table.bets == ["tie", "big_tie"]
    assert table.rules.name == "midi"
    got = table.ev(6)
    want = pb.ev(6, rules="midi", bets="tie", custom_bets=custom)
    assert got.to_dict() == want.to_dict()
    mid = table.midcoup(8, punto="5 K", banco="3")
    assert mid.to_dict() == pb.midcoup(8, punto="5 K", banco="3", rules="midi", bets="tie", custom_bets=custom).to_dict()
    assert "midi" in repr(table)


def test_a_table_refuses_bad_rules_bets_and_shoes():
    with pytest.raises(ValueError, match="unknown bet 'nope'"):
        pb.Table(bets="nope")
    with pytest.raises(ValueError, match="vegas"):
        pb.Table(rules="vegas")
    with pytest.raises(TypeError, match="custom_bets"):
        pb.Table(custom_bets={"id": "x"})  # type: ignore[arg-type]
    table = pb.Table()
    with pytest.raises(ValueError, match="exposed"):
        table.midcoup(8)
    with pytest.raises(ValueError):
        table.midcoup(8, punto="5 X")
    with pytest.raises(TypeError, match="shoe"):
        table.ev("8")  # type: ignore[arg-type]


def test_threads_share_one_table():
    table = pb.Table(bets="all")
    shoes = [Shoe(decks=8, removed=r) for r in ("5", "6 6", "K 9 9", "A")]
    want = [table.ev(s).to_dict() for s in shoes]
    got = [None] * len(shoes)

    def work(i):
        got[i] = table.ev(shoes[i]).to_dict()

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(shoes))]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert got == want


def test_a_huge_thread_count_is_refused_at_once_with_the_library_range():
    start = time.monotonic()
    with pytest.raises(ValueError, match=r"^threads must be from 1 to 256, got 1000000$"):
        pb.simulate(shoes=1, threads=10**6)
    with pytest.raises(ValueError, match=r"^threads must be from 1 to 256, got 0$"):
        pb.simulate(shoes=1, threads=0)
    assert time.monotonic() - start < 5
    # The next call is fine.
    assert pb.simulate(shoes=2, threads=1).to_dict()["inputs"]["shoes"] == 2


@pytest.mark.parametrize(
    "call, name",
    [
        (lambda: pb.midcoup(8, punto=5, banco=3), "punto"),  # type: ignore[arg-type]
        (lambda: pb.midcoup(8, punto="5", banco=3), "banco"),  # type: ignore[arg-type]
        (lambda: pb.midcoup(8, punto=["5", 3]), "punto"),  # type: ignore[list-item]
        (lambda: pb.simulate(shoes="10"), "shoes"),  # type: ignore[arg-type]
        (lambda: pb.simulate(shoes=1, threads=1.5), "threads"),  # type: ignore[arg-type]
        (lambda: pb.simulate(shoes=1, seed="x"), "seed"),  # type: ignore[arg-type]
        (lambda: pb.eor(8, depth="2"), "depth"),  # type: ignore[arg-type]
        (lambda: pb.odds(8, custom_bets="x"), "custom_bets"),  # type: ignore[arg-type]
    ],
)
def test_wrong_argument_types_raise_type_error_naming_the_argument(call, name):
    with pytest.raises(TypeError, match=name):
        call()


def test_exposed_cards_may_be_a_list():
    a = pb.midcoup(8, punto=["5", "K"], banco=["3"])
    assert a.to_dict() == pb.midcoup(8, punto="5 K", banco="3").to_dict()


def test_report_formats_and_merge_use_the_library_checks():
    with pytest.raises(ValueError, match="format 'pdf' is not available for report; use markdown, html or json"):
        pb.report(8, bets="main", format="pdf")
    with pytest.raises(ValueError, match="'part 2' is not a JSON result of simulate: it is not a JSON object"):
        one = pb.simulate(shoes=1, threads=1)
        pb.merge([one, "[1, 2]"])
