"""s31 note: Hand and Foot at 1024x600, six players: one's own team's caption left of its meld row,
"Francesca-Margherita, Wilhelmina Featherstonehaugh & Robo Rudi's melds" on four lines, grew down
as far as up from the cards' middle and touched the "Your hand · 6 cards · foot 13 · dealer" pill
(seed 1, move 191, Francesca-Margherita to play). It now ends above the pill, a gap between.
(Move 194 since the first meld offered lays natural melds first, s34: the computers' games
changed, and at move 191 another seat was to play.) Since s36 names that long are said short
there, "Your team's melds" (they ran into the cards round them): the caption, either way, keeps
clear."""

from __future__ import annotations

import pytest

from cardtable.ai.agents import MediumAgent
from cardtable.ai.infoset import information_set
from cardtable.core.session import Session
from cardtable.games import get_game

from .helpers import labels, open_window, settled_view

SIX = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh", "Robo Rosa",
       "Robo Rudi"]


def medium_played(names, seed: int, steps: int) -> Session:
    """A Hand and Foot game of ``names`` with Medium playing every seat for ``steps`` moves."""
    game = get_game("hand_and_foot")
    session = Session.new(game, names, {}, seed)
    medium = MediumAgent()
    for step in range(steps):
        state = session.state
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))
    return session


@pytest.mark.parametrize("size", [(1024, 600), (1366, 768)])
def test_own_team_caption_keeps_clear_of_the_hands_pill(qtbot, data_dir, size):
    session = medium_played(SIX, 1, 194)
    w = open_window(qtbot, size, start=False)
    w.show_session(session, "team-caption-pill", True, [""] * 6)
    w.score_view_action.setChecked(True)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = settled_view(w)
    assert w.viewer == 1
    shown = [lab for lab in labels(view) if lab.isVisible()]
    pill = next(lab for lab in shown if lab.text.startswith("Your hand"))
    caption = next(lab for lab in shown if lab.text.startswith(("Francesca-Margherita, Wilhelmina", "Your team's")))
    text = caption.mapRectToScene(caption.text_rect)
    box = pill.mapRectToScene(pill.rect)  # (the gold pill round the words)
    assert text.bottom() + 3 <= box.top(), (text, box)


def test_the_rows_first_label_keeps_off_the_team_caption():
    """The caption lifted off the pill met the label over the row's first meld, which reached left
    over it ("Black canasta" over the caption's first line, four seats with long names, seed 2,
    move 133, 1024x600 and 1366x768): the row's labels now start right of the caption. (Move 183
    since the first meld offered lays natural melds first, s34: the first closed canasta at the
    row's start with Francesca or Wilhelmina to play.)"""
    from cardtable.gui.generic_table import GenericTable, label_box

    names = ["Grandpa Bartholomew", "Francesca-Margherita", "Robo Ruby", "Wilhelmina Featherstonehaugh"]
    game = get_game("hand_and_foot")
    session = medium_played(names, 2, 183)
    state = session.state
    seat = game.current_player(state)
    for aspect in (1.424, 1.553):
        spec = GenericTable().describe(game, state, seat, aspect, game.prompt(state, seat))
        caption = next(lab for lab in spec.labels
                       if lab.text.startswith(("Francesca-Margherita & Wilhelmina", "Your team's")))
        l, t, r, b = label_box(caption)
        for lab in spec.labels:
            if lab is not caption:
                ol, ot, o_r, ob = label_box(lab)
                assert not (l < o_r and ol < r and t < ob and ot < b), (aspect, lab.text)
