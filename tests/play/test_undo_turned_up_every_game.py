"""Undo after a card is turned up, over every game (s39 t1): a move that turns up, for the whole
table, a card its own mover had not seen (Golf's grid card, Pirate's own stock, a stock card
turned) cannot be taken back at a table of people, and the words say which card; and no game
with several players lets a move that showed its mover such a card be taken back (Spider's
"undo as far back as you like" is for one player: it opens the Undo before it, which would
mislead nobody only where nobody else saw the card).

Seeded random games through the play controller, all seats people."""

from __future__ import annotations

import random

import pytest

from cardtable.core.cards import card_name, is_card
from cardtable.core.session import Session
from cardtable.core.shown import shown_to_all
from cardtable.core.zones import known_to
from cardtable.games import catalogue
from cardtable.play import PlayController, Seat
from tests.games.contract import SHORT_OPTIONS, new_random_game

GAMES = catalogue(include_coming=True)
MOVES = 150


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_card_turned_up_that_its_mover_had_not_seen_stops_the_undo(game_id):
    game = GAMES[game_id]
    first, rng = new_random_game(game, 0, SHORT_OPTIONS.get(game_id))
    session = Session.new(game, list(first.players), dict(first.options), first.seed)
    ctl = PlayController(session, [Seat(name) for name in first.players])
    several = len(first.players) > 1
    for _ in range(MOVES):
        state = session.state
        if game.is_over(state):
            break
        legal = game.legal_moves(state)
        move = legal[rng.randrange(len(legal))]
        mover = game.seat_of(state, move)
        if isinstance(ctl.play(move), type(None)) or session.state is state:
            break
        after = session.state
        if mover is None or not session.record.moves or session.record.moves[-1] != move:
            continue  # (the table played on by itself after it)
        try:
            knew = known_to(game.zones(state), mover)
        except NotImplementedError:
            return
        new = [c for c in shown_to_all(game, state, after) if not knew[c]]
        if several and game.can_undo(state, move, after):
            assert not (known_to(game.zones(after), mover) - knew), \
                f"{move}: showed its mover a card it had not seen, yet can be taken back"
        if new and several and ctl.last_turn_size() == 1:
            reason = ctl.undo_refusal()
            assert reason is not None, f"{move} turned up {new}, yet Undo would take it back"
            named = [card_name(c) for c in new if is_card(c)]
            if named and len(named) <= 4 and not game.cannot_undo_words(move) \
                    and move.kind not in game.between_hands:
                assert any(n in reason for n in named), f"{move}: {reason!r} names none of {named}"
