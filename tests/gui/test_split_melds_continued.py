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


def test_ten_dime_a_seats_melds_split_in_two_say_they_go_on():
    # seed 2, move 266, 1024x600 with the score sheet: Robo Remy's melds under his box and one
    # beside it (at move 278, the first position seen, his two melds now lie side by side under his
    # box: s32 t2, tests/gui/test_side_melds_share_lines.py; s33: smaller, all of them where they fit)
    ((_, said),) = _captions("ten_dime_rummy", 4, 2, range(266, 267), 1.424)
    assert said.count("Robo Remy's melds") == 1 and "Robo Remy's melds, continued" in said, said
    _said_once_then_continued(said)
    # seed 1, move 41: Robo Rex's melds across the top, either side of his box: the second part says
    # it goes on
    ((_, said),) = _captions("ten_dime_rummy", 4, 1, range(41, 42), 1.424)
    assert said.count("Robo Rex's melds") == 1 and "Robo Rex's melds, continued" in said, said
    _said_once_then_continued(said)


@pytest.mark.parametrize("game_id, players, seed, steps", [
    ("arizona_rummy", 8, 1, range(140, 170)),  # (Anna's melds said twice at 147 and 163 before)
    ("ten_dime_rummy", 5, 1, range(150, 180)),
])
def test_no_seats_melds_captioned_twice_alike(game_id, players, seed, steps):
    for aspect in (1.424, 1.553):
        for step, said in _captions(game_id, players, seed, steps, aspect):
            _said_once_then_continued(said)


def _spec_at(game_id: str, players: int, seed: int, step: int, aspect: float):
    game = get_game(game_id)
    session = Session.new(game, NAMES[:players], {}, seed)
    medium = MediumAgent()
    for k in range(step):
        state = session.state
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), k))
    state = session.state
    seat = game.current_player(state)
    return GenericTable().describe(game, state, seat, aspect, game.prompt(state, seat))


def _meet(a, b) -> bool:
    return a[0] < b[2] - 0.03 and b[0] < a[2] - 0.03 and a[1] < b[3] - 0.03 and b[1] < a[3] - 0.03


def test_a_continued_caption_keeps_what_comes_after_off_it():
    """Sticks, five seats, 1366x768, seed 1 move 18: "Cleo's melds, continued", longer than the two
    melds in the corner under it, had the top seat's melds, placed after, drawn under its end (the
    block kept clear only of its melds and their labels). (Since s34 five seats share the table
    out, each seat's melds in its own area: Cleo's are no longer split; no caption saying whose
    melds they are is under any card.)"""
    from cardtable.gui.cards import CARD_RATIO
    from cardtable.gui.generic_table import label_box

    spec = _spec_at("sticks", 5, 1, 18, 1.553)
    captions = [lab for lab in spec.labels if lab.text.endswith(("'s melds", ", continued"))]
    assert any(lab.text.startswith("Cleo's melds") for lab in captions)
    cards = [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.kind == "card"]
    for caption in captions:
        assert not any(_meet(label_box(caption), card) for card in cards), caption.text


def test_a_caption_beside_the_melds_keeps_off_the_next_seats_name():
    """Arizona Rummy, eight seats, 1366x768, seed 1 move 85: "Farid's melds" set on two lines
    beside his meld, beyond its room, ran into Greta's name, drawn after (a caption there may
    be near a seat not theirs, so it keeps a gap from every seat to come)."""
    from cardtable.gui.generic_table import label_box

    spec = _spec_at("arizona_rummy", 8, 1, 85, 1.553)
    greta = next(lab for lab in spec.labels if lab.text == "Greta")
    for lab in spec.labels:
        if lab.text.endswith("'s melds"):
            assert not _meet(label_box(lab), label_box(greta)), lab.text


def test_a_top_seats_caption_never_over_another_caption():
    """Arizona Rummy, eight seats, 1024x600 and 1366x768, seed 2 move 171: "Greta's melds" and
    "Eve's melds" were set one over the other up at the top: a caption over melds is not set where
    a caption already is (it goes round them, as where there is no room over them)."""
    from cardtable.gui.generic_table import label_box

    for aspect in (1.424, 1.553):
        spec = _spec_at("arizona_rummy", 8, 2, 171, aspect)
        said = [label_box(lab) for lab in spec.labels if lab.text.endswith(("'s melds", ", continued"))]
        assert not any(_meet(a, b) for a in said for b in said if a is not b), aspect
