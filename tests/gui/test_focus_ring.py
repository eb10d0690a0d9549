"""Where the keys are, and what was picked (s31): the keyboard's focus ring and a chosen card or
piece were both gold, so a family playing by the keys could not tell where the keys were from
what they had picked. Now the focus is a white ring on a near-black edge, clear of the piece by a
gap (cards, marbles, discs, tiles and the places a piece is taken to), from one style; chosen
stays gold, a hint light and dashed. The ring round 5 in a Row's disc pile was cut at its sides:
the focus ring lies inside what the item says it paints (its bounding rect). And 5 in a Row's
partners share a disc colour, so the ring round each seat's latest disc carries the seat's tag."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtTest import QTest

from cardtable.gui.layouts.five_in_a_row import MARK_KIND, seat_tags, tag_rect
from cardtable.gui.table_view import (FOCUS_EDGE, FOCUS_LIGHT, GOLD, HINT_LIGHT, ButtonItem, CardItem, FocusRing, ZoneItem, choice_pen,
                                      focus_pens)

from .helpers import click, keys_to, open_window, play_busy, take_over

PAD = 40


def rgb(c: QColor) -> tuple[int, int, int]:
    return c.red(), c.green(), c.blue()


def painted(item) -> tuple[QImage, QRectF]:
    """The item painted on a clear image ``PAD`` pixels larger than its bounding rect each side,
    and that rect on the image."""
    rect = item.boundingRect()
    image = QImage(int(rect.width()) + 2 * PAD, int(rect.height()) + 2 * PAD, QImage.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.Antialiasing)
    p.translate(-rect.left() + PAD, -rect.top() + PAD)
    item.paint(p, None)
    if isinstance(item, CardItem) and item.focused and item.ring_above():
        FocusRing.paint_round(p, item)  # (the ring over the table, s42 t3: the card's own)
    p.end()
    return image, QRectF(PAD, PAD, rect.width(), rect.height())


def outside_paint(item) -> list[tuple[int, int]]:
    """Pixels the item paints outside its bounding rect (cut off on the screen)."""
    image, box = painted(item)
    inside = box.adjusted(-1, -1, 1, 1)
    return [(x, y) for y in range(image.height()) for x in range(image.width())
            if image.pixelColor(x, y).alpha() > 8 and not inside.contains(x + 0.5, y + 0.5)]


def ring_colours(item) -> set[tuple[int, int, int]]:
    """The opaque colours the item paints outside its own piece (where the focus ring lies)."""
    image, box = painted(item)
    piece = item.card_rect() if isinstance(item, CardItem) else item.rect
    piece = piece.translated(box.left() - item.boundingRect().left(), box.top() - item.boundingRect().top())
    return {rgb(c) for c in (image.pixelColor(x, y) for y in range(image.height()) for x in range(image.width())
                             if not piece.adjusted(-1, -1, 1, 1).contains(x + 0.5, y + 0.5))
            if c.alpha() == 255}


def test_the_focus_ring_is_not_the_chosen_gold_nor_the_hint_light():
    edge, light = focus_pens(60)
    chosen, hinted = choice_pen(False, 3), choice_pen(True, 3)
    assert rgb(light.color()) == rgb(FOCUS_LIGHT) and rgb(edge.color()) == rgb(FOCUS_EDGE)
    for pen in (edge, light):
        assert pen.color() not in (chosen.color(), hinted.color())
        assert pen.style() == Qt.SolidLine  # (dashed is the hint's)
    # told apart by lightness, not by hue alone: the ring's dark edge is far darker than the gold,
    # its white line lighter
    assert edge.color().lightness() < 40 < GOLD.lightness() < light.color().lightness()
    assert edge.widthF() > light.widthF()  # (the edge shows each side of the white line)
    assert rgb(HINT_LIGHT) != rgb(FOCUS_LIGHT)


def test_a_focused_card_beside_a_chosen_one_in_hearts(qtbot, data_dir):
    """Hearts' pass: one card chosen (gold, raised), the keys on the next one (the white ring)."""
    w = open_window(qtbot, start=False)
    w.start_game("hearts", ["Anna", "Ben", "Cleo", "Dev"], {}, seed=7, open_handed=True)
    view = w.table.view
    hand = sorted((i for i in view.pieces.values() if i.spec.id.startswith("hand:") and i.face_up),
                  key=lambda i: i.x())
    click(view, hand[2])  # chosen for the pass
    assert hand[2].selected
    view.setFocus()
    ctl = view.controller
    keys_to(view, lambda item: item is hand[3])
    assert ctl.focus_item is hand[3] and hand[3].focused and not hand[3].selected
    focus_seen, chosen_seen = ring_colours(hand[3]), ring_colours(hand[2])
    assert rgb(FOCUS_LIGHT) in focus_seen and rgb(FOCUS_EDGE) in focus_seen and rgb(GOLD) not in focus_seen
    assert rgb(FOCUS_LIGHT) not in chosen_seen and rgb(FOCUS_EDGE) not in chosen_seen
    image, _box = painted(hand[2])
    assert rgb(GOLD) in {rgb(image.pixelColor(x, y)) for y in range(image.height()) for x in range(image.width())}
    assert not outside_paint(hand[3]) and not outside_paint(hand[2])


def walk_focus(view, steps: int) -> list:
    """Tab ``steps`` times; each item focused on the way, painted whole inside its bounding rect
    (with the focus ring's white in it)."""
    seen = []
    for _ in range(steps):
        QTest.keyClick(view, Qt.Key_Tab)
        item = view.controller.focus_item
        if item is None or item in seen or not isinstance(item, (CardItem, ZoneItem, ButtonItem)):
            continue
        seen.append(item)
        assert not outside_paint(item), (item.accessible_name(), item.boundingRect())
    return seen


def test_the_ring_round_the_disc_pile_and_the_spaces_is_whole(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("five_in_a_row", ["Anna", "Ben"], {}, seed=4)
    view = w.table.view
    take_over(w)
    view.setFocus()
    seen = walk_focus(view, 8)
    pile = view.pieces["discs"]
    assert pile in seen
    while view.controller.focus_item is not pile:
        QTest.keyClick(view, Qt.Key_Tab)
    # (the ring before: a circle of 0.8 of a card round the pile, cut straight at both sides)
    image, box = painted(pile)
    white = [x for y in range(image.height()) for x in range(image.width())
             if rgb(image.pixelColor(x, y)) == rgb(FOCUS_LIGHT)]
    assert white and min(white) > box.left() and max(white) < box.right()
    # the disc picked up with the keys: the focus goes over the spaces it may cover
    QTest.keyClick(view, Qt.Key_Return)
    assert view.controller.held is pile
    cells = walk_focus(view, 4)
    assert cells and all(isinstance(c, ZoneItem) for c in cells)
    # the space focused is drawn over the lit spaces beside it (the next one hid its ring's edge)
    here = view.controller.focus_item
    assert all(here.zValue() > z.zValue() for z in view.controller.lit if z is not here)


def test_the_ring_round_marbles_holes_and_tiles_is_whole(qtbot, data_dir):
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("fast_track", ["Anna", "Ben"], {}, seed=4, stack=[["AH", "4C"]])
    view = w.table.view
    click(view, view.pieces["pile"])  # Anna turns her ace: a marble may come out
    view.setFocus()
    marbles = [i for i in walk_focus(view, 6) if getattr(i.spec, "kind", "") == "marble"]
    assert marbles
    while view.controller.focus_item not in marbles:
        QTest.keyClick(view, Qt.Key_Tab)
    QTest.keyClick(view, Qt.Key_Return)  # picked up: the keys go over the holes it may go to
    holes = walk_focus(view, 3)
    assert holes and all(isinstance(h, ZoneItem) and h.spec.shape == "hole" for h in holes)

    w.start_game("mexican_train", ["Anna", "Ben"], {}, seed=4, open_handed=True)
    view = w.table.view
    view.setFocus()
    tiles = [i for i in walk_focus(view, 6) if getattr(i.spec, "kind", "") == "domino"]
    assert tiles
    tile = tiles[0]
    while view.controller.focus_item is not tile:
        QTest.keyClick(view, Qt.Key_Tab)
    # a tile's ring is a rounded box round it, not a circle: its corners are in the ring
    image, box = painted(tile)
    r = tile.rect if hasattr(tile, "rect") else tile.card_rect()
    corner = (int(box.left() + (r.left() - tile.boundingRect().left()) - 2),
              int(box.top() + (r.top() - tile.boundingRect().top()) - 2))
    near = {rgb(image.pixelColor(corner[0] + dx, corner[1] + dy)) for dx in range(-4, 3) for dy in range(-4, 3)}
    assert rgb(FOCUS_EDGE) in near or rgb(FOCUS_LIGHT) in near


def test_seat_tags_tell_every_seat_apart():
    assert seat_tags(["Anna", "Ben", "Cleo", "Dev"]) == ["A", "B", "C", "D"]
    assert seat_tags(["Anna", "Andy", "Ben", "Bob"]) == ["An", "Ad", "Be", "Bo"]
    assert seat_tags(["Anna", "Robo 1", "Ben", "Robo 2"]) == ["A", "R1", "B", "R2"]
    for names in (["Anna", "Anna", "Ben", "Ben"], ["Robo Rex", "Robo Ruby", "Robo Remy", ""], ["x", "X", "", " "]):
        tags = seat_tags(names)
        assert len(set(tags)) == len(names) and all(1 <= len(t) <= 2 for t in tags), tags


def test_partners_latest_discs_say_which_seat(qtbot, data_dir):
    """"Each seat's latest disc has a ring in its side's colour": partners' rings were alike."""
    w = open_window(qtbot, (1024, 600), start=False)
    names = ["Anna", "Robo 1", "Andy", "Robo 2"]
    w.start_game("five_in_a_row", names, {}, seed=3, open_handed=True)
    play_busy(w, 3, 6)  # (Andy to play: the other three marked)
    view = w.table.view
    marks = [i for i in view.pieces.values() if i.spec.kind == MARK_KIND]
    tags = seat_tags(names)
    by_seat = {int(m.spec.id.split(":")[1]): m for m in marks}
    assert {1, 3} <= set(by_seat), sorted(by_seat)  # both Robo 1 and Robo 2 (one side) marked
    for seat, mark in by_seat.items():
        assert mark.spec.face.split(":", 2)[2] == tags[seat]
        assert mark.card_rect().contains(tag_rect(mark.card_rect(), tags[seat]))
        assert not outside_paint(mark)
    one, two = painted(by_seat[1])[0], painted(by_seat[3])[0]
    assert by_seat[1].spec.face.split(":")[0] == by_seat[3].spec.face.split(":")[0]  # the same side's colour
    assert one != two  # and yet not the same ring
