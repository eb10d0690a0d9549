"""Rummoli (t4, s27): R-a "the game-over screen shows five unexplained cards beside each name"
(the last poker deal for a space): they are captioned. R-b "'Played this round (11)' shows only
10 cards": the row overlaps to keep them all, and where even that cannot, says which are shown."""

from __future__ import annotations

import random

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.rummoli import SPACE_NAMES
from cardtable.gui.layouts.rummoli import describe

from .helpers import open_window, play_not_looked_at

G = get_game("rummoli")
PLAYERS = ["Anna", "Ben", "Dev", "Robo Ruby"]


def test_the_last_poker_deal_on_the_game_over_screen_says_what_it_is(qtbot, data_dir):
    w = open_window(qtbot, start=False)
    w.start_game("rummoli", PLAYERS, {}, seed=74, open_handed=True)
    rng = random.Random(1)
    for _ in range(3000):
        if w.game.is_over(w.state):
            break
        moves = w.play_ctl.legal(w.play_ctl.to_act()[0])
        end = [m for m in moves if m.kind == "end_game"]
        move = end[0] if end else rng.choice(moves)
        # (laid out, not built nor painted, but the last move, whose result is looked at; s43)
        last = w.game.is_over(w.game.apply(w.state, move).state)
        assert (w.play(move) if last else play_not_looked_at(w, move)).ok
    assert w.game.is_over(w.state)
    over = w.table.over
    assert len(over.shown_faces()) == 20  # five cards beside each name
    space = SPACE_NAMES[w.state.end_deals[-1]["space"]]
    assert over.text().splitlines()[1] == f"The cards: the last poker deal, for the {space} space"


def played_pieces(spec):
    return [p for p in spec.pieces if p.id.startswith("played:")]


def caption(spec):
    return next(label.text for label in spec.labels if label.text.startswith("Played this round"))


def test_every_card_played_this_round_is_shown():
    state = Session.new(G, PLAYERS, {}, 74).state
    rng = random.Random(2)
    seen = set()
    for _ in range(400):
        if state.phase != "play":
            moves = G.legal_moves(state)
            if state.phase not in ("bid", "exchange", "auction", "name_space") and state.played:
                break
            state = G.apply(state, rng.choice(moves)).state
            continue
        n = len(state.played)
        if n >= 2 and n not in seen:
            seen.add(n)
            spec = describe(G, state, state.turn, 16 / 9, "")
            shown = played_pieces(spec)
            if len(shown) == n:
                assert caption(spec).startswith(f"Played this round ({n})"), caption(spec)
            else:  # more than can be shown even overlapped: it says so
                assert caption(spec).startswith(f"Played this round ({n}, the last {len(shown)} shown)")
            if n <= 20:
                assert len(shown) == n, (n, len(shown))
        state = G.apply(state, rng.choice(G.legal_moves(state))).state
    assert max(seen) >= 11
