"""Result objects over the library's JSON documents.

Every question returns the document the CLI prints with ``--format json``, wrapped so
that exact values read as :class:`fractions.Fraction` and counts as ``int``, while
:meth:`Result.to_dict` gives the document itself (exact values as ``"n/d"`` strings).
"""

from __future__ import annotations

import copy
import json
import re
from fractions import Fraction
from typing import Any, Dict, Iterator, List, Mapping, Optional

__all__ = ["Result", "Row", "exact"]

_RATIO = re.compile(r"^-?\d+(/\d+)?$")

# How a numeric string of a document reads in Python. Exact values are "n/d" strings (or
# "n" when whole): they read as Fraction. Counts (of sequences, coups, cards; the integer
# sums of a simulation's tally) are decimal strings: they read as int. Some fields hold
# card or rank symbols that may look like numbers ("3", "10"): they stay strings.
TEXT_KEYS = frozenset({"id", "name", "rank", "punto", "banco", "removed", "spec", "seed_text"})
EXACT_KEYS = frozenset(
    {
        "ev",
        "exact",
        "pays",
        "probability",
        "p_win",
        "p_lose",
        "p_push",
        "house_edge",
        "edge_per_resolved",
        "variance",
        "return_contribution",
        "difference",
        "punto_pays",
        "banco_pays",
        "banco_commission",
        "tie_pays",
        "published",
        "computed",
    }
)


def exact(key: str, value: Any) -> Any:
    """The Python value of one document field: ``"n/d"`` -> Fraction, counts -> int."""
    if isinstance(value, str):
        if key in TEXT_KEYS or not _RATIO.match(value):
            return value
        if "/" in value or key in EXACT_KEYS:
            return Fraction(value)
        return int(value)
    if isinstance(value, dict):
        return Row(value)
    if isinstance(value, list):
        return [exact(key, v) for v in value]
    return value


class Row(Mapping[str, Any]):
    """One object of a document (a bet's figures, an echo of the shoe, ...).

    Fields read as attributes or items: ``row.ev`` and ``row["ev"]`` are the exact
    :class:`~fractions.Fraction`; :meth:`to_dict` gives the raw object.
    """

    __slots__ = ("_d",)

    def __init__(self, doc: Dict[str, Any]):
        self._d = doc

    @property
    def _doc(self) -> Dict[str, Any]:
        return self._d

    def __getitem__(self, key: str) -> Any:
        return exact(key, self._doc[key])

    def __getattr__(self, key: str) -> Any:
        if key.startswith("_"):
            raise AttributeError(key)
        try:
            return exact(key, self._doc[key])
        except KeyError:
            raise AttributeError(
                f"no field {key!r}; fields are {', '.join(self._doc)}"
            ) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._doc)

    def __len__(self) -> int:
        return len(self._doc)

    def __dir__(self) -> List[str]:
        return sorted(set(super().__dir__()) | set(self._doc))

    def to_dict(self) -> Dict[str, Any]:
        """The object as in the JSON document (exact values as ``"n/d"`` strings)."""
        return copy.deepcopy(self._doc)

    def __repr__(self) -> str:
        shown = ", ".join(f"{k}={self[k]!r}" for k in list(self._doc)[:6])
        more = ", ..." if len(self._doc) > 6 else ""
        return f"Row({shown}{more})"


class Result(Row):
    """The answer to one question: the CLI's JSON document, indexable by bet id.

    ``result["banco"]`` is the Banco bet's row (``result["banco"].ev`` a Fraction);
    any other key reads a top-level field (``result["rules"]``). :meth:`to_dict` equals
    the JSON document ``punto-banco <command> --format json`` prints for the same inputs.
    """

    __slots__ = ("_text", "_answer")

    #: The key of the list of per-bet rows in this kind of document.
    rows_key = "bets"

    def __init__(self, document: Any):
        # The engine hands over its report (a `_native.Answer`) or its JSON text; the text
        # is made and parsed when a field is first read, so that a call costs the engine's
        # work and little more until its answer is used.
        super().__init__(document if isinstance(document, dict) else None)  # type: ignore[arg-type]
        self._text: Optional[str] = document if isinstance(document, str) else None
        self._answer = None if isinstance(document, (str, dict)) else document

    @property
    def _doc(self) -> Dict[str, Any]:
        if self._d is None:
            self._d = json.loads(self.to_json())
        return self._d

    def to_json(self) -> str:
        """The document as JSON text (compact; the CLI pretty-prints the same document)."""
        if self._text is None:
            self._text = self._answer.json() if self._answer is not None else json.dumps(self._d)
        return self._text

    def _rows(self) -> List[Dict[str, Any]]:
        rows = self._doc.get(self.rows_key)
        return rows if isinstance(rows, list) else []

    @property
    def ids(self) -> List[str]:
        """The bet ids, in the document's order."""
        return [r["id"] for r in self._rows() if isinstance(r, dict) and "id" in r]

    @property
    def rows(self) -> List[Row]:
        """The per-bet rows, in order."""
        return [Row(r) for r in self._rows()]

    def __getitem__(self, key: str) -> Any:
        for r in self._rows():
            if isinstance(r, dict) and r.get("id") == key:
                return Row(r)
        if key in self._doc:
            return exact(key, self._doc[key])
        raise KeyError(
            f"{key!r} is neither a bet of this result ({', '.join(self.ids)}) "
            f"nor a field ({', '.join(self._doc)})"
        )

    def __contains__(self, key: object) -> bool:
        return key in self.ids or key in self._doc

    def to_records(self) -> List[Dict[str, Any]]:
        """One flat dict per bet: scalar fields, exact values as Fraction, counts as int."""
        out = []
        for r in self._rows():
            out.append(
                {k: exact(k, v) for k, v in r.items() if not isinstance(v, (dict, list))}
            )
        return out

    def to_pandas(self) -> Any:
        """The per-bet rows as a ``pandas.DataFrame`` indexed by bet id.

        Exact columns hold :class:`~fractions.Fraction` objects (dtype ``object``); use
        ``df["ev"].astype(float)`` for plotting. Needs pandas (``pip install pandas``).
        """
        try:
            import pandas as pd
        except ImportError as e:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install pandas") from e
        df = pd.DataFrame.from_records(self.to_records())
        if "id" in df.columns:
            df = df.set_index("id")
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
        rows = [
            {k: v for k, v in r.items() if not isinstance(v, (dict, list))}
            for r in self._rows()
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
