"""A move's sentences are public (issue 15, the game log; issue 12, "Hidden cards"), and undo.

The game log beside the table and the status line show every move's :class:`Event` sentences to
everybody at the table, under the hand-off curtain too. So a sentence may not name a card its
mover could not see before the move (a card drawn from the stock is "a card"), unless the move
shows it to the table (a turned-up trump, a challenge's cards, the hands counted at the end).

And a move that tells the table something its mover could not know cannot be taken back
(``Game.can_undo``): "an undo would let them choose again knowing it", which a family would call
cheating. Hidden from a mover: the cards it cannot see, and the game's seed (the dice to come,
the order of the next shuffle, a cut).

Checked on seeded random games of every game, no game left out, by playing each move again where
everything hidden from its mover is different (``determinize(state, mover)``: the hidden cards
dealt again, a fresh seed). When the sentences differ ("Ben drew the 5 of hearts" would, "Ben
drew a card" does not; "Ben rolls 6 6 1" does):

* the move cannot be undone: a move whose public sentences depend on what is hidden from its
  mover cannot be undone (with one player nobody else is misled: Spider undoes everything);
* and the move must show the table something: another seat sees a piece it had not seen, or a
  piece is turned up for all (the zones), the game's ``reveals_more`` says its public outcome depends on hidden cards (a
  challenge, a blind card, dice), or the hand ends and is counted aloud. A card drawn and named
  shows only its drawer: that sentence fails.
"""

import random
from collections import Counter

import pytest

from cardtable.core.game import Move
from cardtable.games import catalogue

from .contract import SHORT_OPTIONS, new_random_game

GAMES = catalogue(include_coming=True)

#: Events after which the hands are counted aloud (their points are public).
COUNTED = {"hand_over", "round_over", "deal_over", "game_over"}

SEEDS, MOVES = 2, 300


def seen(zones, seat) -> Counter:
    return Counter(c for z in zones for c, v in zip(z.cards, z.visible_to(seat)) if v)


def shows_another_seat(game, before, after, mover) -> bool:
    """Did the move show a seat other than the mover a piece neither it nor the mover saw?"""
    zones_before, zones_after = game.zones(before), game.zones(after)
    for seat in range(len(before.players)):
        if seat == mover:
            continue
        known = Counter(c for z in zones_before
                        for c, mine, theirs in zip(z.cards, z.visible_to(seat), z.visible_to(mover)) if mine or theirs)
        if seen(zones_after, seat) - known:
            return True
    return False


def turns_up(game, before, after, mover) -> bool:
    """Did the move turn up for every seat a piece its mover had not seen (with two players, the
    hand shown at the end is news to the mover only)?"""
    seats = range(len(before.players))
    everybody = Counter(c for z in game.zones(after)
                        for c, *vis in zip(z.cards, *(z.visible_to(s) for s in seats)) if all(vis))
    return bool(everybody - seen(game.zones(before), mover))


def shows_the_table(game, before, move, result, mover) -> bool:
    """Does the move show the table something: a piece another seat had not seen or one turned up
    for all (the zones), what ``reveals_more`` says, or a hand counted aloud?"""
    return (shows_another_seat(game, before, result.state, mover)
            or turns_up(game, before, result.state, mover)
            or game.reveals_more(before, Move(move), result.state)
            or any(getattr(e, "kind", "") in COUNTED for e in result.events))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_moves_sentences_depend_on_what_its_mover_cannot_see_only_if_it_shows_the_table_and_cannot_be_undone(game_id):
    game = GAMES[game_id]
    checked = 0
    for seed in range(SEEDS):
        state, rng = new_random_game(game, seed, SHORT_OPTIONS.get(game_id))
        for _ in range(MOVES):
            if game.is_over(state):
                break
            legal = game.legal_moves(state)
            move = legal[rng.randrange(len(legal))]
            result = game.apply(state, move)
            mover = game.seat_of(state, move)
            if mover is not None and len(state.players) > 1:
                other = game.determinize(state, mover, random.Random(rng.random()))
                again = game.apply(other, move)
                # (Hearts: in a determinized copy the move may be refused)
                if again.ok:
                    checked += 1
                    said, would = [str(e) for e in result.events], [str(e) for e in again.events]
                    if said != would:
                        why = f"seed {seed}, {move}: {said} or else {would}"
                        assert not game.can_undo(state, move, result.state), \
                            f"depends on what its mover cannot see, yet can be undone: {why}"
                        # (Hand and Foot: the copy's draw may be a red three, laid for all to see)
                        assert shows_the_table(game, state, move, result, mover) \
                            or shows_the_table(game, other, move, again, mover), \
                            f"names what only its mover may see: {why}"
            state = result.state
    assert checked or len(game.info.allowed_counts()) == 1 and game.info.allowed_counts()[0] == 1
