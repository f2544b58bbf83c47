"""Issue 20's speed ratios, measured in one run: CPU time per question of each front end
(process start excluded) against `ev --batch` with `--bets` as a flag, on the same shoes.

    python3 benches/frontdoor/ratios.py [BINARY] [--shoes N]

BINARY defaults to target/release/punto-banco. The Python figures need the `punto_banco`
package importable (e.g. the virtualenv of python/tests/run.sh). CPU time (user + system)
is what is compared, as wall time moves with the load of a shared machine; each command's
time on empty input (start-up, pay tables compiled once) is subtracted.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time

RANKS = "A 2 3 4 5 6 7 8 9 10 J Q K".split()


def shoes(count: int, seed: int = 20):
    """Random partly dealt 8-deck shoes: 0 to 300 cards removed, as `removed` strings."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        deck = [r for r in RANKS for _ in range(32)]
        rng.shuffle(deck)
        out.append(" ".join(deck[: rng.randint(0, 300)]))
    return out


def cpu_of(argv, data: bytes) -> float:
    """CPU seconds (user + system) of one run of `argv` reading `data`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    # A real file, not /dev/null (the CLI stops early when nobody reads its output).
    with tempfile.TemporaryFile() as out:
        subprocess.run(argv, input=data, stdout=out, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def per_line(argv, lines, repeats: int = 3) -> float:
    """CPU seconds per input line: best of `repeats` runs, minus the best empty run."""
    data = ("\n".join(lines) + "\n").encode()
    full = min(cpu_of(argv, data) for _ in range(repeats))
    empty = min(cpu_of(argv, b"") for _ in range(repeats))
    return (full - empty) / len(lines)


def py_per_call(f, args, repeats: int = 3) -> float:
    """CPU seconds per call of f(arg) over `args`, best of `repeats` passes."""
    f(args[0])
    best = float("inf")
    for _ in range(repeats):
        start = time.process_time()
        for a in args:
            f(a)
        best = min(best, (time.process_time() - start) / len(args))
    return best


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("binary", nargs="?", default="target/release/punto-banco")
    p.add_argument("--shoes", type=int, default=2000)
    a = p.parse_args()
    pb_bin = a.binary
    removed = shoes(a.shoes)
    line = lambda r, extra="": json.dumps({"decks": 8, "removed": r} | (json.loads("{" + extra + "}")))
    main_lines = [line(r) for r in removed]
    all_lines = [line(r, '"bets": "all"') for r in removed]
    us = 1e6
    rows = {}
    rows["batch main (flag)"] = per_line([pb_bin, "ev", "--batch", "--bets", "main"], main_lines)
    rows["batch all (flag)"] = per_line([pb_bin, "ev", "--batch", "--bets", "all"], main_lines)
    rows["batch all (in each line)"] = per_line([pb_bin, "ev", "--batch"], all_lines)
    # track: one card per line, a shoe dealt card by card to 6 cards before the end.
    rng = random.Random(7)
    deck = [r for r in RANKS for _ in range(32)]
    rng.shuffle(deck)
    cards = deck[: len(deck) - 6]
    for bets in ("main", "all"):
        rows[f"track {bets} (one card per line)"] = per_line(
            [pb_bin, "track", "--decks", "8", "--bets", bets, "--format", "json"], cards
        )
    # The same cards as batch lines (the shoe after each card), for the track ratio.
    seen = [" ".join(cards[: i + 1]) for i in range(len(cards))]
    track_lines = [line(r) for r in seen]
    rows["batch main (track's shoes)"] = per_line(
        [pb_bin, "ev", "--batch", "--bets", "main"], track_lines
    )
    rows["batch all (track's shoes)"] = per_line(
        [pb_bin, "ev", "--batch", "--bets", "all"], track_lines
    )
    try:
        import punto_banco as pb
    except ImportError:
        pb = None
    if pb is not None:
        py_shoes = [pb.Shoe(decks=8, removed=r or None) for r in removed]
        rows["python ev main"] = py_per_call(lambda s: pb.ev(s, bets="main"), py_shoes)
        rows["python ev all"] = py_per_call(lambda s: pb.ev(s, bets="all"), py_shoes)
        t_main, t_all = pb.Table(bets="main"), pb.Table(bets="all")
        rows["python Table main"] = py_per_call(t_main.ev, py_shoes)
        rows["python Table all"] = py_per_call(t_all.ev, py_shoes)
    for k, v in rows.items():
        print(f"{k:34s} {v * us:9.1f} us")
    r = lambda a, b: rows[a] / rows[b]
    print()
    print(f"batch all in each line / flag:       {r('batch all (in each line)', 'batch all (flag)'):.2f}x (target <= 1.2)")
    print(f"track main / batch main, same shoes: {r('track main (one card per line)', 'batch main (track' + chr(39) + 's shoes)'):.2f}x (target <= 2)")
    print(f"track all / batch all, same shoes:   {r('track all (one card per line)', 'batch all (track' + chr(39) + 's shoes)'):.2f}x (target <= 2)")
    if pb is not None:
        print(f"python ev main / batch main:         {r('python ev main', 'batch main (flag)'):.2f}x (target <= 1.5)")
        print(f"python ev all / batch all:           {r('python ev all', 'batch all (flag)'):.2f}x (target <= 1.5)")
        print(f"python Table main / batch main:      {r('python Table main', 'batch main (flag)'):.2f}x (target <= 1.2)")
        print(f"python Table all / batch all:        {r('python Table all', 'batch all (flag)'):.2f}x (target <= 1.2)")


if __name__ == "__main__":
    main()
