"""Seen playing 10 Dime Rummy with four seats at 1366x768 (seed 2, move 90): along the top, the
seat across the table had its melds split between two rooms beside its box, and one part lay
over a lay-off's caption of the seat beside it ("On Anna's queens", under Cleo's kings); the side
seats' melds, in one line across the band, were drawn at about 23 px, and left the top seat's
melds a sliver. Every caption must be clear of every meld, and the melds legible.

Looked at on every turn of seeded four-seat games (Medium's moves for every seat, the table
facing whoever is to play, open-handed, the score sheet open), at 1366x768 and 1024x600: no text
on the table touches a card of another group than the one it stands over (a lay-off's caption
just above its own card), nor lies on its own cards; no meld card is drawn under 0.3 of a card
(the size the layout calls small, about 28 px at 1366x768), and each meld's cards stand at least
a fifth of a card apart (the corner with the rank and suit in sight).

Where the band holds that much: the sizes wherever the other three seats have at most ten groups
of melds between them (lay-offs are groups of their own, each with its caption); the captions
wherever they have at most sixteen. Past those the band is over-full (a seat with six or seven
groups, lay-offs on every meld, near a hand's end): the melds go down to 0.2, and past sixteen the
top seat's are laid over the side seats' as before (a known limit, left for a layout that puts a
side seat's melds beside and under its box too)."""

from __future__ import annotations

import collections

import pytest
from sweeps import every_value_daily
from PySide6.QtWidgets import QApplication

from cardtable.gui.table_view import LabelItem

from .helpers import medium_table, play_not_looked_at

LEGIBLE = 0.3  # the least meld card, of a card's width at the table's size (its "small" melds)
SIZED, CLEAR = 10, 16  # at most this many groups of the other seats' melds: legible, captions clear


def _own_group(r, cards, unit: float) -> str | None:
    """The group of cards a caption ``r`` stands over: the nearest card just below its middle
    whose width takes in the caption's middle."""
    below = [c for c in cards if c.left() - 1 <= r.center().x() <= c.right() + 1
             and r.center().y() <= c.top() <= r.bottom() + 0.3 * unit]
    return min(below, key=lambda c: c.top()).zone if below else None


class _Card:
    def __init__(self, item):
        self.rect = item.sceneBoundingRect()
        self.zone = item.spec.zone
        self.id = item.spec.id

    def __getattr__(self, name):
        return getattr(self.rect, name)


def others_groups(w) -> int:
    """How many groups of melds the seats the table does not face have on it."""
    view = w.table.view
    facing = w.viewer if w.viewer is not None else w.game.current_player(w.state)
    return len({c.spec.zone for c in view.card_items() if c.isVisible() and c.spec.zone.startswith("meld")
                and not c.spec.zone.endswith(f"/{facing}")})


def band_faults(w, sizes: bool = True) -> list[str]:
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    labels = [i for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible()]
    cards = [_Card(c) for c in view.card_items() if c.isVisible()]
    out = []
    for lab in labels:
        r = lab.mapRectToScene(lab.text_rect).adjusted(1, 1, -1, -1)
        own = _own_group(r, cards, view.unit)
        for c in cards:
            if not r.intersects(c.rect.adjusted(2, 2, -2, -2)):
                continue
            if c.zone != own:
                out.append(f"{lab.text!r} over {c.zone} ({c.id}), not {own}")
            elif c.top() < r.center().y():
                out.append(f"{lab.text!r} on its cards {c.zone} ({c.id})")
            else:
                continue
            break
    if not sizes:
        return out
    unit = view.unit
    fans = collections.defaultdict(list)
    for c in view.card_items():
        if c.isVisible() and c.spec.zone.startswith("meld"):
            fans[c.spec.zone].append((round(c.spec.y, 3), c.spec.x, c.spec.scale))
    for zone, placed in fans.items():
        small = min(scale for _, _, scale in placed)
        if small < LEGIBLE - 1e-6:
            out.append(f"{zone} at {small:.2f} ({small * unit:.0f} px)")
        placed.sort()
        for (y, x, scale), (ny, nx, _) in zip(placed, placed[1:]):
            if ny == y and nx - x < 0.2 * scale - 1e-6:
                out.append(f"{zone}'s cards {nx - x:.3f} apart")
                break
    return out


# The everyday run keeps every seed and every size, not every pair (tests/sweeps.py): a walk
# on the window each, among the suite's longest; CARDTABLE_THOROUGH=1 plays them all. (Seed 2
# at 1366x768 among them: where it was seen.)
@pytest.mark.parametrize("seed, size", every_value_daily([1, 2, 3], [(1024, 600), (1366, 768)]))
def test_captions_clear_and_melds_legible_four_seats(qtbot, data_dir, seed, size):
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set

    w = medium_table(qtbot, "ten_dime_rummy", ["Anna", "Ben", "Cleo", "Dev"], size, seed)
    medium = MediumAgent()
    seen, looked, busy = [], 0, 0
    for step in range(240):
        if w.game.is_over(w.state):
            break
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        QApplication.processEvents()
        groups = others_groups(w)
        if groups <= CLEAR:
            looked += 1
            busy += groups >= 7
            seen += [(step, fault) for fault in band_faults(w, sizes=groups <= SIZED)]
        seat = w.game.current_player(w.state)
        w.play(medium.choose(w.game, information_set(w.game, w.state, seat), step))
    assert looked >= 100 and busy >= 20  # (and many with the band well filled)
    assert not seen, seen[:40]


def test_seed_2_move_90_as_seen(qtbot, data_dir):
    """The position of the finding: Cleo's melds along the top clear of Ben's lay-offs' captions,
    everyone's melds at 0.3 at least."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set

    w = medium_table(qtbot, "ten_dime_rummy", ["Anna", "Ben", "Cleo", "Dev"], (1366, 768), 2)
    medium = MediumAgent()
    for step in range(90):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        move = medium.choose(w.game, information_set(w.game, w.state, w.game.current_player(w.state)), step)
        # (the positions before the 90th laid out only: the test looks at that one, built whole)
        if step == 89:
            w.play(move)
        else:
            play_not_looked_at(w, move)
    assert band_faults(w) == []
    cleo = [c for c in w.table.view.card_items() if c.isVisible() and c.spec.zone.endswith("/2")]
    assert len({c.spec.zone for c in cleo}) >= 4


def test_a_top_seats_melds_either_side_of_its_box_say_whose_once(qtbot, data_dir):
    """Seed 1, move 26, four seats at 1366x768: Ben, across the top, has his melds on both sides
    of his box (the first ones on the right). Each part carried "Ben's melds", read as two seats of
    one name; the part on the left, the melds made later, now says it goes on ("Ben's melds,
    continued"), as Hand and Foot's other team's melds split along the top do."""
    from cardtable.ai.agents import MediumAgent
    from cardtable.ai.infoset import information_set

    w = medium_table(qtbot, "ten_dime_rummy", ["Anna", "Ben", "Cleo", "Dev"], (1366, 768), 1)
    medium = MediumAgent()
    for step in range(26):
        if w.table.curtain.isVisible():
            w.table.curtain.reveal()
        move = medium.choose(w.game, information_set(w.game, w.state, w.game.current_player(w.state)), step)
        # (the positions before the 26th laid out only: the test looks at that one, built whole)
        if step == 25:
            w.play(move)
        else:
            play_not_looked_at(w, move)
    QApplication.processEvents()
    view = w.table.view
    view.finish_animations()
    said = collections.Counter(i.text for i in view.scene().items() if isinstance(i, LabelItem) and i.isVisible())
    # (s33: the side seats' melds all lie under their boxes now, none up in the band, and Ben's
    # have room on the right of his box: one part, said once. A top seat's melds split either side
    # of its box, "continued" on the second part: tests/gui/test_split_melds_continued.py)
    assert said["Ben's melds"] == 1 and said["Ben's melds, continued"] == 0, said
    box = view.zones["hand/1"].rect
    bens = [c.sceneBoundingRect() for c in view.card_items() if c.isVisible() and c.spec.zone.startswith("meld")
            and c.spec.zone.endswith("/1")]
    assert bens and all(r.left() > box.right() for r in bens)
    assert band_faults(w) == []
