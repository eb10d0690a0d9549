"""s31 t4 #3: 10 Dime Rummy, four seats: "Robo Remy's own sets are split between the top-left
corner and below his seat, both labelled "Robo Remy's melds"" (expected: "continued" like the top
seat's). A side seat's first melds go under its box (captioned there); those that have no room
beside it go up into the corner over it, and were captioned as if they were the only ones. Now
the part beside the box is drawn first, and the part up in the corner, made later, says it goes
on ("Robo Remy's melds, continued") where the first part says whose they are; with nothing said
before, it says whose itself. Arizona Rummy at eight seats (1366x768), where Anna's melds were
said twice the same way, is checked too."""

from __future__ import annotations

from collections import Counter

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable

NAMES = ["Anna", "Robo Rex", "Cleo", "Robo Remy", "Eve", "Farid", "Greta", "Hiroshi"]


def _captions(game_id: str, players: int, seed: int, steps: range, aspect: float):
    """The captions saying whose melds they are, at each of ``steps`` (Medium's moves for every
    seat, the table facing whoever is to play)."""
    game = get_game(game_id)
    session = Session.new(game, NAMES[:players], {}, seed)
    medium = MediumAgent()
    for step in range(steps.stop):
        state = session.state
        seat = game.current_player(state)
        if step in steps:
            spec = GenericTable().describe(game, state, seat, aspect, game.prompt(state, seat))
            yield step, [lab.text for lab in spec.labels if lab.text.endswith(("'s melds", ", continued"))]
        session.play(medium.choose(game, information_set(game, state, seat), step))


def _said_once_then_continued(said: list[str]) -> None:
    twice = [text for text, n in Counter(said).items() if n > 1]
    assert not twice, said
    for text in said:
        if text.endswith(", continued"):
            assert text.removesuffix(", continued") in said, said


def test_ten_dime_a_seats_melds_up_in_the_corner_say_they_go_on():
    # seed 2, move 278, 1024x600 with the score sheet: Robo Remy's set under his box and one over it
    ((_, said),) = _captions("ten_dime_rummy", 4, 2, range(278, 279), 1.424)
    assert said.count("Robo Remy's melds") == 1 and "Robo Remy's melds, continued" in said, said
    _said_once_then_continued(said)


@pytest.mark.parametrize("game_id, players, seed, steps", [
    ("arizona_rummy", 8, 1, range(140, 170)),  # (Anna's melds said twice at 147 and 163 before)
    ("ten_dime_rummy", 5, 1, range(150, 180)),
])
def test_no_seats_melds_captioned_twice_alike(game_id, players, seed, steps):
    for aspect in (1.424, 1.553):
        for step, said in _captions(game_id, players, seed, steps, aspect):
            _said_once_then_continued(said)
