"""The engine runs with the GIL released, so other Python threads run meanwhile.

While one thread is inside a long engine call, a second thread runs a Python loop that
records timestamps. If the call held the GIL, the loop could not run at all during the
call: no timestamp could fall inside it. The test asserts only that many do (it asserts
no speed); the margins are generous: ten calls of several milliseconds each, only the
middle 80% of each counts, and 5 ticks in all suffice where a free thread makes thousands.
A second test runs two engine calls in two threads and checks both calls' results.
"""

from __future__ import annotations

import threading
import time

import punto_banco
from punto_banco import Shoe


def _long_call():
    # A study of 3 shoes, every built-in bet priced before each coup on one thread: a call
    # of some milliseconds (`ev` alone, its pay tables cached, takes well under one).
    return punto_banco.simulate(shoes=3, decks=8, bets="all", threads=1)


def test_python_threads_run_while_the_engine_computes():
    spans = []
    ticks = []
    done = threading.Event()

    def engine():
        for _ in range(10):
            start = time.perf_counter()
            _long_call()
            spans.append((start, time.perf_counter()))
        done.set()

    def ticker():
        while not done.is_set():
            ticks.append(time.perf_counter())

    t_tick = threading.Thread(target=ticker)
    t_engine = threading.Thread(target=engine)
    t_tick.start()
    t_engine.start()
    t_engine.join()
    t_tick.join()
    inside = 0
    for start, end in spans:
        margin = 0.1 * (end - start)
        inside += sum(1 for t in ticks if start + margin < t < end - margin)
    assert inside >= 5, (spans, len(ticks), inside)


def test_two_threads_price_two_shoes_with_the_same_answers_as_one():
    shoes = [Shoe(decks=8, removed="5 5 K"), Shoe(decks=8, removed="9 9 A")]
    alone = [punto_banco.ev(s, bets="main").to_dict() for s in shoes]
    together = [None, None]

    def work(i):
        together[i] = punto_banco.ev(shoes[i], bets="main").to_dict()

    threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert together == alone
