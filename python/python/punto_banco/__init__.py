"""Exact probabilities for Punto Banco (baccarat), from Python.

The engine is the Rust library ``punto_banco``; this package converts arguments, calls
it once per question (with the GIL released) and wraps its answer. Exact values read as
:class:`fractions.Fraction`, counts as ``int``, and every result's ``.to_dict()`` is the
JSON document the CLI prints with ``--format json`` for the same inputs.

>>> from punto_banco import Shoe, ev
>>> result = ev(Shoe(decks=8), rules="standard", bets="main")
>>> result["banco"].ev
Fraction(-114753351728, 10847218479825)

Bad input raises :class:`ValueError` with the CLI's one-line message.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Iterable, List, Optional, Sequence, Union

from . import _args, _native
from ._native import PRESETS, Rules, Shoe, __version__
from ._results import (
    BetsResult,
    CompareResult,
    EorResult,
    EvResult,
    MidCoupResult,
    OddsResult,
    Result,
    ReviewResult,
    Row,
    SimulateResult,
)

__all__ = [
    "PRESETS",
    "BetsResult",
    "CompareResult",
    "EorResult",
    "EvResult",
    "MidCoupResult",
    "OddsResult",
    "Result",
    "ReviewResult",
    "Row",
    "Rules",
    "Shoe",
    "SimulateResult",
    "Table",
    "__version__",
    "audit",
    "bets",
    "compare",
    "eor",
    "ev",
    "leak",
    "hold",
    "merge",
    "midcoup",
    "odds",
    "promo_chips",
    "promo_loss_rebate",
    "promo_statement",
    "report",
    "review",
    "simulate",
]

if hasattr(_native, "Tracker"):  # built with the library's tracker
    from ._tracker import TrackResult, Tracker  # noqa: F401

    __all__ += ["Tracker", "TrackResult"]

#: A rule set: a preset name (see :data:`PRESETS`) or a :class:`Rules`.
RulesArg = Union[str, Rules]
#: Bets: comma-separated ids (``"main,dragon_7"``) or a list of ids; groups main, side, all.
BetsArg = Union[str, Sequence[str]]
#: A shoe: a :class:`Shoe`, or a number of full decks.
ShoeArg = Union[Shoe, int, None]


def _shoe(shoe: ShoeArg) -> Optional[Shoe]:
    if shoe is None or isinstance(shoe, Shoe):
        return shoe
    if isinstance(shoe, int) and not isinstance(shoe, bool):
        return Shoe(decks=shoe)
    raise TypeError("shoe must be a punto_banco.Shoe or a number of decks")


def _cards(name: str, cards: Any) -> str:
    """Exposed cards as the library reads them: a string (``"5 K"``) or a list of cards."""
    if cards is None:
        return ""
    if isinstance(cards, str):
        return cards
    if isinstance(cards, (list, tuple)) and all(isinstance(c, str) for c in cards):
        return " ".join(cards)
    raise TypeError(
        f"{name} must be cards as a string (e.g. '5 K') or a list of card strings "
        f"(e.g. ['5', 'K']), got {type(cards).__name__}"
    )


def _int(name: str, value: Any, allow_none: bool = True) -> Any:
    """An integer argument, checked as every argument is (:func:`_args.check`)."""
    if value is None and not allow_none:
        raise TypeError(f"{name} must be an integer, got NoneType")
    return _args.check(name, value)


def _options(rules: Optional[RulesArg], bets: Optional[BetsArg], **more: Any):
    """Splits the arguments into the Rules object (if any) and the request's options."""
    options: Dict[str, Any] = {}
    native_rules = None
    if isinstance(rules, Rules):
        native_rules = rules
    elif isinstance(rules, str):
        options["rules"] = rules
    elif rules is not None:
        raise TypeError("rules must be a preset name (str) or a punto_banco.Rules")
    if bets is not None:
        if isinstance(bets, str):
            options["bets"] = bets
        elif isinstance(bets, Iterable):
            options["bets"] = list(bets)
        else:
            raise TypeError("bets must be a comma-separated string or a list of bet ids")
    for key, value in more.items():
        value = _args.custom(value) if key == "custom_bets" else _args.check(key, value)
        if value is not None:
            options[key] = value
    return native_rules, options


def odds(
    shoe: ShoeArg = None,
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    detail: bool = False,
    rebate: Optional[str] = None,
    rebate_bets: Optional[str] = None,
) -> OddsResult:
    """The exact odds of every outcome and bet for a shoe (``punto-banco odds``).

    Args:
        shoe: a :class:`Shoe` or a number of decks (default: 6 decks, as the CLI).
        rules: a preset name or a :class:`Rules`.
        bets: comma-separated ids or a list; groups ``main``, ``side``, ``all``.
        custom_bets: bets in the bets-file format (see :func:`bets`), priced after the others.
        detail: also report the distribution of final totals and of cards dealt.
        rebate: a rebate paid on every coup a bet is resolved (``"1.5%"``, ``"0.015"`` or
            ``"3/200"``): EV, house edge and variance include it (``odds --rebate``).
        rebate_bets: the bets it covers, ``"main"`` or ``"all"`` (default).

    Returns:
        An :class:`OddsResult`: ``result["banco"].ev``, ``result.outcomes.banco.count``.

    Raises:
        ValueError: an invalid shoe, rule set or bet (the CLI's message).
    """
    r, o = _options(rules, bets, custom_bets=custom_bets, detail=detail or None,
                    rebate=rebate, rebate_bets=rebate_bets)
    return OddsResult(_native.odds(_shoe(shoe), r, o))


def ev(
    shoe: ShoeArg = None,
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    rebate: Optional[str] = None,
    rebate_bets: Optional[str] = None,
    bankroll: Optional[int] = None,
    table_max: Optional[int] = None,
) -> EvResult:
    """Each bet's exact expected value on the next coup (``punto-banco ev``).

    ``rebate`` (``"1.5%"``, ``"0.015"`` or ``"3/200"``) and ``rebate_bets`` (``"main"`` or
    ``"all"``) add a rebate paid on every resolved coup; ``bankroll`` (and ``table_max``)
    give each +EV bet a suggested ``stake`` (``ev --rebate``, ``--bankroll``).

    Returns:
        An :class:`EvResult`: ``result["banco"].ev`` is a Fraction; ``result.positive``
        lists the bets worth making.

    Raises:
        ValueError: an invalid shoe, rule set or bet (the CLI's message).
    """
    r, o = _options(rules, bets, custom_bets=custom_bets, rebate=rebate,
                    rebate_bets=rebate_bets, bankroll=bankroll, table_max=table_max)
    return EvResult(_native.ev(_shoe(shoe), r, o))


def midcoup(
    shoe: ShoeArg = None,
    punto: str = "",
    banco: str = "",
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
) -> MidCoupResult:
    """The exact odds of a coup in play, given its exposed cards (``ev --punto --banco``).

    Args:
        shoe: the shoe before the coup (still holding the exposed cards).
        punto: Punto's exposed cards in dealing order, e.g. ``"5 K"``.
        banco: Banco's exposed cards in dealing order, e.g. ``"3"``.

    Raises:
        ValueError: an invalid card, an impossible deal, or as :func:`ev`.
    """
    punto, banco = _cards("punto", punto), _cards("banco", banco)
    if not punto.strip() and not banco.strip():
        raise ValueError("midcoup needs exposed cards: give punto= or banco=")
    r, o = _options(rules, bets, custom_bets=custom_bets, punto=punto, banco=banco)
    return MidCoupResult(_native.ev(_shoe(shoe), r, o))


def eor(
    shoe: ShoeArg = None,
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    depth: int = 1,
    tags: Optional[str] = None,
    max_tag: Optional[int] = None,
) -> EorResult:
    """Exact effects of removal: how removing each rank moves each bet's EV (``eor``).

    Args:
        depth: also remove 2, 3, ..., ``depth`` cards of each rank.
        tags: counting tags to rate (10 or 13 comma-separated integers).
        max_tag: derive balanced integer tags from ``-max_tag`` to ``max_tag``.

    Returns:
        An :class:`EorResult`: ``result.effects("banco")`` maps rank to an exact Fraction.
    """
    r, o = _options(
        rules,
        bets,
        custom_bets=custom_bets,
        depth=_int("depth", depth, allow_none=False),
        tags=_args.tags(tags, many=False),
        max_tag=_int("max_tag", max_tag),
    )
    return EorResult(_native.eor(_shoe(shoe), r, o))


def leak(
    shoe: ShoeArg = None,
    see: Optional[str] = None,
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    exposure: Optional[str] = None,
    sort: Optional[str] = None,
    no_sit_out: bool = False,
    best_sort: bool = False,
    by: Optional[str] = None,
    top: Optional[int] = None,
) -> Result:
    """The exact value of what a player sees of the coming coup before betting (``leak``).

    Args:
        see: the positions seen, comma-separated: 1-4 Punto, Banco, Punto, Banco; 5 and 6
            the fifth and sixth cards (``"1"``, ``"1,2,3,4"``).
        exposure: a named exposure instead of ``see``: ``flash-1`` … ``flash-6``,
            ``sorted-first``, ``sorted-four``.
        sort: read each seen card only by its group: ``"7 8 9 | rest"``; ``"rank"``
            (default) or ``"value"``.
        no_sit_out: bet on every coup (by default the player sits out when every EV is
            negative).
        best_sort: search every two-group sort at the positions seen.
        by: what the search partitions, ``"value"`` (default) or ``"rank"``.
        top: how many sorts the search lists (default 10).

    Returns:
        A :class:`Result`: ``result["edge"]`` is the exact edge per coup (a Fraction),
        ``result["states"]`` the information states, ``result["sorts"]`` the search's.

    Raises:
        ValueError: invalid positions, sort or exposure, or as :func:`ev`.
    """
    r, o = _options(
        rules,
        bets,
        custom_bets=custom_bets,
        see=see,
        exposure=exposure,
        sort=sort,
        no_sit_out=no_sit_out,
        best_sort=best_sort,
        by=by,
        top=_int("top", top),
    )
    return Result(_native.leak(_shoe(shoe), r, o))


def promo_chips(
    shoe: ShoeArg = None,
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    commission: Optional[str] = None,
    commission_on: Optional[str] = None,
) -> Result:
    """Dead chips, match-play and free-bet chips on each bet (``promo chips``).

    Args:
        commission: a dead-chip commission, with ``%`` (``"1.25%"``) or as a share below 1.
        commission_on: what it is paid on, ``"lost"`` (default) or ``"turnover"``.

    Returns:
        A :class:`Result`: ``result["bets"]`` lists each bet with ``dead_chip`` (``life``,
        ``house_win``), ``match_play`` and ``free_bet`` (``value``), exact Fractions.

    Raises:
        ValueError: a commission that cannot be read or of 100% or more, a bet that cannot
            lose, or as :func:`ev`.
    """
    r, o = _options(
        rules,
        bets,
        custom_bets=custom_bets,
        commission=commission,
        commission_on=commission_on,
    )
    return Result(_native.promo_chips(_shoe(shoe), r, o))


def promo_loss_rebate(
    shoe: ShoeArg = None,
    rebate: str = "10%",
    coups: int = 40,
    rules: RulesArg = "standard",
    bet: Optional[str] = None,
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    loss_limit: Optional[str] = None,
    real: bool = False,
    trips: Optional[int] = None,
    seed: Optional[int] = None,
    procedure: Optional[str] = None,
) -> Result:
    """A loss rebate on a trip of flat bets, exact, with the optimal quitting policy
    (``promo loss-rebate``).

    Args:
        rebate: the share of the net loss refunded, with ``%`` (``"10%"``) or below 1.
        coups: the most coups of the trip (1 to 20,000).
        bet: the bet played every coup (default ``"banco"``).
        loss_limit: the loss limit (buy-in) in units, at least 1 (``"10"``).
        real: also play the trips on real shoes (``--real``): ``result["real"]``.
        trips: real shoes: trips per policy (default 10,000).
        seed: real shoes: the seed of the shuffles.
        procedure: real shoes: ``"midi"``, ``"french"`` or ``"common"`` (default).

    Returns:
        A :class:`Result`: ``result["value"]`` and ``result["play_all"]`` are exact
        Fractions, ``result["policy"]`` the decisions coup by coup.

    Raises:
        ValueError: a rebate of 100% or more or written without ``%`` at 1 or more, a loss
            limit below one bet, no coup or too many, a bet that cannot lose.
    """
    r, o = _options(
        rules,
        None,
        custom_bets=custom_bets,
        bet=bet,
        loss_limit=loss_limit,
        trips=trips,
        seed=seed,
        procedure=procedure,
    )
    if real:
        o["real"] = True
    o["rebate"] = rebate
    o["coups"] = _int("coups", coups, allow_none=False)
    return Result(_native.promo_loss_rebate(_shoe(shoe), r, o))


def promo_statement(
    shoe: ShoeArg = None,
    coups: int = 200,
    rules: RulesArg = "standard",
    bet: Optional[str] = None,
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    commission: Optional[str] = None,
    commission_on: Optional[str] = None,
    rebate: Optional[str] = None,
    loss_limit: Optional[str] = None,
    match_play: Optional[int] = None,
    free_bet: Optional[int] = None,
) -> Result:
    """A programme's statement: what its terms earn and cost the house on a trip
    (``promo statement --format json``).

    Args:
        coups: the most coups of the trip (1 to 20,000).
        bet: the bet played every coup (default ``"banco"``).
        commission: a commission on dead chips, with ``%`` (``"1.25%"``).
        commission_on: what it is paid on, ``"lost"`` (default) or ``"turnover"``.
        rebate: the share of the trip's net loss refunded, with ``%`` (``"10%"``).
        loss_limit: the loss limit (buy-in) in units, at least 1 (``"500"``).
        match_play: match-play chips of one unit given per trip.
        free_bet: free-bet chips of one unit given per trip.

    Returns:
        A :class:`Result`: ``result["every_coup"]`` and ``result["best_response_trip"]``
        hold the house's account per trip (``theoretical_win``, ``commission``,
        ``rebate``, ``chips``, ``net``), ``result["break_even"]`` the break-even terms,
        ``result["published"]`` the published figures reproduced; exact Fractions.

    Raises:
        ValueError: terms :func:`promo_chips` or :func:`promo_loss_rebate` refuse, or a bet
            the house has no edge on.
    """
    r, o = _options(
        rules,
        None,
        custom_bets=custom_bets,
        bet=bet,
        commission=commission,
        commission_on=commission_on,
        rebate=rebate,
        loss_limit=loss_limit,
        match_play=match_play,
        free_bet=free_bet,
    )
    o["coups"] = _int("coups", coups, allow_none=False)
    return Result(_native.promo_statement(_shoe(shoe), r, o))


def hold(
    shoe: ShoeArg = None,
    mix: str = "",
    rules: RulesArg = "standard",
    *,
    coups: int = 1000,
    handle: Optional[str] = None,
    within: Optional[str] = None,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
) -> Result:
    """The band a table's hold falls in after ``coups`` coups (``punto-banco hold``).

    Args:
        mix: the layout of one coup, each bet's share of a unit handled
            (``"banco=1/2,punto=2/5,tie=1/10"``; shares add up to exactly 1).
        coups: coups played, each an independent draw from the shoe (1 to 10**12).
        handle: the handle per coup, an exact number (``"100"``; default 1).
        within: the precision (``"1%"``): the coups after which the hold lies within it of
            its expectation with 95% confidence.

    Returns:
        A :class:`Result`: ``result["per_coup"]["mean"]`` and ``["variance"]`` are exact
        Fractions, ``result["band"]`` the normal band, ``result["exact"]`` the exact one
        (up to 100 coups), ``result["within"]`` when asked.

    Raises:
        ValueError: a mix that does not add up to 1, an unknown bet, a negative share,
            coups, handle or precision out of range, or as :func:`ev`.
    """
    r, o = _options(
        rules,
        None,
        custom_bets=custom_bets,
        mix=mix,
        coups=_int("coups", coups, allow_none=False),
        handle=handle,
        within=within,
    )
    return Result(_native.hold(_shoe(shoe), r, o))


def compare(
    shoe: ShoeArg = None,
    rules: Optional[Sequence[RulesArg]] = None,
    bets: BetsArg = "main",
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
) -> CompareResult:
    """The house edge of each bet under several rule sets (``punto-banco compare``).

    Args:
        rules: the rule sets, the first being the baseline (default: every preset).
    """
    if rules is not None and (
        isinstance(rules, (str, Rules))
        or not isinstance(rules, (list, tuple))
        or not all(isinstance(r, (str, Rules)) for r in rules)
    ):
        raise TypeError(
            "rules must be a list of rule sets (preset names or punto_banco.Rules), "
            f"got {type(rules).__name__}"
        )
    rule_list = list(PRESETS if rules is None else rules)
    _, o = _options(None, bets, custom_bets=custom_bets)
    return CompareResult(_native.compare(_shoe(shoe), rule_list, o))


def report(
    shoe: ShoeArg = None,
    rules: RulesArg = "standard",
    bets: Optional[BetsArg] = None,
    *,
    format: str = "json",
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    command: Optional[str] = None,
) -> Union[Result, str]:
    """The par sheet of a rule set and shoe (``punto-banco report``).

    Args:
        bets: the bets (default: every built-in bet the shoe can price).
        format: ``"json"`` (a :class:`Result` whose ``to_dict()`` is the sheet's JSON),
            ``"markdown"`` or ``"html"`` (the text of the sheet).
        command: the command line recorded in the sheet (default: the canonical one).
    """
    r, o = _options(rules, bets, custom_bets=custom_bets, command=command)
    _args.check("format", format)
    answer = _native.report(_shoe(shoe), r, o, format)
    return Result(answer) if format == "json" else answer


def bets(
    rules: RulesArg = "standard",
    bets: Optional[BetsArg] = None,
    *,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
) -> BetsResult:
    """The catalogue of bets: ids, names and pay tables (``punto-banco bets``).

    ``result.ids`` lists the ids; ``result["tie"].lines`` is a pay table. The
    ``to_dict()`` is the bets-file format that ``custom_bets=`` takes.
    """
    r, o = _options(rules, bets, custom_bets=custom_bets)
    return BetsResult(_native.bets(r, o))


def simulate(
    shoes: int = 1000,
    decks: Optional[int] = None,
    seed: Optional[int] = None,
    rules: RulesArg = "standard",
    bets: BetsArg = "main",
    *,
    tags: Union[str, Sequence[str], None] = None,
    first_shoe: int = 0,
    threads: Optional[int] = None,
    rebate: Optional[str] = None,
    rebate_bets: Optional[str] = None,
    **options: Any,
) -> SimulateResult:
    """Deal seeded shoes by a house procedure and price every coup exactly (``simulate``).

    Shoe ``i`` of a study is the same whatever the split, so ``first_shoe``/``shoes``
    ranges of one study merge (:func:`merge`) into exactly the single run's result; see
    :func:`punto_banco.dask.simulate` for running the ranges on a cluster.

    Args:
        shoes: shoes to deal. decks: decks per shoe (default 6). seed: seed of the
            shuffles (default the CLI's).
        tags: counts, ``"ID=TAGS[@TRIGGER]"`` each (one string or a list).
        first_shoe: index of the first shoe.
        threads: worker threads (default: every core); results do not depend on it.
        rebate: a rebate paid back on every resolved wager of the simulated players
            (``"1.5%"``, ``"0.015"`` or ``"3/200"``); rebate_bets: ``"main"`` or ``"all"``.
        options: the other ``simulate`` flags, dashes as underscores: ``procedure``,
            ``cut_card``, ``burn``, ``last_coup``, ``true_count``, ``bankroll``,
            ``table_max``, ``bucket``, ``custom_bets``.
    """
    tags = _args.tags(tags, many=True)
    _int("threads", threads)
    r, o = _options(
        rules,
        bets,
        shoes=_int("shoes", shoes, allow_none=False),
        decks=_int("decks", decks),
        seed=_int("seed", seed),
        first_shoe=_int("first_shoe", first_shoe, allow_none=False),
        tags=list(tags) if tags else None,
        rebate=rebate,
        rebate_bets=rebate_bets,
        **options,
    )
    return SimulateResult(_native.simulate(r, o, threads))


def merge(parts: Sequence[Union["SimulateResult", Dict[str, Any], str]]) -> SimulateResult:
    """Joins the results of disjoint shoe ranges of one study (``punto-banco merge``).

    Each part is a :class:`SimulateResult`, its ``to_dict()`` or its JSON text (e.g. a
    file written by ``punto-banco simulate --format json``).

    Raises:
        ValueError: parts of different studies, or ranges that overlap or leave a gap.
    """
    texts = [
        p.to_json() if isinstance(p, Result) else p if isinstance(p, str) else json.dumps(p)
        for p in parts
    ]
    return SimulateResult(_native.merge(texts))


#: A log for :func:`review`: a path, the log's text, or its rows as dicts.
LogArg = Union[str, "os.PathLike[str]", Sequence[Dict[str, Any]]]


def _log(name: str, log: Any):
    """A log as (text, format, path): exactly one of text and path is set."""
    if isinstance(log, os.PathLike):
        return None, None, os.fspath(log)
    if isinstance(log, str):
        # A log's text has a header and rows (CSV) or starts with an object (JSON lines);
        # one line that is neither is a file name.
        if "\n" in log or log.lstrip().startswith("{"):
            return log, None, None
        return None, None, log
    if isinstance(log, (list, tuple)) and all(isinstance(r, dict) for r in log):
        text = "".join(json.dumps(r, default=str) + "\n" for r in log)
        return text, "jsonl", None
    raise TypeError(
        f"{name} must be a path, the log's text (CSV or JSON lines) or a list of dicts "
        f"(one per row), got {type(log).__name__}"
    )


def review(
    shoe_log: LogArg,
    bet_log: LogArg,
    *,
    decks: Optional[int] = None,
    rules: RulesArg = "standard",
    bets: Optional[BetsArg] = None,
    custom_bets: Optional[List[Dict[str, Any]]] = None,
    permutations: int = 9999,
    seed: Optional[int] = None,
    alpha: float = 0.01,
) -> ReviewResult:
    """Review a session's wagers against the exact odds of the moment each was placed
    (``punto-banco review``; game protection, see docs/review.md).

    Each log is given as one of:

    - a path (``str`` or :class:`os.PathLike`, e.g. :class:`pathlib.Path`) to a ``.csv``
      or ``.jsonl`` file, the format following the extension as on the command line;
    - the log's text: CSV with its header row, or JSON lines (text that starts with
      ``{``); a one-line ``str`` that is neither is taken for a path;
    - a list of dicts, one per row with the JSON-lines fields, e.g.
      ``{"shoe": 0, "coup": 1, "player": "p1", "bet": "banco", "stake": 10}``
      (a pandas DataFrame gives one with ``df.to_dict("records")``).

    The shoe log has a row per coup (``shoe``, ``coup``, ``punto``, ``banco``) and burn
    rows without ``coup`` (``shoe``, ``burn``; ``?`` a face-down card); the bet log a row
    per wager (``shoe``, ``coup``, ``player``, ``bet``, ``stake``).

    Args:
        decks: decks per shoe (default 6). rules: the rule set the shoes were dealt under.
        bets: the bets wagers may name (default: every bet the bet log names).
        custom_bets: custom bets the bet log may name (the bets-file format).
        permutations: permutation draws per player (1 to 999,999). seed: their seed.
        alpha: flag a player whose Holm-adjusted p-value is below this.

    Returns:
        A :class:`ReviewResult`: ``result["p1"].p_value`` (a float), ``.flagged``,
        ``.best_count``; ``result.wagers[i].ev``, each wager's exact EV (a Fraction).
        ``to_dict()`` is the document of ``punto-banco review --format json``.

    Raises:
        ValueError: a malformed log line, a coup that breaks the tableau, a wager on a
            coup or bet that does not exist, a bad stake (each naming the line), an
            unknown rule set or bet, or a log file over the library's size cap.
        OSError: a log file cannot be read (FileNotFoundError when it does not exist).
    """
    shoe_text, shoe_format, shoe_path = _log("shoe_log", shoe_log)
    bet_text, bet_format, bet_path = _log("bet_log", bet_log)
    r, o = _options(
        rules,
        bets,
        custom_bets=custom_bets,
        shoe_log=shoe_text,
        shoe_log_format=shoe_format,
        bet_log=bet_text,
        bet_log_format=bet_format,
        decks=_int("decks", decks),
        permutations=_int("permutations", permutations, allow_none=False),
        seed=_int("seed", seed),
        alpha=alpha,
    )
    return ReviewResult(_native.review(r, o, shoe_path, bet_path))


def audit(
    shoe_log: Union[LogArg, Sequence[Union[str, "os.PathLike[str]"]]],
    *,
    decks: Optional[int] = None,
    rules: RulesArg = "standard",
    procedure: str = "common",
    cut_card: Optional[int] = None,
    permutations: int = 999,
    seed: Optional[int] = None,
    level: float = 0.05,
) -> Result:
    """Audit dealt shoes: the right cards, a fair shuffle, outcomes the exact odds allow
    (``punto-banco audit``; game integrity, see docs/audit.md).

    ``shoe_log`` is one log, given as :func:`review` takes its logs (a path, the log's
    text, or a list of dicts, one per row), or a list of paths or texts, one log per table
    (the CLI's repeated ``--shoe-log``). A log holds ``shoe``, ``coup``, ``punto``,
    ``banco``, ``burn`` rows and a ``rest`` row per shoe (``simulate --deals`` writes
    them); a ``track`` session (one JSON object with a ``log``) is replayed by the
    tracker into its shoe log, its decks taken when ``decks`` is not given.

    Args:
        decks: decks per shoe (default 6). rules: the rule set the shoes were dealt under.
        procedure: the house procedure the re-deals follow: ``"midi"``, ``"french"``,
            ``"common"``. cut_card: cards behind the cut card, overriding the procedure's.
        permutations: re-orderings and re-deals (1 to 99,999). seed: their seed.
        level: flag a test whose Holm-adjusted p-value is below this (0.05 Maryland,
            0.01 West Virginia).

    Returns:
        A :class:`Result` whose ``to_dict()`` is the document of ``punto-banco audit
        --format json``: ``result["flagged"]``, ``result["composition"]``,
        ``result["tests"]`` (each with ``name``, ``statistic``, ``p_value``,
        ``p_adjusted``, ``flagged``).

    Raises:
        ValueError: a malformed log line, a coup that breaks the tableau (each naming the
            log and line), an unknown rule set or procedure, permutations or a level out
            of range, or a log file over the library's size cap.
        OSError: a log file cannot be read (FileNotFoundError when it does not exist).
    """
    several = isinstance(shoe_log, (list, tuple)) and bool(shoe_log) and all(
        isinstance(log, (str, os.PathLike)) for log in shoe_log
    )
    logs = []
    for i, log in enumerate(shoe_log if several else [shoe_log]):
        text, fmt, path = _log("shoe_log" if not several else f"shoe_log[{i}]", log)
        logs.append(path if path is not None else (text, fmt))
    r, o = _options(
        rules,
        None,
        decks=_int("decks", decks),
        procedure=procedure,
        cut_card=_int("cut_card", cut_card),
        permutations=_int("permutations", permutations, allow_none=False),
        seed=_int("seed", seed),
        level=level,
    )
    return Result(_native.audit(r, o, logs))


class Table:
    """A rule set and bets compiled once, for many shoes: ``Table(...).ev(shoe)``.

    Each question function compiles its rules and bets (or finds them in the library's
    cache of recent ones); a ``Table`` holds them, so a loop over many shoes pays only
    for each shoe's walk. Immutable and safe to share between threads.

    >>> from punto_banco import Shoe, Table
    >>> table = Table(rules="standard", bets="main,dragon_7")
    >>> table.bets
    ['punto', 'banco', 'tie', 'dragon_7']
    >>> table.ev(Shoe(decks=8))["banco"].ev
    Fraction(-114753351728, 10847218479825)

    Args:
        rules: a preset name or a :class:`Rules`.
        bets: comma-separated ids or a list; groups ``main``, ``side``, ``all``.
        custom_bets: bets in the bets-file format (see :func:`bets`), priced after the others.

    Raises:
        ValueError: an invalid rule set or bet (the CLI's message).
    """

    __slots__ = ("_native",)

    def __init__(
        self,
        rules: RulesArg = "standard",
        bets: BetsArg = "main",
        *,
        custom_bets: Optional[List[Dict[str, Any]]] = None,
    ) -> None:
        r, o = _options(rules, bets, custom_bets=custom_bets)
        self._native = _native.Table(r, o)

    @property
    def rules(self) -> Rules:
        """The rule set."""
        return self._native.rules

    @property
    def bets(self) -> List[str]:
        """The ids of the bets, in the order results list them."""
        return self._native.bets

    def ev(self, shoe: ShoeArg = None) -> EvResult:
        """Each bet's exact expected value on the next coup: :func:`ev` of this table."""
        return EvResult(self._native.ev(_shoe(shoe)))

    def midcoup(self, shoe: ShoeArg = None, punto: str = "", banco: str = "") -> MidCoupResult:
        """The exact odds of a coup in play: :func:`midcoup` of this table."""
        punto, banco = _cards("punto", punto), _cards("banco", banco)
        if not punto.strip() and not banco.strip():
            raise ValueError("midcoup needs exposed cards: give punto= or banco=")
        return MidCoupResult(self._native.midcoup(_shoe(shoe), punto, banco))

    def __repr__(self) -> str:
        return f"Table(rules={self.rules.name!r}, bets={','.join(self.bets)!r})"
