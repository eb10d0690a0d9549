"""The finding (s35): the games' log lines were in mixed tenses. Board, dice, shedding and
counting games said "Ben plays the 7 of spades", the rummy and trick-taking family "Ben drew a
card", "Cleo won the trick", some games both within one game (a game's own lines in the present,
the shared tricks or melds lines in the past). Wanted: every game's log in one tense, the
present ("Ben draws a card.", "Cleo takes the trick with the ace of hearts."). A line truly
about the past may stay (a score line at a hand's end: "Hand 2 scored: ...", Oh Hell!'s "Anna
bid 3, made 2"; Fan Tan's penalties for what a player "held" or "passed" in the deal just
ended; Thirty-One's "Ben knocked and is lowest", said after the knock's round). Spider's "You
moved the 8 of spades …" too ("You gave up." ends a game: it stays)."""

from __future__ import annotations

import random
import re

import pytest

from cardtable.games import catalogue

PLAYERS = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Finn"]
#: a player's name, then a verb in the past: the sentence tells a move as over and done
PAST = re.compile(r"\b(?:Anna|Ben|Cleo|Dev|Elif|Finn) (?:drew|took|played|won|melded|laid|added|discarded|went|"
                  r"passed|received|dealt|picked|ordered|called|put|paid|pushed|turned|caught|ran|cut|"
                  r"completed|skipped|answered|dug|blew|used|traded|spoke|made|moved)\b")
#: the lines that are truly about the past, as said above
SUMMARIES = re.compile(r"^Hand \d+ scored: |(?:held|passed).*(?:to the pot|owed|pays)|knocked and is")


def log_lines(game_id: str, seed: int, moves: int = 400) -> list[str]:
    game = catalogue()[game_id]
    counts = game.info.allowed_counts()
    n = 4 if 4 in counts else counts[0]
    state = game.setup(PLAYERS[:n], {}, seed)
    rng = random.Random(seed)
    lines = [str(e) for e in game.setup_events(state)] if hasattr(game, "setup_events") else []
    for _ in range(moves):
        acting = game.to_act(state) if not game.is_over(state) else ()
        if not acting:
            break
        legal = game.legal_moves(state, acting[0])
        result = game.apply(state, legal[rng.randrange(len(legal))])
        state = result.state
        lines += [str(e) for e in result.events]
    return lines


@pytest.mark.parametrize("game_id", sorted(catalogue()))
def test_every_games_log_is_in_the_present(game_id):
    past = [line for seed in (1, 2) for line in log_lines(game_id, seed)
            if PAST.search(line) and not SUMMARIES.search(line)]
    assert not past, past[:5]


def test_the_trick_is_said_taken_with_its_card():
    lines = log_lines("hearts", 3)
    taken = [line for line in lines if " takes the trick" in line]
    assert taken and all(re.fullmatch(r"\w+ takes the trick with the (\w+) of (hearts|spades|clubs|diamonds)\.", t)
                         for t in taken), taken[:3]
