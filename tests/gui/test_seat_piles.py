"""Each seat's own pile round the generic table keeps clear of the others.

Seen playing Arizona Rummy (each player discards onto a pile of their own) with eight players
against computers at 1024x600: "Farid's and Greta's pile captions and cards overlap each other"
(and Cleo's and Dev's, on the other side). A seat across the top puts its pile under its box; a
seat at the side whose things do not fit under its box (the seat below it is close) puts them
beside it, towards the middle, at the height of its name. With eight players the seat at the
upper right (Farid) and the one at the right (Greta) put theirs in the same place, the more so
as Greta's line under her box grows ("1 card · 40 pts · deals"); neither looked at the other.
Now the seats at the sides are laid out first, and a top seat's line of piles moves along under
its box, towards the middle, clear of what they put there.

One person (Anna) and Medium computers, the computers thinking in the test's process and moving
at once; Anna plays the Medium player's moves too. The table is drawn for Anna throughout.
"""

from __future__ import annotations

import random

import pytest
from sweeps import every_value_daily
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from cardtable.ai import information_set
from cardtable.ai.agents import MediumAgent
from cardtable.ai.service import ComputerPlayerService
from cardtable.gui.main_window import MainWindow
from cardtable.gui.table_view import CardItem, LabelItem, ZoneItem

from .helpers import deal_on, open_window
from .test_computer_players import quick  # noqa: F401 (a fixture)

NAMES = ["Anna", "Ben", "Cleo", "Dev", "Elif", "Farid", "Greta", "Hugo"]
SIZES = [(1024, 600), (1366, 768)]


def annas_turns(qtbot, w, turns: int, seed: int):
    """Each time it is Anna's turn (the computers have moved), up to ``turns`` times: yield, then
    play the Medium player's move for her."""
    agent, rnd = MediumAgent(), random.Random(seed)
    for _ in range(turns):
        qtbot.waitUntil(lambda: w.play_ctl.computer_turn() is None and w.thinking is None, timeout=30_000)
        if w.game.is_over(w.state):
            return
        if deal_on(w):  # a hand's end: Anna deals on, a turn of hers all the same
            continue
        QApplication.processEvents()
        w.table.view.finish_animations()
        assert w.viewer == 0 and not w.table.curtain.isVisible()
        yield
        move = agent.choose(w.game, information_set(w.game, w.state, 0), rnd.getrandbits(32))
        assert w.play(move).ok


def seat_pile_overlaps(view, viewer: int = 0) -> list[tuple[str, str]]:
    """Every other seat's own pile (its place, its cards, its caption under it) that meets
    anything else on the table: another seat's pile or caption, any other card, any other words.
    (The viewer's own pile, by the hand, is captioned over it: only met.)"""
    scene = view.scene().items()
    zones = {z.spec.id: z for z in scene if isinstance(z, ZoneItem) and z.spec.id.startswith("pile/")}
    cards = [(i.spec.zone or i.spec.id, i.sceneBoundingRect()) for i in scene if isinstance(i, CardItem)]
    words = [(i.text, i.mapRectToScene(i.text_rect)) for i in scene
             if isinstance(i, LabelItem) and i.isVisible() and i.text]
    words += [(z.spec.label, z.mapRectToScene(z.caption_rect())) for z in scene
              if isinstance(z, ZoneItem) and z.spec.label and not z.spec.id.startswith("pile/")]
    assert len(zones) >= 3, "no seat piles drawn"
    found = []
    for key, zone in zones.items():
        if key == f"pile/{viewer}":
            continue
        place = zone.rect
        for z, r in cards:
            if z == key:
                place = place.united(r)
        # its caption: the words just under it, centred on it
        own = [(t, r) for t, r in words if t.startswith("Pile (") and abs(r.center().x() - place.center().x()) < 2
               and 0 <= r.top() - place.bottom() < place.height() / 2]
        assert len(own) == 1, (key, own)
        caption = own[0][1]
        things = [(key, place), (f"{key} caption", caption)]
        for name, rect in things:
            others = [(z, r) for z, r in cards if z != key]
            others += [(k, QRectF(z.rect)) for k, z in zones.items() if k != key]
            others += [(t, r) for t, r in words if r is not caption]
            found += [(name, other) for other, r in others if r.intersects(rect)]
    return found


# The everyday run keeps every number of players and every size, not every pair (tests/sweeps.py): a walk
# on the window each, among the suite's longest; CARDTABLE_THOROUGH=1 plays them all. (Eight
# players at 1024x600 among them: where it was seen.)
@pytest.mark.parametrize("players, size", every_value_daily([3, 4, 5, 6, 7, 8], SIZES[::-1]))
def test_arizona_rummy_seat_piles_keep_clear_of_each_other(qtbot, data_dir, quick, size, players):
    """3 to 8 players, at each of Anna's first dozen turns: no seat's pile meets anything."""
    w = open_window(qtbot, size, start=False)
    w.start_game("arizona_rummy", NAMES[:players], {}, seed=3, computers=[""] + ["medium"] * (players - 1))
    view = w.table.view
    looked = 0
    for _ in annas_turns(qtbot, w, 12, seed=3):
        assert not seat_pile_overlaps(view), (w.session.record.moves[-1:], seat_pile_overlaps(view))
        looked += 1
    assert looked >= 6


def test_a_top_seats_pile_stays_under_its_box(qtbot, data_dir, quick):
    """Moved along, a top seat's pile is still under its own box (within the width of the box,
    closer to its name than to any other seat's): eight players at 1024x600, Dev's, Elif's and
    Farid's piles under Dev, Elif and Farid."""
    from cardtable.gui.generic_table import SEAT_W

    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("arizona_rummy", NAMES, {}, seed=3, computers=[""] + ["medium"] * 7)
    view = w.table.view
    for _ in annas_turns(qtbot, w, 8, seed=3):
        scene = view.scene().items()
        names = {i.text: i.sceneBoundingRect().center() for i in scene
                 if isinstance(i, LabelItem) and i.text in NAMES and i.spec.bold}  # (not "Elif" over her melds)
        for seat in (3, 4, 5):
            zone = next(z for z in scene if isinstance(z, ZoneItem) and z.spec.id == f"pile/{seat}")
            c, name = zone.rect.center(), names[NAMES[seat]]
            assert abs(c.x() - name.x()) <= SEAT_W / 2 * view.unit and c.y() > name.y(), (seat, c, name)
            nearest = min(names, key=lambda n: (names[n].x() - c.x()) ** 2 + (names[n].y() - c.y()) ** 2)
            assert nearest == NAMES[seat], (seat, nearest)


class NeverThinks(ComputerPlayerService):
    """Never answers: the test plays every seat's moves itself."""

    def __init__(self):
        super().__init__(in_process=True)

    def pump(self, wait=0.0):
        pass


def side_melds_overlaps(view, viewer: int = 0) -> list[tuple[str, str]]:
    """Every other seat's meld card that meets a centre pile (its cards, its place, its caption)
    or the prompt (the cards' rects a few pixels in, their edges' shadow, as in test_meld_button_room)."""
    scene = view.scene().items()
    melds = [(i.spec.id, i.sceneBoundingRect().adjusted(3, 3, -3, -3)) for i in scene if isinstance(i, CardItem)
             and (i.spec.zone or "").startswith("meld") and not i.spec.zone.endswith(f"/{viewer}")]
    centre = [(i.spec.id, i.sceneBoundingRect().adjusted(3, 3, -3, -3)) for i in scene if isinstance(i, CardItem)
              and i.spec.zone in ("stock", "down")]
    for z in scene:
        if isinstance(z, ZoneItem) and z.spec.id in ("stock", "down"):
            centre += [(z.spec.id, QRectF(z.rect)), (z.spec.label, z.mapRectToScene(z.caption_rect()))]
    centre += [(i.text, i.mapRectToScene(i.text_rect)) for i in scene
               if isinstance(i, LabelItem) and i.isVisible() and i.text.startswith("Round ")]
    assert melds and len(centre) >= 5, (melds, centre)
    return [(m, c) for m, rm in melds for c, rc in centre if rm.intersects(rc)]


@pytest.mark.parametrize("players, seed, moves", [(5, 0, 243), (6, 1, 274), (8, 3, 298)])
def test_side_seats_melds_keep_clear_of_the_centre_piles(qtbot, data_dir, monkeypatch, players, seed, moves):
    """Late in a round at 1024x600, a side seat's melds beside its box ran on under the stock and
    the prompt ("Ben's melds" under "Stock (95)"), the prompt squeezed to a narrow column: the
    middle keeps the centre piles a least room, and the melds reached past it. Now they stop
    short of it (wrapped onto more lines, smaller) and the prompt has the room between them.
    Every seat's moves are the best move's (seeded), the table drawn for Anna."""
    from cardtable.ai.agents import best_move

    monkeypatch.setattr(MainWindow, "service_factory", NeverThinks)
    monkeypatch.setenv("CARDTABLE_COMPUTER_PACE", "100")
    w = open_window(qtbot, (1024, 600), start=False)
    w.start_game("arizona_rummy", NAMES[:players], {}, seed=seed, computers=[""] + ["medium"] * (players - 1))
    rng = random.Random(seed)
    for _ in range(moves):
        seat = w.game.current_player(w.state)
        legal = w.game.legal_moves(w.state)
        assert w.play_ctl.play(best_move(w.game, w.state, seat, legal, rng) if seat is not None else legal[0],
                               save=False).ok
    w.new_turn(previous=None, note="")
    QApplication.processEvents()
    w.table.view.finish_animations()
    QApplication.processEvents()
    assert w.viewer == 0
    assert not side_melds_overlaps(w.table.view)
    prompt = next(i for i in w.table.view.scene().items() if isinstance(i, LabelItem) and i.text.startswith("Round "))
    assert prompt.spec.max_width >= 2.8  # (with five players it was 2.26 wide: five lines of a few words)
