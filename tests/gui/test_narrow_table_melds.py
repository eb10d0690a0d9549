"""s34 t2 #8: Horseshit Rummy, six seats (Anna and Ben, four computers), at 1024x600. The score
sheet says "To see every round's scores, widen this panel (drag its left edge)"; dragged to about
half the window, the table is 480x535, laid out 10 cards wide at 48 px a card. The view sets the
table's words at 10 px at least, 0.21 of a card there, but the table reckoned its meld labels and
captions at a small laptop's 0.145: "Robo Remy's melds" ran through "On Anna's / On Ben's", "On
Robo Remy's 9s" wrapped to four lines over its cards, two lay-off groups overlapped near the top
right, and the prompt ("Hand 2 is over...") was set in tiny type.

What a family expects: the sheet as wide as they drag it (it is not capped: eight players'
Rummoli sheet across, test_score_panel_dragged_at_once.py) and the table still readable: every
meld label and caption on two lines at most, none over another or over a meld's cards, the
prompt no smaller than the table's least text (10 px). Driven by real mouse presses and moves on
the dock's edge; and over seeded games of the rummy games with six seats at that table's shape
(bench/seat_meld_areas.py, its size 480x535)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from bench.seat_meld_areas import measure, states
from cardtable.gui.generic_table import LEAST_PX, MELD_LABEL, OWNER_CAPTION, GenericTable
from cardtable.gui.table_view import CardItem, LabelItem

from .helpers import drag_sheet_edge, open_window

NARROW = 480 / 535  # the table at 1024x600 with the score sheet dragged to x 450
NAMES = ["Anna", "Robo Rex", "Ben", "Robo Remy", "Robo Rosa", "Robo Rudi"]
COMPUTERS = ["", "medium", "", "medium", "medium", "medium"]


def played(moves: int | None):
    """Horseshit Rummy, seed 1, Medium's moves for every seat: ``moves`` of them, or (None) until
    hand 2 is over, melds down."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game("horseshit_rummy")
    session = Session.new(game, NAMES, {}, 1)
    medium = MediumAgent()
    for step in range(400 if moves is None else moves):
        state = session.state
        if moves is None and game.observation(state, 0)["public"].get("hand_no") == 2 \
                and "is over" in game.prompt(state, 0):
            return session
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))
    assert moves is not None, "hand 2 never ended"
    return session


def drag_edge(w, to_x: int) -> None:
    """Press just left of the score sheet's dock, move in steps to ``to_x``, release."""
    drag_sheet_edge(w, to_x, steps=5)


def meld_words(view) -> list[LabelItem]:
    """The meld labels and owners' captions drawn ("On Ben's 4s", "Robo Remy's melds")."""
    return [i for i in view._others if isinstance(i, LabelItem) and i.isVisible() and not i.spec.bold
            and any(abs(i.spec.size - s) < 1e-6 for s in (MELD_LABEL, OWNER_CAPTION, 0.12))]


def text_rect(item: LabelItem):
    return item.mapRectToScene(item.text_rect)


@pytest.mark.parametrize("moves, computers", [(None, COMPUTERS), (104, [""] + ["medium"] * 5),
                                             (136, [""] + ["medium"] * 5)])
def test_the_sheet_widened_leaves_the_melds_words_readable(qtbot, data_dir, moves, computers):
    # (hand 2 over, as found, Ben's hand at the bottom; and later, Anna alone with computers, on her
    # turn, lay-offs on every side: "On Robo Ruby's 7s" at her row's end ran over "New meld")
    w = open_window(qtbot, (1024, 600), start=False)
    assert w.show_session(played(moves), "narrow-melds", False, computers)
    w.score_view_action.setChecked(True)
    panel = w.score_panel
    qtbot.waitUntil(lambda: panel.isVisible() and panel.sheet is not None)
    QApplication.processEvents()
    drag_edge(w, 450)
    view = w.table.view
    qtbot.waitUntil(lambda: view.viewport().width() < 500)
    QApplication.processEvents()
    assert panel.width() > 500  # (as wide as dragged)
    words = meld_words(view)
    assert words
    cards = [i.sceneBoundingRect() for i in view.pieces.values()
             if isinstance(i, CardItem) and i.spec.zone.startswith("meld")]
    for k, item in enumerate(words):
        box = text_rect(item)
        lines = round(box.height() / item.font.pixelSize() / 1.17)
        assert lines <= 2, (item.text, lines)
        for other in words[k + 1:]:
            assert not box.adjusted(1, 1, -1, -1).intersects(text_rect(other)), (item.text, other.text)
        assert not any(box.adjusted(1, 1, -1, -1).intersects(c) for c in cards), item.text
    prompt = next(i for i in view._others if isinstance(i, LabelItem) and i.spec is view.spec.prompt)
    # Between hands the prompt says the hand's result first since s44 (t3 F4), in the table's
    # short form: "Robo Remy goes out. Hand 2 is over ...", every player's points on the status
    # line alone (with them the prompt was cut in its middle at this table: "Hand ... has seen")
    short = w.play_ctl.hand_result(short=True)
    if short:
        assert prompt.text.startswith(short + " Hand 2 is over") and "Points" not in prompt.text, prompt.text
        assert w.play_ctl.hand_result() in w.status_text()
    assert prompt.font.pixelSize() >= max(LEAST_PX, max(i.font.pixelSize() for i in words)), \
        (prompt.font.pixelSize(), prompt.text, prompt.sceneBoundingRect())


@pytest.mark.parametrize("game_id", ["horseshit_rummy", "desert_rummy", "arizona_rummy"])
def test_six_seats_melds_words_apart_on_a_narrow_table(game_id):
    # (the table's shape with the sheet widened; its height a small laptop's: 10 px is 0.21 of a card)
    for game, state, step in states(game_id, 6, 1, 200):
        table = GenericTable()
        spec = table.describe(game, state, 0, NARROW, game.prompt(state, 0))
        wrong = measure(spec, table, more=True)
        bad = {kind: wrong[kind] for kind in ("labels", "edge", "lines", "on cards") if wrong[kind]}
        assert not bad, (game_id, step, bad)
