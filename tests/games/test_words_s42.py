"""Testers' words, session 42: refusals that gave a false or stilted reason."""

from __future__ import annotations

from cardtable.core.game import Move
from cardtable.games.fast_track import GAME as FAST_TRACK
from cardtable.games.marble_tracks import BULLSEYE


def _fast_track(marbles: dict[str, list[str]], card: str, turn: int):
    st = FAST_TRACK.setup(["Mia", "Sam", "Robo Ruby", "Robo Rex"], {"jack_swap": True}, seed=1)
    b = FAST_TRACK.board(st)
    ms = [tuple(marbles.get(c, [])) + b.pens[c][len(marbles.get(c, [])):] for c in st.colours]
    draw = list(st.draw)
    pile = list(draw[turn])
    pile.remove(card)
    draw[turn] = tuple(pile)
    return st.replace(marbles=tuple(ms), card=card, phase="play", turn=turn, draw=tuple(draw))


def test_fast_track_a_bullseye_marble_is_not_swapped_and_the_refusal_says_so():
    """s42 t1: Sam (blue, no marbles out) plays a jack with "Jack swaps"; dropping the yellow
    marble on Mia's red marble in the bullseye said "That yellow marble is not yours to move.",
    though the same jack swaps that yellow marble with the green one. The book: "Alternate Rule
    1 – A Jack can move 1 or swap any two pegs", and "The bull's eye positions can only be
    entered by using a 6 when played if you have a peg in your Exit position" (a swap would put
    the yellow marble there without one): a bullseye marble is not swapped, and that is said."""
    st = _fast_track({"red": [BULLSEYE], "green": ["loop:30"], "yellow": ["loop:45"]}, "JC", turn=1)
    assert st.colours[:4] == ("red", "blue", "green", "yellow")
    legal = FAST_TRACK.legal_moves(st)
    assert Move(kind="swap", a="loop:30", b="loop:45") in legal  # yellow with green: allowed
    assert not any(m.kind == "swap" and BULLSEYE in (m["a"], m["b"]) for m in legal)
    for src, dest in (("loop:45", BULLSEYE), (BULLSEYE, "loop:45")):
        said = FAST_TRACK.explain(st, Move(kind="move", **{"from": src}, to=dest))
        assert said == "A marble in the bullseye cannot be swapped.", said
    # a marble the jack may not move, dropped on an empty hole: still not the player's to move
    said = FAST_TRACK.explain(st, Move(kind="move", **{"from": "loop:45"}, to="loop:46"))
    assert said == "That yellow marble is not yours to move.", said
