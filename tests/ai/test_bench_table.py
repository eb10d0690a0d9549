"""bench/agents_table.py: runs of one match-up over adjoining seed ranges count as one match."""

from __future__ import annotations

import json

from .test_partnerships import _bench


def _record(first_seed, games, share):
    return {"game": "hearts", "hero": "hard", "villain": "medium", "players": 4, "games": games,
            "first_seed": first_seed, "share": share, "low": 0.0, "high": 1.0, "options": {},
            "hard_budget": {"iterations": 48}}


def _table(tmp_path, capsys, records):
    table = _bench("agents_table")
    path = tmp_path / "runs.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    table.sys.argv = ["agents_table.py", str(path)]
    table.main()
    return capsys.readouterr().out


def test_a_run_carried_on_after_the_first_counts_with_it(tmp_path, capsys):
    out = _table(tmp_path, capsys, [_record(0, 100, 0.30), _record(100, 100, 0.40)])
    assert "35.0% (200)" in out


def test_a_run_that_fills_the_seeds_before_the_first_counts_with_it(tmp_path, capsys):
    # the first run began at seed 100 (a cheaper order of cells); seeds 0-99 were played later
    out = _table(tmp_path, capsys, [_record(100, 100, 0.40), _record(0, 100, 0.30)])
    assert "35.0% (200)" in out


def test_a_run_over_the_same_seeds_replaces_the_first(tmp_path, capsys):
    out = _table(tmp_path, capsys, [_record(0, 100, 0.30), _record(0, 50, 0.50)])
    assert "50.0% (50)" in out and "(100)" not in out
