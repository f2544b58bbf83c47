#!/usr/bin/env python3
"""A casino day's logs for `punto-banco review`: about 480,000 coups and 1,000 players.

    scripts/casino-day.py DIR [--binary PATH] [--shoes 6000] [--players 1000] [--seed 1]

Writes DIR/shoes.csv with `punto-banco simulate --decks 8 --shoes N --seed S --bets banco
--deals DIR/shoes.csv > DIR/study.txt` (eight-deck shoes by the default house procedure, each with its rest
row, so every shoe is complete and `p_redeal` applies), then DIR/bets.csv, a bet log of
honest players, from a seeded generator (Python's `random.Random(seed)`, which is the same
on every machine for a given Python 3 and seed). The benchmark is then

    /usr/bin/time -v punto-banco review --decks 8 --shoe-log DIR/shoes.csv \\
        --bet-log DIR/bets.csv --format json --output DIR/review.json

(docs/benchmarks.md, "review: a casino day (issue 42)").

The day: the shoes are dealt at 75 tables, 80 shoes each (table t deals shoes 80t to
80t + 79, in order). Each player sits at one table for a run of 3 to 14 consecutive shoes
(one player in five sits a second time at another table), joining the first shoe and leaving
the last at a random coup. A player bets on most coups they sit at (55% to 95%), with a
style drawn once:

- the main bet: Banco, Punto, following the last winner, or against it ("chop"), with now
  and then the other side;
- a tie now and then (small stake), and for one player in three a side bet (Dragon 7,
  Panda 8, a pair, Dragon Bonus) on some coups, beside the main bet;
- one player in twenty hedges: Banco and Punto on the same coup sometimes (as non-negotiable
  chip programmes are played);
- stakes: a base unit from 5 to 5,000 (most players small), played flat, by a Martingale
  (double after a loss, up to 8 units), or at random among 1 to 5 units; some units are
  2.5.

No player looks at the cards before betting: every player is honest, so the review's tests
see luck only. Stakes are written as whole numbers or with one decimal.
"""
import argparse
import csv
import os
import random
import subprocess
import sys

TABLES = 75
SIDES = ["dragon_7", "panda_8", "punto_pair", "banco_pair", "dragon_bonus_banco"]
BASES = [(5, 20), (10, 25), (25, 20), (50, 12), (100, 10), (250, 5), (500, 4),
         (1000, 3), (5000, 1)]
VALUES = {"A": 1, "J": 0, "Q": 0, "K": 0, "T": 0, "10": 0}


def point(hand):
    """Baccarat total of a hand written as `simulate` writes it (`9d 10h K`)."""
    total = 0
    for card in hand.split():
        rank = card.rstrip("shdc") if len(card) > 1 else card
        total += VALUES.get(rank, 0) if rank in VALUES else int(rank)
    return total % 10


def read_shoes(path):
    """Per shoe (in log order): the winners of its coups ('B', 'P' or 'T'), in order."""
    shoes = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            if not row["coup"]:
                continue
            p, b = point(row["punto"]), point(row["banco"])
            winner = "B" if b > p else "P" if p > b else "T"
            shoes.setdefault(int(row["shoe"]), []).append(winner)
    return shoes


def weighted(rng, pairs):
    total = sum(w for _, w in pairs)
    x = rng.random() * total
    for value, w in pairs:
        x -= w
        if x < 0:
            return value
    return pairs[-1][0]


def style(rng):
    return {
        "main": weighted(rng, [("banco", 40), ("punto", 25), ("follow", 20), ("chop", 15)]),
        "bet": 0.55 + 0.4 * rng.random(),
        "tie": weighted(rng, [(0.0, 50), (0.05, 30), (0.15, 20)]),
        "side": rng.choice(SIDES) if rng.random() < 1 / 3 else None,
        "side_rate": 0.2 + 0.4 * rng.random(),
        "hedge": 0.3 if rng.random() < 0.05 else 0.0,
        "base": weighted(rng, BASES) * (2.5 if rng.random() < 0.1 else 1),
        "staking": weighted(rng, [("flat", 50), ("martingale", 20), ("random", 30)]),
    }


def stake_text(x):
    return str(int(x)) if x == int(x) else f"{x:.1f}"


def sit(rng, player, st, shoes, numbers, first, count, rows):
    """One run of `count` shoes from shoe `first` of a table: the player's wagers."""
    level = 1
    for j, number in enumerate(numbers[first:first + count]):
        winners = shoes[number]
        start = rng.randrange(len(winners)) if j == 0 else 0
        end = len(winners) - rng.randrange(len(winners) // 2) if j == count - 1 else len(winners)
        for c in range(start, end):
            if rng.random() >= st["bet"]:
                continue
            last = winners[c - 1] if c > 0 else None
            main = st["main"]
            if main in ("follow", "chop"):
                if last in ("B", "P"):
                    same = "banco" if last == "B" else "punto"
                    other = "punto" if last == "B" else "banco"
                    main = same if main == "follow" else other
                else:
                    main = "banco"
            elif rng.random() < 0.1:
                main = "punto" if main == "banco" else "banco"
            if st["staking"] == "random":
                level = 1 + rng.randrange(5)
            unit = st["base"] * level
            layout = [(main, unit)]
            if st["hedge"] and rng.random() < st["hedge"]:
                other = "punto" if main == "banco" else "banco"
                layout.append((other, unit))
            if rng.random() < st["tie"]:
                layout.append(("tie", max(st["base"] / 5, 1)))
            if st["side"] and rng.random() < st["side_rate"]:
                layout.append((st["side"], max(st["base"] / 2, 1)))
            for bet, amount in layout:
                rows.append((number, c + 1, player, bet, stake_text(amount)))
            if st["staking"] == "martingale":
                mine = {"banco": "B", "punto": "P"}[main]
                won = winners[c] == mine
                pushed = winners[c] == "T"
                level = 1 if won else level if pushed else min(level * 2, 8)


def bets(shoes, players, seed):
    rng = random.Random(seed)
    numbers = sorted(shoes)
    per_table = len(numbers) // TABLES or 1
    rows = []
    for i in range(players):
        player = f"p{i:04d}"
        st = style(rng)
        for _ in range(2 if rng.random() < 0.2 else 1):
            table = rng.randrange(max(len(numbers) // per_table, 1))
            count = min(3 + rng.randrange(12), per_table)
            first = table * per_table + rng.randrange(per_table - count + 1)
            sit(rng, player, st, shoes, numbers, first, count, rows)
    # The pit's log is in the order of play: shoe, coup, then seat.
    rows.sort(key=lambda r: (r[0], r[1]))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dir")
    ap.add_argument("--binary", default="target/release/punto-banco")
    ap.add_argument("--shoes", type=int, default=6000)
    ap.add_argument("--players", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    shoe_log = os.path.join(args.dir, "shoes.csv")
    if not os.path.exists(shoe_log):
        with open(os.path.join(args.dir, "study.txt"), "w") as study:
            subprocess.run(
                [args.binary, "simulate", "--decks", "8", "--shoes", str(args.shoes),
                 "--seed", str(args.seed), "--bets", "banco", "--deals", shoe_log],
                check=True, stdout=study)
    shoes = read_shoes(shoe_log)
    rows = bets(shoes, args.players, args.seed)
    with open(os.path.join(args.dir, "bets.csv"), "w", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["shoe", "coup", "player", "bet", "stake"])
        w.writerows(rows)
    coups = sum(len(v) for v in shoes.values())
    print(f"{len(shoes)} shoes, {coups} coups; {args.players} players, {len(rows)} wagers",
          file=sys.stderr)


if __name__ == "__main__":
    main()
