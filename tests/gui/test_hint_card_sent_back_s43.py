"""s43: a refused drop's bubble keeps off the card the refusal sends back at every width it tries.
``Hint.place_cost`` forgot that card (``view.about``) after the first width tried, so since the
bubble has tried several widths (ceb36b94) only the first kept off it: a narrower or wider bubble
that covered less of the rest could lie over the very card it talks about. And ``Hint.say``
works out what is on the table once, not once a width: the bubbles stay where they were."""

from __future__ import annotations

from PySide6.QtCore import QRect

from cardtable.core.first_dealer import LAST_DEALS

from .helpers import drag, open_window, settle


def refused_golf_drop(qtbot, monkeypatch):
    """Golf at 1024x600: Anna drops the discard pile's top card on Ben's grid; it goes back. The
    discard is nobody's hand (not kept off as a face-up hand is) and the reason is long enough for
    four widths. Returns the window, the card's place on the view before the drag, the ``about``
    rects each width's search was told to keep off, and the card."""
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "0")  # (the computers first at once: not idle)
    from cardtable.gui import curtain

    told: list[list[QRect]] = []
    real = curtain.quiet_spot_cost

    def spy(vw, vh, w, h, near, about=(), *rest, **kw):
        told.append(list(about))
        return real(vw, vh, w, h, near, about, *rest, **kw)

    monkeypatch.setattr(curtain, "quiet_spot_cost", spy)
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("golf", ["Anna", "Ben", "Robo Ruby"], dict(LAST_DEALS), seed=3, computers=["", "", "easy"])
    qtbot.waitUntil(lambda: w.play_ctl.computer_turn() is None, timeout=10_000)
    if w.table.curtain.isVisible():
        w.table.curtain.reveal()
    view = w.table.view
    card = view.pieces["discard"]
    assert card.face_up and card.spec.owner is None
    origin = view.mapFromScene(card.sceneBoundingRect()).boundingRect()
    told.clear()
    drag(view, card, view.zones["grid/1#0"].rect.center())
    settle(view)
    assert w.table.hint.isVisible() and w.table.hint.text().startswith("Drop it on your drawn card"), w.table.hint.text()
    assert view.mapFromScene(card.sceneBoundingRect()).boundingRect() == origin  # (back)
    return w, origin, told, card


def test_every_width_tried_keeps_off_the_card_sent_back(qtbot, monkeypatch):
    """Each width tried is asked to keep off where the card goes back (only the first was), and
    the bubble chosen does not cover it."""
    w, origin, told, _ = refused_golf_drop(qtbot, monkeypatch)
    assert len(told) > 1, told  # (more than one width tried)
    for about in told:
        # (the card's own place, not only the hand's cards beside it, which are kept off anyway)
        assert origin in about, (origin, about)
    assert not w.table.hint.geometry().intersects(origin)
    assert w.table.view.about == []  # (forgotten after the bubble: the next one is about another thing)


def test_the_table_is_looked_at_once_a_bubble(qtbot, monkeypatch):
    """``spoken_rects`` (every item of the scene) runs once for a bubble, however many widths it
    tries, and the bubble lies where trying each width afresh puts it: seeded presses over the
    table, with and without a card sent back, short and long words."""
    import random

    from PySide6.QtCore import QPoint

    w, origin, told, card = refused_golf_drop(qtbot, monkeypatch)
    hint, view = w.table.hint, w.table.view
    looked = []
    real = type(view).spoken_rects

    def counted(self, *a, **kw):
        looked.append(1)
        return real(self, *a, **kw)

    monkeypatch.setattr(type(view), "spoken_rects", counted)
    real_place_cost = type(hint).place_cost

    def afresh(self, w_, h_, table=None):  # (each width looks at the table again)
        return real_place_cost(self, w_, h_, {})

    rnd = random.Random(43)
    texts = [hint.text(), "Hint: see the lit card.", "Too quick after the last press: wait a moment, then click once."]
    for k in range(24):
        anchor = QPoint(rnd.randrange(view.width()), rnd.randrange(view.height())) if k % 4 else None
        about = [card.sceneBoundingRect()] if k % 2 else []
        text = texts[k % 3]
        spots = []
        for kind in ("once", "afresh"):
            monkeypatch.setattr(type(hint), "place_cost", real_place_cost if kind == "once" else afresh)
            view.about, hint.anchor = list(about), anchor
            looked.clear()
            hint.say(text)
            spots.append(hint.geometry())
            if kind == "once":
                assert len(looked) == 1, looked
        assert spots[0] == spots[1], (k, spots)
