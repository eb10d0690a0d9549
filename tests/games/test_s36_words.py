"""Words found wrong by the s36 testers, in the engines' own sentences."""

from cardtable.core.shown import move_showed
from cardtable.games import get_game
from tests.games.contract import seeded_turns


def test_a_hand_and_foot_draw_of_two_is_said_as_two_when_a_twin_lies_face_up():
    """ "The player may pick up two cards from the stock-pile": Cleo drew two, and her undo was
    refused with "Your last move drew 1 card from the stock" (s36 t3 #4): with five decks, a drawn
    card's twin lay face up on the table and was left out of the count."""
    game = get_game("hand_and_foot")
    said = []

    def draw_two(state, seat, moves, rng):
        draws = [m for m in moves if m.kind == "draw"]
        return draws[0] if draws and len(state.stock) >= 2 else rng.choice(moves)

    for seed in range(3):
        for state, seat, _, move, after in seeded_turns(game, ["Anna", "Ben", "Cleo", "Dev"], seed, 60, draw_two):
            if move.kind == "draw":
                said.append(move_showed(game, state, move, after, seat))
    # (a red three drawn is laid face up and another card drawn for it: "turned up the 3 of
    # hearts from the stock", or three cards drawn)
    assert "drew 2 cards from the stock" in said and "drew 1 card from the stock" not in said


def test_the_hand_and_foot_hint_draws_two_cards():
    """ "The player may pick up two cards from the stock-pile": the hint said "draw a card from the
    stock" under the prompt "draw two cards or pick the pile" (s36 t2 #2)."""
    game = get_game("hand_and_foot")
    state = game.setup(["Anna", "Ben"], {}, 1)
    seat = game.to_act(state)[0]
    draw = next(m for m in game.legal_moves(state, seat) if m.kind == "draw")
    assert game.hint_words(state, draw) == "draw two cards from the stock."


def test_hearts_across_with_five_says_two_players_to_the_left():
    """ "If more than four players change the 'Across' round to be '2 players to the left'": the
    log said "Pass three cards 2 to the left.", a bare 2 that reads like a card (s36 t1 #5)."""
    from cardtable.games.hearts import ACROSS, pass_words

    assert pass_words(ACROSS, 5) == "two players to the left"
    assert pass_words(ACROSS, 4) == "across"
