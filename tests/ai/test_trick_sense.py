"""The computer players' sense in Hearts and Euchre, from the positions a tester met (s39, F1,
F4, F5): each position set up by hand, each level asked for its choice with fixed seeds."""

from __future__ import annotations

import pytest

from cardtable.ai import agent_for, hint, information_set
from cardtable.games import get_game
from cardtable.games.euchre import strong_alone
from cardtable.games.hearts import best_pass

from .conftest import TEST_BUDGET

SEEDS = range(12)
LEVELS = ("easy", "medium", "hard")


def choices(game, state, seat, level, seeds=SEEDS):
    info = information_set(game, state, seat)
    return [agent_for(level).choose(game, info, seed, TEST_BUDGET) for seed in seeds]


# ----- Euchre -----------------------------------------------------------------------------------
EUCHRE_DECK = [r + s for s in "SHDC" for r in ("9", "10", "J", "Q", "K", "A")]


def euchre_order(hand: tuple[str, ...], seat: int = 1, dealer: int = 2, upcard: str = "QH"):
    """Round one of making trump: the dealer turned ``upcard``; ``seat`` is to say (the seats
    before it passed); the other cards dealt to the others and the kitty."""
    game = get_game("euchre")
    state = game.setup(["Anna", "Bart", "Max", "Hilde"], {}, seed=1)
    rest = [c for c in EUCHRE_DECK if c not in hand and c != upcard]
    hands, others = [], iter(range(0, 15, 5))
    for s in range(4):
        if s == seat:
            hands.append(tuple(hand))
        else:
            i = next(others)
            hands.append(tuple(rest[i:i + 5]))
    state = state.replace(hands=tuple(hands), kitty=tuple(rest[15:18]), upcard=upcard, dealer=dealer,
                          turn=seat, phase="order")
    assert game.to_act(state) == (seat,)
    return game, state


@pytest.mark.parametrize("level", LEVELS)
def test_no_level_goes_alone_holding_one_trump(level):
    """F1: "Going alone - ... If you take all five tricks, you get double points! Otherwise it is
    all the normal amount of points.": a lone hand must take nearly every trick. An Easy player
    ordered up the Q♥ alone holding the A♥ as its only trump, and was euchred."""
    game, state = euchre_order(("AH", "9S", "10S", "JS", "KC"))
    picked = choices(game, state, 1, level)
    assert not any(m.get("alone") for m in picked), picked
    if level != "hard":  # one trump: not even with the partner (Easy bids as Medium does)
        assert all(m.kind == "pass" for m in picked), picked


def test_the_dealers_partner_passes_without_a_lone_hand():
    """ "If the partner of the dealer wants this trump they must go alone": with a weak hand the
    only sensible answer is to pass, at every level."""
    game, state = euchre_order(("JH", "9H", "10S", "JS", "KC"), seat=0, dealer=2)
    for level in LEVELS:
        assert all(m.kind == "pass" for m in choices(game, state, 0, level)), level


def test_medium_goes_alone_with_a_lone_hand():
    """Both bowers, the ace and the king of trump and an off ace: alone, for the double points."""
    game, state = euchre_order(("JH", "JD", "AH", "KH", "AS"))
    assert {hint(game, information_set(game, state, 1), s) for s in SEEDS} == {
        game.legal_moves(state, 1)[2]}
    assert game.legal_moves(state, 1)[2].get("alone") is True


def test_what_counts_as_a_lone_hand():
    assert strong_alone(("JH", "JD", "AH", "KH", "AS"), "H")
    assert strong_alone(("JH", "JD", "AH", "AC", "AS"), "H")  # the three highest and two aces
    assert not strong_alone(("JH", "JD", "AH", "9C", "AS"), "H")  # the 9♣ loses a trick
    assert strong_alone(("9H", "10H", "QH", "KH", "AH"), "H")  # five trumps
    assert not strong_alone(("AH", "9S", "10S", "JS", "KC"), "H")
    assert not strong_alone(("JH", "JD", "AH", "KH", "KS"), "H")  # a king may lose a trick
    # the dealer with the card turned up drops his weakest card first
    assert strong_alone(("JH", "JD", "AH", "KH", "AS", "9C"), "H")


# ----- Hearts -----------------------------------------------------------------------------------
HEARTS_DECK = [r + s for s in "SHDC" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")]


def hearts_play(hands: dict[int, tuple[str, ...]], seat: int, trick: tuple[str, ...] = (), leader: int | None = None):
    """Hearts not broken, seven tricks played (none with a point in it), ``seat`` to play; the
    cards not in ``hands`` are the kitty and the won tricks."""
    game = get_game("hearts")
    state = game.setup(["Anna", "Bart", "Max", "Hilde"], {}, seed=1)
    held = [c for h in hands.values() for c in h] + list(trick)
    rest = [c for c in HEARTS_DECK if c not in held]
    assert not any(c.endswith("H") or c == "QS" for c in rest)
    kitty, won = tuple(rest[:4]), tuple(rest[4:])
    leader = seat if leader is None else leader
    state = state.replace(phase="play", hands=tuple(hands[s] for s in range(4)), kitty=kitty,
                          won=(won, (), (), ()), tricks=(len(won) // 4, 0, 0, 0), kitty_taker=0,
                          passed=((),) * 4, received=((),) * 4, broken=False, leader=leader,
                          trick=trick, turn=seat)
    assert game.to_act(state) == (seat,)
    return game, state


F4_HANDS = {
    0: ("8H", "10H", "JH", "AS", "2S"),
    1: ("QH", "KH", "AH", "3S", "4S"),
    2: ("QS", "KS", "4H", "7H", "9H"),
    3: ("2H", "3H", "5H", "6H", "5S"),
}


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_no_lead_of_ones_own_queen_of_spades(level):
    """F4: "Avoid winning any tricks that include a heart or the queen of spades"; "Hearts may
    not be led until a heart or the Queen of Spades has been played". Holding Q♠ K♠ and only
    hearts besides, a Medium player led its queen (and took it back with 13 points): the K♠
    was the other lead."""
    game, state = hearts_play(F4_HANDS, 2)
    picked = {m["card"] for m in choices(game, state, 2, level)}
    assert picked == {"KS"}


def test_no_lead_of_a_high_spade_while_the_queen_is_out():
    """Holding the A♠ with the Q♠ still out, a lone queen must drop on it: lead something else."""
    hands = {0: ("8H", "10H", "JH", "QS", "2S"), 1: ("QH", "KH", "AH", "3S", "4S"),
             2: ("AS", "9C", "4H", "7H", "9H"), 3: ("2H", "3H", "5H", "6H", "5S")}
    game, state = hearts_play(hands, 2)
    assert {hint(game, information_set(game, state, 2), s)["card"] for s in SEEDS} == {"9C"}


def test_a_void_sheds_the_queen_of_spades_first():
    """ "If a player has no cards in the suit led, a card of any other suit may be played": the
    Q♠ goes first, not the A♦ (it sat in the hand to be caught later)."""
    hands = {0: ("8H", "10H", "JH", "AS"), 1: ("QH", "KH", "AH", "3S"),
             2: ("QS", "AD", "KD", "4H", "7H"), 3: ("2H", "3H", "5H", "6H", "9H")}
    game, state = hearts_play(hands, 2, trick=("10C", "JC"), leader=0)
    assert {hint(game, information_set(game, state, 2), s)["card"] for s in SEEDS} == {"QS"}


F5_HAND = ("3S", "8S", "JS", "5H", "6H", "QH", "10C", "JC", "6D", "7D", "QD", "AD")


def hearts_pass(hand: tuple[str, ...], seat: int = 0):
    game = get_game("hearts")
    state = game.setup(["Anna", "Bart", "Max", "Hilde"], {}, seed=1)
    rest = [c for c in HEARTS_DECK if c not in hand]
    hands = [tuple(rest[i * 12:(i + 1) * 12]) for i in range(3)]
    hands.insert(seat, hand)
    state = state.replace(hands=tuple(hands), kitty=tuple(rest[36:]))
    assert state.phase == "passing" and seat in game.to_act(state)
    return game, state


def test_the_pass_hint_keeps_the_low_spade():
    """F5: the hint passed the 3♠ (the guard against the Queen of Spades), the J♠ and the J♣,
    keeping the A♦, Q♦ and Q♥. "each player chooses three cards and passes them": the high,
    dangerous ones."""
    game, state = hearts_pass(F5_HAND)
    info = information_set(game, state, 0)
    for seed in SEEDS:
        cards = set(hint(game, info, seed)["cards"])
        assert not cards & {"3S", "8S", "5H", "6H", "6D", "7D"}, cards
        assert len(cards & {"AD", "QD", "QH"}) >= 2, cards


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_an_unguarded_queen_of_spades_is_passed_and_low_cards_kept(level):
    """Hard passed its 4♥ and 3♦ (F4): every level that thinks passes by the same policy."""
    hand = ("QS", "4S", "4H", "3D", "KD", "2C", "5C", "9C", "KC", "6H", "8D", "10H")
    game, state = hearts_pass(hand)
    for move in choices(game, state, 0, level, range(4)):
        assert set(move["cards"]) == set(best_pass(hand)) == {"QS", "KD", "KC"}, move


def test_a_guarded_queen_of_spades_is_kept():
    """With three low spades to play under every spade lead, the queen is safe at home."""
    hand = ("QS", "2S", "5S", "7S", "4H", "3D", "KD", "2C", "5C", "AC", "6H", "AH")
    assert "QS" not in best_pass(hand)
    assert set(best_pass(hand)) == {"AH", "AC", "KD"}
