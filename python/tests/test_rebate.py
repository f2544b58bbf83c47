"""Rebate (rolling commission) and the stake suggestion from Python: exact EVs from the
published counts, and every document equal to the CLI's JSON for the same flags."""

from __future__ import annotations

import json
import subprocess
from fractions import Fraction

import pytest

import punto_banco as pb
from punto_banco import Shoe


def _counts(reference):
    return {k: int(reference[f"main-8d-{k}"]["value"]) for k in ("banco", "punto", "tie", "total")}


@pytest.mark.parametrize("rebate", ["1.5%", "0.015", "3/200"])
def test_a_rebate_raises_the_exact_ev_by_the_rebate_times_p_not_push(reference, rebate):
    c = _counts(reference)
    r = Fraction(3, 200)
    result = pb.ev(Shoe(decks=8), bets="main", rebate=rebate)
    # Banco and Punto push on a tie: the rebate is paid on the other coups only.
    assert result["banco"].ev == ((Fraction(19, 20) + r) * c["banco"] + (r - 1) * c["punto"]) / c["total"]
    assert result["punto"].ev == ((1 + r) * c["punto"] + (r - 1) * c["banco"]) / c["total"]
    # The tie bet never pushes: every coup pays the rebate.
    assert result["tie"].ev == Fraction(8 * c["tie"] - (c["total"] - c["tie"]), c["total"]) + r
    assert result["money"]["rebate"] == r and result["money"]["rebate_bets"] == "all"


def test_rebate_bets_main_leaves_the_side_bets_alone():
    shoe = Shoe(decks=8)
    plain = pb.ev(shoe, bets="main,dragon_7")
    main = pb.ev(shoe, bets="main,dragon_7", rebate="2%", rebate_bets="main")
    every = pb.ev(shoe, bets="main,dragon_7", rebate="2%", rebate_bets="all")
    push = pb.odds(shoe, bets="main,dragon_7")
    r = Fraction(1, 50)
    assert main["dragon_7"].ev == plain["dragon_7"].ev
    assert every["dragon_7"].ev == plain["dragon_7"].ev + r * (1 - push["dragon_7"].p_push)
    for bet in ("punto", "banco", "tie"):
        assert main[bet].ev == every[bet].ev == plain[bet].ev + r * (1 - push[bet].p_push)
    with pytest.raises(ValueError, match="rebate"):
        pb.ev(shoe, rebate="2%", rebate_bets="some")
    with pytest.raises(ValueError, match="rebate"):
        pb.ev(shoe, rebate="lots")
    # A bare share of 10% or more is refused: 0.5 would be 50% (issue 38).
    with pytest.raises(ValueError, match=r"rebate '0.5' written without % .* write 0.5% for 0.5 percent, or 50%"):
        pb.ev(shoe, rebate="0.5")
    assert pb.ev(shoe, rebate="0.5%")["money"]["rebate"] == Fraction(1, 200)


def test_a_bankroll_stakes_each_positive_bet_by_ev_over_variance(reference):
    c = _counts(reference)
    r = Fraction(1, 50)
    result = pb.ev(Shoe(decks=8), bets="main", rebate="2%", bankroll=1000)
    # With a 2% rebate Banco is +EV: win 19/20 + r, lose -1 + r, push 0 on a tie.
    win, lose, total = c["banco"], c["punto"], c["total"]
    a, b = Fraction(19, 20) + r, r - 1
    ev = (a * win + b * lose) / total
    var = (a * a * win + b * b * lose) / total - ev * ev
    assert result["banco"].ev == ev
    assert result["banco"].stake == pytest.approx(float(1000 * ev / var), rel=1e-12)
    # A bet that is not +EV gets no stake; Punto is +EV too at 2%, but one bet per coup is
    # staked: Banco, whose stake grows the bankroll more (issue 38).
    assert result["punto"].positive and "stake" not in result["punto"]
    assert "stake" not in result["tie"]
    assert "stake" not in pb.ev(Shoe(decks=8), bets="main", bankroll=1000)["banco"]


def test_the_egalite_stake_is_capped_at_an_eighth_of_the_table_maximum(cli):
    # A shoe rich in tens favours the tie (Égalité).
    shoe = "A=2,2=2,3=2,4=2,5=2,6=2,7=2,8=2,9=2,10=40,J=40,Q=40,K=40"
    result = pb.ev(Shoe.from_spec(shoe), bets="main", bankroll=100000, table_max=400)
    assert result["tie"].positive
    assert result["tie"].stake == pytest.approx(50)
    assert result.to_dict() == cli("ev", "--shoe", shoe, "--bets", "main",
                                    "--bankroll", "100000", "--table-max", "400")


def test_ev_with_money_equals_the_cli_json(cli):
    args = ["ev", "--decks", "8", "--removed", "5 5 K", "--bets", "main,dragon_7",
            "--rebate", "1.25%", "--rebate-bets", "main", "--bankroll", "5000",
            "--table-max", "800"]
    call = pb.ev(Shoe(decks=8, removed="5 5 K"), bets="main,dragon_7", rebate="1.25%",
                 rebate_bets="main", bankroll=5000, table_max=800)
    assert call.to_dict() == cli(*args)


def test_odds_with_a_rebate_equals_the_cli_json(cli, reference):
    c = _counts(reference)
    result = pb.odds(Shoe(decks=8), bets="main,dragon_7", rebate="3/200", rebate_bets="main")
    assert result.to_dict() == cli("odds", "--decks", "8", "--bets", "main,dragon_7",
                                   "--rebate", "3/200", "--rebate-bets", "main")
    r = Fraction(3, 200)
    assert result["punto"].ev == ((1 + r) * c["punto"] + (r - 1) * c["banco"]) / c["total"]
    assert result["dragon_7"].ev == pb.odds(Shoe(decks=8), bets="dragon_7")["dragon_7"].ev


def test_simulate_with_a_rebate_equals_the_cli_json(cli):
    args = dict(shoes=6, decks=8, seed=4, bets="main,dragon_7", tags="dragon_7=jacobson@tc>=4")
    result = pb.simulate(rebate="1%", rebate_bets="all", threads=1, **args)
    assert result.to_dict() == cli(
        "simulate", "--shoes", "6", "--decks", "8", "--seed", "4", "--bets", "main,dragon_7",
        "--tags", "dragon_7=jacobson@tc>=4", "--rebate", "1%", "--rebate-bets", "all",
        "--threads", "1")
    plain = pb.simulate(threads=1, **args)
    assert result.to_dict() != plain.to_dict()


def _track(binary, lines, *flags):
    done = subprocess.run(
        [str(binary), "track", *flags, "--format", "json"],
        input="".join(line + "\n" for line in lines),
        capture_output=True, text=True, timeout=300, check=False,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()]


def test_a_tracker_with_money_equals_the_cli_json(binary):
    lines = ["burn 9", "coup", "5 K 3 4", "10 10 10 10 10 10"]
    flags = ["--decks", "8", "--bets", "main,dragon_7", "--rebate", "2%",
             "--rebate-bets", "main", "--bankroll", "10000", "--table-max", "500"]
    t = pb.Tracker(8, bets="main,dragon_7", rebate="2%", rebate_bets="main",
                   bankroll=10000, table_max=500)
    mine = []
    for line in lines:
        t.input(line)
        mine.append(t.report().to_dict())
    assert mine == _track(binary, lines, *flags)
    # Between coups the rebate makes Banco +EV: it gets a stake.
    assert t.report()["banco"].positive and t.report()["banco"].stake > 0
    with pytest.raises(ValueError, match="bankroll"):
        pb.Tracker(8, table_max=500)
