"""10,000 (t4, s27, D-c): the caption "Rolled: choose the dice that count to set them aside"
stayed over the empty roll area after all dice were set aside, and during the computers' turns
"where it tells the person to click dice that are not theirs". It shows only while the person
may act on the rolled dice."""

from __future__ import annotations

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.layouts.ten_thousand import describe

G = get_game("ten_thousand")
CAPTION = "Rolled: choose the dice that count to set them aside"


def captions(state, viewer):
    return [label.text for label in describe(G, state, viewer, 16 / 9, "").labels]


def rolled(seed=74):
    state = Session.new(G, ["Anna", "Robo Rex", "Robo Ruby"], {"target": 2000}, seed).state
    return G.apply(state, G.legal_moves(state)[0]).state  # Anna rolls


def test_the_caption_shows_to_the_roller_while_dice_that_count_are_left():
    state = rolled()
    assert state.phase == "choose" and state.turn == 0
    assert CAPTION in captions(state, 0)


def test_not_to_anyone_else_nor_over_a_computers_roll():
    state = rolled()
    assert CAPTION not in captions(state, 1)
    assert CAPTION not in captions(state, None)


def test_not_once_every_die_that_counts_is_set_aside():
    for seed in range(74, 200):
        state = rolled(seed)
        if state.phase != "choose":
            continue
        while any(m.kind == "keep" for m in G.legal_moves(state)):
            state = G.apply(state, next(m for m in G.legal_moves(state) if m.kind == "keep")).state
        assert CAPTION not in captions(state, 0)
        return
