"""Tester t2, session 29 (Five Hundreds, 4 players at 1024x600): "Anna drew from the stock, then
dragged the 9♦ from the discards to her hand. Refusal: "You do not hold that card."" Expected:
that she has drawn already.

The press on the discard, which no move takes after the draw, was explained by the first move a
drop of it anywhere would mean, and the shared rummy drop (``meld_drop``) read the discard
dropped on the discard pile as discarding it. A card of the stock or the discards now means
nothing but a draw, and every rummy game with a discard pile says the draw is made. Gin Rummy,
which read no drop at all, said "The discard pile cannot be moved." """

from __future__ import annotations

import pytest

from cardtable.core.game import Drag
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.meld_table import is_draw_pile

from .helpers import drag, open_window

NAMES = ["Anna", "Ben", "Cleo", "Dan"]
GAMES = ["five_hundreds", "gin_rummy", "arizona_rummy", "desert_rummy", "horseshit_rummy", "sticks",
         "hand_and_foot"]


def drawn_from_the_stock(game_id: str) -> Session:
    """A game where the player to move has just drawn from the stock, with discards to take."""
    game = get_game(game_id)
    session = Session.new(game, NAMES[:2] if game_id == "gin_rummy" else NAMES, {}, 3)
    for _ in range(200):
        legal = game.legal_moves(session.state)
        draws = [m for m in legal if m["kind"] == "draw" and m.get("pile") in ("stock", None)]
        piles = [c for z in game.observation(session.state, None)["zones"].values()
                 if is_draw_pile(z["key"]) and z["key"] != "stock" for c in z["cards"]]
        if draws and piles:
            session.play(draws[0])
            return session
        discards = [m for m in legal if m["kind"] == "discard"]
        session.play((draws or discards or legal)[0])
    raise AssertionError("no draw with discards to take")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_discard_dragged_to_the_hand_after_the_draw_says_the_draw_is_made(qtbot, data_dir, game_id):
    session = drawn_from_the_stock(game_id)
    seat = session.game.current_player(session.state)
    w = open_window(qtbot, (1024, 600), start=False)
    w.show_session(session, "drawn", True, None)
    view = w.table.view
    tops = [i for i in view.card_items() if is_draw_pile(i.spec.zone) and i.spec.zone != "stock" and i.face_up]
    assert tops
    moves = len(w.session.record.moves)
    drag(view, tops[-1], view.zones[f"hand/{seat}"].rect.center())
    said = w.table.hint.text()
    assert said.startswith("You have drawn already"), said
    assert len(w.session.record.moves) == moves


def test_a_card_of_the_discards_is_never_melded_or_discarded_as_it_lies():
    game = get_game("five_hundreds")
    session = drawn_from_the_stock("five_hundreds")
    top = session.state.discard[-1]
    for target in ("discard", "melds/0", "meld0/0"):
        assert game.table_drop(session.state, None, Drag((("discard", top),), (target,))) is None
