"""s37: crowded rummy tables with long names. A tester played 10 Dime Rummy and Horseshit Rummy
with six seats and long names ("Maximilian Alexander", 20-30 letters) at 1024x600 and on the
narrow table (the score sheet dragged to half the window: the table 480x535). The words over
cards laid off on another player's meld ("On Maximilian Alexander's 4s") were set on two lines
as wide as the long name needs, far wider than the one or two cards under them, and lay over
the pot and discard piles, the seats' names and other melds' cards.

What a family expects: those words within the meld's own area, said short where the name has
no room ("On Anna's 4s" for Anna Katharina Svensson, "On Maxim…'s 4s", or just "4s" on a crowded
narrow table or where even those lie over something, as the melds' captions are said short),
and never over a pile, a name or a card.

Counted over seeded games (Medium's moves for every seat, the table facing the first seat) by
the table's own reckoning of where its words go (label_box), and on the real window: the words
as painted."""

from __future__ import annotations

import pytest
from sweeps import every_value_daily
from PySide6.QtWidgets import QApplication

from cardtable.gui.cards import CARD_RATIO
from cardtable.gui.generic_table import MELD_LABEL, GenericTable, label_box
from cardtable.gui.table_view import CardItem, LabelItem

from .helpers import drag_sheet_edge, open_window

LONG = ["Anna Katharina Svensson", "Maximilian Alexander", "Bartholomew Fitzgerald", "Wilhelmina Cunningham",
        "Christopher Montgomery", "Evangeline Rosenthal"]
NARROW = 480 / 535  # 1024x600 with the score sheet dragged to half the window
LAPTOP = 1.424  # 1024x600 with the score sheet open


def _states(game_id: str, seats: int, seed: int, steps: int):
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set
    from cardtable.core.session import Session
    from cardtable.games import get_game

    game = get_game(game_id)
    options = {"buy_out_of_turn": True} if game_id == "ten_dime_rummy" else {}
    session = Session.new(game, LONG[:seats], options, seed)
    medium = MediumAgent()
    for step in range(steps):
        state = session.state
        if game.is_over(state):
            return
        yield game, state, step, session
        session.play(medium.choose(game, information_set(game, state, game.current_player(state)), step))


def _over(a, b, by: float = 0.02) -> bool:
    return a[0] < b[2] - by and b[0] < a[2] - by and a[1] < b[3] - by and b[1] < a[3] - by


def layoff_labels(spec) -> list:
    """The words over cards laid off ("On Ben's 4s", or said short): every meld label of a seat's
    meld zone that holds cards laid off on another's meld (the game labels those zones)."""
    return [lab for lab in spec.labels if abs(lab.size - MELD_LABEL) < 1e-6 and not lab.bold
            and lab is not spec.prompt]


def faults(spec, table) -> dict[str, list[str]]:
    """Lay-off labels over the stock, the discard pile or the pot, a seat's box (its name, backs
    and words), a card, or another of the table's small words."""
    piles = [(t.x, t.y, t.x + t.w, t.y + t.h) for t in spec.targets if t.id in ("stock", "discard", "pot")]
    cards = [(p.x, p.y, p.x + p.scale, p.y + p.scale * CARD_RATIO) for p in spec.pieces if p.kind == "card"]
    small = [lab for lab in spec.labels if not lab.bold and lab is not spec.prompt and lab.size < 0.2]
    out: dict[str, list[str]] = {"piles": [], "names": [], "cards": [], "labels": []}
    for lab in layoff_labels(spec):
        box = label_box(lab, table.text_room)
        for kind, boxes in (("piles", piles), ("names", list(table.seat_boxes.values())), ("cards", cards),
                            ("labels", [label_box(o, table.text_room) for o in small if o is not lab])):
            if any(_over(box, b) for b in boxes):
                out[kind].append(lab.text)
    return out


# The everyday run keeps every game and every table, not every pair (tests/sweeps.py); 200 moves
# laid out each; CARDTABLE_THOROUGH=1 plays them all.
@pytest.mark.parametrize("aspect, game_id", every_value_daily([LAPTOP, NARROW], ["ten_dime_rummy", "horseshit_rummy"],
                                                             ids=lambda c: f"{'1024x600' if c[0] == LAPTOP else '480x535'}-{c[1]}"))
def test_layoff_words_keep_off_piles_names_and_cards_with_long_names(game_id, aspect):
    # (before: 10 Dime Rummy, seed 1, 200 moves, positions with one 75 at 1024x600 and 129 of 200
    # on the narrow table)
    bad = {}
    for game, state, step, _ in _states(game_id, 6, 1, 200):
        table = GenericTable()
        spec = table.describe(game, state, 0, aspect, game.prompt(state, 0))
        wrong = {k: v for k, v in faults(spec, table).items() if v}
        if wrong:
            bad[step] = wrong
    assert not bad, (len(bad), list(bad.items())[:3])


def test_layoff_words_name_the_player_short_where_the_name_has_no_room():
    # 10 Dime Rummy, seed 1, move 180, 1024x600: "On Maximilian Alexander's aces" over one card
    for game, state, step, _ in _states("ten_dime_rummy", 6, 1, 181):
        if step == 180:
            spec = GenericTable().describe(game, state, 0, LAPTOP, game.prompt(state, 0))
    texts = [lab.text for lab in layoff_labels(spec)]
    assert texts and not any("Alexander" in t or "Montgomery" in t for t in texts), texts
    # (a first word of nine letters at most, else its start cut: each player told apart)
    assert "On Maxim\u2026's aces" in texts and "On Anna's 10s" in texts, texts


def _session_at(step: int):
    for *_, k, session in _states("ten_dime_rummy", 6, 1, step + 1):
        if k == step:
            return session
    raise AssertionError("the game ended before that move")


def _painted_faults(view) -> list[str]:
    """The lay-off words as painted over a card or a seat's name (the view's own items)."""
    words = [i for i in view._others if isinstance(i, LabelItem) and i.isVisible() and not i.spec.bold
             and abs(i.spec.size - MELD_LABEL) < 1e-6]
    names = [i.mapRectToScene(i.text_rect) for i in view._others if isinstance(i, LabelItem) and i.isVisible()
             and i.spec.bold and i.spec is not view.spec.prompt]
    cards = [i.sceneBoundingRect() for i in view.pieces.values() if isinstance(i, CardItem) and i.isVisible()]
    out = []
    for item in words:
        box = item.mapRectToScene(item.text_rect).adjusted(1, 1, -1, -1)
        if any(box.intersects(c) for c in cards) or any(box.intersects(n) for n in names):
            out.append(item.text)
    return out


def test_the_window_paints_layoff_words_clear_of_cards_and_names(qtbot, data_dir):
    # 10 Dime Rummy, six seats, long names, seed 1, move 180: at 1024x600 "On Maximilian
    # Alexander's 4s" lay over "Bartholomew Fitzgerald"; on the narrow table a dozen words over
    # cards and names
    w = open_window(qtbot, (1024, 600), start=False)
    assert w.show_session(_session_at(180), "long-names", False, [""] + ["medium"] * 5)
    w.score_view_action.setChecked(True)
    qtbot.waitUntil(lambda: w.score_panel.isVisible() and w.score_panel.sheet is not None)
    QApplication.processEvents()
    view = w.table.view
    assert not _painted_faults(view)
    drag_sheet_edge(w, 450, steps=5)
    qtbot.waitUntil(lambda: view.viewport().width() < 500)
    QApplication.processEvents()
    assert not _painted_faults(view)


def test_a_name_that_begins_another_is_told_apart():
    """Every player's short form is their own: "Maximilian" and "Maximilian Alexander" both read
    "Maximilian…" on the lay-offs (s37 review #1); a name that begins another is said whole, and
    the other's cut goes past the space."""
    from cardtable.gui.generic_table import _place_names

    players = ["Maximilian", "Maximilian Alexander", "Evangeline", "Evangeline Jones", "Robo Rex", "Robo Rosa"]
    said = _place_names(players, False)
    assert len(set(said.values())) == len(players), said
    assert said["Maximilian"] == "Maximilian" and said["Maximilian Alexander"] == "Maximilian A\u2026"
    assert said["Evangeline Jones"] == "Evangeline J\u2026"
