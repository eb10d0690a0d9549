"""A double-click on a hand card in the fishing games (Cassino, Scopa) plays its one move at
once only where that move is the obvious one. The finding (s44 t3 F9): "a double-click on a hand
card trails it at once (Ben's 3♦ trailed although his A♠ could capture). Quick, but easy to do by
accident." A trail while another card could capture or build is no obvious move: the
double-click says so and plays nothing; a drag still trails. With nothing to capture or build,
a double-click trails as before, and a card's one capture is still played by it
(test_fishing_table: test_a_double_click_plays_a_cards_one_capture_by_adding_up)."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import drag, grab_point, hand_item, open_window, settle, double_click_at
from .test_fishing_table import cassino_stack


def _cassino(qtbot, ann):
    w = open_window(qtbot, (1024, 600), start=False)
    stack = cassino_stack(ann, ["JS", "JH", "JD", "QH"], ["AH", "9C", "10C", "JC"])
    w.start_game("cassino", ["Anna", "Ben"], dict(LAST_DEALS), seed=1, open_handed=True, stack=stack)
    settle(w.table.view)
    return w


def test_a_double_click_does_not_trail_while_another_card_can_capture(qtbot, data_dir):
    w = _cassino(qtbot, ["AS", "3D", "KD", "QD"])
    view = w.table.view
    assert [m for m in w.game.legal_moves(w.state) if m["card"] == "3D"] == [{"kind": "trail", "card": "3D"}]
    double_click_at(view.viewport(), grab_point(view, hand_item(view, "3D")))
    assert w.session.record.moves == []
    assert w.status_text() == ("Not trailed: your ace of spades can capture. To trail the 3 of diamonds "
                               "anyway, drag it onto the table.")
    drag(view, hand_item(view, "3D"), view.zones["row"].rect.center())  # a drag still trails
    assert w.session.record.moves == [{"kind": "trail", "card": "3D"}]


def test_a_double_click_trails_when_no_card_can_capture_or_build(qtbot, data_dir):
    w = _cassino(qtbot, ["8S", "3D", "KD", "QD"])
    view = w.table.view
    assert {m["kind"] for m in w.game.legal_moves(w.state)} == {"trail"}
    double_click_at(view.viewport(), grab_point(view, hand_item(view, "3D")))
    assert w.session.record.moves == [{"kind": "trail", "card": "3D"}]


def test_scopa_words_name_every_card_that_can_capture():
    """Scopa, the same family rule (no building there: "can capture" alone): the words name each
    card that could capture; with none, the trail is the obvious move and nothing is said."""
    from cardtable.core.game import Move
    from cardtable.games.captures import loose
    from cardtable.games.scopa import GAME

    state = GAME.setup(["Anna", "Ben"], seed=1)
    state = state.replace(turn=0, hands=(("AS", "3D", "7S"), state.hands[1]),
                          table=tuple(loose(c) for c in ("AH", "7C", "KC", "QC")))
    trail = Move(kind="trail", card="3D")
    assert GAME.double_click_words(state, trail) == (
        "Not trailed: your ace of spades and 7 of spades can capture. To trail the 3 of diamonds "
        "anyway, drag it onto the table.")
    state = state.replace(table=tuple(loose(c) for c in ("2H", "KC", "QC", "JC")))
    assert GAME.double_click_words(state, trail) is None
