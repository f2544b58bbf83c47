"""Shoe studies on a Dask cluster: :func:`simulate` splits a study into shoe ranges.

Shoe ``i`` of a study is dealt from its own random stream (ChaCha8 keyed by the seed,
stream ``i``), so a range of shoes gives the same tallies wherever and whenever it runs.
:func:`simulate` cuts ``[first_shoe, first_shoe + shoes)`` into ranges of ``chunk``
shoes, runs each range as a task (``punto_banco.simulate(first_shoe=..., shoes=...)``)
on the workers of a ``dask.distributed`` cluster, and joins the parts with the library's
merge (:func:`punto_banco.merge`). The result is identical, field for field, to the
single-process ``punto_banco.simulate`` with the same arguments, whatever the chunk size
and the number of workers.

Needs ``dask[distributed]`` on the client and on every worker, and ``punto_banco`` on
every worker (the same version: the merge refuses parts of different studies).
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Optional, Sequence, Tuple, Union

import punto_banco

__all__ = ["simulate", "shoe_ranges"]


def shoe_ranges(first_shoe: int, shoes: int, chunk: int) -> List[Tuple[int, int]]:
    """The ``(first_shoe, shoes)`` ranges of ``chunk`` shoes (the last may be shorter)."""
    if shoes < 1:
        raise ValueError(f"shoes must be at least 1, got {shoes}")
    if chunk < 1:
        raise ValueError(f"chunk must be at least 1, got {chunk}")
    return [
        (start, min(chunk, first_shoe + shoes - start))
        for start in range(first_shoe, first_shoe + shoes, chunk)
    ]


def _part(first_shoe: int, shoes: int, kwargs: Dict[str, Any]) -> str:
    """One task: the JSON text of one shoe range (a plain string, cheap to ship back)."""
    return punto_banco.simulate(first_shoe=first_shoe, shoes=shoes, **kwargs).to_json()


def simulate(
    client: Any = None,
    shoes: int = 1000,
    decks: Optional[int] = None,
    seed: Optional[int] = None,
    rules: Union[str, "punto_banco.Rules"] = "standard",
    bets: Union[str, Sequence[str]] = "main",
    *,
    chunk: Optional[int] = None,
    tags: Union[str, Sequence[str], None] = None,
    first_shoe: int = 0,
    threads: Optional[int] = 1,
    **options: Any,
) -> "punto_banco.SimulateResult":
    """Run :func:`punto_banco.simulate` as tasks on a Dask cluster and merge the parts.

    Args:
        client: a ``distributed.Client`` (default: the current one, ``get_client()``).
        shoes, decks, seed, rules, bets, tags, first_shoe, options: the study, exactly as
            :func:`punto_banco.simulate` takes it.
        chunk: shoes per task (default: about four tasks per worker thread, so that a
            slow worker does not hold up the end). It changes nothing in the result.
        threads: engine threads inside each task (default 1: Dask already runs one task
            per worker thread; ``None`` uses every core of the worker's machine).

    Returns:
        A :class:`punto_banco.SimulateResult` equal to the single-process result.

    Raises:
        ValueError: invalid inputs (checked once, before any task is sent).
    """
    if client is None:
        from distributed import get_client

        client = get_client()
    kwargs: Dict[str, Any] = dict(
        decks=decks, seed=seed, rules=rules, bets=bets, tags=tags, threads=threads, **options
    )
    # Validate on the client first, so that bad input fails fast and with one message.
    punto_banco.simulate(first_shoe=first_shoe, shoes=1, **kwargs)
    if chunk is None:
        slots = max(1, sum(client.nthreads().values()))
        chunk = max(1, math.ceil(shoes / (4 * slots)))
    ranges = shoe_ranges(first_shoe, shoes, chunk)
    futures = [client.submit(_part, start, n, kwargs, pure=False) for start, n in ranges]
    parts = client.gather(futures)
    return punto_banco.merge(parts)

