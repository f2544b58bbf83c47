"""A notebook-style tour of punto_banco in Python (run it as a script, or cell by cell).

1. Exact odds for 6 and 8 decks under several rule sets, into one pandas DataFrame.
2. The effects of removal of the main bets as a matplotlib bar chart (a PNG file).
3. A 1,000-shoe study on Dask: on a local two-process cluster by default, or on a real
   cluster given its scheduler address (--scheduler tcp://host:8786).

    python examples/python_study.py --out /tmp/pb-study
    python examples/python_study.py --out /tmp/pb-study --scheduler tcp://10.0.0.5:8786

Needs: pip install ./python pandas matplotlib "dask[distributed]"
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

import matplotlib

matplotlib.use("Agg")  # files only, no display needed

import matplotlib.pyplot as plt  # noqa: E402
import pandas as pd  # noqa: E402

import punto_banco as pb  # noqa: E402
from punto_banco import dask as pbdask  # noqa: E402

RULE_SETS = ["standard", "midi", "tie-9", "commission-4", "ez"]


# %% 1. Odds for 6 and 8 decks under several rule sets
def odds_table() -> pd.DataFrame:
    rows = []
    for decks in (6, 8):
        for rules in RULE_SETS:
            result = pb.odds(pb.Shoe(decks=decks), rules=rules, bets="main")
            for bet in result.rows:
                rows.append(
                    {
                        "decks": decks,
                        "rules": rules,
                        "bet": bet.id,
                        "house_edge": bet.house_edge,  # exact Fraction
                        "edge_percent": float(bet.house_edge) * 100,
                    }
                )
    return pd.DataFrame(rows)


# %% 2. Effects of removal, as a bar chart
def eor_chart(out: Path, decks: int = 8) -> Path:
    result = pb.eor(pb.Shoe(decks=decks), bets="main")
    ranks = [e.rank for e in result["banco"].removals[0].effects]
    fig, ax = plt.subplots(figsize=(9, 4))
    width = 0.28
    for i, bet in enumerate(result.ids):
        effects = [float(e.exact) * 100 for e in result[bet].removals[0].effects]
        ax.bar([x + (i - 1) * width for x in range(len(ranks))], effects, width, label=bet)
    ax.set_xticks(range(len(ranks)), ranks)
    ax.axhline(0, color="black", linewidth=0.5)
    ax.set_xlabel("rank removed")
    ax.set_ylabel("change in EV, % of stake")
    ax.set_title(f"Effect of removing one card, {decks}-deck shoe (exact)")
    ax.legend()
    path = out / "eor.png"
    fig.savefig(path, dpi=100, bbox_inches="tight")
    plt.close(fig)
    return path


# %% 3. A 1,000-shoe study on Dask
def dask_study(scheduler: "str | None", shoes: int = 1000) -> pb.SimulateResult:
    from distributed import Client, LocalCluster

    study = dict(shoes=shoes, decks=8, seed=2026, bets="main,dragon_7", tags="dragon_7=jacobson")
    if scheduler:
        with Client(scheduler) as client:
            return pbdask.simulate(client, **study)
    with LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
        worker_dashboard_address=None,
    ) as cluster, Client(cluster) as client:
        return pbdask.simulate(client, **study)


def main(argv: "list[str] | None" = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, help="folder for the chart (default: a temp folder)")
    parser.add_argument("--scheduler", help="address of a Dask scheduler (default: local)")
    parser.add_argument("--shoes", type=int, default=1000, help="shoes in the Dask study")
    args = parser.parse_args(argv)
    out = args.out or Path(tempfile.mkdtemp(prefix="punto-banco-"))
    out.mkdir(parents=True, exist_ok=True)

    table = odds_table()
    print(table.pivot_table(index=["rules", "bet"], columns="decks", values="edge_percent").round(4))

    print(f"\nEOR chart: {eor_chart(out)}")

    study = dask_study(args.scheduler, args.shoes)
    print(f"\n{study.inputs.shoes} shoes, {study.coups} coups dealt on Dask")
    for bet in study.rows:
        print(f"{bet.id:<10} EV > 0 on {bet.share_positive:.2%} of coups")


if __name__ == "__main__":
    main()
