"""Every keyword argument of every function, one way (issue 30 item 11): a wrong type
raises TypeError naming the argument and what it got; an integer out of range raises
ValueError naming it, never OverflowError nor "invalid option: OverflowError..."."""

from __future__ import annotations

import pytest

import punto_banco as pb

SHOES = "shoe,coup,punto,banco\n0,1,9 K,2 3\n"
BETS = "shoe,coup,player,bet,stake\n0,1,a,banco,1\n"

CALLS = {
    "odds": lambda **k: pb.odds(8, **k),
    "ev": lambda **k: pb.ev(8, **k),
    "midcoup": lambda **k: pb.midcoup(8, **{"punto": "5 K", **k}),
    "eor": lambda **k: pb.eor(8, **k),
    "leak": lambda **k: pb.leak(8, **{"see": "1", **k}),
    "compare": lambda **k: pb.compare(8, **k),
    "report": lambda **k: pb.report(8, **k),
    "bets": lambda **k: pb.bets(**k),
    "simulate": lambda **k: pb.simulate(**{"shoes": 1, "decks": 1, "threads": 1, **k}),
    "review": lambda **k: pb.review(SHOES, BETS, **{"permutations": 9, **k}),
    "audit": lambda **k: pb.audit(SHOES, **{"permutations": 9, **k}),
    "Table": lambda **k: pb.Table(**k),
    "Tracker": lambda **k: pb.Tracker(8, **k),
    "Shoe": lambda **k: pb.Shoe(**k),
}

# (function, argument, a value of the wrong type, what the message says it got)
WRONG_TYPES = [
    ("odds", "rebate", 0.015, "float"),
    ("odds", "rebate_bets", 1, "int"),
    ("odds", "detail", "yes", "str"),
    ("odds", "custom_bets", [5], "int at index 0"),
    ("odds", "bets", 5, None),
    ("odds", "rules", 5, None),
    ("ev", "rebate", 0.015, "float"),
    ("ev", "bankroll", 1.5, "float"),
    ("ev", "table_max", "100", "str"),
    ("midcoup", "punto", 5, "int"),
    ("midcoup", "banco", 5, "int"),
    ("midcoup", "custom_bets", {}, "one dict"),
    ("eor", "depth", 1.5, "float"),
    ("eor", "tags", 5, "int"),
    ("eor", "max_tag", "3", "str"),
    ("leak", "see", 1, "int"),
    ("leak", "exposure", 1, "int"),
    ("leak", "sort", 1, "int"),
    ("leak", "no_sit_out", 1, "int"),
    ("leak", "best_sort", "no", "str"),
    ("leak", "by", 1, "int"),
    ("leak", "top", 1.5, "float"),
    ("compare", "custom_bets", [5], "int at index 0"),
    ("report", "command", 5, "int"),
    ("report", "format", 5, "int"),
    ("bets", "custom_bets", "x", "str"),
    ("simulate", "shoes", 1.5, "float"),
    ("simulate", "decks", 1.5, "float"),
    ("simulate", "seed", "1", "str"),
    ("simulate", "first_shoe", 1.0, "float"),
    ("simulate", "threads", 1.5, "float"),
    ("simulate", "tags", 5, "int"),
    ("simulate", "rebate", 0.015, "float"),
    ("simulate", "procedure", 5, "int"),
    ("simulate", "cut_card", 1.5, "float"),
    ("simulate", "bucket", "2", "str"),
    ("simulate", "bankroll", 1.5, "float"),
    ("simulate", "true_count", 5, "int"),
    ("review", "decks", 1.5, "float"),
    ("review", "permutations", 1.5, "float"),
    ("review", "seed", 1.5, "float"),
    ("review", "alpha", "0.01", "str"),
    ("review", "custom_bets", [5], "int at index 0"),
    ("audit", "decks", 1.5, "float"),
    ("audit", "permutations", "9", "str"),
    ("audit", "seed", 1.5, "float"),
    ("audit", "level", "0.05", "str"),
    ("audit", "procedure", 5, "int"),
    ("audit", "cut_card", 1.5, "float"),
    ("Table", "custom_bets", [5], "int at index 0"),
    ("Tracker", "rebate", 0.015, "float"),
    ("Tracker", "bankroll", 1.5, "float"),
    ("Shoe", "decks", 1.5, None),
]

# (function, argument, an integer out of range)
OUT_OF_RANGE = [
    ("ev", "bankroll", -1),
    ("ev", "table_max", -1),
    ("ev", "bankroll", 2**64),
    ("eor", "depth", -1),
    ("eor", "max_tag", -1),
    ("leak", "top", -1),
    ("simulate", "shoes", -1),
    ("simulate", "decks", -8),
    ("simulate", "seed", -1),
    ("simulate", "seed", 2**64),
    ("simulate", "first_shoe", -1),
    ("simulate", "threads", -1),
    ("simulate", "cut_card", -1),
    ("simulate", "bucket", -1),
    ("simulate", "bankroll", -1),
    ("simulate", "table_max", -1),
    ("review", "decks", -8),
    ("review", "permutations", -1),
    ("review", "seed", -1),
    ("review", "decks", 2**32),
    ("audit", "decks", -8),
    ("audit", "permutations", -1),
    ("audit", "seed", -1),
    ("audit", "cut_card", -1),
    ("Tracker", "bankroll", -1),
    ("Tracker", "table_max", -1),
    ("Shoe", "decks", -8),
]


@pytest.mark.parametrize(
    "function, argument, value, got",
    WRONG_TYPES,
    ids=[f"{f}-{a}-{type(v).__name__}" for f, a, v, _ in WRONG_TYPES],
)
def test_a_wrong_type_raises_type_error_naming_the_argument(function, argument, value, got):
    with pytest.raises(TypeError) as e:
        CALLS[function](**{argument: value})
    message = str(e.value)
    assert message.startswith(argument), message
    if got is not None:
        assert f"got {got}" in message, message


@pytest.mark.parametrize(
    "function, argument, value",
    OUT_OF_RANGE,
    ids=[f"{f}-{a}-{v}" for f, a, v in OUT_OF_RANGE],
)
def test_an_integer_out_of_range_raises_value_error_naming_it(function, argument, value):
    with pytest.raises(Exception) as e:
        CALLS[function](**{argument: value})
    assert type(e.value) is ValueError, repr(e.value)
    message = str(e.value)
    assert argument in message and str(value) in message, message
    assert "Overflow" not in message and "invalid option" not in message, message


def test_every_keyword_argument_is_swept():
    """Each keyword argument of each function appears in the cases above (`rules` and
    `bets` in the test below), so a new argument cannot skip the checks."""
    import inspect

    functions = {
        "odds": pb.odds, "ev": pb.ev, "midcoup": pb.midcoup, "eor": pb.eor,
        "leak": pb.leak, "compare": pb.compare, "report": pb.report, "bets": pb.bets,
        "simulate": pb.simulate, "review": pb.review, "audit": pb.audit,
        "Table": pb.Table.__init__, "Tracker": pb.Tracker.__init__,
    }
    swept = {(f, a) for f, a, *_ in WRONG_TYPES + OUT_OF_RANGE}
    swept |= {(f, a) for f in RULES_AND_BETS for a in ("rules", "bets")}
    swept |= {(f, a) for f in RULES_AND_BETS for a in ("custom_bets", "rebate_bets")}
    # `shoe` has its own tests (test_shoe.py), the logs theirs (test_review.py,
    # test_audit.py).
    elsewhere = {"self", "shoe", "shoe_log", "bet_log"}
    missing = [
        f"{name}({p.name}=)"
        for name, fn in functions.items()
        for p in inspect.signature(fn).parameters.values()
        if p.kind not in (p.VAR_KEYWORD, p.VAR_POSITIONAL)
        and p.name not in elsewhere
        and (name, p.name) not in swept
    ]
    assert not missing, missing


RULES_AND_BETS = ["odds", "ev", "midcoup", "eor", "leak", "compare", "report", "bets",
                  "simulate", "review", "audit", "Table", "Tracker"]


@pytest.mark.parametrize("function", RULES_AND_BETS)
@pytest.mark.parametrize("argument", ["rules", "bets", "custom_bets", "rebate_bets"])
def test_rules_and_bets_of_a_wrong_type_raise_type_error_naming_them(function, argument):
    import inspect

    fn = {"Table": pb.Table.__init__, "Tracker": pb.Tracker.__init__}.get(
        function, getattr(pb, function, None)
    )
    if argument not in inspect.signature(fn).parameters:
        pytest.skip(f"{function} takes no {argument}")
    value = [5] if argument == "custom_bets" else 5
    with pytest.raises(TypeError) as e:
        CALLS[function](**{argument: value})
    assert str(e.value).startswith(argument), str(e.value)
