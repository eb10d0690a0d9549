"""Sweeps of a long test over several axes (seeds x window sizes, games x widths): the everyday run
keeps a few of the combinations that between them take every value of every axis, and the thorough
run (``CARDTABLE_THOROUGH=1``, tests/conftest.py) plays every combination.

A walk over a whole hand on the window costs 10 to 70 s; a grid of them (3 seeds at 2 sizes, 6
player counts at 2 sizes) was a large share of the suite's 27 minutes (s39). Each seed and each
size still runs every day, only not every seed at every size."""

from __future__ import annotations

import itertools

import pytest


def every_value_daily(*axes, ids=None):
    """``pytest.param`` for every combination of ``axes``' values (each axis a list of values,
    in the order of the parametrize names); the combinations the everyday run keeps are the
    k-th value of every axis together, for k up to the longest axis (the shorter ones cycled):
    every value of every axis is in one of them. The others are marked ``thorough``. ``ids``: a
    function of a combination giving its id (default: its values joined by "-", a window size
    as "1024x600")."""
    longest = max(len(axis) for axis in axes)
    daily = {tuple(k % len(axis) for axis in axes) for k in range(longest)}
    params = []
    for picks in itertools.product(*(range(len(axis)) for axis in axes)):
        combo = tuple(axis[k] for axis, k in zip(axes, picks))
        marks = () if picks in daily else (pytest.mark.thorough,)
        params.append(pytest.param(*combo, marks=marks, id=(ids or _id)(combo)))
    return params


def _id(combo) -> str:
    return "-".join(f"{v[0]}x{v[1]}" if isinstance(v, tuple) and len(v) == 2 else str(v) for v in combo)
