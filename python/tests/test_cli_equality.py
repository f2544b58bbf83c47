"""Every result's .to_dict() equals the JSON document the CLI prints for the same inputs.

Each case runs the built `punto-banco` binary with `--format json` and the matching
Python call, and compares the parsed documents whole (same keys, same values; exact
values as "n/d" strings on both sides).
"""

from __future__ import annotations

import json
import re

import pytest

import punto_banco as pb
from punto_banco import Rules, Shoe

CASES = [
    (
        ["odds", "--decks", "8", "--bets", "main,dragon_7"],
        lambda: pb.odds(Shoe(decks=8), rules="standard", bets="main,dragon_7"),
    ),
    (
        ["odds", "--decks", "6", "--removed", "5 5 K", "--rules", "midi", "--detail"],
        lambda: pb.odds(Shoe(decks=6, removed="5 5 K"), rules="midi", detail=True),
    ),
    (
        ["ev", "--decks", "8"],
        lambda: pb.ev(Shoe(decks=8), rules="standard", bets="main"),
    ),
    (
        ["ev", "--shoe", "A=31,2=32,3=32,4=32,5=30,6=32,7=32,8=32,9=32,10=32,J=32,Q=32,K=31",
         "--bets", "main,panda_8"],
        lambda: pb.ev(
            Shoe.from_spec("A=31,2=32,3=32,4=32,5=30,6=32,7=32,8=32,9=32,10=32,J=32,Q=32,K=31"),
            bets=["main", "panda_8"],
        ),
    ),
    (
        ["ev", "--decks", "8", "--removed", "9 9 Kh", "--rules", "ez", "--bets", "all"],
        lambda: pb.Table(rules="ez", bets="all").ev(Shoe(decks=8, removed="9 9 Kh")),
    ),
    (
        ["ev", "--decks", "6", "--punto", "5 K", "--banco", "3", "--bets", "main,dragon_7"],
        lambda: pb.Table(bets=["main", "dragon_7"]).midcoup(6, punto=["5", "K"], banco="3"),
    ),
    (
        ["ev", "--decks", "8", "--punto", "5 K", "--banco", "3"],
        lambda: pb.midcoup(Shoe(decks=8), punto="5 K", banco="3"),
    ),
    (
        ["eor", "--decks", "8", "--depth", "2", "--bets", "banco,tie"],
        lambda: pb.eor(Shoe(decks=8), bets="banco,tie", depth=2),
    ),
    (
        ["compare", "--decks", "8", "--rules", "standard,midi,ez"],
        lambda: pb.compare(Shoe(decks=8), rules=["standard", "midi", Rules.preset("ez")]),
    ),
    (
        ["report", "--decks", "8", "--bets", "main,dragon_7", "--format", "json"],
        lambda: pb.report(Shoe(decks=8), bets="main,dragon_7", format="json"),
    ),
    (["bets"], lambda: pb.bets()),
    (["bets", "--bets", "side", "--rules", "ez"], lambda: pb.bets(rules="ez", bets="side")),
    (["rules", "midi"], lambda: Rules.preset("midi")),
    (
        ["simulate", "--shoes", "20", "--decks", "8", "--seed", "7",
         "--bets", "main,dragon_7", "--tags", "dragon_7=jacobson", "--threads", "1"],
        lambda: pb.simulate(shoes=20, decks=8, seed=7, bets="main,dragon_7",
                            tags="dragon_7=jacobson"),
    ),
]


@pytest.mark.parametrize("args, call", CASES, ids=[" ".join(c[0][:3]) for c in CASES])
def test_to_dict_equals_the_cli_json(cli, args, call):
    args = [a for a in args if a != "--format" and a != "json"]
    assert call().to_dict() == cli(*args)


def test_a_rules_file_gives_the_same_document_as_the_cli(cli, tmp_path):
    path = tmp_path / "tie9.json"
    doc = Rules.preset("standard").to_dict()
    doc["name"], doc["tie_pays"] = "tie-9-file", "9"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert pb.ev(Shoe(decks=8), rules=Rules.from_file(path)).to_dict() == cli(
        "ev", "--decks", "8", "--rules", str(path)
    )


def test_errors_carry_the_cli_message(cli_error):
    cases = [
        (["ev", "--bets", "nope"], lambda: pb.ev(bets="nope")),
        (["ev", "--rules", "nope"], lambda: pb.ev(rules="nope")),
        (["ev", "--decks", "8", "--removed", "X"], lambda: pb.ev(Shoe(decks=8, removed="X"))),
        (["eor", "--decks", "8", "--tags", "1,2"], lambda: pb.eor(8, tags="1,2")),
        (["simulate", "--shoes", "0"], lambda: pb.simulate(shoes=0)),
        (["simulate", "--procedure", "nope"], lambda: pb.simulate(shoes=1, procedure="nope")),
    ]
    for args, call in cases:
        message = cli_error(*args)
        # Only the CLI reads a rules file given by name; Python loads one with
        # Rules.from_file, so its message does not offer a file.
        message = message.removesuffix(", or give a JSON file")
        # Python names an input by its argument where the CLI names its flag (`shoes`,
        # `--shoes`): the rest of the message is the CLI's.
        message = re.sub(r"--([a-z][a-z-]*)", lambda m: m.group(1).replace("-", "_"), message)
        with pytest.raises(ValueError) as e:
            call()
        assert str(e.value) == message, args
