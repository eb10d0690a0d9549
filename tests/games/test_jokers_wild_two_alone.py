"""Jokers Wild with two players, each playing alone: "2 or 4 people can play, with four players
opposites are partners" (the family's book). Nothing the game says to two players (status,
prompts, refusals, the log, the result, the score sheet) may speak of a team or a partner they do
not have; the rules page and the blank sheet, which serve both counts, say which words are for
four (as Hand and Foot for two, s44)."""

from __future__ import annotations

import random
import re

from cardtable.core.blank_sheets import blank_sheets
from cardtable.games.jokers_wild import DISCARD, GAME, JOKER_MOVE, MOVE, PLAY

from .test_jokers_wild import TWO, L, position

TEAM_WORDS = re.compile(r"\b(team|partner)", re.I)


def said_in_a_game(seed: int, steps: int = 400) -> tuple[list[str], bool]:
    """Everything a two-player game says, played at random from ``seed``: each position's status,
    table status and prompts, the refusal of made-up moves, each move's log lines, the end; and
    whether the game ended."""
    rng = random.Random(seed)
    state = GAME.setup(TWO, {}, seed)
    said = []
    for _ in range(steps):
        if GAME.is_over(state):
            break
        said += [GAME.status(state), GAME.table_status(state), GAME.prompt(state, 0), GAME.prompt(state, 1)]
        legal = GAME.legal_moves(state)
        holes = list(GAME.occupancy(state.marbles))
        tries = [{"kind": kind, "card": card} for card in state.hands[state.turn] for kind in (PLAY, DISCARD)]
        for src in holes:
            dest = rng.choice(holes + [L(rng.randrange(72))])
            tries += [{"kind": MOVE, "from": src, "to": dest, "steps": rng.randint(1, 10)},
                      {"kind": JOKER_MOVE, "from": src, "to": dest}]
        said += [GAME.explain(state, move) for move in tries if move not in legal]
        applied = GAME.apply(state, rng.choice(legal))
        said += [event.text for event in applied.events]
        state = applied.state
    sheet = GAME.score_sheet(state)
    return said + [GAME.status(state), sheet.extra["goal"], *sheet.notes, *sheet.columns], GAME.is_over(state)


def test_two_players_hear_no_word_of_a_team_or_a_partner():
    said, over = said_in_a_game(3, steps=2000)
    assert over and ("Game over: Anna wins." in said or "Game over: Ben wins." in said)
    assert sum("marble" in s for s in said) > 100  # (the refusals were reached, not only the status)
    assert not [s for s in said if TEAM_WORDS.search(s)]
    assert GAME.seat_teams(GAME.setup(TWO, {}, 1)) is None  # (no "Partners:" at set-up nor on the table)


def test_a_jump_refused_to_a_player_alone_names_only_their_own_marble():
    """"You may NOT jump (pass) your own marble or your partners marble.": with two, the first half."""
    state = position(players=TWO, marbles={0: [L(10), L(12)]}, card="5C")
    why = GAME.explain(state, {"kind": MOVE, "from": L(10), "to": L(15), "steps": 5})
    assert "(you may NOT jump your own marble)" in why and not TEAM_WORDS.search(why)


def test_the_rules_page_says_the_partners_words_are_for_four():
    from cardtable.resources import rules_html

    page = " ".join(rules_html(GAME.info.rules_page).split())
    assert "With two players each plays alone: there is no partner" in page
    assert "Helping your partner (four players)" in page
    # every sentence naming a partner says it is for four, or is in the part for four
    helping = page.index("Helping your partner")
    loose = [s for s in re.split(r"(?<=[.;])\s", page[:helping]) if re.search(r"\bpartner'?s?\b", s)
             and not re.search(r"with four|For 2 players, or 4|no partner", s, re.I)]
    assert not loose


def test_a_blank_sheet_without_names_says_two_play_alone():
    sheet, = blank_sheets("generic", [], game_name=GAME.info.name, partners=True, info=GAME.info)
    assert sheet.notes == ("Partners sit opposite and score together: one column for each side "
                           "(with two players, each plays alone: one column for each player).",)
    two, = blank_sheets("generic", TWO, game_name=GAME.info.name, partners=True, info=GAME.info)
    assert two.columns == tuple(TWO) and two.notes == ("One column for each player.",)
