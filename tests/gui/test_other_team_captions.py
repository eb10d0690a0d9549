"""Hand and Foot at a small laptop's size, Anna's view of the other team's cards beside Ben's
seat. The finding (s27 t2, shots 146 and 146z): "the "Red threes" caption sits over both the
red-threes pile and the other team's wild meld (2 2 joker joker 2 2), so the wild meld reads as
red threes; the other team's caption "Ben & Robo Remy" lacks "melds" and floats under Ben's
"Foot (13)"." Now the label stays over the red threes, and the caption says whose melds they
are."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from cardtable.core.session import Session
from cardtable.games import get_game
from cardtable.games.canasta_melds import WILD
from cardtable.gui import settings
from cardtable.gui.table_view import LabelItem

from .helpers import open_window

NAMES = ["Anna", "Ben", "Robo Ruby", "Robo Remy"]


def test_the_other_teams_red_threes_label_and_melds_caption(qtbot, data_dir):
    game = get_game("hand_and_foot")
    session = Session.new(game, NAMES, {}, 5)
    state = session.state
    # Robo Remy laid two red threes and the team's wild meld; Anna is to draw
    session._state = state.replace(melds=((1, WILD, ("2H", "2S", "JK", "JK", "2H", "2C")),),
                                   red_threes=((), ("3H", "3D")), melded=(False, True), turn=0)
    w = open_window(qtbot, (1024, 567))
    w.show_session(session, "hand-and-foot-captions", True, ["", "", "hard", "hard"])
    w.score_view_action.setChecked(True)
    settings.remember_game_log(True)
    w._show_game_log(True)
    try:
        QApplication.processEvents()
        view = w.table.view
        view.finish_animations()
        QApplication.processEvents()
        assert w.viewer == 0
        cards = {}
        for item in view.card_items():
            cards.setdefault(item.spec.zone, []).append(item.sceneBoundingRect())
        reds = cards["red3/1"]
        wild = next(rects for zone, rects in cards.items() if zone.startswith("meld") and zone.endswith("/1"))
        labels = [i for i in view.scene().items() if isinstance(i, LabelItem)]
        red_right = max(r.right() for r in reds)
        wild_left = min(r.left() for r in wild)
        theirs = [lab for lab in labels if lab.spec.text.replace("\n", " ") in ("Red threes", "Red  threes")
                  and lab.sceneBoundingRect().bottom() <= min(r.top() for r in reds) + 2
                  and lab.sceneBoundingRect().left() < red_right]
        assert theirs, [lab.spec.text for lab in labels]
        for lab in theirs:  # over the red threes only, not on over the wild meld
            assert lab.sceneBoundingRect().right() <= wild_left + 1, (lab.sceneBoundingRect(), wild_left)
        said = [lab.spec.text for lab in labels]
        assert any(t.endswith("melds") and ("Ben" in t) for t in said), said
        assert "Ben & Robo Remy" not in said, said
    finally:
        settings.remember_game_log(False)
