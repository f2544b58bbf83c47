"""`Tracker`: a shoe followed card by card, over the library's tracker."""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _args, _native
from ._native import Rules, Shoe
from ._results import Result, Row


class TrackResult(Result):
    """The figures of a tracked shoe: the ``ev`` document of the shoe as it stands
    (mid-coup while a coup is in play) plus the tracker's state under ``"tracker"``;
    ``to_dict()`` equals one line of ``punto-banco track --format json``."""

    __slots__ = ()


class Tracker:
    """A shoe followed card by card: cards in, exact figures out, undo and redo.

    >>> t = Tracker(Shoe(decks=8), rules="standard", bets="main,dragon_7")
    >>> t.input("burn 9")
    >>> t.input("coup")
    >>> t.input("5 K 3 4")          # Punto 5 3, Banco K 4: a natural, the coup is over
    >>> t.status["coups"]
    1
    >>> t.report()["dragon_7"].ev   # exact EV of the next coup   # doctest: +SKIP
    >>> t.undo()

    Lines are those of ``punto-banco track``: cards (``"5 K 9d"``), ``"coup"``,
    ``"seen"``, ``"punto 5"``, ``"banco K"``, ``"burn K"``, ``"new"``, ``"undo"``,
    ``"redo"``. A bad line raises ``ValueError`` and changes nothing.

    ``rebate`` (``"1.5%"``, ``"0.015"`` or ``"3/200"``) with ``rebate_bets`` (``"main"``
    or ``"all"``), and ``bankroll`` with ``table_max``, price the next coup as
    :func:`~punto_banco.ev` does (``track --rebate``, ``--bankroll``): between coups the
    exact EVs include the rebate and each +EV bet gets a suggested ``stake``; while a coup
    is in play its figures are the coup's as dealt, without them.
    """

    __slots__ = ("_t",)

    def __init__(
        self,
        shoe: Union[Shoe, int, None] = None,
        rules: Union[str, Rules] = "standard",
        bets: Union[str, Sequence[str]] = "main",
        *,
        rebate: Optional[str] = None,
        rebate_bets: Optional[str] = None,
        bankroll: Optional[int] = None,
        table_max: Optional[int] = None,
    ):
        if isinstance(shoe, int) and not isinstance(shoe, bool):
            shoe = Shoe(decks=shoe)
        if isinstance(rules, str):
            rules = Rules.preset(rules)
        elif not isinstance(rules, Rules):
            raise TypeError(
                f"rules must be a preset name (str) or a punto_banco.Rules, "
                f"got {type(rules).__name__}"
            )
        if not isinstance(bets, str) and not (
            isinstance(bets, (list, tuple)) and all(isinstance(b, str) for b in bets)
        ):
            raise TypeError(
                f"bets must be a comma-separated string or a list of bet ids, "
                f"got {type(bets).__name__}"
            )
        bets = bets if isinstance(bets, str) else ",".join(bets)
        money = {
            k: _args.check(k, v)
            for k, v in (("rebate", rebate), ("rebate_bets", rebate_bets),
                         ("bankroll", bankroll), ("table_max", table_max))
            if v is not None
        }
        self._t = _native.Tracker(shoe, rules, bets, money or None)

    @classmethod
    def from_json(cls, text: str) -> "Tracker":
        """Resumes a session saved with :meth:`to_json` (or ``track``'s ``save``)."""
        t = cls.__new__(cls)
        t._t = _native.Tracker.from_json(text)
        return t

    def input(self, lines: str) -> None:
        """Applies a line (or several, one per line of the text)."""
        self._t.input(lines)

    def undo(self) -> None:
        """Takes back the last line (``ValueError`` when there is none)."""
        self._t.undo()

    def redo(self) -> None:
        """Puts back the last line undone (``ValueError`` when there is none)."""
        self._t.redo()

    @property
    def status(self) -> Row:
        """The state: ``cards_left``, ``counts``, ``coups``, ``punto``, ``banco``, ..."""
        answer = self._t._status()
        return Row(answer.values(), lambda: json.loads(answer.json()))

    @property
    def shoe(self) -> Shoe:
        """The shoe as it now stands (the coup in play's cards out)."""
        return self._t.shoe

    @property
    def log(self) -> List[str]:
        """The lines applied so far, oldest first."""
        return self._t.log

    def report(self) -> TrackResult:
        """The exact figures of the shoe as it stands, indexable by bet id."""
        return TrackResult(self._t._report())

    def to_json(self) -> str:
        """The session as JSON text (what :meth:`from_json` resumes)."""
        return self._t.to_json()

    def __repr__(self) -> str:
        return repr(self._t)
