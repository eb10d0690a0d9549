"""s47 t2 #2: "Gin Rummy Tournament, 1920x1080 at QT_SCALE_FACTOR=1.5, Anna vs Robo Max (Hard).
When Anna pressed 'Run with 9', the table's centre message became the long summary: 'Anna runs
with 9 points. Robo Max lays down a run of three spades… Robo Max is caught with 5. Robo Max scores
43. Round 1 is over…'. To fit, it was squeezed to about 9 px high, while the normal prompt text on
the same table is about 24 px." The table says the round's short result (who went out, who was
caught with what, who scores); the status line and the log keep the lay-down and lay-offs.

Measured on the table of that window (706x493 logical px with the score sheet docked): the
prompt's text 9 -> 12 px (the table's least text is 10 px, the prompt's own size 14.5)."""

from __future__ import annotations

import pytest

from cardtable.core.game import Move
from cardtable.games.gin_rummy import GAME
from cardtable.gui.generic_table import TABLE_H, GenericTable
from cardtable.play.people_words import result_first
from tests.games.test_gin_rummy import position

ROUND_OVER = "Round 1 is over. Robo Max deals next: when everyone has seen the hand, press \u201cDeal the next round\u201d."


def caught_run():
    """ "If the oponent has equal to or less points than the person that Ran then they get awarded
    double the points that the person Ran with plus 25 points." Anna runs with 6, Robo Max caught."""
    ann = ("AH", "2H", "3H", "4H", "5S", "5C", "5D", "9C", "10C", "JC", "QC", "6S", "KD")
    bob = ("7D", "8D", "9D", "KS", "KH", "KC", "2S", "3S", "4S", "AS", "AD", "2D")
    state = position([ann, bob]).replace(players=("Anna", "Robo Max"))
    result = GAME.apply(state, Move(kind="run", card="KD"))
    return result.state, result.events


def test_the_tables_words_for_a_run_are_short_the_status_lines_whole():
    state, events = caught_run()
    whole = GAME.hand_result_words(state, events)
    short = GAME.hand_result_words(state, events, short=True)
    assert "lays down a run of three diamonds" in whole and "fits on Anna's melds" in whole  # (status line, log)
    assert short == "Anna runs with 6 points; Robo Max is caught with 3. Robo Max scores 37."


@pytest.mark.parametrize("view", [(706, 493), (609, 535)])  # (1920x1080 at 1.5; 800x600, the sheet docked)
def test_the_round_over_prompt_is_set_at_a_readable_size(qapp, view):
    from cardtable.gui.table_view import LabelItem

    state, events = caught_run()
    prompt = result_first(GAME.hand_result_words(state, events, short=True), ROUND_OVER)
    w, h = view
    table = GenericTable()
    table.pixels_high = h
    spec = table.describe(GAME, state, 0, w / h, prompt)
    unit = min(h / TABLE_H, w / spec.width)
    item = LabelItem(spec.prompt, unit)
    assert item.font.pixelSize() >= max(10, 0.75 * spec.prompt.size * unit), (item.font.pixelSize(), spec.prompt.size * unit)
