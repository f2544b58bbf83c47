"""Per-call overhead of punto_banco.ev over the library call it makes (8 decks, main bets).

The machine this runs on may be busy, so the engine's own time varies from call to call;
the overhead is therefore measured *within* each call. `_native._ev_timed` does exactly
what `ev` does (convert the arguments, release the GIL, call `EvRequest::run`, retake the
GIL, wrap the report in an answer) and also returns the seconds spent inside
`EvRequest::run`, timed in Rust. For each call:

    binding = (Python-side time of the native call) - (Rust-side time of the library call)

and the pure-Python part of `punto_banco.ev` (splitting the arguments, wrapping the
answer in an `EvResult`) is timed on its own. Reported: the median binding cost plus the
wrapper's, i.e. what `punto_banco.ev` adds to the library call; also the cost of the
first field read (`result["banco"].ev`: the report converted to Python objects from its
typed values, exact values made Fractions), which a caller pays only when it reads the
answer, and beside it the cost of the document's JSON text parsed by `json.loads` (what a
first read cost before the typed conversion, and what `to_dict()` costs).

    python python/tests/bench_overhead.py [--calls 2000]
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

import punto_banco as pb
from punto_banco import _native
from punto_banco import _options


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    shoe = pb.Shoe(decks=8)
    engine, binding = [], []
    answer = None
    for _ in range(args.calls):
        start = time.perf_counter()
        rules, options = _options("standard", "main")
        answer, inside = _native._ev_timed(shoe, rules, options)
        outside = time.perf_counter() - start
        engine.append(inside)
        binding.append(outside - inside)

    def per_call(f, n=20000):
        best = float("inf")
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(n):
                f()
            best = min(best, (time.perf_counter() - start) / n)
        return best

    wrap = per_call(lambda: pb.EvResult(answer))
    read = per_call(lambda: pb.EvResult(answer)["banco"].ev, 2000) - wrap
    text = per_call(lambda: json.loads(answer.json()), 2000)
    us = 1e6
    print(f"library call EvRequest::run (median): {statistics.median(engine) * us:9.2f} us")
    print(f"binding, incl. argument split (median): {statistics.median(binding) * us:7.2f} us")
    print(f"result object:                          {wrap * us:7.2f} us")
    print(f"overhead per call: {(statistics.median(binding) + wrap) * us:.2f} us")
    print(f"first read of result['banco'].ev (typed values to Python): {read * us:.2f} us")
    print(f"JSON text + json.loads of the same report (to_dict): {text * us:.2f} us")
    print(f"({args.calls} calls of punto_banco.ev's path, 8 decks, main bets)")


if __name__ == "__main__":
    main()
