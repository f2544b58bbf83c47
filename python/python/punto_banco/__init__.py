"""Exact probabilities for Punto Banco (baccarat), from Python.

The engine is the Rust library ``punto_banco``; this package converts arguments, calls
it (with the GIL released) and wraps its answers. Exact values are
:class:`fractions.Fraction`, counts are ``int``, and every result's ``.to_dict()`` is
the JSON document the CLI prints with ``--format json`` for the same inputs.

>>> from punto_banco import Shoe, ev
>>> result = ev(Shoe(decks=8), rules="standard", bets="main")
>>> result["banco"].ev
Fraction(-2292252566437888, 217080830500771200)  # doctest: +SKIP

Bad input raises :class:`ValueError` with the CLI's one-line message.
"""

from __future__ import annotations

from typing import Iterable, Union

from . import _native
from ._native import PRESETS, Rules, Shoe, __version__
from ._results import Result, Row

__all__ = [
    "PRESETS",
    "Result",
    "Row",
    "Rules",
    "Shoe",
    "__version__",
    "bets",
    "ev",
]

RulesArg = Union[str, Rules]
BetsArg = Union[str, Iterable[str]]


def _bets(bets: BetsArg) -> Union[str, list]:
    return bets if isinstance(bets, str) else list(bets)


class EvResult(Result):
    """The answer of :func:`ev`: each bet's exact EV (``result["banco"].ev``)."""

    __slots__ = ()


class BetsResult(Result):
    """The answer of :func:`bets`: each bet's pay table (``result["dragon_7"].lines``)."""

    __slots__ = ()


def ev(shoe: Shoe, rules: RulesArg = "standard", bets: BetsArg = "main") -> EvResult:
    """Each bet's exact expected value for the shoe as it stands.

    Args:
        shoe: the shoe (:class:`Shoe`).
        rules: a preset name (see :data:`PRESETS`) or a :class:`Rules`.
        bets: comma-separated ids or a list of ids; groups ``main``, ``side``, ``all``.

    Returns:
        An :class:`EvResult`; ``result["banco"].ev`` is a Fraction.

    Raises:
        ValueError: unknown rules or bet id (the CLI's message).
    """
    return EvResult(_native.ev(shoe, rules, _bets(bets)))


def bets(rules: RulesArg = "standard", bets: BetsArg = "all") -> BetsResult:
    """The catalogue of bets: ids, names and pay tables (the ``bets`` command)."""
    return BetsResult(_native.bets(rules, _bets(bets)))
