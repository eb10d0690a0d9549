"""Seat captions keep one size from turn to turn (s42 t3, LOOK: at 2560x1440
with text scaled 2x, "3 cards · 3 quarters · knocked" was set smaller than "3 cards · 3 quarters ·
dealer", Euchre's "5 cards · maker · 0 tricks · dealer" much smaller than "4 cards · 0 tricks",
and both touched the hand frame's bottom edge). A caption too long for one line wraps after a dot
rather than shrink; it sits clear of the frame above it."""
from __future__ import annotations

from tests.gui.helpers import labels, open_window, play_medium_moves, settled_view

SIZE = (1280, 720)  # (2560x1440 with QT_SCALE_FACTOR=2: the window's logical size)


def _info_items(view):
    infos = {id(s) for s in view.controller.layout._info_labels.values()}
    return [i for i in labels(view) if id(i.spec) in infos]


def _caption_checks(view):
    items = _info_items(view)
    assert items
    sizes = {i.font.pixelSize() for i in items}
    assert len(sizes) == 1, [(i.text, i.font.pixelSize()) for i in items]
    unit = items[0].unit
    frames = [z.rect for z in view.zones.values() if "hand" in z.spec.id]
    for item in items:
        words = item.mapRectToScene(item.text_rect)
        for f in frames:
            if f.left() < words.center().x() < f.right() and abs(words.top() - f.bottom()) < f.height():
                # the frame over the words (the seat's hand): its line well clear of the letters
                assert words.top() >= f.bottom() + 0.05 * unit, (item.text, words.top(), f.bottom())
    return items


def _play_until(w, words: str, most: int = 80) -> None:
    def seen(w):
        return any(words in s.text for s in w.table.view.controller.layout._info_labels.values())
    play_medium_moves(w, most, until=seen)
    assert seen(w), words


def test_euchre_seat_captions_one_size(qtbot):
    w = open_window(qtbot, SIZE, start=False)
    w.start_game("euchre", ["Lea", "Tom", "Robo Ruby", "Robo Remy"], {}, seed=1, open_handed=True)
    _play_until(w, "maker")
    items = _caption_checks(settled_view(w))
    assert any("maker" in i.text for i in items)


def test_thirty_one_seat_captions_one_size(qtbot):
    w = open_window(qtbot, SIZE, start=False)
    w.start_game("thirty_one", ["Lea", "Tom", "Robo Ruby"], {}, seed=3, open_handed=True)
    _play_until(w, "knocked")
    _caption_checks(settled_view(w))

