"""The app writes "cannot"; this morning's refusals said "can't" (s42): Fast Track's jack swap of
a marble in a home row or a pen (the bullseye's and Push's stock are in test_words_s42 and
test_push). "Alternate Rule 1 – A Jack can move 1 or swap any two pegs": not a marble in a pen,
nor one in a home row ("home rows are safe")."""

from __future__ import annotations

from cardtable.core.game import Move
from cardtable.games.fast_track import GAME as FAST_TRACK

from tests.games.test_words_s42 import _fast_track


def test_fast_track_a_home_row_or_pen_marble_cannot_be_swapped_and_is_told_so():
    st = _fast_track({"red": ["home:red:0"], "yellow": ["loop:45"]}, "JC", turn=1)
    said = FAST_TRACK.explain(st, Move(kind="move", **{"from": "loop:45"}, to="home:red:0"))
    assert said == "A marble in its home row cannot be swapped: home rows are safe.", said
    pen = FAST_TRACK.board(st).pens["green"][0]  # green has no marble out
    said = FAST_TRACK.explain(st, Move(kind="move", **{"from": "loop:45"}, to=pen))
    assert said == "A marble in a pen cannot be swapped.", said
