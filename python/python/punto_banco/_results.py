"""Result objects over the library's reports.

Every question returns the document the CLI prints with ``--format json``, wrapped so
that exact values read as :class:`fractions.Fraction` and counts as ``int`` (the engine
converts its report from its typed values: exact values and counts are types there),
while :meth:`Result.to_dict` gives the document itself (exact values as ``"n/d"``
strings).
"""

from __future__ import annotations

import copy
import json
from typing import Any, Callable, Dict, Iterator, List, Mapping, Optional

__all__ = ["Result", "Row"]


def _value(value: Any, raw: Callable[[], Any]) -> Any:
    """A field as read from a result: objects as :class:`Row`, lists as new lists.

    ``value`` is already typed (the engine made exact values Fraction and counts int from
    the report's types); ``raw`` gives the same field as in the JSON document, for
    :meth:`Row.to_dict`, only when asked.
    """
    if isinstance(value, dict):
        return Row(value, raw)
    if isinstance(value, list):
        return [_value(v, lambda i=i: raw()[i]) for i, v in enumerate(value)]
    return value


class Row(Mapping[str, Any]):
    """One object of a document (a bet's figures, an echo of the shoe, ...).

    Fields read as attributes or items: ``row.ev`` and ``row["ev"]`` are the exact
    :class:`~fractions.Fraction`; :meth:`to_dict` gives the raw object.
    """

    __slots__ = ("_v", "_r")

    def __init__(self, values: Dict[str, Any], raw: Optional[Callable[[], Any]] = None):
        self._v = values
        self._r = raw

    def _values(self) -> Dict[str, Any]:
        """The object's fields, typed (Fraction, int, str, ...)."""
        return self._v

    def _raw(self) -> Dict[str, Any]:
        """The object as in the JSON document (exact values as ``"n/d"`` strings)."""
        return self._r() if self._r is not None else self._v

    def _field(self, key: str) -> Any:
        return _value(self._values()[key], lambda: self._raw()[key])

    def __getitem__(self, key: str) -> Any:
        return self._field(key)

    def __getattr__(self, key: str) -> Any:
        if key.startswith("_"):
            raise AttributeError(key)
        try:
            return self._field(key)
        except KeyError:
            raise AttributeError(
                f"no field {key!r}; fields are {', '.join(self._values())}"
            ) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._values())

    def __len__(self) -> int:
        return len(self._values())

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) | set(self._values()))

    def to_dict(self) -> Dict[str, Any]:
        """The object as in the JSON document (exact values as ``"n/d"`` strings)."""
        return copy.deepcopy(self._raw())

    def __repr__(self) -> str:
        fields = self._values()
        shown = ", ".join(f"{k}={self[k]!r}" for k in list(fields)[:6])
        more = ", ..." if len(fields) > 6 else ""
        return f"Row({shown}{more})"


class Result(Row):
    """The answer to one question: the CLI's JSON document, indexable by bet id.

    ``result["banco"]`` is the Banco bet's row (``result["banco"].ev`` a Fraction);
    any other key reads a top-level field (``result["rules"]``). :meth:`to_dict` equals
    the JSON document ``punto-banco <command> --format json`` prints for the same inputs.

    Exact values read as :class:`~fractions.Fraction` and counts as ``int`` because the
    engine's report says so (its exact and count types), not from field names. A result
    made from a document (its JSON text or dict, e.g. one read from a file) has no report
    behind it: its fields read as they are in JSON (exact values as ``"n/d"`` strings).
    """

    __slots__ = ("_text", "_answer", "_d")

    #: The key of the list of per-bet rows in this kind of document.
    rows_key = "bets"
    #: The key of a row's id (what ``result[...]`` looks rows up by).
    id_key = "id"

    def __init__(self, document: Any):
        # The engine hands over its report (a `_native.Answer`), converted to Python
        # objects (or to JSON text) when a field (or the document) is first read, so that a
        # call costs the engine's work and little more until its answer is used.
        super().__init__(None)  # type: ignore[arg-type]
        self._d: Optional[Dict[str, Any]] = document if isinstance(document, dict) else None
        self._text: Optional[str] = document if isinstance(document, str) else None
        self._answer = None if isinstance(document, (str, dict)) else document

    def _values(self) -> Dict[str, Any]:
        if self._v is None:
            self._v = self._answer.values() if self._answer is not None else self._raw()
        return self._v

    def _raw(self) -> Dict[str, Any]:
        if self._d is None:
            self._d = json.loads(self.to_json())
        return self._d

    def to_json(self) -> str:
        """The document as JSON text (compact; the CLI pretty-prints the same document)."""
        if self._text is None:
            self._text = self._answer.json() if self._answer is not None else json.dumps(self._d)
        return self._text

    def _rows(self) -> List[Any]:
        rows = self._values().get(self.rows_key)
        return rows if isinstance(rows, list) else []

    def _row(self, i: int) -> Row:
        return Row(self._rows()[i], lambda: self._raw()[self.rows_key][i])

    @property
    def ids(self) -> List[str]:
        """The bet ids (the rows' ids), in the document's order."""
        k = self.id_key
        return [r[k] for r in self._rows() if isinstance(r, dict) and k in r]

    @property
    def rows(self) -> List[Row]:
        """The per-bet rows, in order."""
        return [self._row(i) for i in range(len(self._rows()))]

    def __getitem__(self, key: str) -> Any:
        for i, r in enumerate(self._rows()):
            if isinstance(r, dict) and r.get(self.id_key) == key:
                return self._row(i)
        if key in self._values():
            return self._field(key)
        raise KeyError(
            f"{key!r} is neither a bet of this result ({', '.join(self.ids)}) "
            f"nor a field ({', '.join(self._values())})"
        )

    def __contains__(self, key: object) -> bool:
        return key in self.ids or key in self._values()

    def to_records(self) -> List[Dict[str, Any]]:
        """One flat dict per bet: scalar fields, exact values as Fraction, counts as int."""
        return [
            {k: v for k, v in r.items() if not isinstance(v, (dict, list))}
            for r in self._rows()
        ]

    def to_pandas(self) -> Any:
        """The per-bet rows as a ``pandas.DataFrame`` indexed by bet id (by player for
        :class:`ReviewResult`).

        Exact columns hold :class:`~fractions.Fraction` objects (dtype ``object``); use
        ``df["ev"].astype(float)`` for plotting. Needs pandas (``pip install pandas``).
        """
        try:
            import pandas as pd
        except ImportError as e:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install pandas") from e
        df = pd.DataFrame.from_records(self.to_records())
        if self.id_key in df.columns:
            df = df.set_index(self.id_key)
        return df

    def to_polars(self) -> Any:
        """The per-bet rows as a ``polars.DataFrame``.

        Polars has no rational type, so exact columns keep the ``"n/d"`` strings of the
        document; float columns (e.g. ``ev_percent``) are as printed. Needs polars.
        """
        try:
            import polars as pl
        except ImportError as e:  # pragma: no cover - depends on the environment
            raise ImportError("to_polars() needs polars: pip install polars") from e
        raw = self._raw().get(self.rows_key)
        rows = [
            {k: v for k, v in r.items() if not isinstance(v, (dict, list))}
            for r in (raw if isinstance(raw, list) else [])
        ]
        return pl.DataFrame(rows)

    def __repr__(self) -> str:
        return f"{type(self).__name__}(bets={self.ids})"


class OddsResult(Result):
    """The answer of :func:`~punto_banco.odds`: ``result["banco"]`` is the Banco bet's
    figures (``.ev``, ``.p_win``, ... as Fractions); ``result.outcomes`` the three outcomes."""

    __slots__ = ()


class EvResult(Result):
    """The answer of :func:`~punto_banco.ev`: ``result["banco"].ev`` is a Fraction."""

    __slots__ = ()


class MidCoupResult(Result):
    """The answer of :func:`~punto_banco.midcoup`: the coup in play's odds per bet."""

    __slots__ = ()


class EorResult(Result):
    """The answer of :func:`~punto_banco.eor`: effects of removal per bet and rank."""

    __slots__ = ()


class CompareResult(Result):
    """The answer of :func:`~punto_banco.compare`: each bet under each rule set."""

    __slots__ = ()


class BetsResult(Result):
    """The answer of :func:`~punto_banco.bets`: each bet's pay table."""

    __slots__ = ()


class SimulateResult(Result):
    """The answer of :func:`~punto_banco.simulate` (and of :func:`~punto_banco.merge`):
    per-bet results under ``"results"``, the exact integer sums under ``"tally"``."""

    __slots__ = ()
    rows_key = "results"


class ReviewResult(Result):
    """The answer of :func:`~punto_banco.review`: one row per player, indexed by label.

    ``result["alice"].p_value`` is the player's permutation p-value (a float),
    ``result["alice"].expected`` their expected win (exact); ``result.wagers`` lists every
    wager with its exact ``ev`` at the moment it was placed.
    """

    __slots__ = ()
    rows_key = "players"
    id_key = "player"

    def __repr__(self) -> str:
        return f"ReviewResult(players={self.ids})"
