"""What the first-dealer tests (test_first_dealer.py, tests/store/test_first_dealer_saves.py)
share: who plays each game there, and the seat that dealt."""

FOUR = ["Anna", "Ben", "Cleo", "Dev"]
TWO = ["Anna", "Ben"]
#: the games played by two there (the fishing games are for two); the others by four
BY_TWO = {"scopa", "cassino"}
#: the domino games, which keep no dealer: their seed and options give it
DOMINOES = ["mexican_train", "chicken_foot"]


def players_of(game_id: str) -> list[str]:
    return list(TWO if game_id in BY_TWO else FOUR)


def dealer_of(game, state) -> int:
    """The seat that dealt the hand in play (a domino game keeps no dealer:
    :meth:`~cardtable.games.dominoes.DominoGame.dealer` gives it)."""
    return state.dealer if hasattr(state, "dealer") else game.dealer(state, state.hand_no)
