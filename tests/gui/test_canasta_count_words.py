"""s35 t4 #1, #8, #9: Hand and Foot's closed canastas said one way, on one line.

#8: a team's closed canastas were written four ways: "Canastas: 2 black, 3 red", "3 black, 2 red",
"2 black canastas" (on two lines where "2 black" would fit) and "Black / canasta". Now one wording
however many, "Canastas: 1 black", "Canastas: 2 black, 3 red", and where those words have no room
on one line the counts alone, "1 black", "2 black, 3 red"; the row keeps room for them after the
stack.
#1: six seats at 1024x600, the team's lone black canasta's "Black canasta" went on two lines, up
into Anna's "8 cards · foot 13" beside it.
#9: (seed 12, Dad's turn) that label on two lines lifted the row's labels into a prompt on two
lines over the middle of the table, and the team's six melds were drawn at 0.25 (23 px, their
ranks unreadable) beside the meld buttons; a label far from the prompt no longer counts."""

from __future__ import annotations

import re

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.gui.generic_table import GenericTable, TextRoom, text_w

from .test_canasta_stacks import _canasta, _no_label_over_a_card, _open
from .test_team_melds import state_with_melds

ASPECTS = (1.25, 1.424, 1.553)  # the least width (a wide score sheet at 1024x600), 1024x600, 1366x768
COUNT = re.compile(r"(Canastas: )?\d+ (black|red|wild)(, \d+ (black|red|wild))*")
NAMES = ["Anna", "Robo Rex", "Robo Ben", "Robo Remy", "Robo Rosa", "Dad"]


def _counts(spec, text_room: TextRoom) -> list[str]:
    """The labels counting closed canastas, each checked said the one way and on one line (as the
    table laid out, ``text_room``, sets it)."""
    out = []
    for lab in spec.labels:
        if lab is spec.prompt or not ("canasta" in lab.text.lower() or COUNT.fullmatch(lab.text)):
            continue
        assert COUNT.fullmatch(lab.text), lab.text  # (never "Black canasta", "2 black canastas")
        assert text_w(lab.text, text_room.meld_label_room) <= lab.max_width + 1e-9, (lab.text, lab.max_width)
        out.append(lab.text.removeprefix("Canastas: "))
    return out


@pytest.mark.parametrize("aspect", ASPECTS)
def test_one_canasta_or_several_said_one_way_on_one_line(aspect):
    game, state = state_with_melds(6)
    ours = [(0, "9", _canasta("9", "black"))] + [(0, r, _open(r)) for r in ("Q", "8", "4", "J", "6")]
    theirs = [(1, "K", _canasta("K", "black")), (1, "5", _canasta("5", "black")), (1, "A", _canasta("A", "red")),
              (1, "7", _open("7")), (1, "10", _open("10", 5))]
    state = state.replace(melds=tuple(ours + theirs))
    for viewer in (0, 1, 5):
        table = GenericTable()
        spec = table.describe(game, state, viewer, aspect, game.prompt(state, viewer))
        said = _counts(spec, table.text_room)
        assert sorted(said) == ["1 black", "2 black, 1 red"], said
        _no_label_over_a_card(spec)


def test_the_reports_position_the_teams_melds_stay_readable_beside_the_buttons():
    """#9's position: seed 12 after 60 Medium moves, on to Dad's turn with meld buttons offered,
    the table at its least width (1024x600, the score sheet docked wide). Since s40, when Medium
    melds as soon as it can, seed 8 after 27 moves: the team's six melds, its lone black canasta
    among them, beside the buttons."""
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 8)
    medium = MediumAgent()
    table = GenericTable()
    for step in range(200):
        state = session.state
        seat = game.current_player(state)
        if step >= 27 and seat == 5 and any(table.is_button(m) for m in game.legal_moves(state)) \
                and any(t == 1 and len(c) >= 7 for t, r, c in state.melds):
            break
        session.play(medium.choose(game, information_set(game, state, seat), step))
    else:
        raise AssertionError("no such position")
    spec = table.describe(game, state, 5, 1.25, game.prompt(state, 5))
    own = [p.scale for p in spec.pieces if p.kind == "card" and p.zone.startswith("meld") and p.zone.endswith("/1")]
    assert len({p.zone for p in spec.pieces if p.zone.startswith("meld") and p.zone.endswith("/1")}) == 6
    assert min(own) >= 0.36, min(own)  # (0.25 before: 23 px)
    assert "1 black" in _counts(spec, table.text_room)  # (the team's lone canasta, on one line)
