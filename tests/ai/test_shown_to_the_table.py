"""What the table saw of hidden hands, kept in the search's samples (issue 15: Hard plays out
only what can happen): a Fan Tan pass (the passer lacks what the grid took), a card Thirty-One
took from the discard pile (it is in that hand). The trick games' voids are in
test_trick_taking.py. All go through ``Game.shown_lacking`` / ``shown_holding``."""

from __future__ import annotations

from collections import Counter

import pytest


def test_a_search_deals_a_fan_tan_passer_none_of_the_cards_the_grid_took_then():
    """Fan Tan: "if the player to the dealer's left cannot play a 7, they add one chip to the pot
    and play continues to the left" (and so on for the cards next to the rows): a pass shows the table
    the passer holds none of the cards the grid would take. Hands only shrink in a deal, so the
    search's samples deal it none of them for the rest of the deal (the shared ``keep_out``)."""
    import random

    from cardtable.games import get_game

    fan_tan = get_game("fan_tan")
    state = fan_tan.setup(["Ann", "Bob", "Cy", "Di"], {}, 3)
    rng = random.Random(2)
    passes = 0
    while passes < 6 and state.phase == "play":
        move = rng.choice(fan_tan.legal_moves(state))
        if move.kind == "pass":
            passer, wanted = state.turn, set(fan_tan.wanted(state))
            passes += 1
        state = fan_tan.apply(state, move).state
        if move.kind == "pass" and state.phase == "play":
            assert wanted <= set(state.lacks[passer])
    assert passes == 6 and state.phase == "play", (passes, state.phase)
    checked = 0
    for viewer in range(4):
        assert fan_tan.observation(state, viewer)["public"]["lacks"] == [list(c) for c in state.lacks]
        for i in range(20):
            sample = fan_tan.determinize(state, viewer, random.Random(i))
            assert fan_tan.observation(sample, viewer) == fan_tan.observation(state, viewer)
            for s, lacks in enumerate(state.lacks):
                if s != viewer:
                    assert not set(lacks) & set(sample.hands[s]), (s, lacks, sample.hands[s])
                    checked += bool(lacks)
    assert checked
    # the option that lets a player pass while able makes a pass tell nothing
    state = fan_tan.setup(["Ann", "Bob", "Cy"], {"penalty_pass": True}, 3)
    state = fan_tan.apply(state, next(m for m in fan_tan.legal_moves(state) if m.kind == "pass")).state
    assert not any(state.lacks)


def _watched_playout(monkeypatch, game_id: str, seed: int) -> list:
    """Every state a Hard playout passes through, from the start of deal ``seed``."""
    import random

    from cardtable.ai.agents import HardAgent
    from cardtable.games import get_game

    game = get_game(game_id)
    state = game.setup(["Ann", "Bob", "Cy", "Di"], {}, seed)
    seen = []
    perform = type(game).perform

    def watched(self, state, move):
        result = perform(self, state, move)
        seen.append(result.state)
        return result

    monkeypatch.setattr(type(game), "perform", watched)
    HardAgent().playout(game, state, 0, random.Random(1))
    return seen


def test_hard_plays_a_fan_tan_deal_out_to_its_end_not_to_the_first_pass(monkeypatch):
    """Every pass pays a chip, so the chips change nearly every round; a playout that stopped
    at the first change judged a move by who passed next. The game names what ends a hand for
    the search (``ai_playout_key``): the deal."""
    seen = _watched_playout(monkeypatch, "fan_tan", 5)
    chips = [s.chips for s in seen]
    assert len(set(chips)) > 2, "the playout went on past the first chip paid"
    assert seen[-1].phase != "play" and all(s.phase == "play" for s in seen[:-1])


def test_hard_plays_a_rummoli_round_out_to_its_end_not_to_the_first_space_paid(monkeypatch):
    """Rummoli: "The first player to get rid of all his cards collects the chips on the space
    marked "Rummoli" and this marks the end of one round. At this point each player finds the 5
    cards that will create their best poker hand and the highest poker hand will take the chips
    in the spot marked as "Poker"". The other spaces pay as their cards are played: a playout
    that stopped at the first space paid never saw the round's end; it goes on to it."""
    seen = _watched_playout(monkeypatch, "rummoli", 2)
    chips = [s.chips for s in seen]
    assert len(set(chips)) > 2, "the playout went on past the first space paid"
    assert seen[-1].phase == "round_over" and all(s.phase != "round_over" for s in seen[:-1])
    assert seen[-1].round_no == seen[0].round_no


def test_a_card_taken_from_the_thirty_one_discards_stays_in_the_takers_hand_in_every_sample():
    """Thirty-One: "At your turn you may draw a card from the stock pile or the discard pile": the
    card on the discard pile is face up, so a player who takes it is seen to hold it until it is
    discarded again. The samples keep it in that hand; once discarded, it is free again."""
    import random

    from cardtable.games import get_game

    game = get_game("thirty_one")
    state = game.setup(["Ann", "Bob", "Cy", "Di"], {}, 11)
    taker = state.turn
    top = state.discard[-1]
    state = game.apply(state, next(m for m in game.legal_moves(state) if m.get("source") == "discard")).state
    assert state.taken[taker] == (top,)
    keep = next(c for c in state.hands[taker] if c != top)
    state = game.apply(state, next(m for m in game.legal_moves(state) if m.get("card") == keep)).state
    assert game.observation(state, 2)["public"]["taken"][taker] == [top]
    for viewer in (s for s in range(4) if s != taker):
        for i in range(30):
            sample = game.determinize(state, viewer, random.Random(i))
            assert top in sample.hands[taker]
            assert game.observation(sample, viewer) == game.observation(state, viewer)
    # play round until the taker lets it go: then it is anybody's again
    rng = random.Random(4)
    while top in state.hands[taker] and state.phase in ("draw", "discard"):
        legal = game.legal_moves(state)
        move = next((m for m in legal if m.get("card") == top), None) or rng.choice(
            [m for m in legal if m.kind != "knock"] or legal)
        state = game.apply(state, move).state
    if state.phase in ("draw", "discard"):
        assert not state.taken[taker]


# ----- the rummy games: a discard taken is seen to go into the hand ----------------------------
#: Each game, its players, and the rule saying the discard is taken (the book,
#: ../shared/rules/004_312affb30e9b3af0.txt).
RUMMY_TAKES = {
    "gin_rummy": (2, "a turn consists of a draw from the stock pile or the top card of the discard pile"),
    "desert_rummy": (4, "Play consists of draw, play and discard in centre pile."),
    "push": (4, "take a face-down card off the top of the stock cards, put it on top of the card from the "
                "discard pile, and push these two cards to the opponent on your left"),
    "ten_dime_rummy": (4, "If you want the top card from the discard pile you must buy it"),
    "five_hundreds": (3, "You may \u201cdig deep\u201d to pick a card"),
    "horseshit_rummy": (4, "You can pick the pile as \u201cdeep\u201d as you want to"),
    "arizona_rummy": (3, "draw from the stock or any player's pile"),
    "sticks": (3, "At the beginning of each turn you draw a card from the deck or the discard pile."),
    "hand_and_foot": (4, "The player may pick up two cards from the stock-pile, or pick the pile (ALL of the "
                         "discard pile)"),
}


def _takes(move) -> bool:
    """A move taking from the discards: a buy, a push, Hand and Foot's pick, or a draw from a
    pile that is not the stock (Hand and Foot's draw, from the stock, names no pile)."""
    kind = move.get("kind")
    return kind in ("buy", "push", "pick") or kind == "draw" and move.get("pile", "stock") != "stock"


def _seen_taken(state) -> list[Counter[str]]:
    return [Counter(t) for t in (state.taken or ((),) * len(state.players))]


def _left_in_play(game, state) -> bool:
    return not game.is_over(state) and state.phase not in ("hand_over", "round_over", "game_over")



@pytest.mark.parametrize("game_id", sorted(RUMMY_TAKES))
def test_a_rummy_discard_taken_stays_in_the_takers_hand_in_every_sample_until_seen_to_leave(game_id):
    """The discard pile is face up, so a card taken from it (drawn, bought, pushed, dug for) goes
    into that hand in everybody's sight (each game's rule in ``RUMMY_TAKES``): it is public in
    ``taken``, the search's samples for every other seat keep it in that hand, and the samples look
    the same to the seat as the real position. It stays marked until a move everybody sees takes it
    out of the hand (discarded, melded, laid off): then it is anybody's again."""
    import random

    from cardtable.games import get_game

    game = get_game(game_id)
    players = RUMMY_TAKES[game_id][0]
    state = game.setup([f"P{i}" for i in range(players)], {}, 7)
    rng = random.Random(3)
    for _ in range(400):
        legal = game.legal_moves(state)
        takes = [m for m in legal if _takes(m)]
        if takes and rng.random() < 0.5:
            take = rng.choice(takes)
            # (a Hand and Foot pile of one card: its top goes to a meld, nothing into the hand)
            if _seen_taken(game.apply(state, take).state) != _seen_taken(state):
                break
        state = game.apply(state, rng.choice([m for m in legal if not _takes(m)] or legal)).state
        if not _left_in_play(game, state):
            state = game.apply(state, game.legal_moves(state)[0]).state
    before = _seen_taken(state)
    state = game.apply(state, take).state
    after = _seen_taken(state)
    grew = [s for s in range(players) if after[s] - before[s]]
    assert len(grew) == 1, (before, after)
    taker = grew[0]
    assert game.observation(state, None)["public"]["taken"][taker] == list(state.taken[taker])
    held = after[taker]
    for viewer in (s for s in range(players) if s != taker):
        seen = game.observation(state, viewer)
        for i in range(30):
            sample = game.determinize(state, viewer, random.Random(i))
            assert not held - Counter(sample.hands[taker]), (viewer, i, held, sample.hands[taker])
            assert game.observation(sample, viewer) == seen
    # play on, the taker letting its marked cards go first, until one is seen to leave
    for _ in range(400):
        legal = game.legal_moves(state)
        marked = set(state.taken[taker])
        lets_go = [m for m in legal if m.get("seat", state.turn) == taker
                   and ({m.get("card")} | set(m.get("cards") or ())) & marked]
        move = rng.choice(lets_go or [m for m in legal if not _takes(m)] or legal)
        new = game.apply(state, move).state
        if not _left_in_play(game, new):
            return  # the hand ended first: every hand is shown, nothing left to keep
        if _seen_taken(new)[taker] != _seen_taken(state)[taker]:
            gone = _seen_taken(state)[taker] - _seen_taken(new)[taker]
            assert gone and set(gone) <= {move.get("card")} | set(move.get("cards") or ()), (move, gone)
            return
        state = new
    raise AssertionError("the taker never let a marked card go")



def test_a_seat_seen_to_take_two_copies_of_a_card_holds_both_in_every_sample():
    """Desert Rummy is played with two decks: a seat seen to take both 7 of hearts (say) from the
    discards holds both in every sample, one seen to take one holds at least that one. What is
    marked is only what the table saw: a seat that took one copy and was dealt the other is not
    marked for the second (``seen_leaving`` never looks at the hand)."""
    import random

    from cardtable.games import get_game

    game = get_game("desert_rummy")
    state = game.setup(["Ann", "Bob", "Cy", "Di"], {}, 5)
    assert state.phase == "draw"
    twice = sorted(c for c, n in game.deck_counts(state).items() if n == 2 and c != "JK")
    card = next(c for c in twice if c not in state.hands[0] + state.discard)
    # both copies into Bob's hand, each swapped with a card of his that is not one
    hands = [list(h) for h in state.hands]
    stock = list(state.stock)
    for pile in hands[2:] + [stock]:
        while card in pile:
            k, j = pile.index(card), next(i for i, c in enumerate(hands[1]) if c != card)
            pile[k], hands[1][j] = hands[1][j], pile[k]
    assert hands[1].count(card) == 2
    state = state.replace(hands=tuple(map(tuple, hands)), stock=tuple(stock))
    for taken, least in (((card, card), 2), ((card,), 1)):
        marked = state.replace(taken=((), taken, (), ()))
        for viewer in (0, 2, 3):
            seen = game.observation(marked, viewer)
            for i in range(30):
                sample = game.determinize(marked, viewer, random.Random(i))
                assert sample.hands[1].count(card) >= least, (taken, viewer, i, sample.hands[1])
                assert game.observation(sample, viewer) == seen
    # one copy seen to leave (melded, discarded...): one stays marked, whatever the hand holds
    from cardtable.games.melds import seen_leaving

    assert seen_leaving(((), (card, card), (), ()), 1, (card,)) == ((), (card,), (), ())
    assert seen_leaving(((), (card,), (), ()), 1, (card,)) == ((), (), (), ())


def test_keep_known_counts_copies_and_leaves_a_copy_where_it_belongs():
    """``keep_known`` (cardtable/core/game.py) on hand-made places: a copy already in the seat's
    pile stays put (no swap), a second copy seen taken is brought in, and with one deck a card seen
    taken is swapped in from wherever the uniform sample put it."""
    from cardtable.core.game import keep_known

    bob, cy, stock = ["7H", "2C"], ["7H", "3D"], ["5S", "9S"]
    places = [(bob, 1, 0), (bob, 1, 1), (cy, 2, 0), (cy, 2, 1), (stock, None, 0), (stock, None, 1)]
    free = keep_known(places, {1: Counter({"7H": 1})})
    assert bob == ["7H", "2C"] and cy == ["7H", "3D"]
    assert free is not None and (bob, 1, 0) not in free and len(free) == 5
    free = keep_known(places, {1: Counter({"7H": 2})})
    assert bob == ["7H", "7H"] and cy == ["2C", "3D"] and free is not None and len(free) == 4
    free = keep_known(places, {1: Counter({"7H": 2}), 2: Counter({"9S": 1})})
    assert bob == ["7H", "7H"] and sorted(cy) == ["3D", "9S"] and "2C" in stock
    assert keep_known(places, {1: Counter({"7H": 2, "9S": 1})}) is None  # Bob holds two cards only
