"""punto_banco.dask.simulate on a real (local, two-process) dask.distributed cluster."""

from __future__ import annotations

import pytest

import punto_banco as pb

distributed = pytest.importorskip("distributed")
from punto_banco import dask as pbdask  # noqa: E402

STUDY = dict(shoes=40, decks=8, seed=11, bets="main,dragon_7", tags="dragon_7=jacobson")


@pytest.fixture(scope="module")
def client():
    # Two worker processes with one thread each, everything on 127.0.0.1 with free ports,
    # no dashboards; closed when the module's tests are done.
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=True,
        host="127.0.0.1",
        dashboard_address=None,
        worker_dashboard_address=None,
    )
    client = distributed.Client(cluster)
    try:
        client.wait_for_workers(2, timeout=120)
        yield client
    finally:
        client.close()
        cluster.close()


def test_the_merged_result_equals_the_single_process_run(client):
    with distributed.get_task_stream(client) as tasks:
        spread = pbdask.simulate(client, chunk=5, **STUDY)
    alone = pb.simulate(**STUDY)
    assert spread.to_dict() == alone.to_dict()
    workers = {t["worker"] for t in tasks.data if "_part" in str(t["key"])}
    assert len(workers) == 2, workers


def test_chunk_size_changes_nothing(client):
    a = pbdask.simulate(client, chunk=7, **STUDY)
    b = pbdask.simulate(client, **STUDY)  # default chunk
    assert a.to_dict() == b.to_dict()


def test_rules_objects_travel_to_the_workers(client):
    study = dict(shoes=6, decks=6, seed=5)
    spread = pbdask.simulate(client, chunk=2, rules=pb.Rules.preset("midi"), **study)
    assert spread.to_dict() == pb.simulate(rules="midi", **study).to_dict()


def test_bad_input_fails_before_any_task(client):
    with pytest.raises(ValueError, match="unknown bet"):
        pbdask.simulate(client, shoes=10, bets="nope")
    with pytest.raises(ValueError, match="chunk"):
        pbdask.simulate(client, shoes=10, chunk=0)


def test_shoe_ranges_cover_the_study_once():
    assert pbdask.shoe_ranges(10, 7, 3) == [(10, 3), (13, 3), (16, 1)]
    assert pbdask.shoe_ranges(0, 2, 5) == [(0, 2)]
