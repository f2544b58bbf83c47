"""Every keyword argument checked one way before it reaches the library.

A wrong type raises ``TypeError`` naming the argument, what it got and what it takes
(``rebate must be a string such as '1.5%', '0.015' or '3/200', got float``); an integer
below 0 or above what the library's type holds raises ``ValueError`` naming it
(``permutations must be at least 1, got -1``), never the ``OverflowError`` of a conversion. A value of the right
type inside that range goes to the library, whose own message refuses it if it must
(``permutations must be 1 to 999999, got 0``).
"""

from __future__ import annotations

from typing import Any, Dict, Tuple

from . import _native

_U32 = 2**32 - 1
_U64 = 2**64 - 1

#: Each argument's kind: ``("int", least, most)`` (the least value the library takes, the
#: most its type holds, or the library's own limit when that is what refuses first:
#: ``top``), ``("str", hint)``, ``("bool",)`` or ``("number",)`` (an int or
#: a float, such as a level).
KINDS: Dict[str, Tuple[Any, ...]] = {
    # integers
    "decks": ("int", 1, _U32),
    "permutations": ("int", 1, _U32),
    "seed": ("int", 0, _U64),
    "shoes": ("int", 1, _U64),
    "first_shoe": ("int", 0, _U64),
    "threads": ("int", 1, _U64),
    "depth": ("int", 1, _U32),
    "max_tag": ("int", 0, _U32),
    "top": ("int", 1, _native.MAX_LEAK_TOP),
    "bankroll": ("int", 1, _U64),
    "table_max": ("int", 1, _U64),
    "cut_card": ("int", 0, _U32),
    "bucket": ("int", 1, _U32),
    # strings
    "rebate": ("str", "a string such as '1.5%', '0.015' or '3/200'"),
    "rebate_bets": ("str", "'main' or 'all'"),
    "procedure": ("str", "a house procedure: 'midi', 'french' or 'common'"),
    "burn": ("str", "a burn rule as simulate --burn takes it"),
    "last_coup": ("str", "a last-coup rule as simulate --last-coup takes it"),
    "true_count": ("str", "a true-count rule as simulate --true-count takes it"),
    "shuffle": ("str", "a shuffle model such as 'fair' or 'riffle:7'"),
    "see": ("str", "positions such as '1' or '1,2,3,4'"),
    "exposure": ("str", "a named exposure such as 'flash-1'"),
    "sort": ("str", "a sort such as '7 8 9 | rest', 'rank' or 'value'"),
    "by": ("str", "'value' or 'rank'"),
    "command": ("str", "a command line"),
    "format": ("str", "a format name"),
    "punto": ("str", "cards such as '5 K'"),
    "banco": ("str", "cards such as '3'"),
    # flags
    "detail": ("bool",),
    "no_sit_out": ("bool",),
    "best_sort": ("bool",),
    "exact": ("bool",),
    # levels
    "alpha": ("number",),
    "level": ("number",),
}


def _type(value: Any) -> str:
    return type(value).__name__


def check(name: str, value: Any) -> Any:
    """``value`` of the argument ``name`` if it is of its kind (see :data:`KINDS`), else
    ``TypeError`` (wrong type) or ``ValueError`` (an integer out of range); ``None``
    passes (the library's default)."""
    kind = KINDS.get(name)
    if value is None or kind is None:
        return value
    if kind[0] == "int":
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"{name} must be an integer, got {_type(value)}")
        least, most = kind[1], kind[2]
        # Only what no conversion could take: 0 and other values the type holds go to the
        # library, whose message gives its own range (`threads must be from 1 to 256`).
        if value < 0:
            raise ValueError(f"{name} must be at least {least}, got {value}")
        if value > most:
            raise ValueError(f"{name} must be at most {most}, got {value}")
    elif kind[0] == "str":
        if not isinstance(value, str):
            raise TypeError(f"{name} must be {kind[1]}, got {_type(value)}")
    elif kind[0] == "bool":
        if not isinstance(value, bool):
            raise TypeError(f"{name} must be True or False, got {_type(value)}")
    elif kind[0] == "number":
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise TypeError(f"{name} must be a number, got {_type(value)}")
    return value


def tags(value: Any, many: bool) -> Any:
    """Counting tags: ``"ID=TAGS[@TRIGGER]"`` strings (a list of them when ``many``), or
    ``None``."""
    if value is None or isinstance(value, str):
        return [value] if many and value is not None else value
    if many and isinstance(value, (list, tuple)) and all(isinstance(t, str) for t in value):
        return list(value)
    want = "a string or a list of strings ('ID=TAGS[@TRIGGER]')" if many else (
        "a string of 10 or 13 comma-separated integers"
    )
    raise TypeError(f"tags must be {want}, got {_type(value)}")


def custom(custom_bets: Any) -> Any:
    """Custom bets: a list of bet objects (dicts in the bets-file format), or ``None``."""
    if custom_bets is None:
        return None
    if isinstance(custom_bets, dict):
        raise TypeError(
            "custom_bets must be a list of bets (dicts), got one dict: wrap it in [...]"
        )
    if not isinstance(custom_bets, (list, tuple)):
        raise TypeError(
            "custom_bets must be a list of bets (dicts in the bets-file format), "
            f"got {_type(custom_bets)}"
        )
    for i, b in enumerate(custom_bets):
        if not isinstance(b, dict):
            raise TypeError(
                "custom_bets must be a list of bets (dicts in the bets-file format), "
                f"got {_type(b)} at index {i}"
            )
    return list(custom_bets)
