"""Court Whist's banner over the table (tester t3, s30 #11): in game 6 it was the score card's
sentence, "Game 6 – Confiscation, hand 1 · Ben & Anna v Dev & Cleo · Each player speaking after
cards dealt forfeits 3 points which are deducted from speakers total · Spades are trump", set much
smaller than the other games' banners to fit, and not words a child reads. Each game's banner says
its scoring in plain words (the score card keeps its own) at the usual size."""

from __future__ import annotations

import pytest

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.court_whist import HANDS_PER_GAME, TABLE_RULES
from cardtable.gui.table_view import LabelItem
from cardtable.store.saves import SaveStore

from .helpers import open_window, settled_view

NAMES = ["Anna", "Ben", "Cleo", "Dev"]
BANNER_SIZE = 0.18  # of a unit, as the generic table sets the banner (its text at least 10 px)


def session_at(hand_no: int) -> Session:
    session = Session.new(get_game("court_whist"), NAMES, {}, 3)
    while session.state.hand_no < hand_no:
        moves = [m for m in session.game.legal_moves(session.state) if m["kind"] != "spoke"]
        session.play(moves[0])
    return session


def test_confiscation_says_in_plain_words_what_talking_costs():
    """ "Each player speaking after cards dealt forfeits 3 points which are deducted from speakers
    total": the table says it as a family would, and how the table records it (the buttons
    "Anna spoke (-3)" under the prompt), short enough for the banner's usual size."""
    assert TABLE_RULES[6] == "Talk and you lose 3 points (press who spoke)"
    notes = get_game("court_whist").table_notes(session_at(5 * HANDS_PER_GAME + 1).state)
    assert notes[2] == TABLE_RULES[6]


@pytest.mark.parametrize("size", [(1366, 768), (1024, 600)])
def test_every_games_banner_is_set_at_the_usual_size(qtbot, data_dir, size):
    w = open_window(qtbot, size)
    small = []
    for game in range(1, 8):
        session = session_at((game - 1) * HANDS_PER_GAME + 1)
        assert w.show_session(session, SaveStore().new_id("court_whist"), open_handed=True)
        view = settled_view(w)
        banner = [i for i in view.scene().items()
                  if isinstance(i, LabelItem) and i.isVisible() and i.text.startswith(f"Game {game} –")]
        assert len(banner) == 1
        usual = max(10, int(round(BANNER_SIZE * view.unit)))
        # set on one line at 80 % or more, or on two at 80 % or more: never smaller to squeeze in
        if banner[0].font.pixelSize() < int(usual * 0.8):
            small.append((game, banner[0].font.pixelSize(), usual, banner[0].text))
    assert small == []
