"""A move's sentences are public (issue 15, the game log; issue 12, "Hidden cards").

The game log beside the table and the status line show every move's :class:`Event` sentences to
everybody at the table, under the hand-off curtain too. So a sentence may not name a card its
mover could not see before the move (a card drawn from the stock is "a card"), unless the move
shows it to the table (a turned-up trump, a challenge's cards, the hands counted at the end).

Checked on seeded random games of every game: a move that shows no other seat anything new (a
draw shows its card to the drawer only), nothing ``reveals_more`` says, and that does not end a
hand (its counting is said aloud) gives the same
sentences when every card hidden from its mover is dealt differently (``determinize(state,
mover)``): "Ben drew the 5 of hearts" would differ, "Ben drew a card" does not.
"""

import random
from collections import Counter

import pytest

from cardtable.core.game import Move
from cardtable.games import catalogue

from .contract import SHORT_OPTIONS, new_random_game

GAMES = catalogue(include_coming=True)

#: Games where a move's public sentence rightly depends on something hidden from its mover that
#: ``reveals``/``reveals_more`` do not flag (to look at: an undo after such a move would let the
#: mover choose again knowing it).
PUBLIC_OUTCOMES = {
    "ten_thousand": "the dice: a roll comes from the seed, which a determinized copy changes",
    "i_doubt_it": "a challenge shows the pile's cards to the table, even when they go to the mover's hand",
    "court_whist": "who holds the king that names trump is said aloud",
    "sweep": "a blind card is turned up for everybody",
    "fast_track": "a card turned from a new pile after a reshuffle",
    "biscuit": "whether the hand is stale depends on the pile",
    "chicken_foot": "who draws until the starting double shows depends on the boneyard",
    "mexican_train": "who draws until the starting double shows depends on the boneyard",
}

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


@pytest.mark.parametrize("game_id", sorted(set(GAMES) - set(PUBLIC_OUTCOMES)))
def test_a_moves_sentences_never_depend_on_cards_its_mover_cannot_see(game_id):
    game = GAMES[game_id]
    private = lambda before, result, mover: (  # noqa: E731 - what the move shows nobody else
        not shows_another_seat(game, before, result.state, mover)
        and not game.reveals_more(before, Move(move), result.state)
        and not any(getattr(e, "kind", "") in COUNTED for e in result.events))
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
            if mover is not None and len(state.players) > 1 and private(state, result, mover):
                other = game.determinize(state, mover, random.Random(rng.random()))
                again = game.apply(other, move)
                # (Hearts: in a determinized copy the move may be refused; Hand and Foot: the
                # copy's draw may be a red three, laid for all to see; Golf: a card taken
                # from the stack is shown to all, but with two decks a twin the mover had seen
                # can hide that from the copy count of the real move)
                if again.ok and private(other, again, mover):
                    assert [str(e) for e in again.events] == [str(e) for e in result.events], (seed, move)
                    checked += 1
            state = result.state
    assert checked or len(game.info.allowed_counts()) == 1 and game.info.allowed_counts()[0] == 1
