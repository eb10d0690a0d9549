"""Every game played with partners says who partners whom (:meth:`Game.seat_teams`).

The finding: Partner Biscuit (4 computers) ended "Robo Rex and Robo Remy tie for the win." under
a score sheet with their one team's 35: Biscuit's "partners" option played two teams, but the
game declared no teams, so the result words took the partners' shared win for a tie, and the
computer players were never told that a partner's gain is their own (seat_teams' "The computers
count a partner's gain as their own"). Nothing checked that a game whose house rule plays
partners declares them.

So, over the whole catalogue: a house rule that plays partners (an on/off option whose id or
name says partners or teams, and which needs no other option to be on) gives teams at every
count it plays with, together with every value of each other option, and none when it is off;
a :attr:`Game.partnership` game gives teams at every count above two; and a game whose rules
speak of partners at all gives teams at some count, or is named below with the reason it does
not.
"""

from __future__ import annotations

import inspect
import re

import pytest

from cardtable.core.game import Game, OptionError, OptionSpec
from cardtable.games import catalogue

PLAYERS = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Finn", "Gus", "Hana", "Ivo", "Jo"]
PARTNER_WORDS = re.compile(r"partner|team", re.IGNORECASE)

#: Games whose rules mention partners but whose win is no team's.
NO_TEAMS = {
    # "each set of partners will change after every game": a game's partners are told at its
    # start and score alike, but the evening's winner is the best grand total of one player
    "court_whist": "partners change after every game; each player's own total wins",
}


def partner_options(game: Game) -> list[OptionSpec]:
    """The house rules that play partners: on/off, named for partners or teams, needing no
    other option (Fast Track's "Partners", not its "Play for your partner", which needs it)."""
    return [o for o in game.info.options
            if isinstance(o.default, bool) and o.needs is None and PARTNER_WORDS.search(f"{o.id} {o.label}")]


def option_sets(game: Game, count: int, fixed: dict) -> list[dict]:
    """``fixed`` alone, then with each other option at each value it plays with at ``count``."""
    sets = [dict(fixed)]
    for option in game.info.options:
        if option.id in fixed:
            continue
        for value in option.values_with(count):
            if value != option.default:
                sets.append({**fixed, option.id: value})
    return sets


def set_up(game: Game, count: int, options: dict):
    """The game dealt for ``count`` players with ``options``; None where set-up refuses the set
    (two house rules that do not go together)."""
    try:
        return game.setup(PLAYERS[:count], options, seed=7)
    except OptionError:
        return None


def assert_teams(game: Game, state, why: str) -> None:
    teams = game.seat_teams(state)
    assert teams is not None, f"{game.info.id} {why}: partners play, but seat_teams() is None"
    sizes = [teams.count(t) for t in set(teams)]
    assert len(sizes) >= 2 and min(sizes) >= 2, f"{game.info.id} {why}: teams {teams}"


GAMES = catalogue()
WITH_OPTION = [(gid, o.id) for gid, g in sorted(GAMES.items()) for o in partner_options(g)]


def test_the_scan_finds_the_partner_options():
    assert ("biscuit", "partners") in WITH_OPTION and ("fast_track", "partners") in WITH_OPTION
    assert ("fast_track", "partner_helps") not in WITH_OPTION  # (it needs "partners")


@pytest.mark.parametrize("game_id,option_id", WITH_OPTION)
def test_a_partners_option_declares_the_teams(game_id, option_id):
    game = GAMES[game_id]
    option = game.info.option(option_id)
    played = [n for n in game.info.allowed_counts() if option.plays_with(True, n)]
    assert played, f"{game_id}'s {option_id} plays at no count"
    dealt = 0
    for n in played:
        for options in option_sets(game, n, {option_id: True}):
            state = set_up(game, n, options)
            if state is not None:
                dealt += 1
                assert_teams(game, state, f"with {n} players and {options}")
        if not game.partnership:
            off = set_up(game, n, {option_id: False})
            assert off is not None and game.seat_teams(off) is None, f"{game_id} without {option_id}"
    assert dealt


@pytest.mark.parametrize("game_id", sorted(g for g, game in GAMES.items() if game.partnership))
def test_a_partnership_game_declares_the_teams(game_id):
    game = GAMES[game_id]
    for n in game.info.allowed_counts():
        if n > 2:
            state = set_up(game, n, {})
            assert state is not None
            assert_teams(game, state, f"with {n} players")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_game_that_speaks_of_partners_plays_them_somewhere(game_id):
    """A game whose module speaks of partners gives teams at some count and option set (5 in a
    Row at four, with no option), or is in :data:`NO_TEAMS` with the reason."""
    game = GAMES[game_id]
    text = inspect.getsource(inspect.getmodule(type(game)))
    if "partner" not in text.lower() or game_id in NO_TEAMS:
        return
    for n in game.info.allowed_counts():
        fixed = {o.id: True for o in partner_options(game) if o.plays_with(True, n)}
        for options in option_sets(game, n, fixed):
            state = set_up(game, n, options)
            if state is not None and game.seat_teams(state) is not None:
                assert_teams(game, state, f"with {n} players and {options}")
                return
    pytest.fail(f"{game_id} speaks of partners but never declares teams (seat_teams); "
                "declare them, or name it in NO_TEAMS with the reason")


def test_no_teams_names_only_games_that_speak_of_partners():
    for game_id in NO_TEAMS:
        assert "partner" in inspect.getsource(inspect.getmodule(type(GAMES[game_id]))).lower()
