"""Finding (s34 t1 #4): Biscuit's table said "Anna: no card of yours fits, so draw a card from the
pile. Pile: 10." while the status line said "Anna: play a card at the end of a line (matching a
suit). Pile: 10."; after the draw, the table's "the card you drew does not fit either, so keep it"
against the line's "play it now if it fits, or keep it". The rule: "If you do not have a card
that can be legally played, then you must draw a card. You may play it immediately if possible."
One source of words: the status line says the table's prompt while the seat to move holds the
laptop (Game.prompt_on_status_line); under the curtain, the public status, which names no hand."""

from __future__ import annotations

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import buttons, click, open_window, settle, take_over


def test_the_status_line_says_what_the_table_asks(qtbot, data_dir):
    w = open_window(qtbot, (1280, 716), start=False)
    w.start_game("biscuit", ["Anna", "Ben"], dict(LAST_DEALS), seed=4)  # (none of Anna's cards fits the Ace of Knots)
    view = w.table.view
    status = w.game.status(w.state)
    assert w.table.curtain.isVisible() and w.status_text().endswith(status)
    assert "no card" not in w.status_text()
    take_over(w)
    prompt = view.spec.prompt.text
    assert prompt == "Anna: no card of yours fits, so draw a card from the pile. Pile: 22."
    assert w.status_text().endswith(prompt), (w.status_text(), prompt)
    settle(view)
    click(view, next(i for i in view.card_items() if i.spec.zone == "pile"))  # draws its top card
    assert w.state.drawn
    prompt = view.spec.prompt.text
    assert prompt == "Anna: the card you drew fits: play it now, or keep it."
    assert w.status_text().endswith(prompt), (w.status_text(), prompt)
    settle(view)
    click(view, buttons(view)["Keep the card drawn"])
    # Ben's turn: under the curtain only the public words, whichever way his hand is
    assert w.table.curtain.isVisible()
    assert w.status_text().endswith(w.game.status(w.state))
    assert w.game.status(w.state).startswith("Ben: play a card at the end of a line (matching a suit), or draw one")
