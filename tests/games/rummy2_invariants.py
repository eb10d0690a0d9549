"""The "Rummy II" games' invariants (issue 19), checked after every move of the contract's random
games (``tests/games/invariants.py``): every meld on the table is valid under the game's rules;
round totals are as the text fixes them. (Every card in exactly one place is the contract's own
check.)"""

from cardtable.games.meld_table import meld_of
from cardtable.games.melds import Meld, classify


def check_arizona_move(game, before, move, applied):
    from cardtable.games.arizona_rummy import PLAY, rules_for, value

    state = applied.state
    if state.phase in ("hand_over", "game_over") and len(state.round_points) > len(before.round_points):
        # "You count back any cards remaining in your hand."
        assert state.round_points[-1] == tuple(sum(value(c, state.round_no) for c in h) for h in state.hands)
        if state.out_seat >= 0:
            assert state.round_points[-1][state.out_seat] == 0
    rules = rules_for(state.round_no)
    for data in state.melds:
        meld = meld_of(data)
        assert isinstance(classify(meld.cards, rules), Meld), meld
        assert all(s == meld.owner for s, _ in meld.added)  # "You may only play on your own cards."
    if state.phase == PLAY:
        assert state.hands[state.turn], "a player in their turn keeps a discard"


def check_horseshit_move(game, before, move, applied):
    from cardtable.games.horseshit_rummy import value

    state = applied.state
    for data in state.melds:
        meld = meld_of(data)
        assert isinstance(game.classify(state, meld.cards), Meld), meld
        assert meld.kind == "set"  # "Only sets are permitted. No runs."
    for seat, card in enumerate(state.shown):
        assert not card or state.hands[seat][0] == card  # the face-up deal card, still in hand
    if len(state.hand_points) > len(before.hand_points):
        # "Count all points played out in front of you less any cards still in your hand."
        aces = state.options.get("aces_50", False)
        on_table = sum(value(c, state.wild, aces) for m in state.melds for c in m[1])
        in_hand = sum(value(c, state.wild, aces) for h in state.hands for c in h)
        assert sum(state.hand_points[-1]) == on_table - in_hand


def check_sticks_move(game, before, move, applied):
    from cardtable.games.meld_table import as_kind
    from cardtable.games.sticks import FREE, PLAY, RULES, TO_WIN

    state = applied.state
    for data in state.melds:
        meld = meld_of(data)
        assert isinstance(as_kind(meld.cards, meld.kind, RULES), Meld), meld  # "at least one natural card"
    for got in state.collected:
        assert len(got) <= TO_WIN and (len(got) < TO_WIN or got[-1] != FREE)  # a free 7th "does not count"
    if move.get("kind") == "play_stick":
        seat = move["seat"]
        assert before.sticks[seat] and state.collected[seat][-1] == before.sticks[seat]
        # "No extra cards beyond the stick requirement can be played at this time."
        assert len(state.hands[seat]) == len(before.hands[seat]) - len(move["cards"])
    if state.phase == PLAY:
        assert state.hands[state.turn], "a player in their turn keeps a discard"


def check_hand_and_foot_move(game, before, move, applied):
    from cardtable.core.cards import RANK_OF
    from cardtable.games.canasta_melds import CANASTA, WILD, is_red_three, is_wild

    state = applied.state
    for team, rank, cards in state.melds:
        assert 3 <= len(cards) <= CANASTA  # "a minimum of three cards"; a canasta closes at seven
        if rank == WILD:
            assert all(is_wild(c) for c in cards)
        else:
            assert all(is_wild(c) or RANK_OF[c] == rank for c in cards) and rank != "3"
            assert sum(not is_wild(c) for c in cards) >= 2
    for t in (0, 1):  # a rank's new meld waits for the open one
        open_ranks = [r for tt, r, c in state.melds if tt == t and len(c) < CANASTA]
        assert len(open_ranks) == len(set(open_ranks))
    if state.phase in ("play", "draw") and move.get("kind") != "next_round":
        seat = move["seat"]
        assert not any(is_red_three(c) for c in state.hands[seat]) or not state.stock
    if len(state.round_scores) > len(before.round_scores):
        res = state.round_scores[-1]
        assert res == game.round_result(state)
